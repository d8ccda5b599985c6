import { type Page } from '@playwright/test';
import { expect, test, whenHydrated } from '../test';
import { ROUTES } from './routes';

/**
 * The layout shell in a real browser, at the project's width (desktop 1366×900, phone 360×780): the
 * footer is never covered, the fixed widgets (Get In Touch, the chat link, the loading indicator)
 * cover no text or control of the first screen nor of the end of the page, the 1-second indicator
 * lets clicks through, and the menu, carousel dots and newsletter button are usable.
 */

const PUBLIC_ROUTES = ROUTES.filter((route) => !route.console);

interface Overlap {
  widget: string;
  target: string;
}

/**
 * Runs in the page. Visible fixed (or sticky) elements, the page's own sticky header bar excepted,
 * whose box meets a visible text line or control in the viewport. Boxes are clipped by their
 * scrolling/clipping ancestors, so off-screen carousel slides and visually hidden text do not count.
 */
function coveredByWidgets(): Overlap[] {
  const MIN = 1;
  type Box = { left: number; top: number; right: number; bottom: number };
  const describe = (el: Element) => {
    const cls =
      typeof el.className === 'string' && el.className ? `.${el.className.split(/\s+/).join('.')}` : '';
    return `${el.tagName.toLowerCase()}${cls}`;
  };
  const clipOf = (el: Element | null): Box => {
    const box: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
    for (let a = el; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.position === 'fixed') break;
      const r = a.getBoundingClientRect();
      if (style.overflowX !== 'visible') {
        box.left = Math.max(box.left, r.left);
        box.right = Math.min(box.right, r.right);
      }
      if (style.overflowY !== 'visible') {
        box.top = Math.max(box.top, r.top);
        box.bottom = Math.min(box.bottom, r.bottom);
      }
    }
    return box;
  };
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const sizable = (b: Box) => b.right - b.left > MIN && b.bottom - b.top > MIN;
  const viewport: Box = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
  const shown = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });

  const banner = document.querySelector('header.site-header') ?? document.querySelector('body > header');
  const widgets: { el: Element; box: Box }[] = [];
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    const position = getComputedStyle(el).position;
    if ((position !== 'fixed' && position !== 'sticky') || el === banner || !shown(el)) continue;
    const box = intersect(el.getBoundingClientRect(), viewport);
    if (sizable(box)) widgets.push({ el, box });
  }
  const inWidget = (node: Node) => widgets.some((w) => w.el.contains(node));

  const targets: { what: string; box: Box }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || inWidget(node) || !shown(parent)) continue;
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
    const clip = intersect(clipOf(parent), viewport);
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of Array.from(range.getClientRects())) {
      const box = intersect(rect, clip);
      if (sizable(box)) targets.push({ what: `text "${node.textContent.trim().slice(0, 40)}"`, box });
    }
  }
  const controls =
    'a[href], button, input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';
  for (const el of Array.from(document.body.querySelectorAll(controls))) {
    if (inWidget(el) || !shown(el) || widgets.some((w) => el.contains(w.el))) continue;
    const box = intersect(intersect(el.getBoundingClientRect(), clipOf(el.parentElement)), viewport);
    if (sizable(box)) targets.push({ what: describe(el), box });
  }

  const found: Overlap[] = [];
  for (const w of widgets) {
    for (const t of targets) {
      if (sizable(intersect(w.box, t.box))) found.push({ widget: describe(w.el), target: t.what });
    }
  }
  return found;
}

/** Runs in the page. Elements outside the footer (fixed widgets aside) whose visible box meets it. */
function overFooter(): { footerGap: number; overlaps: string[]; chain: string[] } {
  const footer = document.querySelector('footer.site-footer, body footer:last-of-type')!;
  const main = document.querySelector('main')!;
  const f = footer.getBoundingClientRect();
  const overlaps: string[] = [];
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    if (footer.contains(el) || el.contains(footer)) continue;
    if (el.closest('dialog') || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      continue;
    let fixed = false;
    let r: { left: number; top: number; right: number; bottom: number } = el.getBoundingClientRect();
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.position === 'fixed') fixed = true;
      if (a !== el && (style.overflowX !== 'visible' || style.overflowY !== 'visible')) {
        const c = a.getBoundingClientRect();
        r = {
          left: Math.max(r.left, c.left),
          top: Math.max(r.top, c.top),
          right: Math.min(r.right, c.right),
          bottom: Math.min(r.bottom, c.bottom),
        };
      }
    }
    if (fixed) continue;
    const w = Math.min(r.right, f.right) - Math.max(r.left, f.left);
    const h = Math.min(r.bottom, f.bottom) - Math.max(r.top, f.top);
    if (w > 1 && h > 1) {
      const cls =
        typeof el.className === 'string' && el.className ? `.${el.className.split(/\s+/).join('.')}` : '';
      overlaps.push(`${el.tagName.toLowerCase()}${cls} (${Math.round(h)} px into the footer)`);
    }
  }
  const footerGap = f.top - main.getBoundingClientRect().bottom;
  const chain: string[] = [];
  for (let el: Element | null = main; el && Math.abs(footerGap) > 1; el = el.lastElementChild) {
    const r = el.getBoundingClientRect();
    chain.push(`${el.tagName}.${el.className} ${r.top}-${r.bottom} mb=${getComputedStyle(el).marginBottom}`);
  }
  chain.push(`footer ${f.top} scrollY=${scrollY} h=${document.documentElement.scrollHeight}`);
  return { footerGap, overlaps, chain };
}

/** Lets lazy parts (forms, carousels, images) load, then returns to the top of the page. */
async function settle(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

async function scrollTo(page: Page, where: 'top' | 'bottom') {
  await page.evaluate(async (end) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    window.scrollTo(0, end ? document.documentElement.scrollHeight : 0);
    // The chat link shows or hides (a 0.2 s fade) once its observer has seen the scroll.
    await frame();
    await frame();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await frame();
    const fading = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(fading.map((animation) => animation.finished.catch(() => undefined)));
  }, where === 'bottom');
}

/** Routes checked one after another in one page: a test per route would mostly pay for its own setup. */
const CHUNK = 6;
const CHUNKS = Array.from({ length: Math.ceil(PUBLIC_ROUTES.length / CHUNK) }, (_, i) =>
  PUBLIC_ROUTES.slice(i * CHUNK, (i + 1) * CHUNK),
);

test.describe('layout on every public route', () => {
  for (const chunk of CHUNKS) {
    const paths = chunk.map((route) => route.path);
    test(`nothing over the footer, no fixed widget over text or controls: ${paths.join(' ')}`, async ({
      page,
    }) => {
      test.setTimeout(15_000 * paths.length);
      for (const path of paths) {
        await test.step(path, async () => {
          await page.goto(path);
          await settle(page);

          await scrollTo(page, 'bottom');
          const atEnd = await page.evaluate(coveredByWidgets);
          expect.soft(atEnd, `${path}: fixed widgets over the end of the page`).toEqual([]);

          await scrollTo(page, 'top');
          const atTop = await page.evaluate(coveredByWidgets);
          expect.soft(atTop, `${path}: fixed widgets over the first screen`).toEqual([]);
          const { footerGap, overlaps, chain } = await page.evaluate(overFooter);
          expect.soft(overlaps, `${path}: elements over the footer`).toEqual([]);
          // The last band of the page meets the footer: no white strip between them.
          expect
            .soft(Math.abs(footerGap), `${path}: gap above the footer\n${chain.join('\n')}`)
            .toBeLessThanOrEqual(1);
        });
      }
    });
  }
});

/** Installs, before a navigation, a check that runs the moment the loading indicator appears. */
async function watchLoader(page: Page) {
  await page.evaluate(`window.coveredByWidgets = ${coveredByWidgets.toString()}`);
  await page.evaluate(() => {
    const w = window as unknown as { loaderCheck?: unknown; coveredByWidgets: () => Overlap[] };
    const observer = new MutationObserver(() => {
      const loader = Array.from(document.querySelectorAll('[role="status"]')).find((el) =>
        el.textContent?.includes('Loading page'),
      );
      if (!loader) return;
      observer.disconnect();
      // Where a click lands on the new page's controls and headings in the viewport.
      const blocked: string[] = [];
      for (const el of Array.from(
        document.querySelectorAll('main h1, main a[href], main button, header a[href], header button'),
      )) {
        const r = el.getBoundingClientRect();
        if (
          r.width < 2 ||
          r.height < 2 ||
          r.bottom < 0 ||
          r.top > innerHeight ||
          r.right < 0 ||
          r.left > innerWidth
        )
          continue;
        if (!el.checkVisibility({ visibilityProperty: true })) continue;
        const x = Math.min(Math.max(r.left + r.width / 2, 1), innerWidth - 1);
        const y = Math.min(Math.max(r.top + r.height / 2, 1), innerHeight - 1);
        const hit = document.elementFromPoint(x, y);
        if (hit && loader.contains(hit)) blocked.push(el.textContent?.trim().slice(0, 30) || el.tagName);
      }
      w.loaderCheck = {
        blocked,
        covered: w.coveredByWidgets(),
        animations: loader.getAnimations({ subtree: true }).length,
      };
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

async function loaderCheck(page: Page) {
  const read = () =>
    page.evaluate(
      () =>
        (window as unknown as { loaderCheck?: { blocked: string[]; covered: Overlap[]; animations: number } })
          .loaderCheck ?? null,
    );
  await expect.poll(read, { timeout: 5000 }).not.toBeNull();
  return (await read())!;
}

test.describe('loading indicator after a navigation', () => {
  test('neither hides nor blocks the new page during its second', async ({ page }) => {
    await page.goto('/');
    const link = await whenHydrated(page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }));
    await watchLoader(page);
    await link.click();
    const check = await loaderCheck(page);
    expect(check.blocked, 'clicks caught by the indicator').toEqual([]);
    expect(check.covered, 'text or controls under the indicator').toEqual([]);
  });

  test('does not move with prefers-reduced-motion', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'a media preference, not a width');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const link = await whenHydrated(page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }));
    await watchLoader(page);
    await link.click();
    expect((await loaderCheck(page)).animations).toBe(0);
  });
});

test('header: the company on one line, its short name on a phone, named in full for assistive tech', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  const brand = page.getByRole('link', { name: 'Orbitwise Technologies home' });
  const shown = await brand.evaluate((el) => {
    const visible = Array.from(el.querySelectorAll('span')).filter(
      (span) => span.getClientRects().length > 0,
    );
    const lineHeight = parseFloat(getComputedStyle(visible[0]!).lineHeight);
    return {
      text: visible.map((span) => span.textContent),
      lines: Math.round(visible[0]!.getBoundingClientRect().height / lineHeight),
    };
  });
  expect(shown).toEqual({ text: [isMobile ? 'Orbitwise' : 'Orbitwise Technologies'], lines: 1 });
});

test.describe('menu', () => {
  test('mobile: the menu icon becomes a close cross, a backdrop closes it, so does Escape', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the toggled panel is the narrow-screen menu');
    await page.goto('/about/milestones');
    const openButton = page.getByRole('button', { name: 'Open menu' });
    const closedIcon = await openButton.screenshot();
    await openButton.click();
    const closeButton = page.getByRole('button', { name: 'Close menu' });
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    expect((await closeButton.screenshot()).equals(closedIcon), 'the icon changes when open').toBe(false);

    // Below the panel the page is behind a backdrop; a click on it closes the menu and goes nowhere.
    const nav = page.getByRole('navigation', { name: 'Main' });
    const below = await nav.evaluate((el) => {
      const y = Math.min(el.getBoundingClientRect().bottom + 40, innerHeight - 10);
      const hit = document.elementFromPoint(innerWidth / 2, y);
      return { y, onPage: !!hit?.closest('main, footer') };
    });
    expect(below.onPage, 'the page below the open menu is behind a backdrop').toBe(false);
    await page.mouse.click(180, below.y);
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeHidden();
    await expect(page).toHaveURL(/\/about\/milestones$/);

    // Escape closes the menu (even from inside an open sub-menu) and focus returns to its button.
    await openButton.click();
    await nav.getByRole('button', { name: 'Training' }).click();
    await nav.getByRole('link', { name: 'Corporate Training' }).focus();
    await page.keyboard.press('Escape');
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeHidden();
    await expect(openButton).toBeFocused();
  });

  test('desktop dropdowns: Escape closes them and focus returns to their button; a click outside too', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'dropdowns are the wide-screen menu');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services' });
    const firstService = nav.locator('#submenu-services').getByRole('link').first();
    await services.click();
    await expect(firstService).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(firstService).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(firstService).toBeHidden();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();

    await services.click();
    await expect(firstService).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(firstService).toBeHidden();
  });
});

test('carousel dots are targets of at least 24×24 px', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Testimonials', exact: true });
  await carousel.scrollIntoViewIfNeeded();
  const dots = carousel.locator('.carousel-pagination .swiper-pagination-bullet');
  await expect(dots.first()).toBeVisible();
  const count = await dots.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    const box = (await dots.nth(i).boundingBox())!;
    expect(box.width, `dot ${i + 1} width`).toBeGreaterThanOrEqual(24);
    expect(box.height, `dot ${i + 1} height`).toBeGreaterThanOrEqual(24);
  }
  await dots.nth(1).click();
  await expect(dots.nth(1)).toHaveClass(/swiper-pagination-bullet-active/);
});

test('the footer Subscribe button stands out from the navy footer (WCAG AA)', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const subscribe = footer.getByRole('button', { name: 'Subscribe' });
  await expect(subscribe).toBeVisible();
  const contrast = await subscribe.evaluate((button) => {
    const rgb = (color: string) =>
      color
        .match(/[\d.]+/g)!
        .slice(0, 4)
        .map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const c = [r!, g!, b!].map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
    };
    const ratio = (a: string, b: string) => {
      const [x, y] = [luminance(rgb(a)), luminance(rgb(b))].sort((p, q) => q - p);
      return (x! + 0.05) / (y! + 0.05);
    };
    let behind = button.parentElement;
    while (behind && (rgb(getComputedStyle(behind).backgroundColor)[3] ?? 1) === 0)
      behind = behind.parentElement;
    const face = getComputedStyle(button);
    return {
      againstFooter: ratio(face.backgroundColor, getComputedStyle(behind!).backgroundColor),
      label: ratio(face.color, face.backgroundColor),
    };
  });
  // A control's boundary needs 3:1 against its surroundings (1.4.11), its label 4.5:1 (1.4.3).
  expect(contrast.againstFooter).toBeGreaterThanOrEqual(3);
  expect(contrast.label).toBeGreaterThanOrEqual(4.5);
});

test('phone: the chat link steps aside while a form field is being filled in', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'on wide screens the chat link sits in the page gutter, beside the forms');
  await page.goto('/contactus');
  const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
  const message = page.getByLabel(/^Message/);
  await message.scrollIntoViewIfNeeded();
  await expect(chat).toBeVisible();
  await message.focus();
  await expect(chat).toBeHidden();
  await message.blur();
  await expect(chat).toBeVisible();
});
