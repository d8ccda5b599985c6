/** The operator console: the one component the main router's `/admin/*` route renders. */
import { config } from 'zod';

// The site's CSP allows no eval: zod's probe for its compiled parsers (`new Function`) would be
// refused and reported as a violation on every console screen. Its plain parsers need none.
config({ jitless: true });

export { ConsoleApp } from './console-router';
export { consoleMeta, consoleTitle } from './meta';
export type { PageComponent, PagePreview, PagePreviews, PreviewDocument } from './content-page-preview';
