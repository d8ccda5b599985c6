/**
 * E-mail addresses as staff read them: an address wraps only before its `@` or a dot, or after a
 * hyphen, never inside a word (the console's text otherwise wraps anywhere, which cut addresses
 * mid-word).
 */
import { Fragment } from 'react';

const LOOKS_LIKE_AN_ADDRESS = /^[^\s@]+@[^\s@]+$/;

export const isAddress = (text: string) => LOOKS_LIKE_AN_ADDRESS.test(text);

/** `title`: the whole address as the element's title, where a narrow screen may cut it. */
export function Address({
  address,
  className,
  title = false,
}: {
  address: string;
  className?: string;
  title?: boolean;
}) {
  const parts = address.split(/(?=[@.])/);
  return (
    <span
      className={className ? `console-address ${className}` : 'console-address'}
      title={title ? address : undefined}
    >
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** Addresses joined by commas (an e-mail's recipients): each wraps as above, the list after a comma. */
export function AddressList({ addresses }: { addresses: string }) {
  const list = addresses.split(/,\s*/);
  return (
    <>
      {list.map((address, index) => (
        <Fragment key={index}>
          {index > 0 ? ', ' : null}
          <Address address={address} />
        </Fragment>
      ))}
    </>
  );
}

const ADDRESS_IN_TEXT = /([^\s<>(),;:]+@[^\s<>(),;:]+)/;

/** Text that names addresses (`Name <name@example.com>`, an SMTP reply): each address wraps as above. */
export function WithAddresses({ text }: { text: string }) {
  return (
    <>
      {text.split(ADDRESS_IN_TEXT).map((part, index) => (
        <Fragment key={index}>{index % 2 ? <Address address={part} /> : part}</Fragment>
      ))}
    </>
  );
}
