import { Link } from 'react-router';
import type { BlogTeaser } from '~/content/blogs';
import { formatDate } from '~/lib/format';
import { ContentPicture } from './content-picture';
import { ExternalLink } from './section';

/** The cards' width in a three-column grid (one column on phones). */
const CARD_SIZES = '(min-width: 1000px) 380px, (min-width: 640px) 50vw, 100vw';

/** A link to a post under its title: a page of this site, or (in a new tab) its address elsewhere. */
export function PostLink({ post, className }: { post: BlogTeaser; className?: string }) {
  return post.external ? (
    <ExternalLink href={post.href} className={className}>
      {post.title}
    </ExternalLink>
  ) : (
    <Link to={post.href} className={className}>
      {post.title}
    </Link>
  );
}

/** A post's card in the grid and the home page's carousel: its page here, or its address elsewhere. */
export function BlogCard({ post, heading: Heading = 'h3' }: { post: BlogTeaser; heading?: 'h2' | 'h3' }) {
  return (
    <article className="card blog-card">
      <ContentPicture image={post.cover} alt="" sizes={CARD_SIZES} />
      <div className="blog-card-body">
        <p className="blog-meta">
          <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.author}
        </p>
        <Heading className={Heading === 'h2' ? 'h3' : undefined}>
          <PostLink post={post} className="stretched-link" />
        </Heading>
        <p>{post.excerpt}</p>
      </div>
    </article>
  );
}
