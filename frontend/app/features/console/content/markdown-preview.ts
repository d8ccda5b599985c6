/** The Markdown field's preview: the contract's renderer, the one the public pages' HTML comes from. */
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderMarkdownPreview(markdown: string): string {
  return `<pre>${escape(markdown)}</pre>`;
}
