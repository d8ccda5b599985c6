/** An uploaded picture as Markdown, put where the editor's cursor is in a Markdown field. */
import type { ContentImage } from '@orbitwise/contracts/content';

type InsertedImage = Pick<ContentImage, 'src' | 'alt' | 'width' | 'height' | 'variants'>;

/**
 * The size of the file `src` names, as `#<width>x<height>` (the renderer gives the `<img>` these, so
 * the page does not shift when it loads): its rendition's width, the height in the upload's
 * proportions. Empty when the upload's size is not known.
 */
function sizeOf({ src, width, height, variants }: InsertedImage): string {
  if (!width || !height) return '';
  const shown = variants?.find((variant) => variant.url === src)?.width ?? width;
  return `#${shown}x${Math.max(1, Math.round((shown * height) / width))}`;
}

/**
 * `![alt](src#<width>x<height>)`: the alt text's brackets and backslashes escaped, the address's
 * spaces and parentheses encoded, its size after it.
 */
export const imageMarkdown = (image: InsertedImage): string =>
  `![${image.alt.replace(/[\\[\]]/g, (char) => `\\${char}`)}](${image.src.replace(/[ ()]/g, (char) => encodeURIComponent(char))}${sizeOf(image)})`;

/**
 * `text` with the picture in place of its selection `start`..`end`, as a paragraph of its own (blank
 * lines around it where text touches it), and the caret's place after it.
 */
export function insertImage(
  text: string,
  start: number,
  end: number,
  image: InsertedImage,
): { text: string; caret: number } {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const inserted = `${lead}${imageMarkdown(image)}${trail}`;
  return { text: before + inserted + after, caret: before.length + inserted.length };
}
