import { type Request, type Response, type NextFunction, Router } from 'express';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PUBLISHED_PATH, type PublishedPage } from './published-page.repository';
import { CompressedPages, MIN_COMPRESSED_BYTES } from './compressed-pages';
import { SCRIPT_SRC_HEADER, scriptSrcOf } from './script-hashes';
import { setPageScripts, siteSecurityHeaders } from './security-headers';

/**
 * The catch-all route's page, served with status 404 for any path that is not a route: the one the
 * browser's router hydrates there. Re-rendered with the site's chrome (published_page, at its path),
 * else the build's file.
 */
export const NOT_FOUND_PAGE_PATH = '/404';
export const NOT_FOUND_PAGE = path.join('404', 'index.html');
/** React Router's SPA shell, used for client-only routes such as /admin/*. */
export const SPA_FALLBACK = '__spa-fallback.html';

/** The not-found screen's own address (where the app sends an unknown project id): 404 like any unknown path. */
export const NOT_FOUND_ROUTE = '/pagenotfound';
/** The error pages' files are never served as pages of their own (nginx marks them internal). */
const ERROR_PAGE_FILES = /^\/(?:404|pagenotfound)\/index\.html$/;

/** Passed to `next` for a path whose re-rendered page is gone. */
const PAGE_GONE = Symbol('page gone');

// The same Cache-Control as nginx (nginx/site.conf.template): hashed build output is immutable,
// everything else is revalidated.
const HTML_CACHE = 'no-cache';
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/** A missing file (a path with an extension): a plain 404, revalidated like nginx's. */
function plainNotFound(res: Response): void {
  res.status(404).setHeader('Cache-Control', HTML_CACHE);
  res.type('text/plain').send('Not found');
}

/** Content codings of the copies the build writes beside each text file (frontend/scripts/precompress.mjs). */
export type Encoding = 'br' | 'gzip';
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The coding to answer with, from the request's Accept-Encoding (RFC 9110 12.5.3: q-values, `*`,
 * `q=0` refuses) and the codings available: the one with the highest q, brotli on a tie; none when
 * the header is absent or accepts neither.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[],
): Encoding | undefined {
  if (!acceptEncoding || available.length === 0) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [coding, ...params] = part.split(';').map((item) => item.trim().toLowerCase());
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([0-9.]+)$/.exec(param);
      if (match) q = Number(match[1]);
    }
    if (Number.isFinite(q)) weights.set(coding, Math.min(q, 1));
  }
  const weight = (coding: Encoding) =>
    weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  let best: Encoding | undefined;
  for (const coding of ENCODINGS) {
    if (available.includes(coding) && weight(coding) > (best ? weight(best) : 0)) best = coding;
  }
  return best;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The pages re-rendered after a publish (published_page), looked up by route path. */
export interface PublishedPages {
  page(path: string): Promise<PublishedPage | undefined>;
}

/** What may have a re-rendered page: route paths, their `.data`, sitemap.xml, the feeds and the events' `.ics`. */
const REPUBLISHABLE = /^\/$|\/[^./]+$|\.(?:data|xml|ics)$/;

/** The script-src of each built page, read once per file version (the build never changes under a process). */
const builtScriptSrcs = new Map<string, { mtimeMs: number; value: string }>();
function builtScriptSrc(file: string): string {
  const { mtimeMs } = statSync(file);
  const cached = builtScriptSrcs.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.value;
  const value = scriptSrcOf(readFileSync(file, 'utf8'));
  builtScriptSrcs.set(file, { mtimeMs, value });
  return value;
}

/**
 * Serves the prerendered website: the pages re-rendered since the build (`published`, when given),
 * built assets, then one HTML file per route, then the not-found page with status 404. Paths under
 * /api are left to the API.
 */
export function siteRouter(siteDir: string, published?: PublishedPages): Router {
  const root = path.resolve(siteDir);
  const assets = path.join(root, 'assets') + path.sep;
  const router = Router();
  const compressedPages = new CompressedPages();

  // nginx's security headers on every answer of the site; a page's CSP names its own inline scripts.
  router.use(siteSecurityHeaders);

  // A page re-rendered after a publish wins over the build's file; a path that left the site (a
  // closed job) is a 404 although the build wrote it. Without the database, the build's files.
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (!published || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const routePath = req.path === '/' ? '/' : req.path.replace(/\/+$/, '');
    if (
      !PUBLISHED_PATH.test(routePath) ||
      !REPUBLISHABLE.test(routePath) ||
      /^\/(?:api|assets)(\/|$)/.test(routePath)
    )
      return next();
    published.page(routePath).then(
      (page) => {
        if (!page) return next();
        if (page.status === 404) return next(PAGE_GONE);
        // The not-found pages keep their 404, re-rendered or not.
        const status = routePath === NOT_FOUND_ROUTE || routePath === NOT_FOUND_PAGE_PATH ? 404 : 200;
        sendPublishedPage(req, res, page, status).catch(next);
      },
      () => next(),
    );
  });

  /**
   * Sends a re-rendered page as the build's files are sent: in the browser's preferred coding (made
   * once per page and coding, see compressed-pages.ts), with Vary: Accept-Encoding and an ETag per
   * coding (each coding is its own representation).
   */
  const sendPublishedPage = async (
    req: Request,
    res: Response,
    page: Extract<PublishedPage, { status: 200 }>,
    status: number,
  ): Promise<void> => {
    const coding =
      Buffer.byteLength(page.body) >= MIN_COMPRESSED_BYTES
        ? negotiateEncoding(req.get('accept-encoding'), ENCODINGS)
        : undefined;
    res.setHeader('Cache-Control', HTML_CACHE);
    res.setHeader('Last-Modified', page.renderedAt.toUTCString());
    res.setHeader('ETag', coding ? page.etag.replace(/"$/, `-${coding}"`) : page.etag);
    res.vary('Accept-Encoding');
    res.type(page.contentType);
    if (page.contentType.startsWith('text/html')) {
      const scriptSrc = scriptSrcOf(page.body);
      res.setHeader(SCRIPT_SRC_HEADER, scriptSrc);
      setPageScripts(res, scriptSrc);
    }
    if (status === 200 && req.fresh) {
      res.status(304).end();
      return;
    }
    if (!coding) {
      res.status(status).send(page.body);
      return;
    }
    const copy = await compressedPages.copy(page.etag, page.body, coding);
    res.status(status).setHeader('Content-Encoding', coding);
    res.send(copy);
  };

  /**
   * Sends one file of the site with nginx's Cache-Control, as its precompressed copy when the browser
   * accepts one: Content-Encoding, the original's Content-Type, and Vary: Accept-Encoding whenever a
   * copy exists (as nginx's gzip_static with gzip_vary). ETag and conditional requests are the copy's.
   */
  const sendSiteFile = (req: Request, res: Response, next: NextFunction, file: string, status: number) => {
    const available = ENCODINGS.filter((coding) => isFile(file + SUFFIX[coding]));
    const coding = negotiateEncoding(req.get('accept-encoding'), available);
    if (file.endsWith('.html')) {
      const scriptSrc = builtScriptSrc(file);
      res.setHeader(SCRIPT_SRC_HEADER, scriptSrc);
      setPageScripts(res, scriptSrc);
    }
    res.status(status).setHeader('Cache-Control', file.startsWith(assets) ? HASHED_ASSET_CACHE : HTML_CACHE);
    if (available.length > 0) res.vary('Accept-Encoding');
    if (!coding) return res.sendFile(file, (error) => error && next(error));
    res.type(path.extname(file)).setHeader('Content-Encoding', coding);
    res.sendFile(file + SUFFIX[coding], (error) => error && next(error));
  };

  /** The not-found page with status 404: as re-rendered since the build, else the build's file. */
  const sendNotFoundPage = (req: Request, res: Response, next: NextFunction) => {
    const builtPage = () => {
      const file = path.join(root, NOT_FOUND_PAGE);
      if (!isFile(file)) return plainNotFound(res);
      sendSiteFile(req, res, next, file, 404);
    };
    if (!published) return builtPage();
    published
      .page(NOT_FOUND_PAGE_PATH)
      .catch(() => undefined)
      .then((page) => (page?.status === 200 ? sendPublishedPage(req, res, page, 404) : builtPage()))
      .catch(next);
  };

  // Built files (assets, images, sitemap, route data) by their own path; dotfiles are never served.
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (relative.includes('\0') || relative.split('/').some((segment) => segment.startsWith('.')))
      return next();
    if (ERROR_PAGE_FILES.test(relative)) return next();
    const file = path.join(root, relative);
    if (!file.startsWith(root + path.sep) || !isFile(file)) return next();
    sendSiteFile(req, res, next, file, 200);
  });

  router.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();

    const sendHtml = (file: string, status: number) => sendSiteFile(req, res, next, file, status);
    const notFound = () =>
      path.extname(req.path) === '' ? sendNotFoundPage(req, res, next) : plainNotFound(res);

    const routePath = req.path.replace(/\/+$/, '');
    if (routePath === NOT_FOUND_PAGE_PATH || path.extname(routePath) !== '') return notFound();
    const page = path.join(root, routePath, 'index.html');
    if (!page.startsWith(root + path.sep)) return notFound();
    // The not-found screen's address: its own prerendered page (the one its route hydrates), status 404.
    if (routePath === NOT_FOUND_ROUTE && isFile(page)) return sendHtml(page, 404);
    if (isFile(page)) return sendHtml(page, 200);
    if (/^\/admin(\/|$)/.test(routePath) && isFile(path.join(root, SPA_FALLBACK))) {
      // The console is never indexed, even by a crawler that runs no script to read its meta tag.
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      return sendHtml(path.join(root, SPA_FALLBACK), 200);
    }
    // An unknown project id: the SPA shell, whose app sends the visitor on to /pagenotfound (the
    // not-found page's HTML would not match the portfolio route it hydrates).
    if (/^\/portfolio\/[^/]+$/.test(routePath) && isFile(path.join(root, SPA_FALLBACK))) {
      return sendHtml(path.join(root, SPA_FALLBACK), 404);
    }
    notFound();
  });

  // A path whose page left the site: the not-found page, as for any unknown path.
  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (error !== PAGE_GONE) return next(error);
    if (!REPUBLISHABLE.test(req.path) || path.extname(req.path) !== '') return plainNotFound(res);
    sendNotFoundPage(req, res, next);
  });

  return router;
}

export function siteIsBuilt(siteDir: string): boolean {
  return existsSync(path.join(siteDir, 'index.html'));
}
