/** The operator console: the one component the main router's `/admin/*` route renders. */
export { ConsoleApp } from './console-router';
export { consoleMeta, consoleTitle } from './meta';
export type { PageComponent, PagePreview, PagePreviews, PreviewDocument } from './content-page-preview';
