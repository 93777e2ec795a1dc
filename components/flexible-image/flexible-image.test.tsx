// @vitest-environment happy-dom
/**
 * Flexible responsive image switcher (docs/requirements.md#flexible-image): the picking rule of docs/requirements.md#flexible-image on a table
 * of container widths, the build-time sizes (src/eleventy/images/images.js, real eleventy-img output), the
 * real macro rendered and the enhancer attached, the 500 ms resize debounce with fake timers, and
 * author mistakes failing the render / the build with the prop and the fix.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import enhance, { pickImage, type FlexibleImageEntry } from './flexible-image';
import { IMAGE_SWITCHER_DEBOUNCE_MS } from '../../enhancers/lib/constants';
import { ConfigError } from '../../enhancers/lib/config-error';
import { enhanceRoots } from '../../enhancers/lib/loader';
import declarations from '../../src/_data/images.js';
import { declarationErrors, prepareImages, URL_PATH, type PreparedImage } from '../../src/eleventy/images/images.js';
import { renderMacro } from '../../test/support/nunjucks.js';
import { scratchDir } from '../../test/support/scratch.js';

const E = (width: number): FlexibleImageEntry => ({ width, url: `/img-${width}.webp` });
const ENTRIES = [E(400), E(800), E(1200), E(1600)];

describe('pickImage (docs/requirements.md#flexible-image: smallest entry at least as wide as the container, else the largest; never below native)', () => {
  it.each([
    // container px, native px, expected width
    [0, 0, 400],
    [1, 0, 400],
    [343, 0, 400],
    [399.5, 0, 400],
    [400, 0, 400], // equal width picks that entry
    [400.01, 0, 800],
    [736, 0, 800],
    [800, 0, 800],
    [801, 0, 1200],
    [1200, 0, 1200],
    [1201, 0, 1600],
    [1600, 0, 1600],
    [1601, 0, 1600], // wider than all: the largest
    [5000, 0, 1600],
    // never smaller than the native one
    [343, 400, 400],
    [343, 800, 800],
    [736, 800, 800],
    [801, 800, 1200],
    [100, 1200, 1200],
    [2000, 800, 1600],
    [100, 1600, 1600],
  ])('container %d px, native %d px → %d', (container, native, expected) => {
    expect(pickImage(ENTRIES, container, native)?.width).toBe(expected);
  });

  it('does not depend on the order of the entries and returns the entry itself', () => {
    const shuffled = [E(1200), E(400), E(1600), E(800)];
    expect(pickImage(shuffled, 500, 0)).toBe(shuffled[3]);
    expect(shuffled.map((e) => e.width)).toEqual([1200, 400, 1600, 800]);
  });

  it('a native width between entries is a floor: the next wider entry, the largest if none', () => {
    expect(pickImage(ENTRIES, 100, 500)?.width).toBe(800);
    expect(pickImage(ENTRIES, 100, 9999)?.width).toBe(1600);
  });

  it('returns undefined for no entries', () => {
    expect(pickImage([], 500, 0)).toBeUndefined();
  });
});

let prepared: Map<string, PreparedImage>;
let outDir: string;
beforeAll(async () => {
  outDir = scratchDir('flexible-image-');
  prepared = await prepareImages(declarations, outDir);
}, 60000);

describe('build-time sizes (@11ty/eleventy-img)', () => {
  it('makes 400, 800, 1200 and 1600 px files of each declared image, with heights in its aspect ratio', () => {
    const df = prepared.get('df-matrix')!;
    expect(df.sizes.map((s) => [s.width, s.height])).toEqual([
      [400, 180],
      [800, 360],
      [1200, 540],
      [1600, 720],
    ]);
    expect(prepared.get('chip')!.sizes.map((s) => s.width)).toEqual([400, 800, 1200, 1600]);
    for (const { sizes, format } of prepared.values()) {
      for (const s of sizes) {
        expect(s.url.startsWith(URL_PATH)).toBe(true);
        expect(s.url.endsWith(`.${format}`)).toBe(true);
        expect(existsSync(path.join(outDir, path.basename(s.url))), s.url).toBe(true);
      }
    }
  });

  it('names files by a hash of the source: the same source gives the same urls in the next build', async () => {
    const again = await prepareImages(declarations, outDir);
    expect(again.get('df-matrix')!.sizes).toEqual(prepared.get('df-matrix')!.sizes);
  });

  it('checks the declarations, naming src/_data/images.js and the fix', () => {
    expect(declarationErrors(declarations)).toEqual([]);
    const errors = declarationErrors({
      Bad_Name: { src: 'public/images/illustrations/chip.svg' },
      missing: { src: 'public/images/illustrations/nope.svg' },
      widths: { src: 'public/images/illustrations/chip.svg', widths: [800, 400] },
      format: { src: 'public/images/illustrations/chip.svg', format: 'gif' as 'png' },
    });
    expect(errors).toEqual([
      expect.stringMatching(/^src\/_data\/images\.js: image "Bad_Name": name it with lowercase words/),
      expect.stringMatching(
        /^src\/_data\/images\.js: image "missing": its src "public\/images\/illustrations\/nope\.svg" is not a file/,
      ),
      expect.stringMatching(/image "widths": widths must be whole numbers of px in ascending order/),
      expect.stringMatching(/image "format": format must be "webp" or "png"/),
    ]);
  });
});

const ALT = 'Two heat-map panels side by side.';
function mount(props: Record<string, unknown> = { image: 'df-matrix', alt: ALT }) {
  document.body.innerHTML = `<div id="app"><main>${renderMacro('flexible-image.njk', 'flexibleImage', props)}</main></div>`;
  return document.querySelector<HTMLElement>('[data-enhancer="flexible-image"]')!;
}
const df = () => prepared.get('df-matrix')!.sizes;
const urlOf = (width: number) => df().find((s) => s.width === width)!.url;

describe('macro (no JS)', () => {
  it('renders the entries as JSON, the native width, and a plain <img> with srcset, sizes, width, height, lazy loading', () => {
    const root = mount({ image: 'df-matrix', alt: ALT, caption: 'Illustrative DF matrices.' });
    expect(root.tagName).toBe('FIGURE');
    // docs/architecture.md#budgets (no widget JS before any input): the switcher loads on the visitor's first
    // scroll or act; until then the browser picks from srcset, with sizes set to the rendered
    // width by the start-up routine (data-sizes).
    expect(root.dataset.enhancerOn).toBe('scroll');
    expect(root.dataset.nativeWidth).toBe('400');
    const json = JSON.parse(
      root.querySelector('script[type="application/json"].flexible-image__entries')!.textContent!,
    );
    expect(json).toEqual(df().map(({ width, url }) => ({ width, url })));
    const img = root.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(urlOf(400));
    expect(img.getAttribute('srcset')).toBe(
      df()
        .map((s) => `${s.url} ${s.width}w`)
        .join(', '),
    );
    expect(img.getAttribute('sizes')).toBe('(min-width: 50rem) 46rem, calc(100vw - 2rem)');
    expect(img.getAttribute('data-sizes')).toBe('auto');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '180']);
    expect(img.getAttribute('alt')).toBe(ALT);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(root.querySelector('figcaption')!.textContent).toBe('Illustrative DF matrices.');
  });

  it('takes nativeWidth, sizes and loading', () => {
    const root = mount({ image: 'df-matrix', alt: '', nativeWidth: 800, sizes: '50vw', loading: 'eager' });
    const img = root.querySelector('img')!;
    expect(root.dataset.nativeWidth).toBe('800');
    expect(img.getAttribute('src')).toBe(urlOf(800));
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '360']);
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('alt')).toBe('');
    expect(root.querySelector('figcaption')).toBeNull();
  });

  it('fails the render naming the prop and the fix', () => {
    expect(() => mount({ image: 'no-such-image', alt: ALT })).toThrow(
      /flexibleImage\(\): the prop "image" names no declared image: "no-such-image"\. Add it to src\/_data\/images\.js .* or use one of chip, df-matrix\./,
    );
    expect(() => mount({ alt: ALT })).toThrow(/flexibleImage\(\): the prop "image" is missing/);
    expect(() => mount({ image: 'df-matrix' })).toThrow(
      /flexibleImage\(\): the prop "alt" is missing\. Add "alt: …", a string: the text alternative/,
    );
    expect(() => mount({ image: 'df-matrix', alt: ALT, caption: 3 })).toThrow(
      /flexibleImage\(\): the prop "caption" must be a string, got the number "3"/,
    );
    expect(() => mount({ image: 'df-matrix', alt: ALT, nativeWidth: 500 })).toThrow(
      /flexibleImage\(\): the prop "nativeWidth" must be one of the widths of "df-matrix": 400, 800, 1200, 1600 \(px\), got 500/,
    );
    expect(() => mount({ image: 'df-matrix', alt: ALT, loading: 'auto' })).toThrow(
      'flexibleImage(): the prop "loading" must be one of "lazy", "eager", got the string "auto".',
    );
    expect(() => mount({ image: 'df-matrix', alt: ALT, sizes: ' ' })).toThrow(
      'flexibleImage(): the prop "sizes" must be a string matching /\\S/, got the string " ".',
    );
  });
});

describe('author mistakes stop the real build', () => {
  it('an unknown image names the page, the prop and the fix', () => {
    const out = scratchDir('flexible-image-build-');
    const run = spawnSync(
      process.execPath,
      [
        'node_modules/@11ty/eleventy/cmd.cjs',
        '--config=components/flexible-image/fixtures/eleventy.config.js',
        `--output=${out}`,
        '--quiet',
      ],
      { encoding: 'utf8', env: { ...process.env, SKIP_VITE: '1' }, timeout: 60000 },
    );
    const output = run.stdout + run.stderr;
    expect(run.status).not.toBe(0);
    expect(output).toContain('components/flexible-image/fixtures/pages/unknown-image.md');
    expect(output).toContain(
      'flexibleImage(): the prop "image" names no declared image: "df-matrx". Add it to src/_data/images.js',
    );
  });
});

describe('enhancer', () => {
  let containerWidth = 343;
  let cleanup: () => void = () => undefined;
  const shown = () => document.querySelector<HTMLImageElement>('.flexible-image__frame > img')!;
  async function enhanced(props?: Record<string, unknown>) {
    const root = mount(props);
    vi.spyOn(root, 'getBoundingClientRect').mockImplementation(() => ({ width: containerWidth }) as DOMRect);
    await act(() => {
      cleanup = enhance(root, {});
    });
    return root;
  }
  const resizeTo = async (width: number) => {
    containerWidth = width;
    await act(() => {
      window.dispatchEvent(new Event('resize'));
    });
  };
  const wait = async (ms: number) => {
    await act(() => {
      vi.advanceTimersByTime(ms);
    });
  };

  beforeEach(() => {
    containerWidth = 343;
    vi.useFakeTimers();
  });
  afterEach(async () => {
    await act(() => cleanup());
    cleanup = () => undefined;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the entry the rule picks for the container, keeping alt, class and size attributes (no layout shift)', async () => {
    containerWidth = 736;
    await enhanced();
    const img = shown();
    expect(img.getAttribute('src')).toBe(urlOf(800));
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
    expect(img.className).toBe('flexible-image__img');
    expect(img.getAttribute('alt')).toBe(ALT);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '180']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(document.querySelectorAll('img')).toHaveLength(1);
  });

  it('its first frame shows what the server image shows, then swaps', async () => {
    containerWidth = 1000;
    const root = mount();
    vi.spyOn(root, 'getBoundingClientRect').mockImplementation(() => ({ width: containerWidth }) as DOMRect);
    const server = root.querySelector('img')!;
    Object.defineProperty(server, 'currentSrc', { value: urlOf(800) }); // e.g. a 2× screen's srcset pick
    cleanup = enhance(root, {}); // render() is synchronous; effects have not run yet
    expect(shown().getAttribute('src')).toBe(urlOf(800));
    await wait(100); // Preact runs effects after the next paint (at most 100 ms)
    expect(shown().getAttribute('src')).toBe(urlOf(1200));
  });

  it('re-evaluates 500 ms after the last resize: not at 499 ms, at 500 ms', async () => {
    expect(IMAGE_SWITCHER_DEBOUNCE_MS).toBe(500);
    await enhanced();
    expect(shown().getAttribute('src')).toBe(urlOf(400));
    await resizeTo(1000);
    await wait(499);
    expect(shown().getAttribute('src')).toBe(urlOf(400));
    await wait(1);
    expect(shown().getAttribute('src')).toBe(urlOf(1200));
  });

  it('a burst of resizes swaps once, 500 ms after the last', async () => {
    await enhanced();
    await resizeTo(700);
    await wait(300);
    await resizeTo(1500);
    await wait(499);
    expect(shown().getAttribute('src')).toBe(urlOf(400));
    await wait(1);
    expect(shown().getAttribute('src')).toBe(urlOf(1600));
    // Narrower again: back down to the rule's pick (the native 400 is the floor).
    await resizeTo(300);
    await wait(500);
    expect(shown().getAttribute('src')).toBe(urlOf(400));
  });

  it('never swaps to a size smaller than the native one', async () => {
    await enhanced({ image: 'df-matrix', alt: ALT, nativeWidth: 800 });
    expect(shown().getAttribute('src')).toBe(urlOf(800));
    await resizeTo(1190);
    await wait(500);
    expect(shown().getAttribute('src')).toBe(urlOf(1200));
    await resizeTo(200);
    await wait(500);
    expect(shown().getAttribute('src')).toBe(urlOf(800));
  });

  it('clean-up puts the no-JS image back and later resizes do nothing', async () => {
    await enhanced();
    await resizeTo(1000);
    await act(() => cleanup());
    cleanup = () => undefined;
    await wait(500);
    const img = shown();
    expect(img.getAttribute('src')).toBe(urlOf(400));
    expect(img.hasAttribute('srcset')).toBe(true);
  });

  it('bad JSON: a ConfigError is logged and the no-JS image stays', async () => {
    const root = mount();
    root.querySelector('script')!.textContent = '[{ width: 400 ';
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((e: unknown) => errors.push(e));
    // The loader (the IntersectionObserver stub is not what it waits for now: the first scroll is).
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private cb: (e: Partial<IntersectionObserverEntry>[]) => void) {}
        observe() {
          this.cb([{ isIntersecting: true }]);
        }
        disconnect() {}
      },
    );
    vi.useRealTimers();
    const settled = enhanceRoots({ 'flexible-image': () => Promise.resolve({ default: enhance }) });
    window.dispatchEvent(new Event('scroll')); // the visitor's first scroll loads the switcher
    await Promise.all(settled);
    vi.unstubAllGlobals();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(ConfigError);
    expect((errors[0] as Error).message).toMatch(/flexible-image: the entries are not valid JSON/);
    const img = shown();
    expect(img.getAttribute('src')).toBe(urlOf(400));
    expect(img.getAttribute('srcset')).toContain('800w');
    expect(root.hasAttribute('data-enhanced')).toBe(false);
  });

  it('entries of the wrong shape or a bad native width are ConfigErrors too', () => {
    const root = mount();
    root.querySelector('script')!.textContent = '[{ "width": "400", "url": "/a.webp" }]';
    expect(() => enhance(root, {})).toThrow(ConfigError);
    root.querySelector('script')!.textContent = '[]';
    expect(() => enhance(root, {})).toThrow(/non-empty JSON list/);
    root.querySelector('script')!.textContent = '[{ "width": 400, "url": "/a.webp" }]';
    root.dataset.nativeWidth = 'big';
    expect(() => enhance(root, {})).toThrow(/data-native-width must be a width in px/);
    expect(root.querySelector('img')!.hasAttribute('srcset')).toBe(true);
  });
});
