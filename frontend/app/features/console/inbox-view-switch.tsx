/**
 * Which inbox is on screen: the live submissions or the sandbox (what test integration keys sent).
 * A view, not a filter: choosing one applies it at once, and it stays in sight beside the heading,
 * outside the filter form that folds away on a phone, so the screen always says which data it shows.
 */
import { useId } from 'react';

export function InboxViewSwitch({
  sandbox,
  onChange,
}: {
  sandbox: boolean;
  onChange: (sandbox: boolean) => void;
}) {
  const id = useId();
  const option = (value: boolean, label: string) => (
    <>
      <input
        id={`${id}-${value ? 'test' : 'live'}`}
        type="radio"
        name="sandbox"
        value={value ? 'true' : ''}
        checked={sandbox === value}
        onChange={() => onChange(value)}
      />
      <label htmlFor={`${id}-${value ? 'test' : 'live'}`}>{label}</label>
    </>
  );
  return (
    <fieldset className="console-view-switch">
      <legend className="visually-hidden">Which submissions</legend>
      {option(false, 'Live')}
      {option(true, 'Test submissions')}
    </fieldset>
  );
}
