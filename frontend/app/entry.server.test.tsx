import { describe, expect, it } from 'vitest';
import { stylesheetFirst } from './entry.server';

describe('stylesheetFirst', () => {
  const head =
    '<head><meta charSet="utf-8"/><link rel="preload" as="image" href="/logo.svg"/>' +
    '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>' +
    '<script type="application/ld+json">{}</script><link rel="stylesheet" href="/assets/root.css"/></head>';

  it('moves the modulepreloads after the stylesheet, at the end of the head, in their order', () => {
    expect(stylesheetFirst(`<!DOCTYPE html><html>${head}<body></body></html>`)).toBe(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="preload" as="image" href="/logo.svg"/>' +
        '<script type="application/ld+json">{}</script><link rel="stylesheet" href="/assets/root.css"/>' +
        '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>' +
        '</head><body></body></html>',
    );
  });

  it('leaves a document without modulepreloads or head as it is', () => {
    const plain = '<html><head><title>x</title></head><body></body></html>';
    expect(stylesheetFirst(plain)).toBe(plain);
    expect(stylesheetFirst('<p>fragment</p>')).toBe('<p>fragment</p>');
  });
});
