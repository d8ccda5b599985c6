import { PageHero } from '~/components/page-hero';
import { Tabs } from '~/components/tabs';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import { GALLERY_TABS } from '~/content/gallery';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/gallery';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: 'Gallery | Life at Orbitwise Technologies',
      description:
        'Photos from life at Orbitwise Technologies: our offices, team outings, birthdays, festivals and company anniversaries.',
      keywords: 'Orbitwise gallery, office photos, team outing, company culture',
      canonical: `${SITE.origin}${paths.gallery}`,
    },
    location.pathname,
  );

export default function Gallery() {
  return (
    <>
      <PageHero title="Gallery" lead="Work is better with good people. A look at life at Orbitwise." />
      <section className="section">
        <div className="container">
          <Tabs
            label="Photo albums"
            items={GALLERY_TABS.map((tab) => ({
              id: tab.id,
              label: tab.label,
              content: (
                <ul className="gallery-grid">
                  {tab.photos.map((photo) => (
                    <li key={photo.src}>
                      <figure>
                        <img src={photo.src} alt={photo.alt} width={800} height={600} loading="lazy" />
                        <figcaption>{photo.alt}</figcaption>
                      </figure>
                    </li>
                  ))}
                </ul>
              ),
            }))}
          />
        </div>
      </section>
    </>
  );
}
