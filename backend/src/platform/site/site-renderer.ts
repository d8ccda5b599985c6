import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ContentKind } from '@orbitwise/contracts/content';
import type { PageWrite } from './published-page.repository';
import type { PublishedContent, SiteRenderInput } from './published-pages';

/** What the API uses of React Router's kept server build (frontend/build/render/index.js). */
interface ServerBuild {
  assets: { version: string };
  prerender: string[];
  routes: Record<string, { module: { default?: unknown } } | undefined>;
  entry: { module: EntryExports };
}

/** The exports frontend/app/entry.server.tsx adds for this re-render (app/config/published-site.ts). */
interface EntryExports {
  createRequestHandler(
    build: unknown,
    mode?: string,
  ): (request: Request, context?: unknown) => Promise<Response>;
  siteContentFrom(published: PublishedContent, settings?: Omit<SiteRenderInput, 'published'>): unknown;
  renderPlan(
    kind: ContentKind | undefined,
    content: unknown,
    known: readonly string[],
    slug?: string,
  ): { render: { path: string; routeId: string }[]; remove: string[] };
  sitemapXml(content: unknown): string;
}

export const SITEMAP_PATH = '/sitemap.xml';
const HOST = 'http://localhost';

/** The server build next to the built site (`<siteDir>/../render`), or undefined when it was not kept. */
export function renderBuildFile(siteDir: string): string | undefined {
  const file = path.join(path.resolve(siteDir), '..', 'render', 'index.js');
  return existsSync(file) ? file : undefined;
}

/**
 * The build's version without loading its server build: React Router names the client manifest
 * `assets/manifest-<version>.js`. Undefined unless exactly one such file is there.
 */
export function builtVersion(siteDir: string): string | undefined {
  let names: string[];
  try {
    names = readdirSync(path.join(siteDir, 'assets'));
  } catch {
    return undefined;
  }
  const versions = names.flatMap((name) => /^manifest-([\w-]+)\.js$/.exec(name)?.[1] ?? []);
  return versions.length === 1 ? versions[0] : undefined;
}

/**
 * The server build, loaded on the first render rather than at start: most replicas, most of the time,
 * only serve the stored pages, and the build (React and the site's routes) takes about 20 MB of memory.
 * Its id comes from the client manifest's name; without one, the build is loaded at once to learn it.
 */
export class LazySiteRenderer {
  private loading: Promise<SiteRenderer> | undefined;

  private constructor(
    private readonly file: string,
    readonly buildId: string,
    loaded?: SiteRenderer,
  ) {
    if (loaded) this.loading = Promise.resolve(loaded);
  }

  static async open(file: string, siteDir: string): Promise<LazySiteRenderer> {
    const version = builtVersion(siteDir);
    if (version) return new LazySiteRenderer(file, version);
    const renderer = await SiteRenderer.load(file);
    return new LazySiteRenderer(file, renderer.buildId, renderer);
  }

  /** The loaded server build (the same one for every caller). */
  renderer(): Promise<SiteRenderer> {
    this.loading ??= SiteRenderer.load(this.file).then((renderer) => {
      if (renderer.buildId !== this.buildId) {
        throw new Error(`${this.file} is build ${renderer.buildId}, the site's files are ${this.buildId}`);
      }
      return renderer;
    });
    this.loading.catch(() => (this.loading = undefined));
    return this.loading;
  }
}

const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Renders the site's pages with the build's own request handler, entry and loaders, exactly as its
 * prerender does (same HTML, same `.data` files for client navigation), but with the published
 * content as the loaders' `{ siteContent }` and with the paths that content adds (a new job's page).
 */
export class SiteRenderer {
  private constructor(
    private readonly build: ServerBuild,
    /** The build's manifest version: rows are per build, see the migration. */
    readonly buildId: string,
  ) {}

  static async load(file: string): Promise<SiteRenderer> {
    // An ES module: a real import() (the compiled API keeps it, see tsconfig's nodenext).
    const build = (await import(pathToFileURL(file).href)) as ServerBuild;
    const entry = build.entry.module;
    if (typeof entry.renderPlan !== 'function' || typeof entry.createRequestHandler !== 'function') {
      throw new Error(`${file} does not export the re-render's functions: rebuild the frontend`);
    }
    return new SiteRenderer(build, build.assets.version);
  }

  /** The paths the build prerendered. */
  get builtPaths(): readonly string[] {
    return this.build.prerender;
  }

  /**
   * Renders the pages a change of `kind` (to the document `slug`) affects (undefined: every page) from
   * the published documents and the settings the pages quote (`input`); `known`: the paths that may
   * have pages now (the build's, the rows'), for the ones to remove.
   */
  async render(
    kind: ContentKind | undefined,
    { published, ...settings }: SiteRenderInput,
    known: readonly string[],
    slug?: string,
  ): Promise<PageWrite[]> {
    const entry = this.build.entry.module;
    const siteContent = entry.siteContentFrom(published, settings);
    const plan = entry.renderPlan(kind, siteContent, known, slug);
    const prerender = [...new Set([...this.build.prerender, ...plan.render.map((page) => page.path)])];
    const handler = entry.createRequestHandler({ ...this.build, prerender }, 'production');
    const context = { siteContent };
    const fetchText = async (url: string, expected: number[]) => {
      const response = await handler(new Request(new URL(url, HOST)), context);
      const body = await response.text();
      if (!expected.includes(response.status)) throw new Error(`render ${url}: status ${response.status}`);
      return { body, contentType: response.headers.get('Content-Type') ?? 'text/html' };
    };
    const page = (body: string, contentType: string) => ({ body, contentType, etag: etagOf(body) });

    const writes: PageWrite[] = [];
    for (const { path: pagePath, routeId } of plan.render) {
      // Between pages, the requests waiting (a whole-site render takes seconds of CPU).
      await new Promise((resolve) => setImmediate(resolve));
      const resource = this.build.routes[routeId]?.module.default === undefined;
      if (resource) {
        const { body, contentType } = await fetchText(pagePath, [200]);
        writes.push({ path: pagePath, page: page(body, contentType) });
        continue;
      }
      // As React Router's prerender: the route data first (client navigation reads it), then the page.
      const dataPath = pagePath === '/' ? '/_root.data' : `${pagePath}.data`;
      const data = await fetchText(dataPath, [200, 202]);
      const html = await fetchText(`${pagePath.replace(/\/$/, '')}/`, [200]);
      writes.push({ path: dataPath, page: page(data.body, 'text/x-script') });
      writes.push({ path: pagePath, page: page(html.body, 'text/html; charset=utf-8') });
    }
    for (const gone of plan.remove) {
      // A file (an event's .ics) has no route data beside it.
      const file = path.posix.extname(gone) !== '';
      writes.push({ path: gone, page: null }, ...(file ? [] : [{ path: `${gone}.data`, page: null }]));
    }
    const sitemap = entry.sitemapXml(siteContent);
    writes.push({ path: SITEMAP_PATH, page: page(sitemap, 'application/xml; charset=utf-8') });
    return writes;
  }
}
