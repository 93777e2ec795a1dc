// @vitest-environment happy-dom
/**
 * Scroll indicator (docs/requirements.md#scroll-indicator): the real macro, the enhancer in happy-dom
 * (layout stubbed: header 64 px, the next section at 820 px), and the build-time check on HTML strings.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import enhance from './scroll-indicator';
import { enhanceRoots } from '../../enhancers/lib/loader';
import { isScrollAnimating } from '../../enhancers/lib/scroll-to';
import { parse } from 'node-html-parser';
import { enhancerRootErrors } from '../../src/eleventy/bundle/enhancer-check.js';
import transformsPlugin from '../../src/eleventy/pages/transforms.js';
import { canonicalMarkup } from '../../test/support/markup.js';
import { renderMacro } from '../../test/support/nunjucks.js';

/** The build's enhancer-root check of a page given as HTML. */
const rootErrors = (html: string, file: string) => enhancerRootErrors(parse(html), file);

const MESSAGE = 'A parent of <scroll-indicator> needs the "data-scroll-to-parent" attribute';
const indicator = (props: Record<string, unknown> = { target: 'markets' }) =>
  renderMacro('scroll-indicator.njk', 'scrollIndicator', props);
/** A home page shape: the marked hero holding the indicator, then the section it scrolls to. */
const page = (hero = '<section class="hero" data-scroll-to-parent>', target = 'markets') =>
  `<header class="site-header"></header><main>${hero}<h1>Hero</h1>${indicator({ target })}</section><section id="markets"><h2>Markets</h2></section><section id="later"></section></main>`;

describe('scrollIndicator macro (no-JS form)', () => {
  it("is a link to the next section's id with the visible text 'Scroll', on the enhancer's root", () => {
    document.body.innerHTML = indicator();
    const root = document.querySelector('[data-enhancer="scroll-indicator"]')!;
    const link = root.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('#markets');
    expect(link.textContent).toBe('Scroll');
    // Its chunk loads on the visitor's first scroll or act, not before (docs/architecture.md#budgets).
    expect(root.getAttribute('data-enhancer-on')).toBe('scroll');
    expect(root.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('takes another label', () => {
    document.body.innerHTML = indicator({ target: 'next', label: 'Read on' });
    expect(document.querySelector('a')?.textContent).toBe('Read on');
  });
});

describe('scroll-indicator enhancer', () => {
  let frames: FrameRequestCallback[] = [];
  let now = 0;
  let scrollY = 0;
  beforeEach(() => {
    frames = [];
    now = 0;
    scrollY = 0;
    vi.spyOn(window.performance, 'now').mockImplementation(() => now);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    vi.spyOn(window, 'scrollTo').mockImplementation(((o: ScrollToOptions) => {
      scrollY = o.top ?? 0;
    }) as typeof window.scrollTo);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const top = this.matches('.site-header')
        ? 0
        : this.id === 'markets'
          ? 820 - scrollY
          : this.id === 'later'
            ? 1600 - scrollY
            : 0;
      const height = this.matches('.site-header') ? 64 : 0;
      return { top, height, bottom: top + height, left: 0, width: 0, right: 0, x: 0, y: top } as DOMRect;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const run = async () => {
    while (frames.length > 0) {
      now += 16;
      frames.shift()!(now);
    }
    await Promise.resolve();
  };

  it('its clean-up gives the link back: a click jumps to the section again', () => {
    document.body.innerHTML = page();
    const root = document.querySelector<HTMLElement>('[data-enhancer="scroll-indicator"]')!;
    const cleanup = enhance(root, {});
    cleanup();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it("scrolls smoothly to the marked parent's next sibling, its top just below the header", async () => {
    document.body.innerHTML = page();
    const root = document.querySelector<HTMLElement>('[data-enhancer="scroll-indicator"]')!;
    const serverMarkup = root.innerHTML;
    await act(async () => {
      enhance(root, {});
      await new Promise((r) => setTimeout(r, 0)); // the takeover waits for nothing here: one task
    });
    expect(canonicalMarkup(root.innerHTML), 'first frame = server markup').toBe(canonicalMarkup(serverMarkup));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(isScrollAnimating()).toBe(true);
    const ys: number[] = [];
    vi.mocked(window.scrollTo).mockImplementation(((o: ScrollToOptions) => {
      ys.push((scrollY = o.top ?? 0));
    }) as typeof window.scrollTo);
    await run();
    expect(ys.length).toBeGreaterThan(10); // animated over 300 ms, not a jump
    expect(ys.at(-1)).toBe(820 - 64);
  });

  it('uses the nearest marked ancestor', async () => {
    document.body.innerHTML = `<header class="site-header"></header><div data-scroll-to-parent><section data-scroll-to-parent>${indicator({ target: 'markets' })}</section><section id="markets"></section></div><section id="later"></section>`;
    const root = document.querySelector<HTMLElement>('[data-enhancer="scroll-indicator"]')!;
    await act(async () => {
      enhance(root, {});
      await new Promise((r) => setTimeout(r, 0)); // the takeover waits for nothing here: one task
    });
    root.querySelector('a')!.click();
    await run();
    expect(scrollY).toBe(820 - 64);
  });

  it(`throws exactly '${MESSAGE}' without a marked ancestor, and leaves the link working`, () => {
    document.body.innerHTML = page('<section class="hero">');
    const root = document.querySelector<HTMLElement>('[data-enhancer="scroll-indicator"]')!;
    let error: unknown;
    try {
      enhance(root, {});
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('ElementError');
    expect((error as Error).message).toBe(MESSAGE);
    expect(root.querySelector('a')?.getAttribute('href')).toBe('#markets');
  });

  it('is not satisfied by the root itself carrying the attribute', () => {
    document.body.innerHTML = `<div data-enhancer="scroll-indicator" data-scroll-to-parent><a href="#x">Scroll</a></div>`;
    expect(() => enhance(document.querySelector<HTMLElement>('[data-enhancer]')!, {})).toThrow(MESSAGE);
  });

  it('the loader logs the error and the page goes on', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = page('<section class="hero">');
    const other = vi.fn();
    document.body.insertAdjacentHTML('beforeend', '<div data-enhancer="other"></div>');
    const settled = enhanceRoots(
      {
        'scroll-indicator': () => Promise.resolve({ default: enhance }),
        other: () => Promise.resolve({ default: other }),
      },
      document,
    );
    window.dispatchEvent(new Event('scroll')); // the indicator loads on the first scroll
    await Promise.all(settled);
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ message: MESSAGE }));
    expect(other).toHaveBeenCalledOnce();
  });
});

describe('build-time check (src/eleventy/bundle/enhancer-check.js, in the page transform)', () => {
  const file = './pages/index.njk';
  const html = (body: string) => `<!doctype html><html><body>${body}</body></html>`;

  it('accepts an indicator inside a marked parent whose next section is the target', () => {
    expect(rootErrors(html(page()), file)).toEqual([]);
    expect(rootErrors(html('<p>No indicator</p>'), file)).toEqual([]);
  });

  it('names the file, the message of docs/requirements.md#errors and the fix when the parent is not marked', () => {
    expect(rootErrors(html(page('<section class="hero">')), file)).toEqual([
      `${file}: ${MESSAGE}. Add data-scroll-to-parent to the element that holds the indicator (e.g. the hero <section>); the indicator scrolls to that element's next sibling.`,
    ]);
  });

  it('flags a missing target prop, and a target that is not the section after the marked parent', () => {
    // The macro itself refuses a call without target (checkParams); the transform still checks the HTML.
    const missing = html(
      `<section data-scroll-to-parent>${indicator().replace('href="#markets"', 'href="#"')}</section><section id="markets"></section>`,
    );
    expect(rootErrors(missing, file)).toEqual([
      `${file}: scrollIndicator needs the "target" prop: the id of the section after the [data-scroll-to-parent] element. Pass it: scrollIndicator({ target: "<that section's id>" }).`,
    ]);
    expect(rootErrors(html(page(undefined, 'later')), file)).toEqual([
      `${file}: scrollIndicator({ target: "later" }) must name the section after the [data-scroll-to-parent] element, which the indicator scrolls to. Give that section id="later", or pass its id as target.`,
    ]);
  });

  it('in the page transform, fails the page build with the messages and passes good pages through', () => {
    let transform:
      ((this: { page: { inputPath: string; outputPath: string | false } }, content: string) => string) | undefined;
    transformsPlugin({
      addTransform: (name: string, fn: typeof transform) => {
        if (name === 'page-rewrites') transform = fn;
      },
    } as never);
    const good = html(page());
    expect(transform!.call({ page: { inputPath: file, outputPath: '_site/index.html' } }, good)).toContain(
      'data-scroll-to-parent',
    );
    expect(() =>
      transform!.call({ page: { inputPath: file, outputPath: '_site/index.html' } }, html(page('<section>'))),
    ).toThrow(`${file}: ${MESSAGE}.`);
    // Not an HTML page: not checked.
    expect(
      transform!.call({ page: { inputPath: file, outputPath: '_site/feed.xml' } }, 'data-enhancer="scroll-indicator"'),
    ).toBe('data-enhancer="scroll-indicator"');
  });
});
