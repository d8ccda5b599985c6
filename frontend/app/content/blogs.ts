import {
  BLOG_CATEGORIES as SEED_CATEGORIES,
  BLOG_TAGS as SEED_TAGS,
  POSTS,
} from '@orbitwise/contracts/content-seed';
import type { PostData } from '@orbitwise/contracts/content';
import { tagSlug } from './blog-tags';

export { tagSlug } from './blog-tags';

/**
 * The blog's posts as the grid, the home page's carousel and the feeds show them. Read from the content
 * seed (@orbitwise/contracts/content-seed) by loaders and the build only: no page's component imports
 * this module, so the posts never ship to the browser.
 */
export interface BlogTeaser {
  /** The post's own slug: its tag pages and the feed's entries are keyed by it. */
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  author: string;
  /** Its category, then its tags; each has its page at /bloggrid/tag/<tagSlug>. */
  tags: string[];
  image: string;
  href: string;
}

const DEFAULT_COVER = '/generated/illustrations/blog-1.svg';

/** One published post as a teaser (a post without its own address elsewhere is not listed yet). */
export const teaserOf = (slug: string, post: PostData): BlogTeaser | null =>
  post.externalUrl
    ? {
        slug,
        title: post.title,
        excerpt: post.excerpt,
        date: post.date,
        author: post.author,
        tags: [post.category, ...post.tags.filter((tag) => tag !== post.category)],
        image: post.cover?.src ?? DEFAULT_COVER,
        href: post.externalUrl,
      }
    : null;

/** Every listed post of the seed, newest first. */
export const blogPosts = (): BlogTeaser[] =>
  POSTS.map((doc) => teaserOf(doc.slug, doc.data))
    .filter((post): post is BlogTeaser => post !== null)
    .sort((a, b) => b.date.localeCompare(a.date));

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

/** The sidebar's categories (the broad topics) and tags (the narrower ones). */
export const blogCategories = (): string[] => [...SEED_CATEGORIES];
export const blogSidebarTags = (): string[] => [...SEED_TAGS];
