import { Link } from 'react-router';
import { deferred } from '~/components/deferred';
import { PageHero } from '~/components/page-hero';
import { PostLink } from '~/components/blog-card';
import { paths } from '~/config/routes-table';
import { blogCategories, blogSidebarTags, blogTeasers } from '~/content/blogs';
import { formatDate } from '~/lib/format';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/blog-details';

// The comment form under the article: its slot loads after the page is interactive (the form itself
// was lazy already).
const BlogCommentFormSlot = deferred(() =>
  import('~/features/forms/form-slots').then((m) => m.BlogCommentFormSlot),
);

/** The article and the sidebar's lists, read at build time (the tags come from every post). */
export function loader() {
  const teasers = blogTeasers();
  return {
    post: teasers[0]!,
    popular: teasers.slice(1, 4),
    categories: blogCategories(),
    tags: blogSidebarTags(),
  };
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: 'Blog Details | Orbitwise Technologies',
      description: 'Five habits of developers who get hired: advice from the Orbitwise placement team.',
      keywords: 'developer careers, hiring, blog',
    },
    location.pathname,
  );

const COMMENTS = [
  {
    name: 'Sneha',
    date: '2024-11-05',
    text: 'The point about reading other people\u2019s code really helped me in my last interview.',
  },
  { name: 'Arun', date: '2024-11-06', text: 'Would love a follow-up post on preparing a portfolio project.' },
];

export default function BlogDetails({ loaderData }: Route.ComponentProps) {
  const { post, popular, categories, tags } = loaderData;
  return (
    <>
      <PageHero
        title="Blog Details"
        crumbs={[{ label: 'Blog', to: paths.blogGrid }, { label: 'Blog Details' }]}
      />
      <section className="section">
        <div className="container blog-layout">
          <article className="prose">
            <img src={post.cover.src} alt="" width={1200} height={800} />
            <p className="blog-meta">
              <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.author}
            </p>
            <h2>{post.title}</h2>
            <p>
              Every year our placement team talks to hundreds of hiring managers. The developers they hire are
              not always the ones with the longest list of technologies. They are the ones who show a few
              habits consistently.
            </p>
            <p>
              They read code as often as they write it. They explain their decisions in plain language. They
              test their own work before anyone asks. They finish small projects instead of starting big ones.
              And they keep learning in public, through notes, blog posts or open-source contributions.
            </p>
            <blockquote>
              <p>
                “Show me one project you finished and can explain, and I will learn more than from your CV.”
              </p>
            </blockquote>
            <section aria-labelledby="comments-title">
              <h2 id="comments-title">Comments ({COMMENTS.length})</h2>
              <ul className="comments">
                {COMMENTS.map((c) => (
                  <li key={c.name} className="card">
                    <p className="blog-meta">
                      <strong>{c.name}</strong> · <time dateTime={c.date}>{formatDate(c.date)}</time>
                    </p>
                    <p>{c.text}</p>
                  </li>
                ))}
              </ul>
            </section>
            <BlogCommentFormSlot />
          </article>
          <aside className="blog-sidebar" aria-label="Blog sidebar">
            <div className="card">
              <h2 className="h3">Popular posts</h2>
              <ul className="plain-list">
                {popular.map((p) => (
                  <li key={p.slug}>
                    <PostLink post={p} />
                  </li>
                ))}
              </ul>
            </div>
            <div className="card">
              {/* No search box: the blog is prerendered without a search index; its categories and tags
                  below are pages of their own. */}
              <h2 className="h3">Categories</h2>
              <ul className="plain-list">
                {categories.map((c) => (
                  <li key={c}>
                    <Link to={paths.blogTag(c)}>{c}</Link>
                  </li>
                ))}
              </ul>
            </div>
            <div className="card">
              <h2 className="h3">Tags</h2>
              <ul className="tag-list">
                {tags.map((t) => (
                  <li key={t} className="tag">
                    <Link to={paths.blogTag(t)}>{t}</Link>
                  </li>
                ))}
              </ul>
            </div>
            <p>
              <Link to={paths.blogGrid}>Back to all posts</Link>
            </p>
          </aside>
        </div>
      </section>
    </>
  );
}
