/**
 * The Markdown field's preview: the contract's renderer, the very function the API and the prerender
 * run, loaded on the first preview only (it is the heaviest part of the editor).
 */
export async function renderMarkdownPreview(markdown: string): Promise<string> {
  const { renderMarkdown } = await import('@orbitwise/contracts/markdown');
  return renderMarkdown(markdown);
}
