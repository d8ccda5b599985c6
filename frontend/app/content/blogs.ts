import { POSTS } from '@orbitwise/contracts/content-seed';
import type { ContentImage, PostData } from '@orbitwise/contracts/content';
import { paths } from '../config/routes-table';
import { tagSlug } from './blog-tags';

export { tagSlug } from './blog-tags';

/**
 * The blog's posts as the grid, the home page's carousel and the feeds show them. Read from the content
 * seed (@orbitwise/contracts/content-seed) by loaders and the build only: no page's component imports
 * this module, so the posts never ship to the browser.
 */
export interface BlogTeaser {
  /** The post's own slug: its page, its tag pages and the feed's entries are keyed by it. */
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  author: string;
  /** Its category, then its tags; each has its page at /bloggrid/tag/<tagSlug>. */
  tags: string[];
  /** The cover as the document holds it: an uploaded photo carries its responsive variants. */
  cover: ContentImage;
  /** Where the teaser leads: the post's page on this site, or its address elsewhere. */
  href: string;
  external: boolean;
}

/** A post with its own page on this site: the teaser and its Markdown body. */
export interface BlogArticle extends BlogTeaser {
  body: string;
  /** When it was last published (ISO 8601), where the API's re-render knows it. */
  modifiedAt?: string;
}

const DEFAULT_COVER: ContentImage = { src: '/generated/illustrations/blog-1.svg', alt: '' };

/** One published post as a teaser. */
export const teaserOf = (slug: string, post: PostData): BlogTeaser => ({
  slug,
  title: post.title,
  excerpt: post.excerpt,
  date: post.date,
  author: post.author,
  tags: [post.category, ...post.tags.filter((tag) => tag !== post.category)],
  cover: post.cover ?? DEFAULT_COVER,
  href: post.externalUrl ?? paths.blogPost(slug),
  external: post.externalUrl !== null,
});

/** Posts the spec gives a route of their own (/blog/company-statement): neither listed nor paged here. */
const OWN_ROUTE_SLUGS: ReadonlySet<string> = new Set(['company-statement']);

type PostDocuments = readonly { slug: string; data: PostData; publishedAt?: string }[];

const newestFirst = <T extends { date: string }>(posts: T[]): T[] =>
  posts.sort((a, b) => b.date.localeCompare(a.date));

/** The posts the grid, tag pages, feeds and carousel list, newest first. */
export const postsOf = (docs: PostDocuments): BlogTeaser[] =>
  newestFirst(
    docs.filter((doc) => !OWN_ROUTE_SLUGS.has(doc.slug)).map((doc) => teaserOf(doc.slug, doc.data)),
  );

/** The listed posts that have their page here (no address elsewhere), as their pages show them. */
export const articlesOf = (docs: PostDocuments): BlogArticle[] =>
  newestFirst(
    docs
      .filter((doc) => !OWN_ROUTE_SLUGS.has(doc.slug) && doc.data.externalUrl === null)
      .map((doc) => ({
        ...teaserOf(doc.slug, doc.data),
        body: doc.data.body,
        ...(doc.publishedAt ? { modifiedAt: doc.publishedAt } : {}),
      })),
  );

/** Every listed post of the seed, newest first. */
export const blogPosts = (): BlogTeaser[] => postsOf(POSTS);

/** The seed's posts that have their page on this site. */
export const blogArticles = (): BlogArticle[] => articlesOf(POSTS);

/** The home page's six teasers (two carousel pages): the newest posts. */
export const blogTeasers = (posts: readonly BlogTeaser[] = blogPosts()): BlogTeaser[] => posts.slice(0, 6);

/** Posts per page of /bloggrid. */
export const BLOG_PAGE_SIZE = 6;

/** The number of /bloggrid pages. */
export const blogPageCount = (posts: readonly BlogTeaser[] = blogPosts()): number =>
  Math.max(1, Math.ceil(posts.length / BLOG_PAGE_SIZE));

/** The posts of page `n` (1-based). */
export const blogPage = (n: number, posts: readonly BlogTeaser[] = blogPosts()): BlogTeaser[] =>
  posts.slice((n - 1) * BLOG_PAGE_SIZE, n * BLOG_PAGE_SIZE);

/** Every tag in use (categories included), in order of first use. */
export const blogTags = (posts: readonly BlogTeaser[] = blogPosts()): string[] => [
  ...new Set(posts.flatMap((p) => p.tags)),
];

/** The posts under one tag (by its slug), newest first. */
export const postsTagged = (slug: string, posts: readonly BlogTeaser[] = blogPosts()): BlogTeaser[] =>
  posts.filter((p) => p.tags.some((t) => tagSlug(t) === slug));
