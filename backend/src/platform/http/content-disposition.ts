/**
 * A `Content-Disposition` header (RFC 6266) carrying any file name exactly: `filename*` holds the
 * name in UTF-8, percent-encoded as RFC 8187 asks (every octet outside its attr-char set), and
 * `filename` an ASCII stand-in for clients that predate it, in which quotes, backslashes, slashes,
 * percent signs, semicolons, controls and letters outside ASCII become `_` (accents are dropped first).
 *
 * Not the `content-disposition` package's formatter: it cuts the name at its last `/` (a base name
 * for paths), so a stored name holding one would not come back as it was sent. Its parser checks
 * this one in content-disposition.spec.ts.
 */
export function contentDisposition(type: 'attachment' | 'inline', fileName: string): string {
  const name = fileName.replace(/\p{Cs}/gu, '\uFFFD'); // a lone surrogate has no UTF-8 form
  return `${type}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeExtValue(name)}`;
}

/** encodeURIComponent leaves `'()*` as they are; RFC 8187's attr-char does not allow them. */
function encodeExtValue(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\/%;]/gu, '_');
}
