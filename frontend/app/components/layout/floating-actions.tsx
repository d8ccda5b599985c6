import { useState } from 'react';
import { chatLink } from '~/config/site';
import { BrandIcon } from '../brand-icon';
import { EnquiryFormSlot } from '../form-slots';
import { Modal } from '../modal';

/** The fixed 'Get In Touch' button with its enquiry modal, and the floating chat link. */
export function FloatingActions() {
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
        <EnquiryFormSlot onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}
