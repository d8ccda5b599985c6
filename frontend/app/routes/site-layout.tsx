import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useRouteLoaderData } from 'react-router';
import { deferred } from '~/components/deferred';
import { GetInTouchButton } from '~/components/layout/get-in-touch-button';
import { SiteHeader } from '~/components/layout/site-header';
import type { SiteChrome } from '~/content/company';
import type { loader as rootLoader } from '~/root';

// The footer, far below the fold, is prerendered like the rest; its code and its newsletter form
// load after the page is interactive (see deferred.tsx). So do the floating chat link and the enquiry
// modal (closed until asked for), whose chunk is requested as the page hydrates. The Get In Touch
// button is not deferred: a click on it must be heard at once (the modal opens once its code is in).
const SiteFooter = deferred(() =>
  Promise.all([import('~/components/layout/site-footer'), import('~/features/forms/form-slots')]).then(
    ([{ SiteFooter: Footer }, { NewsletterFormSlot }]) =>
      function DeferredFooter({ chrome }: { chrome: SiteChrome }) {
        return <Footer chrome={chrome} newsletter={<NewsletterFormSlot />} />;
      },
  ),
);
const FloatingActions = deferred(() =>
  import('~/components/layout/floating-actions').then((m) => m.FloatingActions),
);
const EnquiryFormSlot = deferred(() => import('~/features/forms/form-slots').then((m) => m.EnquiryFormSlot));

/** The spec's loading indicator: shown for 1000 ms after each in-app navigation. */
const SPINNER_MS = 1000;

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export default function SiteLayout() {
  const chrome = useRouteLoaderData<typeof rootLoader>('root')!;
  const location = useLocation();
  const [loading, setLoading] = useState(false);
  const [enquiryOpen, setEnquiryOpen] = useState(false);
  const first = useRef(true);

  // Where the visit came from (for the forms, once per page load) and a page view on the load and each
  // client navigation, by one small module loaded on its own (no public page's first script carries it).
  // The address is taken now: a click may have moved to another page before the module arrived.
  const landed = useRef(false);
  useEffect(() => {
    const { href, hostname, pathname, search } = window.location;
    const referrer = landed.current ? null : document.referrer;
    landed.current = true;
    import('~/lib/beacon')
      .then(({ pageLoaded }) => pageLoaded({ href, hostname, pathname }, search, referrer))
      .catch(() => undefined);
  }, [location.pathname]);

  useIsoLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Every navigation starts at the top, then shows the loading indicator for a second.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    setLoading(true);
    const timer = window.setTimeout(() => setLoading(false), SPINNER_MS);
    return () => window.clearTimeout(timer);
  }, [location.pathname]);

  return (
    <>
      <SiteHeader
        companyName={chrome.companyName}
        companyShortName={chrome.companyShortName}
        courseSite={chrome.courseSite}
        actions={<GetInTouchButton onOpen={() => setEnquiryOpen(true)} />}
      />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter chrome={chrome} />
      <FloatingActions
        chatHref={chrome.chatHref}
        enquiryOpen={enquiryOpen}
        onEnquiryClose={() => setEnquiryOpen(false)}
        enquiryForm={(close) => <EnquiryFormSlot onDone={close} />}
      />
      {loading && (
        // A thin bar along the top edge: it neither hides the new page nor takes its clicks.
        <div key={location.pathname} className="route-progress" role="status" aria-live="polite">
          <span className="route-progress-bar" aria-hidden="true" />
          <span className="visually-hidden">Loading page…</span>
        </div>
      )}
    </>
  );
}
