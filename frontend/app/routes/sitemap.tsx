import { Link } from 'react-router';
import { PageHero } from '~/components/page-hero';
import { ExternalLink } from '~/components/section';
import { paths } from '~/config/routes-table';
import { ABOUT_LINKS, SERVICE_LINKS, trainingLinks, type NavLink } from '~/content/navigation';
import { companyOf, pageTextOf } from '~/content/company';
import { siteContentOf } from '~/content/site-content';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/sitemap';

/** The page's title and description in search results (its `page` document). */
export function loader({ context }: Route.LoaderArgs) {
  const content = siteContentOf(context);
  return { seo: pageTextOf(content, 'sitemap'), courseSite: companyOf(content).courseSite };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo), location.pathname);

const groups = (courseSite: string): { title: string; links: NavLink[] }[] => [
  {
    title: 'About Us',
    links: [
      ...ABOUT_LINKS,
      { label: 'Industries', to: paths.industries },
      { label: 'Careers', to: paths.careers },
      { label: 'Contact Us', to: paths.contact },
    ],
  },
  {
    title: 'Services',
    links: [
      ...SERVICE_LINKS,
      { label: 'IT Consulting & Support', to: paths.technicalSupport },
      { label: 'All Services', to: paths.services },
      { label: 'Get IT Support', to: paths.itSupport },
    ],
  },
  {
    title: 'Training',
    links: [
      ...trainingLinks(courseSite).filter((l) => !l.mobileOnly),
      { label: 'Training overview', to: paths.training },
      { label: 'AI Skills Fest', to: paths.event },
      { label: 'Course catalogue', href: `${courseSite}/courses`, external: true },
    ],
  },
];

export default function SiteMap({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Site Map" />
      <section className="section">
        <div className="container">
          <div className="card-grid cols-3">
            {groups(loaderData.courseSite).map((group, i) => (
              <nav key={group.title} className="card sitemap-group" aria-labelledby={`sitemap-${i}`}>
                <h2 id={`sitemap-${i}`}>{group.title}</h2>
                <ul>
                  {group.links.map((link) => (
                    <li key={link.label}>
                      {link.external ? (
                        <ExternalLink href={link.href}>{link.label}</ExternalLink>
                      ) : (
                        <Link to={link.to}>{link.label}</Link>
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
