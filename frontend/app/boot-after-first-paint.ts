// Build-time rewrite of a prerendered page so that its JavaScript is fetched after the first paint.
//
// A prerendered page paints from its HTML and stylesheet alone. React Router writes, though, a
// modulepreload for every module the page hydrates with (117–120 KB gzip) and a module script that
// imports them statically, so the browser fetches all of them at once with the stylesheet and the
// hero picture; on a slow phone link they share the bandwidth the first paint needs, and the page
// paints only once the scripts have run. Here the modulepreloads leave the head and the module script
// waits for the first frame, then preloads the same modules (in parallel, no waterfall) and imports
// them. Everything else, including the order of React Router's imports, stays as it wrote it.

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const ROUTE_MODULES_SCRIPT = /<script type="module" async="">([^<]*__reactRouterRouteModules[^<]*)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import ("[^"]+");?$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from ("[^"]+");$/;

/** Resolves after the first frame is painted, or at once in a hidden tab (which paints nothing). */
const AFTER_FIRST_PAINT =
  'await new Promise((resolve) => { if (document.hidden) resolve(); ' +
  'else requestAnimationFrame(() => setTimeout(resolve)); });';

/**
 * React Router's route-modules script with its static imports turned into dynamic ones that start
 * after the first paint: side-effect imports first (the manifest), then the route modules together.
 * Throws on a statement it does not recognise, so a new React Router cannot change it unnoticed.
 */
export function deferRouteModules(script: string, preloads: readonly string[]): string {
  const sideEffects: string[] = [];
  const namespaces: Array<[name: string, url: string]> = [];
  const rest: string[] = [];
  for (const line of script
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line)?.[1];
    const [, name, url] = NAMESPACE_IMPORT.exec(line) ?? [];
    if (sideEffect) sideEffects.push(sideEffect);
    else if (name && url) namespaces.push([name, url]);
    else if (/^import\s*[^(\s]/.test(line))
      throw new Error(`boot-after-first-paint: unknown import: ${line}`);
    else rest.push(line);
  }
  return [
    AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));`,
    ...sideEffects.map((url) => `await import(${url});`),
    namespaces.length
      ? `const [${namespaces.map(([name]) => name).join(', ')}] = await Promise.all([${namespaces.map(([, url]) => `import(${url})`).join(', ')}]);`
      : '',
    ...rest,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The page with its modulepreloads removed and its route-modules script deferred past the first paint. */
export function bootAfterFirstPaint(html: string): string {
  const [scriptTag, script] = ROUTE_MODULES_SCRIPT.exec(html) ?? [];
  if (!scriptTag || !script) {
    if (html.includes('__reactRouterRouteModules'))
      throw new Error('boot-after-first-paint: unknown route-modules script');
    return html;
  }
  const preloads = [...html.matchAll(MODULEPRELOAD)].flatMap((match) => match[1] ?? []);
  return html
    .replace(MODULEPRELOAD, '')
    .replace(
      scriptTag,
      () => `<script type="module" async="">${deferRouteModules(script, preloads)}</script>`,
    );
}
