/**
 * The addresses every form's e-mail rule (`EMAIL_PATTERN`) is tested against: the contracts' own
 * test checks each form's verdict, and the API's tests check that every accepted address is also a
 * JSON Schema `format: email` (what the webhook payloads and the OpenAPI document promise receivers).
 * Test data, kept here so that both sides read one table.
 */

const LABEL_63 = 'a'.repeat(63);

export const EMAIL_ADDRESS_CASES = Object.freeze({
  /** RFC 5322 dot-atom local parts (what mail systems deliver) at a dotted domain, in any case. */
  accepted: Object.freeze([
    'Asha.Rao+crm@Example.Agency',
    'name+tag@example.com',
    "o'brien@example.ie",
    'First.Last@Example.COM',
    'a.b.c@example.com',
    'asha_rao-2@mail.example.co.in',
    'x@example.photography',
    'a@b.co',
    'user@xn--bcher-kva.de',
    'a!#$%&*/=?^`{|}~@example.org',
    `name@${LABEL_63}.com`,
    '100%@example.com',
  ]),
  refused: Object.freeze([
    'plainaddress',
    '@example.com',
    'name@',
    'name@localhost',
    'name@example',
    'name@-example.com',
    'name@example-.com',
    'name@exa_mple.com',
    'name@example..com',
    'name@.example.com',
    'name@example.com.',
    `name@${LABEL_63}a.com`,
    'na me@example.com',
    '"quoted"@example.com',
    'name@[192.0.2.1]',
    'a@b@example.com',
    'ásha@example.com',
    'name@bücher.de',
    'name(comment)@example.com',
    // A browser's type=email takes these dots; mail systems and `format: email` do not.
    'a..b@example.com',
    '.a@example.com',
    'a.@example.com',
    '.@example.com',
  ]),
});
