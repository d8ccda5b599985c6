/** A carousel's row can be scrolled from the keyboard before Swiper runs (axe: scrollable-region-focusable). */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Carousel } from './carousel';

const slides = ['One', 'Two', 'Three', 'Four'].map((name) => <p key={name}>{name}</p>);

describe('Carousel', () => {
  it('is prerendered as a focusable scrolling row', () => {
    const doc = new DOMParser().parseFromString(
      renderToString(
        <Carousel label="Team" options={{ perView: 3 }}>
          {slides}
        </Carousel>,
      ),
      'text/html',
    );
    const wrapper = doc.querySelector('.carousel:not(.is-ready) .swiper-wrapper')!;
    expect(wrapper.getAttribute('tabindex')).toBe('0');
    expect([...wrapper.querySelectorAll('.swiper-slide')].map((slide) => slide.textContent)).toEqual([
      'One',
      'Two',
      'Three',
      'Four',
    ]);
  });

  it('leaves the tab order to Swiper once it runs, and gives the row back when it goes', async () => {
    // jsdom has no media queries; Swiper asks them for its breakpoints (a phone's width here).
    window.matchMedia ??= (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <Carousel label="Team" options={{ perView: 3 }}>
          {slides}
        </Carousel>,
      );
    });
    const carousel = container.querySelector('.carousel')!;
    for (let i = 0; i < 100 && !carousel.classList.contains('is-ready'); i++) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
    expect(carousel.classList.contains('is-ready')).toBe(true);
    const wrapper = carousel.querySelector('.swiper-wrapper')!;
    expect(wrapper.hasAttribute('tabindex')).toBe(false);
    act(() => root.unmount());
    expect(wrapper.getAttribute('tabindex')).toBe('0');
    container.remove();
  });
});
