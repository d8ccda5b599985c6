import { data, Link } from 'react-router';
import { PageHero } from '~/components/page-hero';
import { BlogCard } from '~/components/blog-card';
import { paths } from '~/config/routes-table';
import { blogPage, blogPageCount, blogPosts, blogTags, postsTagged, tagSlug } from '~/content/blogs';
import { siteContentOf } from '~/content/site-content';
import { pageTextOf } from '~/content/company';
import { pageCopyOf } from '~/content/page-copy';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/blog-grid';

/**
 * One screen for /bloggrid, its pages /bloggrid/page/<n> and the tag pages /bloggrid/tag/<tag>: the
 * loader picks the posts at build time, so each page's HTML holds its own six posts.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const { page: pageParam, tag: tagParam } = params as { page?: string; tag?: string };
  const posts = siteContentOf(context).posts ?? blogPosts();
  const tags = blogTags(posts).map((name) => ({ name, slug: tagSlug(name) }));
  if (tagParam !== undefined) {
    const tag = tags.find((t) => t.slug === tagParam);
    if (!tag) throw data(null, { status: 404 });
    // Every tag page's texts are the `blog-tag` page document's, its `{tag}` the tag's name.
    const withTag = (text: string) => text.replaceAll('{tag}', tag.name);
    const tagPage = pageTextOf(siteContentOf(context), 'blog-tag');
    const { lead } = pageCopyOf(siteContentOf(context), 'blog-tag');
    return {
      posts: postsTagged(tag.slug, posts),
      tag: tag.name,
      page: 1,
      pageCount: 1,
      tags,
      seo: tagPage && {
        ...tagPage,
        title: withTag(tagPage.title),
        description: withTag(tagPage.description),
      },
      lead: lead === null ? null : withTag(lead),
    };
  }
  const page = pageParam === undefined ? 1 : Number(pageParam);
  const pageCount = blogPageCount(posts);
  if (!Number.isInteger(page) || page < 2 || page > pageCount) {
    if (pageParam !== undefined) throw data(null, { status: 404 });
  }
  // The blog's own page: its title and description are its `page` document's; a later page's
  // description and keywords too, its title numbered.
  const blog = pageTextOf(siteContentOf(context), 'blog-grid');
  const seo = page === 1 || !blog ? blog : { ...blog, title: `Blog, page ${page} | ${blog.siteName}` };
  const { lead } = pageCopyOf(siteContentOf(context), 'blog-grid');
  return { posts: blogPage(page, posts), tag: null, page, pageCount, tags, seo, lead };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  return [
    ...pageMeta(withPageText(loaderData?.seo), location.pathname),
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: 'Blog (RSS)',
      href: paths.blogRss,
    },
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/atom+xml',
      title: 'Blog (Atom)',
      href: paths.blogAtom,
    },
  ];
};

export default function BlogGrid({ loaderData }: Route.ComponentProps) {
  const { posts, tag, page, pageCount, tags, lead } = loaderData;
  return (
    <>
      <PageHero
        title="Blog"
        crumbs={tag ? [{ label: 'Blog', to: paths.blogGrid }, { label: tag }] : undefined}
        lead={lead ?? undefined}
      />
      <section className="section">
        <div className="container">
          <ul className="card-grid cols-3">
            {posts.map((post) => (
              <li key={post.slug}>
                <BlogCard post={post} heading="h2" />
              </li>
            ))}
          </ul>
          {pageCount > 1 && (
            <nav aria-label="Blog pages" className="pagination">
              <ul>
                {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
                  <li key={n}>
                    <Link
                      to={paths.blogPage(n)}
                      aria-current={n === page ? 'page' : undefined}
                      aria-label={`Page ${n}`}
                    >
                      {n}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <nav aria-label="Blog tags" className="blog-tags">
            <h2 className="h3">Tags</h2>
            <ul className="tag-list">
              {tags.map((t) => (
                <li key={t.slug} className="tag">
                  <Link to={paths.blogTag(t.name)} aria-current={t.name === tag ? 'page' : undefined}>
                    {t.name}
                  </Link>
                </li>
              ))}
            </ul>
            <p>
              <a href={paths.blogRss}>RSS feed</a> · <a href={paths.blogAtom}>Atom feed</a>
            </p>
          </nav>
        </div>
      </section>
    </>
  );
}
