/**
 * Asks before the editor leaves a page whose form holds unsaved edits: a console link (the router's
 * blocker, in the console's own dialog) or closing, reloading or leaving the tab (the browser's own
 * question; browsers show no text of ours there).
 */
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Modal } from '~/components/modal';

export function LeaveGuard({ unsaved }: { unsaved: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  const stay = () => blocker.reset?.();
  return (
    <Modal
      open={blocker.state === 'blocked'}
      onClose={stay}
      title="Leave without saving?"
      description="Your changes to this document are not saved. Leaving the page discards them."
    >
      <div className="console-actions">
        <button type="button" className="button console-danger" onClick={() => blocker.proceed?.()}>
          Leave
        </button>
        <button type="button" className="button button-outline" onClick={stay}>
          Stay on this page
        </button>
      </div>
    </Modal>
  );
}
