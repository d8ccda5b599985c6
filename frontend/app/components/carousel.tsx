import { Children, useEffect, useRef, type ReactNode } from 'react';

export interface CarouselOptions {
  /** Slides per view on wide screens (1 on phones, 2 on tablets). */
  perView: number;
  /** Move a whole page of slides at a time. */
  paged?: boolean;
  centered?: boolean;
  loop?: boolean;
}

/**
 * A carousel that is a plain, horizontally scrollable list in the prerendered HTML and becomes a
 * Swiper once the page runs. Swiper and its CSS are imported dynamically, so only routes that
 * show a carousel load them, after the page is interactive.
 */
export function Carousel({
  label,
  options,
  children,
}: {
  label: string;
  options: CarouselOptions;
  children: ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);
  const { perView, paged = false, centered = false, loop = false } = options;

  useEffect(() => {
    let cancelled = false;
    let instance: { destroy: (deleteInstance?: boolean, cleanStyles?: boolean) => void } | undefined;
    const element = root.current;
    if (!element) return;
    // Until Swiper runs, the row scrolls natively: focusable, so that a keyboard can scroll it (the
    // slides may have nothing focusable). Swiper's own keys and buttons take over from there.
    const wrapper = element.querySelector<HTMLElement>('.swiper-wrapper');
    void (async () => {
      const [{ default: Swiper }, { A11y, Keyboard, Navigation, Pagination }] = await Promise.all([
        import('swiper'),
        import('swiper/modules'),
        import('swiper/css'),
        import('swiper/css/navigation'),
        import('swiper/css/pagination'),
      ]);
      if (cancelled) return;
      const tablet = Math.min(2, perView);
      instance = new Swiper(element.querySelector<HTMLElement>('.swiper')!, {
        modules: [A11y, Keyboard, Navigation, Pagination],
        slidesPerView: 1,
        slidesPerGroup: 1,
        spaceBetween: 24,
        centeredSlides: centered,
        loop,
        keyboard: { enabled: true, onlyInViewport: true },
        navigation: {
          prevEl: element.querySelector<HTMLElement>('.carousel-prev'),
          nextEl: element.querySelector<HTMLElement>('.carousel-next'),
        },
        pagination: { el: element.querySelector<HTMLElement>('.carousel-pagination'), clickable: true },
        a11y: { prevSlideMessage: 'Previous slides', nextSlideMessage: 'Next slides' },
        breakpoints: {
          768: { slidesPerView: tablet, slidesPerGroup: paged ? tablet : 1 },
          1024: { slidesPerView: perView, slidesPerGroup: paged ? perView : 1 },
        },
      });
      element.classList.add('is-ready');
      wrapper?.removeAttribute('tabindex');
    })();
    return () => {
      cancelled = true;
      instance?.destroy(true, true);
      element.classList.remove('is-ready');
      wrapper?.setAttribute('tabindex', '0');
    };
  }, [perView, paged, centered, loop]);

  return (
    <div ref={root} className="carousel" role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="swiper">
        <div className="swiper-wrapper" tabIndex={0}>
          {Children.map(children, (child) => (
            <div className="swiper-slide">{child}</div>
          ))}
        </div>
      </div>
      <div className="carousel-controls">
        <button type="button" className="carousel-prev" aria-label="Previous slides">
          <span aria-hidden="true">‹</span>
        </button>
        <div className="carousel-pagination" />
        <button type="button" className="carousel-next" aria-label="Next slides">
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
