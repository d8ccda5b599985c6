import { useState } from 'react';
import { PageHero } from '~/components/page-hero';
import { ExternalLink } from '~/components/section';
import { BLOG_GRID_PAGES } from '~/content/blogs';
import { formatDate } from '~/lib/format';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/blog-grid';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: 'Blog | Orbitwise Technologies',
      description:
        'Articles on software development, cloud, DevOps, AI and careers in IT from the Orbitwise team.',
      keywords: 'blog, software development articles, IT careers',
    },
    location.pathname,
  );

export default function BlogGrid() {
  const [page, setPage] = useState(0);
  return (
    <>
      <PageHero title="Blog" lead="Notes from our engineers and trainers." />
      <section className="section">
        <div className="container">
          <ul className="card-grid cols-3">
            {(BLOG_GRID_PAGES[page] ?? []).map((post) => (
              <li key={post.title}>
                <article className="card blog-card">
                  <img src={post.image} alt="" width={1200} height={800} loading="lazy" />
                  <div className="blog-card-body">
                    <p className="blog-meta">
                      <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.author}
                    </p>
                    <h2 className="h3">
                      <ExternalLink href={post.href} className="stretched-link">
                        {post.title}
                      </ExternalLink>
                    </h2>
                    <p>{post.excerpt}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <nav aria-label="Blog pages" className="pagination">
            <ul>
              {BLOG_GRID_PAGES.map((_, i) => (
                <li key={i}>
                  <button
                    type="button"
                    aria-current={i === page ? 'page' : undefined}
                    aria-label={`Page ${i + 1}`}
                    onClick={() => setPage(i)}
                  >
                    {i + 1}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
    </>
  );
}
