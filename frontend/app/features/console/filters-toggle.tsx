/**
 * The button that folds a screen's filter form on a phone (console.css shows it below 700 px and
 * hides the form that follows it until it is open), so a list starts on the first screen.
 */
export function FiltersToggle({
  open,
  onToggle,
  controls,
  label,
  active,
}: {
  open: boolean;
  onToggle: () => void;
  /** The id of the form it folds. */
  controls: string;
  label: string;
  /** How many filters are in use, said on the button while the form is folded. */
  active: number;
}) {
  return (
    <button
      type="button"
      className="button button-outline console-filters-toggle"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {label}
      {active ? ` (${active} active)` : ''}
    </button>
  );
}
