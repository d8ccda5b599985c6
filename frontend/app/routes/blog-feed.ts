import { Feed } from 'feed';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import { blogPosts, type BlogTeaser } from '~/content/blogs';
import { companyOf, yearIn } from '~/content/company';
import { siteContentOf } from '~/content/site-content';
import type { Route } from './+types/blog-feed';

const absolute = (path: string) => new URL(path, SITE.origin).href;

/** The blog's posts as one feed, written as RSS 2.0 or Atom 1.0, under the company's name (`companyName`, the `site` document's). */
export function blogFeed(
  posts: readonly BlogTeaser[],
  { name: companyName, shortName }: { name: string; shortName: string },
): Feed {
  const feed = new Feed({
    title: `Blog | ${companyName}`,
    description: `Articles on software development, cloud, DevOps, AI and careers in IT from the ${shortName} team.`,
    id: absolute(paths.blogGrid),
    link: absolute(paths.blogGrid),
    language: 'en',
    copyright: `© ${yearIn(new Date())} ${companyName}`,
    // The newest post's day, so that a build of unchanged posts writes the same feed.
    updated: new Date(`${posts[0]?.date ?? '2024-01-01'}T00:00:00Z`),
    feedLinks: { rss: absolute(paths.blogRss), atom: absolute(paths.blogAtom) },
  });
  for (const post of posts) {
    feed.addItem({
      title: post.title,
      id: absolute(post.href),
      link: absolute(post.href),
      description: post.excerpt,
      date: new Date(`${post.date}T00:00:00Z`),
      author: [{ name: post.author }],
      category: post.tags.map((tag) => ({ name: tag, domain: absolute(paths.blogTag(tag)) })),
      image: absolute(post.cover.src),
    });
  }
  return feed;
}

export function loader({ request, context }: Route.LoaderArgs) {
  const atom = new URL(request.url).pathname === paths.blogAtom;
  const content = siteContentOf(context);
  const feed = blogFeed(content.posts ?? blogPosts(), companyOf(content));
  return new Response(atom ? feed.atom1() : feed.rss2(), {
    headers: {
      'Content-Type': atom ? 'application/atom+xml; charset=utf-8' : 'application/rss+xml; charset=utf-8',
    },
  });
}
