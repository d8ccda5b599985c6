import { data } from 'react-router';
import { BlogArticleView } from '~/components/blog-article';
import { blogArticles } from '~/content/blogs';
import { siteDetailsOf } from '~/content/company';
import { teamMembersOf } from '~/content/team';
import { siteContentOf } from '~/content/site-content';
import { renderMarkdown } from '@orbitwise/contracts/markdown';
import { companyNameIn, pageMeta } from '~/lib/seo';
import { blogPostingJsonLd } from '~/lib/structured-data';
import type { Route } from './+types/blog-post';

/** A post with its page on this site, read when the page is rendered: the HTML holds the whole article. */
export function loader({ params, context }: Route.LoaderArgs) {
  const content = siteContentOf(context);
  const articles = content.articles ?? blogArticles();
  const post = articles.find((candidate) => candidate.slug === params.slug);
  if (!post) throw data(null, { status: 404 });
  // Rendered and sanitised here, by the contracts' one renderer: the Markdown code never ships.
  return {
    ...post,
    bodyHtml: renderMarkdown(post.body),
    jsonLd: blogPostingJsonLd(post, siteDetailsOf(content), teamMembersOf(content)),
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData: post, matches }) =>
  post
    ? [
        ...pageMeta(
          {
            title: `${post.title} | ${companyNameIn(matches)}`,
            siteName: companyNameIn(matches),
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
  return <BlogArticleView post={post} />;
}
