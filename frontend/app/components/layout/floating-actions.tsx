import { useState, type ReactNode } from 'react';
import { chatLink } from '~/config/site';
import { BrandIcon } from '../brand-icon';
import { Modal } from '../modal';

/**
 * The fixed 'Get In Touch' button with its enquiry modal, and the floating chat link. `enquiryForm`
 * renders the modal's form; it calls `close` after a successful submit.
 */
export function FloatingActions({ enquiryForm }: { enquiryForm: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="get-in-touch" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Get In Touch
      </button>
      <a
        className="chat-link"
        href={chatLink()}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
      >
        <BrandIcon brand="whatsapp" size={30} />
      </a>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="GET IN TOUCH"
        description="Please complete this form to be connected by one of our experts"
      >
        {enquiryForm(() => setOpen(false))}
      </Modal>
    </>
  );
}
