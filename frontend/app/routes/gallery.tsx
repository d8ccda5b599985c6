import { ContentPicture } from '~/components/content-picture';
import { PageHero } from '~/components/page-hero';
import { Tabs } from '~/components/tabs';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import { galleryPageOf } from '~/content/gallery-page';
import { siteContentOf } from '~/content/site-content';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/gallery';

/**
 * The published gallery (the seed at build time): the page's HTML carries it, not its JavaScript; the
 * heading, lead and search texts are the `page` document's. Its data is made by `galleryPageOf`, which
 * the console's preview calls with a draft.
 */
export function loader({ context }: Route.LoaderArgs) {
  return galleryPageOf(siteContentOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo, { canonical: `${SITE.origin}${paths.gallery}` }), location.pathname);

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={loaderData.copy.heading ?? 'Gallery'} lead={loaderData.copy.lead ?? undefined} />
      <section className="section">
        <div className="container">
          <Tabs
            label="Photo albums"
            items={loaderData.tabs.map((tab, tabIndex) => ({
              id: tab.id,
              label: tab.label,
              content: (
                <ul className="gallery-grid">
                  {tab.photos.map((photo, photoIndex) => (
                    <li key={photo.src}>
                      <figure>
                        <ContentPicture
                          image={photo}
                          // The first album's first photo is in view on a phone: the page's largest paint.
                          eager={tabIndex === 0 && photoIndex === 0}
                          sizes="(min-width: 1000px) 380px, (min-width: 640px) 50vw, 100vw"
                          width={800}
                          height={600}
                        />
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
