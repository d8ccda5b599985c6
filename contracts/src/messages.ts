/** Messages that the site, the API and the tests all use, written once. */

/** Spec section 5: the Contact page's answer to an empty field; section 8: the Careers failure toast. */
export const FILL_ALL_FIELDS_MESSAGE = 'Please fill the all fields';

/** Spec section 8: the answer to any status but 200, 204 and 400; the detail of the API's 500. */
export const UNEXPECTED_SERVER_ERROR_MESSAGE = 'An unexpected server error occurred.';
