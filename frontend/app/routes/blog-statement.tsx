import { PageHero } from '~/components/page-hero';
import { paths } from '~/config/routes-table';
import { COMPANY_STATEMENT } from '~/content/company-statement';
import { formatDate } from '~/lib/format';
import { companyOf, pageTextOf } from '~/content/company';
import { siteContentOf } from '~/content/site-content';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/blog-statement';

/** The page's title and description in search results (its `page` document), the company's e-mail and phone (the `site` document's). */
export function loader({ context }: Route.LoaderArgs) {
  const content = siteContentOf(context);
  const { email, phone } = companyOf(content);
  return { seo: pageTextOf(content, 'blog-statement'), email, phone };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo), location.pathname);

export default function BlogStatement({ loaderData: { email, phone } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={COMPANY_STATEMENT.title}
        crumbs={[{ label: 'Blog', to: paths.blogGrid }, { label: 'Company statement' }]}
        lead={`Published ${formatDate(COMPANY_STATEMENT.date)}`}
      />
      <section className="section">
        <article className="container narrow prose">
          {COMPANY_STATEMENT.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <p>
            Contact us: <a href={`mailto:${email}`}>{email}</a> · {phone}
          </p>
        </article>
      </section>
    </>
  );
}
