import { PageHero } from '~/components/page-hero';
import { paths } from '~/config/routes-table';
import { companyOf, pageTextOf } from '~/content/company';
import { pageCopyOf } from '~/content/page-copy';
import { siteContentOf } from '~/content/site-content';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/blog-statement';

/** The statement and its search texts (its `page` document), the company's e-mail and phone (the `site` document's). */
export function loader({ context }: Route.LoaderArgs) {
  const content = siteContentOf(context);
  const { email, phone } = companyOf(content);
  return {
    seo: pageTextOf(content, 'blog-statement'),
    copy: pageCopyOf(content, 'blog-statement'),
    email,
    phone,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo), location.pathname);

export default function BlogStatement({ loaderData: { copy, email, phone } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={copy.heading ?? 'Company statement'}
        crumbs={[{ label: 'Blog', to: paths.blogGrid }, { label: 'Company statement' }]}
        lead={copy.lead ?? undefined}
      />
      <section className="section">
        <article className="container narrow prose">
          {copy.intro.map((p) => (
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
