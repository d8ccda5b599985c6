import { useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHero } from '~/components/page-hero';
import { paths } from '~/config/routes-table';
import {
  CONFIRM_API,
  CONFIRM_BUTTON,
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

/** The page's buttons: where each posts, and what the unsubscribe one sends (RFC 8058's body). */
const BUTTONS: Record<string, { api: string; label: string; oneClick: boolean }> = {
  [NEWSLETTER_PAGE_PATHS.confirm]: { api: CONFIRM_API, label: CONFIRM_BUTTON, oneClick: false },
  [NEWSLETTER_PAGE_PATHS.unsubscribe]: { api: UNSUBSCRIBE_API, label: UNSUBSCRIBE_BUTTON, oneClick: true },
};

/**
 * The button posts to the API with the link's token, which only the browser knows (the page is
 * prerendered, the token is in its address): the button waits for it. Opening a link changes nothing
 * (mail scanners prefetch links); pressing the button does.
 */
function TokenForm({ api, label, oneClick }: { api: string; label: string; oneClick: boolean }) {
  const token = useSyncExternalStore(unchanging, tokenInAddress, () => '');
  return (
    <form method="post" action={`${api}?token=${encodeURIComponent(token)}`}>
      {oneClick && <input type="hidden" name="List-Unsubscribe" value="One-Click" />}
      <button className="button" type="submit" disabled={!token}>
        {label}
      </button>
    </form>
  );
}

/** Confirm and unsubscribe (their buttons), confirmed, unsubscribed, link expired: where the newsletter's e-mail links land. */
export default function NewsletterPage() {
  const { pathname } = useLocation();
  const { heading, text } = textOf(pathname);
  const button = BUTTONS[pathname.replace(/\/+$/, '')];
  return (
    <>
      <PageHero title={heading} breadcrumb={false} />
      <section className="section">
        <div className="container narrow prose newsletter-page">
          <p>{text}</p>
          {button && <TokenForm {...button} />}
          <p>
            <Link to={paths.home}>Back to home</Link>
          </p>
        </div>
      </section>
    </>
  );
}
