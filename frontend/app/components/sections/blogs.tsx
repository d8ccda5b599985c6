import type { BlogTeaser } from '~/content/blogs';
import { Carousel } from '../carousel';
import { BlogCard } from '../blog-card';
import { Section } from '../section';

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
          <BlogCard key={post.slug} post={post} />
        ))}
      </Carousel>
    </Section>
  );
}
