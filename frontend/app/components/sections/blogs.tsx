import { formatDate } from '~/lib/format';
import type { BlogTeaser } from '~/content/blogs';
import { Carousel } from '../carousel';
import { ExternalLink, Section } from '../section';

/** The home page's blog carousel; its posts come from the page's loader (the build reads them). */
export function BlogsSection({ posts }: { posts: readonly BlogTeaser[] }) {
  return (
    <Section
      id="blogs"
      eyebrow="From our blog"
      title="Latest Blogs"
      intro="Guides and advice from our engineers and trainers."
    >
      <Carousel label="Blog posts" options={{ perView: 3, paged: true }}>
        {posts.map((post) => (
          <article key={post.href} className="card blog-card">
            <img src={post.image} alt="" width={1200} height={800} loading="lazy" />
            <div className="blog-card-body">
              <p className="blog-meta">
                <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.author}
              </p>
              <h3>
                <ExternalLink href={post.href} className="stretched-link">
                  {post.title}
                </ExternalLink>
              </h3>
              <p>{post.excerpt}</p>
            </div>
          </article>
        ))}
      </Carousel>
    </Section>
  );
}
