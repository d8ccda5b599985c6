/**
 * The console's previews of the kinds shown inside other pages: the section each appears in, built by
 * the site's own section or page component, with the draft in place of its published document among
 * the seed's others (the preview has no other published ones at hand), and which pages show it.
 * Loaded only when an editor opens such a preview.
 */
import type {
  ClientData,
  FiguresData,
  GalleryItemData,
  TeamMemberData,
  TestimonialData,
} from '@orbitwise/contracts/content';
import { CLIENTS, GALLERY, TEAM, TESTIMONIALS } from '@orbitwise/contracts/content-seed';
import type { ReactNode } from 'react';
import type { PagePreviews, PreviewDocument } from '~/features/console';
import { paths } from '~/config/routes-table';
import { countersOf } from '~/content/milestones';
import type { SiteDocuments } from '~/content/site-content';
import { page } from './admin-preview-page';

/** The seed's documents of a kind with the draft in its place (or added, for a new one). */
export const withDraft = <K extends 'testimonial' | 'client' | 'team-member' | 'gallery-item'>(
  seed: SiteDocuments<K>,
  { slug, data }: Pick<PreviewDocument<SiteDocuments<K>[number]['data']>, 'slug' | 'data'>,
): SiteDocuments<K> => [...seed.filter((doc) => doc.slug !== slug), { slug, data }];

/** Says which pages show the document, above the section. */
export function ShownOn({ children }: { children: ReactNode }) {
  return <p className="container console-muted content-preview-shown-on">{children}</p>;
}

export const SECTION_PREVIEWS = {
  // Its card alone, then the strip as Home and About show it (a carousel: the card may be on a later page).
  testimonial: {
    load: async () => {
      const [{ TestimonialsSection }, { testimonials }, { pageCopyOf, sectionText }] = await Promise.all([
        import('~/components/sections/testimonials'),
        import('~/content/testimonials'),
        import('~/content/page-copy'),
      ]);
      return function TestimonialPreview({ loaderData }) {
        const draft = loaderData as PreviewDocument<TestimonialData>;
        const strip = testimonials({ testimonials: withDraft(TESTIMONIALS, draft) });
        const place = strip.findIndex((t) => t.slug === draft.slug);
        const heading = sectionText(pageCopyOf({}, 'home'), 'testimonials');
        if (place < 0)
          return (
            <ShownOn>
              Shown on no page: the person has not agreed to be quoted (tick &ldquo;Consent&rdquo; once they
              have).
            </ShownOn>
          );
        return (
          <>
            <ShownOn>
              Shown on: Home, About (the testimonials strip: card {place + 1} of {strip.length}).
            </ShownOn>
            <TestimonialsSection heading={heading} testimonials={[strip[place]!]} />
            <ShownOn>The strip, as Home and About show it:</ShownOn>
            <TestimonialsSection heading={heading} testimonials={strip} />
          </>
        );
      };
    },
    loaderData: (document: PreviewDocument<TestimonialData>) => document,
  },
  client: {
    load: async () => {
      const [{ ClientsSection }, { clients }, { pageCopyOf, sectionText }] = await Promise.all([
        import('~/components/sections/clients'),
        import('~/content/clients'),
        import('~/content/page-copy'),
      ]);
      return function ClientPreview({ loaderData }) {
        const draft = loaderData as PreviewDocument<ClientData>;
        const strip = clients({ clients: withDraft(CLIENTS, draft) });
        return (
          <>
            <ShownOn>Shown on: Home, About (the clients strip).</ShownOn>
            <ClientsSection heading={sectionText(pageCopyOf({}, 'home'), 'clients')} clients={strip} />
          </>
        );
      };
    },
    loaderData: (document: PreviewDocument<ClientData>) => document,
  },
  // The Team page with the member's group; an executive is also in Home's and About's core team.
  'team-member': {
    address: () => paths.team,
    load: async () => {
      const [team, { teamPageOf }] = await Promise.all([import('./team'), import('~/content/team-page')]);
      const TeamPage = page(team);
      return function TeamMemberPreview({ loaderData }) {
        const draft = loaderData as PreviewDocument<TeamMemberData>;
        const data = teamPageOf({ team: withDraft(TEAM, draft) });
        const groups = data.groups.filter((group) => group.members.some((m) => m.slug === draft.slug));
        return (
          <>
            <ShownOn>
              Shown on: Our Team ({groups[0]?.heading.title ?? 'its group'})
              {draft.data.group === 'executive' ? ', Home and About (the core team)' : ''}.
            </ShownOn>
            <TeamPage loaderData={{ ...data, groups }} />
          </>
        );
      };
    },
    loaderData: (document: PreviewDocument<TeamMemberData>) => document,
  },
  // The Gallery page with the picture's album.
  'gallery-item': {
    address: () => paths.gallery,
    load: async () => {
      const [gallery, { galleryPageOf }] = await Promise.all([
        import('./gallery'),
        import('~/content/gallery-page'),
      ]);
      const GalleryPage = page(gallery);
      return function GalleryItemPreview({ loaderData }) {
        const draft = loaderData as PreviewDocument<GalleryItemData>;
        const data = galleryPageOf({ gallery: withDraft(GALLERY, draft) });
        const tabs = data.tabs.filter((tab) => tab.id === draft.data.tab);
        return (
          <>
            <ShownOn>Shown on: Gallery (the &ldquo;{tabs[0]?.label}&rdquo; album).</ShownOn>
            <GalleryPage loaderData={{ ...data, tabs }} />
          </>
        );
      };
    },
    loaderData: (document: PreviewDocument<GalleryItemData>) => document,
  },
  // The counters band and every text of the site's seed that quotes a figure, filled with the draft's.
  figures: {
    load: async () => {
      const [{ CountersSection }, { figureTexts }] = await Promise.all([
        import('~/components/sections/counters'),
        import('./admin-figures-preview'),
      ]);
      return function FiguresPreview({ loaderData }) {
        const { data } = loaderData as PreviewDocument<FiguresData>;
        return (
          <>
            <ShownOn>
              Shown on: every page that quotes a figure: the counters of Home, About and Milestones, and the
              texts below, by page.
            </ShownOn>
            <CountersSection counters={countersOf(data)} />
            <section className="section" aria-label="Texts that quote a figure">
              <div className="container narrow content-preview-figures">
                {figureTexts(data).map(({ where, texts }) => (
                  <section key={where}>
                    <h2>{where}</h2>
                    <ul>
                      {texts.map((text) => (
                        <li key={text}>{text}</li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            </section>
          </>
        );
      };
    },
    loaderData: (document: PreviewDocument<FiguresData>) => document,
  },
} satisfies PagePreviews;
