import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { EMAIL_ADDRESS_CASES, EMAIL_PATTERN } from '@orbitwise/contracts';

/**
 * A webhook payload's `data.email` and every form's `email` are `format: email` in the OpenAPI
 * document, so a receiver validating with a stock JSON Schema validator must accept every address
 * the forms accept.
 */
describe("the forms' e-mail rule and the document's format: email", () => {
  const ajv = new Ajv2020();
  addFormats(ajv);
  const isEmail = ajv.compile({ type: 'string', format: 'email' });

  it.each(EMAIL_ADDRESS_CASES.accepted)('%s: the forms and format: email both accept it', (address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(true);
    expect(isEmail(address)).toBe(true);
  });

  it.each(['a..b@example.com', '.a@example.com', 'a.@example.com'])(
    '%s: format: email refuses it, and so do the forms',
    (address) => {
      expect(isEmail(address)).toBe(false);
      expect(EMAIL_PATTERN.test(address)).toBe(false);
    },
  );
});
