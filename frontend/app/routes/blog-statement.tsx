import { PageHero } from '~/components/page-hero';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import { COMPANY_STATEMENT } from '~/content/company-statement';
import { formatDate } from '~/lib/format';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/blog-statement';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: `${COMPANY_STATEMENT.title} | ${SITE.name}`,
      description:
        'An official statement from Orbitwise Technologies about a company using names and material resembling ours.',
      keywords: 'Orbitwise statement, official notice',
    },
    location.pathname,
  );

export default function BlogStatement() {
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
            Contact us: <a href={`mailto:${SITE.email}`}>{SITE.email}</a> · {SITE.phone}
          </p>
        </article>
      </section>
    </>
  );
}
