/**
 * The 'Get In Touch' button. It sits in the header bar on narrow screens (where a fixed tab would
 * cover the text column) and becomes the fixed vertical tab in the page gutter on wide ones (CSS).
 */
export function GetInTouchButton({ onOpen }: { onOpen: () => void }) {
  return (
    <button type="button" className="get-in-touch" aria-haspopup="dialog" onClick={onOpen}>
      Get In Touch
    </button>
  );
}
