import { Link } from 'react-router';
import { paths } from '~/config/routes-table';
import type { BlogArticle } from '~/content/blogs';
import { formatDate } from '~/lib/format';
import { ContentPicture } from './content-picture';
import { PageHero } from './page-hero';

/** The article column's width (`.container.narrow`) as the cover's `sizes`. */
const ARTICLE_SIZES = '(min-width: 800px) 760px, calc(100vw - 2rem)';

/** A post's article as its page shows it (and /blogdetails, its alias): `bodyHtml` rendered and sanitised. */
export function BlogArticleView({ post }: { post: Omit<BlogArticle, 'body'> & { bodyHtml: string } }) {
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
