import { useEffect, useRef, useState, type ReactNode } from 'react';
import { BrandIcon } from '../brand-icon';
import { Modal } from '../modal';

/**
 * Whether the floating chat link may show on a narrow screen: not over the first screen (the text
 * column is full width there), but as soon as the reader has scrolled past half of it, and always
 * at the end of the page, where the footer keeps room for it. Wide screens always show it, in the
 * page gutter (CSS).
 */
function useChatPlacement() {
  const top = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const [away, setAway] = useState(true);
  useEffect(() => {
    const inView = new Map<Element | null, boolean>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) inView.set(entry.target, entry.isIntersecting);
      setAway(!!inView.get(top.current) && !inView.get(end.current));
    });
    observer.observe(top.current!);
    observer.observe(end.current!);
    return () => observer.disconnect();
  }, []);
  return { top, end, away };
}

/**
 * The floating chat link and the enquiry modal that 'Get In Touch' opens. `enquiryForm` renders the
 * modal's form; it calls `close` after a successful submit.
 */
export function FloatingActions({
  chatHref,
  enquiryOpen,
  onEnquiryClose,
  enquiryForm,
}: {
  /** The WhatsApp link with the company's number and greeting (the `site` document). */
  chatHref: string;
  enquiryOpen: boolean;
  onEnquiryClose: () => void;
  enquiryForm: (close: () => void) => ReactNode;
}) {
  const { top, end, away } = useChatPlacement();
  return (
    <>
      <div ref={top} className="first-screen-marker" aria-hidden="true" />
      <div ref={end} className="page-end-marker" aria-hidden="true" />
      <a
        className={away ? 'chat-link chat-link-away' : 'chat-link'}
        href={chatHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
      >
        <BrandIcon brand="whatsapp" size={26} />
      </a>
      <Modal
        open={enquiryOpen}
        onClose={onEnquiryClose}
        title="GET IN TOUCH"
        description="Please complete this form to be connected by one of our experts"
      >
        {enquiryForm(onEnquiryClose)}
      </Modal>
    </>
  );
}
