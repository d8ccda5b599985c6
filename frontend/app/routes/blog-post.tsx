import { data, Link } from 'react-router';
import { ContentPicture } from '~/components/content-picture';
import { PageHero } from '~/components/page-hero';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import { blogArticles } from '~/content/blogs';
import { siteContentOf } from '~/content/site-content';
import { renderMarkdown } from '@orbitwise/contracts/markdown';
import { formatDate } from '~/lib/format';
import { pageMeta } from '~/lib/seo';
import { blogPostingJsonLd } from '~/lib/structured-data';
import type { Route } from './+types/blog-post';

/** The article column's width (`.container.narrow`) as the cover's `sizes`. */
const ARTICLE_SIZES = '(min-width: 800px) 760px, calc(100vw - 2rem)';

/** A post with its page on this site, read when the page is rendered: the HTML holds the whole article. */
export function loader({ params, context }: Route.LoaderArgs) {
  const articles = siteContentOf(context).articles ?? blogArticles();
  const post = articles.find((candidate) => candidate.slug === params.slug);
  if (!post) throw data(null, { status: 404 });
  // Rendered and sanitised here, by the contracts' one renderer: the Markdown code never ships.
  return { ...post, bodyHtml: renderMarkdown(post.body), jsonLd: blogPostingJsonLd(post) };
}

export const meta: Route.MetaFunction = ({ location, loaderData: post }) =>
  post
    ? [
        ...pageMeta(
          {
            title: `${post.title} | ${SITE.name}`,
            description: post.excerpt,
            keywords: post.tags.join(', '),
            image: post.cover.src,
          },
          location.pathname,
        ),
        { 'script:ld+json': post.jsonLd },
      ]
    : [];

export default function BlogPost({ loaderData: post }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={post.title} crumbs={[{ label: 'Blog', to: paths.blogGrid }, { label: post.title }]} />
      <section className="section">
        <article className="container narrow prose blog-article">
          <ContentPicture image={post.cover} sizes={ARTICLE_SIZES} eager />
          <p className="blog-meta">
            <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.author}
          </p>
          <p className="blog-excerpt">{post.excerpt}</p>
          {/* Markdown rendered and sanitised by the contracts' one renderer, when the page was rendered. */}
          <div dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
          <nav aria-label="Tags of this post">
            <ul className="tag-list">
              {post.tags.map((tag) => (
                <li key={tag} className="tag">
                  <Link to={paths.blogTag(tag)}>{tag}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <p>
            <Link to={paths.blogGrid}>Back to all posts</Link>
          </p>
        </article>
      </section>
    </>
  );
}
