import { parse } from 'content-disposition';
import fc from 'fast-check';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it.each([
    'CV "Ana" Łódź ✓.pdf',
    'a/b\\c;d.pdf',
    'резюме Иванова.docx',
    'CV 🚀👩🏽‍💻.pdf',
    "it's (final) *v2* 100%.pdf",
    'plain.pdf',
  ])('round-trips %j through the content-disposition parser', (name) => {
    const header = contentDisposition('attachment', name);
    const parsed = parse(header);
    expect(parsed.type).toBe('attachment');
    expect(parsed.parameters.filename).toBe(name); // filename* wins over the fallback
  });

  it('gives an ASCII fallback without quotes, slashes, backslashes or controls', () => {
    expect(contentDisposition('inline', 'CV "Ana" Łódź ✓/x\\y;\u0007.pdf')).toBe(
      'inline; filename="CV _Ana_ _odz __x_y__.pdf"; ' +
        "filename*=UTF-8''CV%20%22Ana%22%20%C5%81%C3%B3d%C5%BA%20%E2%9C%93%2Fx%5Cy%3B%07.pdf",
    );
  });

  it('turns a lone surrogate into U+FFFD instead of throwing', () => {
    expect(parse(contentDisposition('attachment', 'a\uD800.pdf')).parameters.filename).toBe('a\uFFFD.pdf');
  });

  it('round-trips any well-formed name, and its fallback is printable ASCII without delimiters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }), (name) => {
        const header = contentDisposition('attachment', name);
        expect(parse(header).parameters.filename).toBe(name);
        const fallback = /filename="([^"]*)"/.exec(header)?.[1];
        expect(fallback).toMatch(/^[\x20-\x7e]*$/);
        expect(fallback).not.toMatch(/["\\/%;]/);
      }),
    );
  });
});
