import { useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHero } from '~/components/page-hero';
import { paths } from '~/config/routes-table';
import {
  NEWSLETTER_PAGE_PATHS,
  NEWSLETTER_PAGES,
  UNSUBSCRIBE_API,
  UNSUBSCRIBE_BUTTON,
} from '~/content/newsletter-pages';
import { companyNameIn, pageMeta } from '~/lib/seo';
import type { Route } from './+types/newsletter-page';

const textOf = (pathname: string) =>
  NEWSLETTER_PAGES[pathname.replace(/\/+$/, '')] ?? NEWSLETTER_PAGES[NEWSLETTER_PAGE_PATHS.linkExpired]!;

/** Pages for one person's link: never indexed (their links are followed). */
export const meta: Route.MetaFunction = ({ location, matches }) => {
  const company = companyNameIn(matches);
  const { title, text } = textOf(location.pathname);
  return [
    ...pageMeta(
      {
        title: company ? `${title} | ${company}` : title,
        description: text,
        ...(company ? { siteName: company } : {}),
      },
      location.pathname,
    ),
    { name: 'robots', content: 'noindex' },
  ];
};

const unchanging = () => () => undefined;
const tokenInAddress = () => new URLSearchParams(window.location.search).get('token') ?? '';

/**
 * The unsubscribe button posts to the API's one-click address with the link's token, which only the
 * browser knows (the page is prerendered, the token is in its address): the button waits for it.
 */
function UnsubscribeForm() {
  const token = useSyncExternalStore(unchanging, tokenInAddress, () => '');
  return (
    <form method="post" action={`${UNSUBSCRIBE_API}?token=${encodeURIComponent(token)}`}>
      <input type="hidden" name="List-Unsubscribe" value="One-Click" />
      <button className="button" type="submit" disabled={!token}>
        {UNSUBSCRIBE_BUTTON}
      </button>
    </form>
  );
}

/** Confirmed, unsubscribe (its button), unsubscribed, link expired: where the newsletter's e-mail links land. */
export default function NewsletterPage() {
  const { pathname } = useLocation();
  const { heading, text } = textOf(pathname);
  const unsubscribing = pathname.replace(/\/+$/, '') === NEWSLETTER_PAGE_PATHS.unsubscribe;
  return (
    <>
      <PageHero title={heading} breadcrumb={false} />
      <section className="section">
        <div className="container narrow prose newsletter-page">
          <p>{text}</p>
          {unsubscribing && <UnsubscribeForm />}
          <p>
            <Link to={paths.home}>Back to home</Link>
          </p>
        </div>
      </section>
    </>
  );
}
