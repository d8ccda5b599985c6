import { describe, expect, it } from 'vitest';
import { filtersToParams, parseFilters } from './inbox-filters';

describe('the inbox filters in the URL', () => {
  it('keeps only what the API accepts, in one fixed order', () => {
    const filters = parseFilters(
      new URLSearchParams(
        'q=%20ana%20&kind=contact&status=bogus&from=2026-01-02&to=tomorrow&unread=true&x=1',
      ),
    );
    expect(filters).toEqual({ kind: 'contact', from: '2026-01-02', unread: 'true', q: 'ana' });
    expect(filtersToParams(filters).toString()).toBe('kind=contact&from=2026-01-02&unread=true&q=ana');
  });
});
