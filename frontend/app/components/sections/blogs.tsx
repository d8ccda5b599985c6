import type { BlogTeaser } from '~/content/blogs';
import { Carousel } from '../carousel';
import { BlogCard } from '../blog-card';
import { Section } from '../section';
import type { SectionText } from '~/content/page-copy';

/** The home page's blog carousel; its posts come from the page's loader (the build reads them). */
export function BlogsSection({ heading, posts }: { heading: SectionText; posts: readonly BlogTeaser[] }) {
  return (
    <Section id="blogs" {...heading}>
      <Carousel label="Blog posts" options={{ perView: 3, paged: true }}>
        {posts.map((post) => (
          <BlogCard key={post.slug} post={post} />
        ))}
      </Carousel>
    </Section>
  );
}
