import { describe, expect, it } from 'vitest';
import { bootAfterFirstPaint, deferRouteModules } from './boot-after-first-paint';

// The shape React Router 7 writes for a prerendered page.
const ROUTE_MODULES = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"home":route1};

import("/assets/entry.client-4.js");`;
const PAGE =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="preload" as="image" href="/logo.svg"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/framework-5.js"/>' +
  '<link rel="stylesheet" href="/assets/root.css"/></head><body><main>Hello</main>' +
  '<script>window.__reactRouterContext = {};</script>' +
  `<script type="module" async="">${ROUTE_MODULES}</script></body></html>`;

/** Runs a rewritten route-modules script against a stand-in browser, recording what it does. */
async function run(script: string, { hidden = false } = {}) {
  const events: string[] = [];
  let paint: () => void = () => {};
  const window: Record<string, unknown> = {};
  const document = {
    hidden,
    head: { append: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`) },
    createElement: () => ({}),
  };
  const requestAnimationFrame = (callback: () => void) => {
    paint = callback;
  };
  const setTimeout = (callback: () => void) => callback();
  const load = async (url: string) => {
    events.push(`import ${url}`);
    return { url };
  };
  const body = script.replaceAll('import(', 'load(');
  const started = new Function(
    'window',
    'document',
    'requestAnimationFrame',
    'setTimeout',
    'load',
    `return (async () => {${body}})();`,
  )(window, document, requestAnimationFrame, setTimeout, load) as Promise<void>;
  return { events, window, paint: () => paint(), started };
}

describe('bootAfterFirstPaint', () => {
  it('removes the modulepreloads and defers the route-modules script, leaving the rest', () => {
    const html = bootAfterFirstPaint(PAGE);
    expect(html).not.toContain('modulepreload" href');
    expect(html).toContain('<link rel="preload" as="image" href="/logo.svg"/><link rel="stylesheet"');
    expect(html).toContain('<main>Hello</main><script>window.__reactRouterContext = {};</script>');
    expect(html).toContain(
      `<script type="module" async="">${deferRouteModules(ROUTE_MODULES, ['/assets/manifest-1.js', '/assets/framework-5.js'])}</script>`,
    );
    expect(html).not.toMatch(/^import ["*]/m);
  });

  it('imports nothing before the first frame, then preloads, the manifest, the routes and the entry', async () => {
    const boot = await run(deferRouteModules(ROUTE_MODULES, ['/a.js', '/b.js']));
    await Promise.resolve();
    expect(boot.events).toEqual([]);
    boot.paint();
    await boot.started;
    expect(boot.events).toEqual([
      'modulepreload /a.js',
      'modulepreload /b.js',
      'import /assets/manifest-1.js',
      'import /assets/root-2.js',
      'import /assets/home-3.js',
      'import /assets/entry.client-4.js',
    ]);
    expect(boot.window.__reactRouterRouteModules).toEqual({
      root: { url: '/assets/root-2.js' },
      home: { url: '/assets/home-3.js' },
    });
  });

  it('starts at once in a hidden tab, where no frame is painted', async () => {
    const boot = await run(deferRouteModules(ROUTE_MODULES, []), { hidden: true });
    await boot.started;
    expect(boot.events.at(-1)).toBe('import /assets/entry.client-4.js');
  });

  it('refuses an import it does not know, and a route-modules script it cannot find', () => {
    expect(() => deferRouteModules('import { a } from "/a.js";', [])).toThrow(/unknown import/);
    expect(() => bootAfterFirstPaint('<script>window.__reactRouterRouteModules = {};</script>')).toThrow(
      /unknown route-modules script/,
    );
  });

  it('leaves a document without React Router scripts as it is', () => {
    const plain = '<html><head><title>x</title></head><body></body></html>';
    expect(bootAfterFirstPaint(plain)).toBe(plain);
  });
});
