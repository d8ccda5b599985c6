import { renderMarkdown } from '@orbitwise/contracts/markdown';
import { describe, expect, it } from 'vitest';
import { imageMarkdown, insertImage } from './content-markdown-image';

const image = { src: `/api/media/${'b'.repeat(64)}-1200.jpg`, alt: 'Our team at the [2026] offsite' };
const markdown = `![Our team at the \\[2026\\] offsite](${image.src})`;

describe('inserting an uploaded picture into Markdown', () => {
  it('writes it as an image the renderer keeps, alt text and address intact', () => {
    expect(imageMarkdown(image)).toBe(markdown);
    expect(renderMarkdown(imageMarkdown(image))).toBe(
      `<p><img alt="Our team at the [2026] offsite" src="${image.src}" loading="lazy" decoding="async" /></p>`,
    );
  });

  it('writes the uploaded file’s size after its address, which the renderer turns into width and height', () => {
    // A 3000×2000 photo: the inserted address is its widest rendition, 1600 wide, so 1600×1067.
    const src = `/api/media/${'c'.repeat(64)}-1600.jpeg`;
    const upload = {
      src,
      alt: 'The hall',
      width: 3000,
      height: 2000,
      variants: [
        { format: 'webp' as const, width: 960, url: `/api/media/${'c'.repeat(64)}-960.webp` },
        { format: 'jpeg' as const, width: 1600, url: src },
      ],
    };
    expect(imageMarkdown(upload)).toBe(`![The hall](${src}#1600x1067)`);
    expect(renderMarkdown(imageMarkdown(upload))).toBe(
      `<p><img alt="The hall" src="${src}" width="1600" height="1067" loading="lazy" decoding="async" /></p>`,
    );
    // A small upload is its own only rendition.
    expect(
      imageMarkdown({
        ...upload,
        width: 400,
        height: 300,
        variants: [{ ...upload.variants[1]!, width: 400 }],
      }),
    ).toBe(`![The hall](${src}#400x300)`);
  });

  it('puts it at the cursor as a paragraph of its own, the caret after it', () => {
    const text = 'First paragraph.\n\nSecond paragraph.';
    const cursor = 'First paragraph.'.length;
    expect(insertImage(text, cursor, cursor, image)).toEqual({
      text: `First paragraph.\n\n${markdown}\n\nSecond paragraph.`,
      caret: `First paragraph.\n\n${markdown}`.length,
    });
    expect(insertImage('', 0, 0, image)).toEqual({ text: markdown, caret: markdown.length });
    // Between two blank-line-separated paragraphs (the cursor on the empty line): no extra lines.
    const between = 'One.\n\n'.length;
    expect(insertImage('One.\n\n\n\nTwo.', between, between, image).text).toBe(`One.\n\n${markdown}\n\nTwo.`);
  });

  it('replaces the selected text', () => {
    expect(insertImage('Keep REPLACE keep', 5, 12, image).text).toBe(`Keep \n\n${markdown}\n\n keep`);
  });
});
