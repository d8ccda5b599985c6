/**
 * Where a published document is on the site, for the editors' "live" links: its own page (a job, a
 * post, an event, a project) or, for the kinds shown inside other pages, the page that shows them.
 * The addresses come from the route table's named paths (config/routes-table.ts), the one place they
 * are spelled.
 */
import type {
  ContentData,
  ContentKind,
  JobData,
  LegalSlug,
  PostData,
  ServiceIndexSlug,
} from '@orbitwise/contracts/content';
import { ROUTES } from '~/config/route-list';
import { paths } from '~/config/routes-table';

export interface LiveAddress {
  /** The public page to open, or null when the published document shows on no page. */
  href: string | null;
  /** What the link says: the page's address, or which page shows the document and why. */
  label: string;
  /** The document has a page of its own (else `href` is the page that shows it among others). */
  own: boolean;
}

const ownPage = (href: string): LiveAddress => ({ href, label: href, own: true });
const shownOn = (href: string, where: string): LiveAddress => ({
  href,
  label: `${where} (${href})`,
  own: false,
});

/** As the careers page decides (content/jobs.ts `openJobs`): open, and its closing day not passed. */
const isOpen = (job: JobData, today: string) => job.open && (job.closesOn === null || job.closesOn >= today);

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** The `service` documents whose page is not at `/<slug>`. */
const SERVICE_INDEX_ADDRESSES: Readonly<Record<string, string>> = {
  services: paths.services,
  servicedetails: paths.serviceDetails,
} satisfies Record<ServiceIndexSlug, string>;

/** The legal pages, by their `legal` document's slug. */
const LEGAL_ADDRESSES: Readonly<Record<string, string>> = {
  privacy: paths.privacy,
  terms: paths.terms,
} satisfies Record<LegalSlug, string>;

/** The kinds with no page of their own: the page a visitor finds them on, and how to say so. */
const SHOWN_ON: Partial<Record<ContentKind, () => LiveAddress>> = {
  testimonial: () => shownOn(paths.about, 'On the About and Home pages'),
  client: () => shownOn(paths.about, 'In the clients strip on About and Home'),
  'team-member': () => shownOn(paths.team, 'On the Team page'),
  'gallery-item': () => shownOn(paths.gallery, 'In the Gallery'),
  figures: () => shownOn(paths.home, 'On every page that quotes a figure, e.g. Home'),
  industry: () => shownOn(paths.industries, 'On the Industries page and Home'),
  technology: () => shownOn(paths.technologies, 'On the Technologies page and Home'),
  milestone: () => shownOn(paths.milestones, 'In the timeline on the Milestones page'),
  about: () => ownPage(paths.about),
  site: () => shownOn(paths.contact, 'On every page (header, footer), e.g. Contact'),
};

/** A `page` document's slug is its route's id: that route's page (a parameter route has no one page). */
function routePage(id: string): LiveAddress {
  // One document words every tag page: the blog links them all.
  if (id === 'blog-tag') return shownOn(paths.blogGrid, 'On every tag page of the blog');
  const route = ROUTES.find((candidate) => candidate.id === id && !candidate.path.includes(':'));
  return route
    ? shownOn(route.path, 'Its text on the page and in search results')
    : { href: null, label: 'A page the site does not have', own: false };
}

/** A `training` document's slug is its page's route id: that page (the route table spells its path). */
function trainingPage(id: string): LiveAddress {
  const route = ROUTES.find((candidate) => candidate.id === id && !candidate.path.includes(':'));
  return route ? ownPage(route.path) : { href: null, label: 'A page the site does not have', own: false };
}

/**
 * Where the published `data` of `kind`/`slug` is on the site. `today` (YYYY-MM-DD, UTC) decides
 * whether a job is still open, as the site's careers page does.
 */
export function liveAddress(
  kind: ContentKind,
  slug: string,
  data: ContentData,
  today: string = new Date().toISOString().slice(0, 10),
): LiveAddress {
  switch (kind) {
    case 'job':
      return isOpen(data as JobData, today)
        ? ownPage(paths.job(slug))
        : { href: null, label: 'Closed for applications: on no page', own: false };
    case 'post': {
      const { externalUrl } = data as PostData;
      return externalUrl
        ? shownOn(paths.blogGrid, `A card on the blog linking to ${hostOf(externalUrl)}`)
        : ownPage(paths.blogPost(slug));
    }
    case 'event':
      return ownPage(paths.eventPage(slug));
    case 'case-study':
      return ownPage(paths.portfolio(slug));
    // A service page's slug is its address without the slash (content/service-pages.ts); the
    // pages about the services as a whole are at the route table's addresses.
    case 'service':
      return ownPage(SERVICE_INDEX_ADDRESSES[slug] ?? `/${slug}`);
    case 'page':
      return routePage(slug);
    case 'training':
      return trainingPage(slug);
    case 'legal':
      return LEGAL_ADDRESSES[slug]
        ? ownPage(LEGAL_ADDRESSES[slug])
        : { href: null, label: 'Not a legal page of the site (privacy, terms): on no page', own: false };
    default:
      return SHOWN_ON[kind]?.() ?? shownOn(paths.home, 'On the site');
  }
}
