// @vitest-environment happy-dom
/**
 * The section navigation (docs/requirements.md#sticky-section-navigation, docs/requirements.md#section-nav-item).
 * - No-JS form: the anchors are collected at build time and the real macro renders them as links
 *   and as the options of a "Jump to section" select, with "Back to list" only when a list url exists.
 * - Enhanced: the real macro in happy-dom with the enhancer attached; layout is a small model
 *   (header 64 px, nav at 500 px, bar 48 px, anchors at 900/1500/2100 px, container at 100 px)
 *   read through stubbed getBoundingClientRect / scrollY / innerWidth, frames run by hand.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Window } from 'happy-dom';
import { act } from 'preact/test-utils';
import { section, sectionAnchors } from '../../src/eleventy/pages/shortcodes.js';
import enhance from './section-nav';
import { isScrollAnimating } from '../../enhancers/lib/scroll-to';
import { canonicalMarkup } from '../../test/support/markup.js';
import { renderMacro } from '../../test/support/nunjucks.js';

describe('sectionAnchors', () => {
  it('collects elements with an id and a non-empty title, in document order', () => {
    const html = `
      <a id="one" title="First"></a>
      <a id="no-title"></a>
      <a id="blank" title="  "></a>
      <span title="No id"></span>
      <section id="two" title="Second"></section>`;
    expect(sectionAnchors(html)).toEqual([
      { id: 'one', title: 'First' },
      { id: 'two', title: 'Second' },
    ]);
  });

  it('finds the anchors written by the section shortcode', () => {
    const html = section('Body', 'principle', 'How FAIMS works') + section('More', 'chip', 'Why a chip');
    expect(sectionAnchors(html).map((a) => a.id)).toEqual(['principle', 'chip']);
  });
});

describe('sectionNav macro (no-JS form)', () => {
  let doc: Document;
  beforeEach(() => {
    doc = new Window().document as unknown as Document;
  });

  it('renders one link per anchor, a back-to-top link, and no "Back to list" without a list url', () => {
    doc.body.innerHTML = renderMacro('section-nav.njk', 'sectionNav', {
      anchors: [
        { id: 'principle', title: 'How FAIMS works' },
        { id: 'chip', title: 'Why a chip' },
      ],
    });
    const links = [...doc.querySelectorAll('.section-nav__list a')];
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['#principle', 'How FAIMS works'],
      ['#chip', 'Why a chip'],
    ]);
    const nav = doc.querySelector('.section-nav');
    expect(nav?.getAttribute('aria-label')).toBe('On this page');
    expect(nav?.getAttribute('data-enhancer')).toBe('section-nav');
    // docs/architecture.md#budgets: its chunk loads on the visitor's first scroll or act (CSS keeps it sticky
    // till then).
    expect(nav?.getAttribute('data-enhancer-on')).toBe('scroll');
    expect(doc.body.textContent).not.toContain('Back to list');
    expect(doc.querySelector('.section-nav__top')?.getAttribute('href')).toBe('#top');
  });

  it('offers the same anchors in a labelled "Jump to section" select, after a placeholder', () => {
    doc.body.innerHTML = renderMacro('section-nav.njk', 'sectionNav', {
      anchors: [
        { id: 'principle', title: 'How FAIMS works' },
        { id: 'chip', title: 'Why a chip' },
      ],
    });
    const select = doc.querySelector('select')!;
    expect(doc.querySelector(`label[for="${select.id}"]`)?.textContent).toBe('Jump to section');
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Jump to section'],
      ['principle', 'How FAIMS works'],
      ['chip', 'Why a chip'],
    ]);
  });

  it('shows "Back to list" linking to the list url', () => {
    doc.body.innerHTML = renderMacro('section-nav.njk', 'sectionNav', {
      anchors: [{ id: 'a', title: 'A' }],
      listUrl: '/products/',
    });
    const back = doc.querySelector('.section-nav__back');
    expect(back?.textContent).toBe('Back to list');
    expect(back?.getAttribute('href')).toBe('/products/');
  });

  it('renders nothing when the page has no anchors', () => {
    expect(renderMacro('section-nav.njk', 'sectionNav', { anchors: [] }).trim()).toBe('');
  });
});

// ---------------------------------------------------------------------------------------------
// The enhancer.

const ANCHORS = [
  { id: 'one', title: 'First section' },
  { id: 'two', title: 'Second section' },
  { id: 'three', title: 'Third section' },
];

/** The layout model (px). `fixed` bars sit at the header's bottom; everything else scrolls. */
const geo = {
  scrollY: 0,
  innerWidth: 1440,
  header: 64,
  navTop: 500,
  bar: 48,
  anchors: { one: 900, two: 1500, three: 2100 } as Record<string, number>,
  container: { left: 100, width: 1602 },
};
const OFFSET = geo.navTop - geo.header; // 436: scrolled past this, the nav is fixed

const rect = (top: number, height: number, left = 0, width = 1440) =>
  ({ top, height, bottom: top + height, left, width, right: left + width, x: left, y: top }) as DOMRect;

function stubLayout() {
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => geo.scrollY);
  vi.spyOn(window, 'innerWidth', 'get').mockImplementation(() => geo.innerWidth);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const nav = document.querySelector('.section-nav');
    if (this.matches('.site-header')) return rect(0, geo.header);
    if (this.matches('.section-nav')) return rect(geo.navTop - geo.scrollY, geo.bar);
    if (this.matches('.section-nav__bar')) {
      return nav?.classList.contains('section-nav--fixed')
        ? rect(geo.header, geo.bar)
        : rect(geo.navTop - geo.scrollY, geo.bar);
    }
    if (this.id in geo.anchors) return rect(geo.anchors[this.id] - geo.scrollY, 0);
    if (this.matches('.container') && !nav?.contains(this)) return rect(0, 10, geo.container.left, geo.container.width);
    return rect(0, 0);
  });
}

/** Animation frames, run by hand on a fake clock (16 ms each). */
let frames: FrameRequestCallback[] = [];
let now = 0;
function stubFrames() {
  frames = [];
  now = 0;
  vi.spyOn(window.performance, 'now').mockImplementation(() => now);
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    geo.scrollY = options.top ?? 0;
    window.dispatchEvent(new Event('scroll'));
  }) as typeof window.scrollTo);
}

/**
 * Runs the queued frames (and the ones they queue) for up to `ms`, with a microtask checkpoint
 * after each callback as in a browser, then lets Preact render.
 */
async function runFrames(ms = 1000) {
  const end = now + ms;
  await act(async () => {
    while (frames.length > 0 && now <= end) {
      now += 16;
      const batch = frames;
      frames = [];
      for (const cb of batch) {
        cb(now);
        await new Promise((r) => setTimeout(r, 0));
      }
    }
  });
}

/** Scrolls the window to `y` (px) as the visitor would, and lets the nav react. */
async function scrollWindow(y: number) {
  geo.scrollY = y;
  window.dispatchEvent(new Event('scroll'));
  await runFrames();
}

let cleanup: (() => void) | undefined;

async function mount(props: { listUrl?: string } = {}) {
  document.body.innerHTML = `<div id="app"><header class="site-header"></header><div class="container">Breadcrumbs</div>${renderMacro(
    'section-nav.njk',
    'sectionNav',
    { anchors: ANCHORS, ...props },
  )}<div class="container page-body">${ANCHORS.map((a) => `<a class="section-anchor" id="${a.id}" title="${a.title}"></a><h2>${a.title}</h2>`).join('')}</div></div>`;
  const root = document.querySelector<HTMLElement>('[data-enhancer="section-nav"]')!;
  const serverMarkup = root.innerHTML;
  await act(async () => {
    cleanup = enhance(root, {});
    await new Promise((r) => setTimeout(r, 0)); // the takeover waits for nothing here: one task
  });
  return { root, serverMarkup };
}

const nav = () => document.querySelector<HTMLElement>('.section-nav')!;
const bar = () => document.querySelector<HTMLElement>('.section-nav__bar')!;
const select = () => document.querySelector<HTMLSelectElement>('.section-nav__select')!;
const link = (id: string) => document.querySelector<HTMLAnchorElement>(`.section-nav__link[href="#${id}"]`)!;
const current = () =>
  [...document.querySelectorAll('.section-nav__link[aria-current]')].map((a) => [
    a.getAttribute('href'),
    a.getAttribute('aria-current'),
  ]);
const isFixed = () => nav().classList.contains('section-nav--fixed');
/** Where a scroll to `id` must end: its document offset − header height − nav height. */
const arrival = (id: string) => geo.anchors[id] - geo.header - geo.bar;

describe('section-nav enhancer', () => {
  beforeEach(() => {
    Object.assign(geo, { scrollY: 0, innerWidth: 1440, header: 64, navTop: 500 });
    stubLayout();
    stubFrames();
    history.replaceState(null, '', '/technology/');
  });
  afterEach(async () => {
    await runFrames(2000);
    await act(() => cleanup?.());
    cleanup = undefined;
    vi.restoreAllMocks();
  });

  it('renders the same markup on its first frame (no layout shift), and turns the CSS-sticky form off', async () => {
    const { root, serverMarkup } = await mount({ listUrl: '/products/' });
    // The same boxes and texts; only "Back to top" becomes the button docs/requirements.md#sticky-section-navigation names (same class, same look).
    const asButton = serverMarkup.replace(
      /<a class="section-nav__top" href="#top">Back to top<\/a>/,
      '<button type="button" class="section-nav__top">Back to top</button>',
    );
    expect(asButton).not.toBe(serverMarkup);
    expect(canonicalMarkup(root.innerHTML)).toBe(canonicalMarkup(asButton));
    expect(root.classList.contains('section-nav--enhanced')).toBe(true);
    expect(isFixed()).toBe(false);
  });

  it('becomes fixed under the header once scrolled past its original offset, with a placeholder of its height', async () => {
    await mount();
    await scrollWindow(OFFSET);
    expect(isFixed()).toBe(false);
    await scrollWindow(OFFSET + 1);
    expect(isFixed()).toBe(true);
    expect(bar().style.top).toBe('64px');
    expect(bar().style.left).toBe('0px');
    expect(bar().style.width).toBe('');
    const placeholder = nav().firstElementChild as HTMLElement;
    expect(placeholder.className).toBe('section-nav__placeholder');
    expect(placeholder.style.height).toBe('48px');
  });

  it('is already fixed on its first frame when the page loads scrolled past it', async () => {
    geo.scrollY = arrival('two');
    await mount();
    expect(isFixed()).toBe(true);
    expect(current()).toEqual([['#two', 'true']]);
  });

  it('measures once its listeners are bound: a scroll between the takeover and its effects still fixes it and marks the section', async () => {
    document.body.innerHTML = `<div id="app"><header class="site-header"></header>${renderMacro('section-nav.njk', 'sectionNav', { anchors: ANCHORS })}<div class="container page-body">${ANCHORS.map((a) => `<a class="section-anchor" id="${a.id}" title="${a.title}"></a><h2>${a.title}</h2>`).join('')}</div></div>`;
    const root = document.querySelector<HTMLElement>('[data-enhancer="section-nav"]')!;
    cleanup = enhance(root, {});
    await new Promise((r) => setTimeout(r, 0)); // the takeover: the component renders
    expect(root.classList.contains('section-nav--enhanced')).toBe(true);
    // The visitor scrolls before Preact runs the component's effects (after the next frame): no
    // listener hears it.
    geo.scrollY = arrival('two');
    window.dispatchEvent(new Event('scroll'));
    await runFrames();
    expect(isFixed()).toBe(true);
    expect(current()).toEqual([['#two', 'true']]);
  });

  it('highlights the last anchor passed (top at or above the nav bottom), with aria-current and in the select', async () => {
    await mount();
    await scrollWindow(arrival('one') - 1); // "one" is 1 px below the nav's bottom: within rounding
    expect(current()).toEqual([['#one', 'true']]);
    await scrollWindow(arrival('one') - 2); // 2 px below: not passed yet
    expect(current()).toEqual([]);
    expect(select().value).toBe('');
    await scrollWindow(arrival('two') + 200);
    expect(current()).toEqual([['#two', 'true']]);
    expect(select().value).toBe('two');
    await scrollWindow(arrival('three'));
    expect(current()).toEqual([['#three', 'true']]);
  });

  it('unfixes above its offset and clears the active anchor', async () => {
    await mount();
    await scrollWindow(arrival('two'));
    expect(isFixed()).toBe(true);
    expect(current()).toHaveLength(1);
    await scrollWindow(OFFSET - 10);
    expect(isFixed()).toBe(false);
    expect(current()).toEqual([]);
    expect(select().value).toBe('');
    expect(nav().querySelector('.section-nav__placeholder')).toBeNull();
    expect(bar().getAttribute('style') ?? '').toBe('');
  });

  it('clears the active anchor whenever it unfixes, even with anchors above the header (the content above it grew)', async () => {
    await mount();
    await scrollWindow(arrival('two'));
    expect(current()).toEqual([['#two', 'true']]);
    geo.navTop = 1800; // e.g. a resize reflowed the hero: the nav now starts below the scroll position
    window.dispatchEvent(new Event('resize'));
    await runFrames();
    expect(isFixed()).toBe(false);
    expect(current()).toEqual([]);
    geo.navTop = 500;
  });

  it('stays fixed while a programmatic scroll runs above its offset ("Back to top"), then unfixes', async () => {
    await mount();
    await scrollWindow(arrival('three'));
    const back = document.querySelector<HTMLButtonElement>('.section-nav__top')!;
    await act(() => {
      back.click();
    });
    // Run the animation frame by frame: above the offset, still fixed while it animates.
    let sawFixedAboveOffset = false;
    for (let i = 0; i < 100 && isScrollAnimating(); i++) {
      await runFrames(16);
      if (isScrollAnimating() && geo.scrollY < OFFSET) sawFixedAboveOffset ||= isFixed();
    }
    expect(sawFixedAboveOffset).toBe(true);
    await runFrames();
    expect(geo.scrollY).toBe(0);
    expect(isFixed()).toBe(false);
    expect(current()).toEqual([]);
  });

  it('loaded while a link in it has focus, it takes over only once focus leaves it (the focus is not lost)', async () => {
    document.body.innerHTML = `<div id="app"><header class="site-header"></header>${renderMacro('section-nav.njk', 'sectionNav', { anchors: ANCHORS })}<button id="after">After</button>${ANCHORS.map((a) => `<a class="section-anchor" id="${a.id}" title="${a.title}"></a>`).join('')}</div>`;
    const root = document.querySelector<HTMLElement>('[data-enhancer="section-nav"]')!;
    const focused = link('two');
    focused.focus();
    await act(async () => {
      cleanup = enhance(root, { trigger: new FocusEvent('focusin') });
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(root.classList.contains('section-nav--enhanced')).toBe(false);
    expect(link('two')).toBe(focused);
    expect(document.activeElement).toBe(focused);
    await act(async () => {
      document.getElementById('after')!.focus();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(root.classList.contains('section-nav--enhanced')).toBe(true);
    expect(link('two')).not.toBe(focused);
  });

  it('a section chosen in the no-JS select before the takeover is scrolled to once it takes over', async () => {
    document.body.innerHTML = `<div id="app"><header class="site-header"></header>${renderMacro('section-nav.njk', 'sectionNav', { anchors: ANCHORS })}${ANCHORS.map((a) => `<a class="section-anchor" id="${a.id}" title="${a.title}"></a>`).join('')}</div>`;
    const root = document.querySelector<HTMLElement>('[data-enhancer="section-nav"]')!;
    const noJsSelect = select();
    noJsSelect.focus();
    await act(async () => {
      cleanup = enhance(root, { trigger: new FocusEvent('focusin') });
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(root.classList.contains('section-nav--enhanced')).toBe(false);
    await act(async () => {
      noJsSelect.value = 'three';
      noJsSelect.dispatchEvent(new Event('change', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(root.classList.contains('section-nav--enhanced')).toBe(true);
    expect(document.activeElement, 'focus stays on the (new) select').toBe(select());
    await runFrames(2000);
    expect(geo.scrollY).toBe(arrival('three'));
    expect(current()).toEqual([['#three', 'true']]);
  });

  it('an option browsed to with the keys in the no-JS select before the chunk arrived waits for Enter', async () => {
    document.body.innerHTML = `<div id="app"><header class="site-header"></header>${renderMacro('section-nav.njk', 'sectionNav', { anchors: ANCHORS })}${ANCHORS.map((a) => `<a class="section-anchor" id="${a.id}" title="${a.title}"></a>`).join('')}</div>`;
    const root = document.querySelector<HTMLElement>('[data-enhancer="section-nav"]')!;
    const noJsSelect = select();
    noJsSelect.focus();
    noJsSelect.value = 'two'; // an arrow key before the chunk arrived
    await act(async () => {
      cleanup = enhance(root, { trigger: new FocusEvent('focusin') });
      await new Promise((r) => setTimeout(r, 0));
    });
    await runFrames();
    expect(root.classList.contains('section-nav--enhanced')).toBe(false);
    expect(geo.scrollY).toBe(0);
    await act(async () => {
      noJsSelect.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(root.classList.contains('section-nav--enhanced')).toBe(true);
    expect(document.activeElement, 'focus stays on the (new) select').toBe(select());
    await runFrames(2000);
    expect(geo.scrollY).toBe(arrival('two'));
  });

  it('WCAG 2.4.11: a link focused in the list is scrolled wholly into view in it, with its scroll margin; the window stays', async () => {
    await mount();
    const list = document.querySelector<HTMLElement>('.section-nav__list')!;
    // The list shows 0–400 px (viewport x); "three" sits at 380–520 px with scrollLeft 0.
    const at = (el: Element, left: number, width: number) =>
      Object.defineProperty(el, 'getBoundingClientRect', {
        configurable: true,
        value: () => rect(0, 40, left - (el === list ? 0 : list.scrollLeft), width),
      });
    let scrollLeft = 0;
    Object.defineProperty(list, 'scrollLeft', {
      configurable: true,
      get: () => scrollLeft,
      set: (x: number) => (scrollLeft = Math.max(0, x)),
    });
    at(list, 0, 400);
    vi.spyOn(list, 'clientWidth', 'get').mockReturnValue(400);
    at(link('three'), 380, 140);
    at(link('one'), 0, 100);
    for (const el of [link('one'), link('three')])
      el.style.cssText = 'scroll-margin-left: 8px; scroll-margin-right: 8px';
    await act(() => link('three').focus());
    expect(list.scrollLeft).toBe(520 + 8 - 400);
    await act(() => link('one').focus());
    expect(list.scrollLeft).toBe(0);
    expect(geo.scrollY).toBe(0);
  });

  it('"Back to top" is a button (keyboard operable as any button) that moves focus to the top of the page', async () => {
    await mount();
    await scrollWindow(arrival('two'));
    const back = document.querySelector<HTMLElement>('.section-nav__top')!;
    expect(back.tagName).toBe('BUTTON');
    expect(back.getAttribute('type')).toBe('button');
    expect(back.textContent).toBe('Back to top');
    back.focus();
    await act(() => {
      back.click();
    });
    expect(document.activeElement).toBe(document.body);
    expect(document.body.getAttribute('tabindex')).toBe('-1');
    await runFrames(2000);
    expect(geo.scrollY).toBe(0);
  });

  it('a link scrolls smoothly to its anchor minus the header and nav heights, updates the hash without a jump, marks it current', async () => {
    await mount();
    const replaceState = vi.spyOn(history, 'replaceState');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(() => {
      link('three').dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(replaceState).toHaveBeenCalledWith(null, '', '#three');
    expect(location.hash).toBe('#three');
    expect(isScrollAnimating()).toBe(true);
    const ys: number[] = [];
    vi.mocked(window.scrollTo).mockImplementation(((options: ScrollToOptions) => {
      ys.push((geo.scrollY = options.top ?? 0));
      window.dispatchEvent(new Event('scroll'));
    }) as typeof window.scrollTo);
    await runFrames();
    expect(ys.length).toBeGreaterThan(10); // animated, not a jump
    expect(ys.at(-1)).toBe(arrival('three'));
    expect(isFixed()).toBe(true);
    expect(current()).toEqual([['#three', 'true']]);
    expect(document.activeElement?.id).toBe('three');
  });

  it('the chosen anchor stays current after arriving, even when the page cannot scroll it up to the nav', async () => {
    await mount();
    vi.mocked(window.scrollTo).mockImplementation(((options: ScrollToOptions) => {
      geo.scrollY = Math.min(options.top ?? 0, 1700); // the page ends before "three" can reach the nav
      window.dispatchEvent(new Event('scroll'));
    }) as typeof window.scrollTo);
    await act(() => link('three').click());
    await runFrames();
    expect(current()).toEqual([['#three', 'true']]);
    await scrollWindow(1600); // the visitor scrolls: the rule applies again
    expect(current()).toEqual([['#two', 'true']]);
  });

  it('choosing an option in the select scrolls to that anchor', async () => {
    await mount();
    await act(() => {
      select().value = 'two';
      select().dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(location.hash).toBe('#two');
    await runFrames();
    expect(geo.scrollY).toBe(arrival('two'));
    expect(select().value).toBe('two');
    expect(current()).toEqual([['#two', 'true']]);
  });

  it('WCAG 3.2.2: the arrow keys on the select only browse (no scroll, no hash); Enter scrolls to the option shown', async () => {
    await mount();
    await act(async () => {
      for (const id of ['one', 'two']) {
        // Chromium: the key's default action changes a closed select's value in the keydown's task.
        select().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
        select().value = id;
        select().dispatchEvent(new Event('change', { bubbles: true }));
        await new Promise((r) => setTimeout(r, 0));
      }
    });
    await runFrames();
    expect(geo.scrollY).toBe(0);
    expect(location.hash).toBe('');
    expect(select().value).toBe('two');
    await act(() => {
      select().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    });
    expect(location.hash).toBe('#two');
    await runFrames();
    expect(geo.scrollY).toBe(arrival('two'));
  });

  it('WCAG 3.2.2: an option browsed to and left unchosen gives way to the current section', async () => {
    await mount();
    await scrollWindow(arrival('one'));
    expect(select().value).toBe('one');
    select().focus();
    await act(async () => {
      select().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
      select().value = 'two';
      select().dispatchEvent(new Event('change', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 0));
    });
    await act(() => document.body.focus());
    select().blur();
    expect(select().value).toBe('one');
    await runFrames();
    expect(geo.scrollY).toBe(arrival('one'));
  });

  it('on windows ≥ 1602 px the fixed nav starts at the site container left edge; at 1601 px it spans from 0; a resize recomputes', async () => {
    geo.innerWidth = 1602;
    await mount();
    await scrollWindow(arrival('one'));
    expect(bar().style.left).toBe('100px');
    expect(bar().style.width).toBe('1602px');

    geo.innerWidth = 1601;
    geo.header = 104;
    window.dispatchEvent(new Event('resize'));
    await runFrames();
    expect(bar().style.left).toBe('0px');
    expect(bar().style.width).toBe('');
    expect(bar().style.top).toBe('104px'); // the header height is measured again too
  });

  it('keeps "Back to list" only when the page has a list url', async () => {
    await mount({ listUrl: '/products/' });
    expect(document.querySelector('.section-nav__back')?.getAttribute('href')).toBe('/products/');
    await act(() => cleanup?.());
    await mount();
    expect(document.querySelector('.section-nav__back')).toBeNull();
    expect(document.body.textContent).not.toContain('Back to list');
  });

  it('throws an ElementError when the macro markup has no links', () => {
    document.body.innerHTML = '<nav class="section-nav" data-enhancer="section-nav"></nav>';
    expect(() => enhance(document.querySelector('nav')!, {})).toThrow(
      expect.objectContaining({ name: 'ElementError' }),
    );
  });
});
