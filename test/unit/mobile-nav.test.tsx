// @vitest-environment happy-dom
/**
 * Mobile navigation menu (SPEC §2, §3, §4): the real macro rendered with the real navigation data,
 * then the enhancer attached.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import navigation from '../../src/_data/navigation.js';
import site from '../../src/_data/site.js';
import enhance, { MobileNav, readMobileNavProps } from '../../enhancers/mobile-nav';
import { renderMacro } from '../support/nunjucks.js';

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
  vi.spyOn(header, 'getBoundingClientRect').mockImplementation(() => ({ height: headerHeight, bottom: headerHeight }) as DOMRect);
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

const button = (name: string) => [...document.querySelectorAll<HTMLButtonElement>('#mobile-nav-panel button')].find((b) => b.textContent?.trim() === name)!;
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
    const simplify = (items: typeof props.data): unknown[] => items.map((i) => ({ url: i.url, title: i.title, children: simplify(i.children) }));
    const expected = (items: typeof navigation): unknown[] => items.map((i) => ({ url: i.url, title: i.title, children: expected(i.children) }));
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
    const texts = [...panel.querySelectorAll(':scope > a, :scope > ul > li > a, :scope > ul > li > button, .mobile-nav__extra a')].map((e) => e.textContent?.trim());
    expect(texts).toEqual(['Home', 'Technology', 'Markets', 'Applications', 'Products', 'Resources', 'Company', 'Contact us', 'Resources', 'News']);
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
  });

  it("shows 'Back' on the second sub-level", async () => {
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    const data = [{ title: 'Products', url: '/products/', children: [{ title: 'Gen-SYS', url: '/products/gen-sys-products/', children: [{ title: 'OVG-4', url: '/products/ovg-4/', children: [] }] }] }];
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

  it('does not lose the first tap: a pointerdown on Menu that loaded the chunk opens the menu', async () => {
    const root = mountMacro();
    const tap = new Event('pointerdown', { bubbles: true });
    root.querySelector('summary')!.dispatchEvent(tap);
    await act(() => {
      cleanup = enhance(root, { trigger: tap });
    });
    await flush();
    expect(document.getElementById('mobile-nav-panel')!.hidden).toBe(false);
  });

  it('marks the current page', async () => {
    const { toggle } = await enhanced();
    await click(toggle);
    await click(button('Markets'));
    expect(document.querySelector('a[href="/markets/defense/"]')?.getAttribute('aria-current')).toBe('page');
  });
});
