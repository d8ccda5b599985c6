/** An uploaded picture as Markdown, put where the editor's cursor is in a Markdown field. */
import type { ContentImage } from '@orbitwise/contracts/content';

/** `![alt](src)`: the alt text's brackets and backslashes escaped, the address's spaces and parentheses encoded. */
export const imageMarkdown = ({ src, alt }: Pick<ContentImage, 'src' | 'alt'>): string =>
  `![${alt.replace(/[\\[\]]/g, (char) => `\\${char}`)}](${src.replace(/[ ()]/g, (char) => encodeURIComponent(char))})`;

/**
 * `text` with the picture in place of its selection `start`..`end`, as a paragraph of its own (blank
 * lines around it where text touches it), and the caret's place after it.
 */
export function insertImage(
  text: string,
  start: number,
  end: number,
  image: Pick<ContentImage, 'src' | 'alt'>,
): { text: string; caret: number } {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const inserted = `${lead}${imageMarkdown(image)}${trail}`;
  return { text: before + inserted + after, caret: before.length + inserted.length };
}
