import express, { type Request, type Response, type NextFunction, Router } from 'express';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** The prerendered page served, with status 404, for any path that is not a route. */
export const NOT_FOUND_PAGE = path.join('404', 'index.html');
/** The not-found screen's own address (where the app sends an unknown project id): 404 like any unknown path. */
export const NOT_FOUND_ROUTE = '/pagenotfound';
/** The error pages' files are never served as pages of their own (nginx marks them internal). */
const ERROR_PAGE_FILES = /^\/(?:404|pagenotfound)\/index\.html$/;
/** React Router's SPA shell, used for client-only routes such as /admin/*. */
export const SPA_FALLBACK = '__spa-fallback.html';

const HTML_CACHE = 'no-cache';
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves the prerendered website: built assets, then one HTML file per route, then the
 * not-found page with status 404. Paths under /api are left to the API.
 */
export function siteRouter(siteDir: string): Router {
  const root = path.resolve(siteDir);
  const router = Router();

  const files = express.static(root, {
    index: false,
    redirect: false,
    setHeaders: (res, file) => {
      const hashed = file.startsWith(path.join(root, 'assets') + path.sep);
      res.setHeader('Cache-Control', hashed ? HASHED_ASSET_CACHE : HTML_CACHE);
    },
  });
  router.use((req: Request, res: Response, next: NextFunction) =>
    ERROR_PAGE_FILES.test(req.path) ? next() : files(req, res, next),
  );

  router.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();

    const sendHtml = (file: string, status: number) => {
      res.status(status).setHeader('Cache-Control', HTML_CACHE);
      res.sendFile(file);
    };
    const notFound = () => {
      const page = path.join(root, NOT_FOUND_PAGE);
      if (path.extname(req.path) === '' && isFile(page)) return sendHtml(page, 404);
      res.status(404).type('text/plain').send('Not found');
    };

    const routePath = req.path.replace(/\/+$/, '');
    if (routePath === '/404' || path.extname(routePath) !== '') return notFound();
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

  return router;
}

export function siteIsBuilt(siteDir: string): boolean {
  return existsSync(path.join(siteDir, 'index.html'));
}
