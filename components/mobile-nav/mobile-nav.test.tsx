// @vitest-environment happy-dom
/**
 * Mobile navigation menu (docs/requirements.md#mobile-navigation-menu, docs/requirements.md#mobile-nav-item): the real macro rendered with the real navigation data,
 * then the enhancer attached.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import navigation from '../../src/_data/navigation.js';
import site from '../../src/_data/site.js';
import enhance, { MobileNav, readMobileNavProps } from './mobile-nav';
import { renderMacro, TEMPLATE_PATHS } from '../../test/support/nunjucks.js';
import nunjucks from 'nunjucks';
import navigationPlugin from '../../src/eleventy/pages/navigation.js';
import seoPlugin from '../../src/eleventy/pages/seo.js';
import newsPlugin from '../../src/eleventy/pages/news.js';
import examplesPlugin from '../../src/eleventy/gallery/examples.js';
import documentsPlugin from '../../src/eleventy/documents/documents.js';
import mediaPlugin from '../../src/eleventy/cms/media.js';

const flush = () => act(() => new Promise<void>((r) => setTimeout(r, 0)));
let headerHeight = 64;
let cleanup: () => void = () => undefined;

function mountMacro(currentUrl = '/markets/defense/') {
  document.body.innerHTML = `<div id="app"><header class="site-header">${renderMacro('mobile-nav.njk', 'mobileNav', {
    data: navigation,
    quickLinks: site.quickLinks,
    contactUrl: site.contact.url,
    contactText: site.contact.text,
    currentUrl,
  })}</header><main><p>Page</p></main></div>`;
  const header = document.querySelector('.site-header')!;
  vi.spyOn(header, 'getBoundingClientRect').mockImplementation(
    () => ({ height: headerHeight, bottom: headerHeight }) as DOMRect,
  );
  return document.querySelector<HTMLElement>('[data-enhancer="mobile-nav"]')!;
}

async function enhanced(trigger?: Event) {
  const root = mountMacro();
  await act(() => {
    cleanup = enhance(root, { trigger });
  });
  return {
    toggle: document.querySelector<HTMLButtonElement>('.mobile-nav__menu-button')!,
    panel: document.getElementById('mobile-nav-panel')!,
  };
}

const button = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('#mobile-nav-panel button')].find(
    (b) => b.textContent?.trim() === name,
  )!;
const click = (el: HTMLElement) => act(() => el.click());

beforeEach(() => {
  headerHeight = 64;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(async () => {
  await act(() => cleanup());
  vi.restoreAllMocks();
});

describe('props read from the macro (data, quickLinks, contactUrl, contactText)', () => {
  it('are the navigation tree, the quick links and the contact link', () => {
    const props = readMobileNavProps(mountMacro());
    const simplify = (items: typeof props.data): unknown[] =>
      items.map((i) => ({ url: i.url, title: i.title, children: simplify(i.children) }));
    const expected = (items: typeof navigation): unknown[] =>
      items.map((i) => ({ url: i.url, title: i.title, children: expected(i.children) }));
    expect(simplify(props.data)).toEqual(expected(navigation));
    expect(props.quickLinks).toEqual(site.quickLinks);
    expect([props.contactUrl, props.contactText]).toEqual([site.contact.url, site.contact.text]);
    expect(props.data[1].children.find((c) => c.title === 'Medical')?.external).toBe(true);
  });
});

describe('the menu', () => {
  it('is a disclosure: the Menu button toggles the panel, aria-expanded follows', async () => {
    const { toggle, panel } = await enhanced();
    expect(toggle.getAttribute('aria-controls')).toBe('mobile-nav-panel');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    await click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    await click(toggle);
    expect(panel.hidden).toBe(true);
  });

  it('offers Home, the sections, then the contact link and the quick links, in that order', async () => {
    const { toggle, panel } = await enhanced();
    await click(toggle);
    const texts = [
      ...panel.querySelectorAll(':scope > a, :scope > ul > li > a, :scope > ul > li > button, .mobile-nav__extra a'),
    ].map((e) => e.textContent?.trim());
    expect(texts).toEqual([
      'Home',
      'Technology',
      'Markets',
      'Applications',
      'Products',
      'Resources',
      'Company',
      'Contact us',
      'Resources',
      'News',
    ]);
  });

  it('items with children are buttons that never navigate; items without children are links', async () => {
    const { toggle, panel } = await enhanced();
    await click(toggle);
    const markets = button('Markets');
    expect(markets.tagName).toBe('BUTTON');
    expect(markets.getAttribute('href')).toBeNull();
    expect(panel.querySelector('a.mobile-nav__link--top[href="/technology/"]')?.textContent).toBe('Technology');
  });

  it('keeps one open child per level, and tapping the open child closes it', async () => {
    const { toggle } = await enhanced();
    await click(toggle);
    await click(button('Markets'));
    expect(button('Markets').getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('a[href="/markets/defense/"]')).not.toBeNull();
    await click(button('Products'));
    expect(button('Markets').getAttribute('aria-expanded')).toBe('false');
    expect(button('Products').getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('a[href="/markets/defense/"]')).toBeNull();
    await click(button('Products'));
    expect(button('Products').getAttribute('aria-expanded')).toBe('false');
  });

  it("shows 'Go Back' on a section's sub-level; it closes the sub-level", async () => {
    const { toggle } = await enhanced();
    await click(toggle);
    await click(button('Company'));
    expect(document.querySelector('a[href="/company/"]')?.textContent).toBe('Company overview');
    await click(button('Go Back'));
    expect(button('Company').getAttribute('aria-expanded')).toBe('false');
    // Focus goes back to the item the visitor returns to, not to <body>.
    expect(document.activeElement).toBe(button('Company'));
  });

  it("shows 'Back' on the second sub-level", async () => {
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    const data = [
      {
        title: 'Products',
        url: '/products/',
        children: [
          {
            title: 'Gen-SYS',
            url: '/products/gen-sys-products/',
            children: [{ title: 'OVG-4', url: '/products/ovg-4/', children: [] }],
          },
        ],
      },
    ];
    await act(() => {
      render(<MobileNav data={data} quickLinks={[]} currentUrl="/" initiallyOpen />, container);
    });
    await click(button('Products'));
    await click(button('Gen-SYS'));
    expect(button('Back')).toBeDefined();
    expect(document.querySelector('a[href="/products/ovg-4/"]')).not.toBeNull();
    await click(button('Back'));
    expect(document.querySelector('a[href="/products/ovg-4/"]')).toBeNull();
    await act(() => {
      render(null, container);
    });
  });

  it('places the panel at the header height, also after a resize', async () => {
    const { toggle, panel } = await enhanced();
    await click(toggle);
    expect(panel.style.top).toBe('64px');
    headerHeight = 80;
    await act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(panel.style.top).toBe('80px');
  });

  it('locks body scrolling at ≤ 1024 px while open (store flag mobileNav)', async () => {
    const { toggle } = await enhanced();
    await click(toggle);
    expect(document.body.style.position).toBe('fixed');
    await click(toggle);
    expect(document.body.style.position).toBe('');
  });

  it('while open, everything outside the header is inert, and only then (WCAG 2.4.3)', async () => {
    const { toggle } = await enhanced();
    const main = document.querySelector('main')!;
    expect(main.inert).toBe(false);
    await click(toggle);
    expect(main.inert).toBe(true);
    expect(document.querySelector('.site-header')!.closest('[inert]')).toBeNull();
    await click(toggle);
    expect(main.inert).toBe(false);
  });

  it('closes when the window grows past 1024 px, where the menu is not shown, and gives the page back', async () => {
    const { toggle, panel } = await enhanced();
    await click(toggle);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    await act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(panel.hidden).toBe(true);
    expect(document.querySelector('main')!.inert).toBe(false);
  });

  it('closes on Esc and returns focus to the Menu button', async () => {
    const { toggle, panel } = await enhanced();
    await click(toggle);
    panel.querySelector<HTMLAnchorElement>('a')!.focus();
    await act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('closes on an Esc pressed as soon as the panel shows, before the next paint', async () => {
    const { toggle, panel } = await enhanced();
    toggle.click(); // outside act(): the render commits on a microtask, effects would wait for a frame
    await vi.waitFor(() => expect(panel.hidden).toBe(false), { interval: 0 });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await flush();
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('does not lose the first tap: a tap that opened the <details> before the chunk arrived opens the menu', async () => {
    const root = mountMacro() as HTMLDetailsElement;
    const tap = new Event('pointerdown', { bubbles: true });
    root.querySelector('summary')!.dispatchEvent(tap);
    root.open = true; // its click toggled the no-JS menu
    await act(() => {
      cleanup = enhance(root, { trigger: tap });
    });
    await flush();
    expect(document.getElementById('mobile-nav-panel')!.hidden).toBe(false);
  });

  it('a finger still down when the chunk arrives: its click opens the menu and does not close it again', async () => {
    const root = mountMacro();
    const summary = root.querySelector('summary')!;
    const down = new Event('pointerdown', { bubbles: true });
    summary.dispatchEvent(down);
    await act(() => {
      cleanup = enhance(root, { trigger: down });
    });
    await flush();
    expect(document.querySelector('details[data-enhancer="mobile-nav"]'), 'waits for the click').not.toBeNull();
    window.dispatchEvent(new Event('pointerup'));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    summary.dispatchEvent(click);
    await flush();
    expect(click.defaultPrevented, 'the no-JS <details> does not toggle as well').toBe(true);
    expect(document.getElementById('mobile-nav-panel')!.hidden).toBe(false);
    expect(document.querySelector('.mobile-nav__menu-button')!.getAttribute('aria-expanded')).toBe('true');
  });

  it('a press released without a click (a scroll that started on Menu) leaves the menu closed', async () => {
    const root = mountMacro();
    const down = new Event('pointerdown', { bubbles: true });
    root.querySelector('summary')!.dispatchEvent(down);
    await act(() => {
      cleanup = enhance(root, { trigger: down });
    });
    window.dispatchEvent(new Event('pointercancel'));
    await flush();
    await flush();
    expect(document.getElementById('mobile-nav-panel')!.hidden).toBe(true);
  });

  it('marks the current page', async () => {
    const { toggle } = await enhanced();
    await click(toggle);
    await click(button('Markets'));
    expect(document.querySelector('a[href="/markets/defense/"]')?.getAttribute('aria-current')).toBe('page');
  });
});

/**
 * The real document shell (layouts/base.njk) for a page, with the filters and global data Eleventy
 * registers for it (navigation, seo, news, examples, documents and media plugins), so the per-page contact override is the layout's.
 */
function renderBase(page: { url: string; contactUrl?: string; contactText?: string }): string {
  const env = new nunjucks.Environment(new nunjucks.FileSystemLoader(TEMPLATE_PATHS), { autoescape: true });
  const globals: Record<string, unknown> = {};
  const config = {
    addFilter: (name: string, fn: (...args: unknown[]) => unknown) => env.addFilter(name, fn),
    addGlobalData: (name: string, value: unknown) => (globals[name] = value),
    addCollection: () => undefined,
    addTransform: () => undefined,
    addPassthroughCopy: () => undefined,
    addPlugin: () => undefined,
    on: () => undefined,
    addWatchTarget: () => undefined,
  };
  for (const plugin of [navigationPlugin, seoPlugin, newsPlugin, examplesPlugin, documentsPlugin, mediaPlugin])
    plugin(config as unknown as Parameters<typeof plugin>[0]);
  return env.render('base.njk', {
    ...globals,
    site,
    navigation,
    products: {},
    build: { year: 2026 },
    page: { url: page.url, date: new Date('2026-01-01') },
    title: 'Defense',
    description: 'A page.',
    content: '<p>Body</p>',
    ...(page.contactUrl ? { contactUrl: page.contactUrl, contactText: page.contactText } : {}),
  });
}

/** Mounts the rendered document's body and returns the mobile menu's root. */
function mountDocument(html: string): HTMLElement {
  document.body.innerHTML = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)![1];
  const header = document.querySelector('.site-header')!;
  vi.spyOn(header, 'getBoundingClientRect').mockImplementation(
    () => ({ height: headerHeight, bottom: headerHeight }) as DOMRect,
  );
  return document.querySelector<HTMLElement>('[data-enhancer="mobile-nav"]')!;
}

describe('the current section (docs/requirements.md#navigation-item) and the contact link', () => {
  const topItem = (title: string) =>
    [
      ...document.querySelectorAll(
        '#mobile-nav-panel .mobile-nav__list > li, .mobile-nav__panel .mobile-nav__list > li',
      ),
    ].find(
      (li) =>
        li.querySelector(':scope > button, :scope > details > summary, :scope > a')?.textContent?.trim() === title,
    )!;

  it("marks the page's section, and only it, as `here`, in the HTML and once enhanced", async () => {
    const root = mountDocument(renderBase({ url: '/applications/oil-and-gas/' }));
    const marks = () =>
      [...document.querySelectorAll('.mobile-nav__item--here')].map((li) =>
        li.querySelector(':scope > button, :scope > details > summary')?.textContent?.trim(),
      );
    expect(marks()).toEqual(['Applications']);
    await act(() => {
      cleanup = enhance(root, {});
    });
    await click(document.querySelector<HTMLButtonElement>('.mobile-nav__menu-button')!);
    expect(document.querySelector('details.mobile-nav__disclosure'), 'the menu is the enhanced one').toBeNull();
    expect(marks()).toEqual(['Applications']);
    expect(topItem('Applications').className).toBe('mobile-nav__item mobile-nav__item--here');
    expect(topItem('Markets').className).toBe('mobile-nav__item');
  });

  it('marks no section on a page outside the tree', async () => {
    mountDocument(renderBase({ url: '/contact/' }));
    expect(document.querySelectorAll('[class*="__item--here"], .site-footer__column--here')).toHaveLength(0);
  });

  it("a page's contactUrl / contactText replace the site's contact link in the header, the menu (before and after enhancement) and the footer", async () => {
    const override = {
      url: '/markets/defense/',
      contactUrl: '/company/#distributors',
      contactText: 'Find a distributor',
    };
    const links = () =>
      [...document.querySelectorAll<HTMLAnchorElement>('.site-header__contact, .mobile-nav__contact, .site-footer a')]
        .filter((a) => a.textContent?.trim() === override.contactText)
        .map((a) => [a.className, a.getAttribute('href')]);
    const root = mountDocument(renderBase(override));
    expect(links()).toEqual(
      expect.arrayContaining([
        ['button site-header__contact', override.contactUrl],
        ['button mobile-nav__contact', override.contactUrl],
      ]),
    );
    expect(document.body.textContent).not.toContain(site.contact.text);
    expect(readMobileNavProps(root)).toMatchObject({
      contactUrl: override.contactUrl,
      contactText: override.contactText,
    });
    await act(() => {
      cleanup = enhance(root, {});
    });
    await click(document.querySelector<HTMLButtonElement>('.mobile-nav__menu-button')!);
    const contact = document.querySelector<HTMLAnchorElement>('#mobile-nav-panel .mobile-nav__contact')!;
    expect([contact.textContent?.trim(), contact.getAttribute('href')]).toEqual([
      override.contactText,
      override.contactUrl,
    ]);
    // Without an override, the site's link.
    mountDocument(renderBase({ url: '/markets/defense/' }));
    expect(document.querySelector('.site-header__contact')?.getAttribute('href')).toBe(site.contact.url);
    expect(document.querySelector('.site-header__contact')?.textContent?.trim()).toBe(site.contact.text);
  });
});
