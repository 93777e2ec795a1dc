// @vitest-environment happy-dom
/**
 * Carousels (docs/requirements.md#carousel, docs/requirements.md#carousel-props, docs/requirements.md#carousel-states, docs/requirements.md#carousel-item-width): the real macro
 * rendered, then the enhancer attached; the numbers of the requirements on the pure functions.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import enhance, {
  CarouselControls,
  GLIDE_COMPONENTS,
  carouselPerView,
  lastIndex,
  positionText,
  swipeThresholdPx,
  visibleSlides,
  type CarouselApi,
} from './carousel';
import { registry } from '../../enhancers/registry';
import { renderMacro } from '../../test/support/nunjucks.js';
import { exampleRows } from '../../test/support/examples.js';
import { scratchDir } from '../../test/support/scratch.js';

const slides = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    url: `/s${i + 1}/`,
    image: `/img/${i + 1}.svg`,
    title: `Slide ${i + 1}`,
    text: `Text ${i + 1}`,
  }));
const WIDE = {
  variant: 'wide',
  slides: slides(5),
  title: 'Our products',
  navTitle: 'Products',
  navAnchor: 'products',
  backgroundColour: 'ink',
  link: '/products/',
  linkText: 'All products',
};

function mount(props: Record<string, unknown>) {
  document.body.innerHTML = `<div id="app">${renderMacro('carousel.njk', 'carousel', props)}</div>`;
  return document.querySelector<HTMLElement>('.carousel')!;
}

let cleanup: (() => void) | undefined;
afterEach(async () => {
  await act(() => cleanup?.());
  cleanup = undefined;
  document.body.innerHTML = '';
});

describe('docs/requirements.md#carousel-item-width: track width ÷ 1.2 below 640 px, ÷ 2.2 below 1200 px, otherwise ÷ 3', () => {
  it.each([
    [320, 1.2],
    [639, 1.2],
    [639.5, 1.2],
    [640, 2.2],
    [1199, 2.2],
    [1200, 3],
    [1602, 3],
  ])('a %f px track shows %f slides', (width, perView) => {
    expect(carouselPerView(width)).toBe(perView);
  });
});

describe('docs/requirements.md#carousel-states: index range and thresholds', () => {
  it('runs 0 to slides − 1 whatever the number of slides in view', () => {
    expect(lastIndex(5)).toBe(4);
    expect(lastIndex(2)).toBe(1);
    expect(lastIndex(1)).toBe(0);
    expect(lastIndex(0)).toBe(0);
  });

  it('moves a slide only past half a slide width', () => {
    expect(swipeThresholdPx(312.5)).toBe(156.25);
    expect(swipeThresholdPx(400)).toBe(200);
  });

  it('announces the position as "2 of 5"', () => {
    expect(positionText(1, 5)).toBe('2 of 5');
    expect(positionText(0, 1)).toBe('1 of 1');
  });

  it('counts as visible only the slides wholly in view, the last one flush right at the end', () => {
    expect(visibleSlides(0, 5, 1.2)).toEqual([0]);
    expect(visibleSlides(4, 5, 1.2)).toEqual([4]);
    expect(visibleSlides(0, 5, 3)).toEqual([0, 1, 2]);
    expect(visibleSlides(2, 5, 3)).toEqual([2, 3, 4]);
    // 2.2 in view, stopped at index 3: the row ends flush, so slides 4 and 5 are whole.
    expect(visibleSlides(3, 5, 2.2)).toEqual([3, 4]);
    expect(visibleSlides(0, 2, 3)).toEqual([0, 1]);
  });
});

/** Carousel props as its examples give them (components/carousel/carousel.examples.yaml; docs/requirements.md#carousel-props). */
interface CarouselProps {
  variant: string;
  title?: string;
  backgroundColour?: string;
  link?: string;
  linkText?: string;
  slides: { url?: string; title: string; text?: string }[];
}

describe('macro (no JS)', () => {
  it.each(exampleRows('carousel'))(
    'example "%s": a titled carousel region of every slide as a group "n of N", its links, its colour and footer link, no buttons',
    (_name, example) => {
      const props = example.props as unknown as CarouselProps;
      const root = mount(example.props);
      const n = props.slides.length;
      expect(root.getAttribute('aria-roledescription')).toBe('carousel');
      expect(root.dataset.enhancer).toBe('carousel');
      expect(root.classList).toContain(`carousel--${props.variant}`);
      expect(document.getElementById(root.getAttribute('aria-labelledby')!)!.textContent).toBe(props.title);
      expect(root.classList).toContain(`carousel--${props.backgroundColour ?? 'white'}`);
      const groups = [...root.querySelectorAll('[aria-roledescription="slide"]')];
      expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(props.slides.map((_s, i) => `${i + 1} of ${n}`));
      expect(groups.filter((g, i) => !g.textContent!.includes(props.slides[i].title))).toEqual([]);
      expect(groups.flatMap((g) => [...g.querySelectorAll('a')].map((a) => a.getAttribute('href')))).toEqual(
        props.slides.flatMap((s) => (s.url ? [s.url] : [])),
      );
      expect(root.querySelector('.carousel__footer a')?.getAttribute('href')).toBe(props.link);
      expect(root.querySelector('.carousel__footer a')?.textContent).toBe(props.linkText);
      expect(root.querySelector('button')).toBeNull();
    },
  );

  it('renders a labelled carousel region with every slide as a linked group "n of N"', () => {
    const root = mount(WIDE);
    expect(root.tagName).toBe('SECTION');
    expect(root.getAttribute('aria-roledescription')).toBe('carousel');
    expect(document.getElementById(root.getAttribute('aria-labelledby')!)!.textContent).toBe('Our products');
    expect(root.dataset.enhancer).toBe('carousel');
    expect(root.classList).toContain('carousel--wide');
    expect(root.classList).toContain('carousel--ink');
    const groups = [...root.querySelectorAll('[role="group"]')];
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    expect(groups.every((g) => g.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect([...root.querySelectorAll('.carousel-tile')].map((a) => a.getAttribute('href'))).toEqual([
      '/s1/',
      '/s2/',
      '/s3/',
      '/s4/',
      '/s5/',
    ]);
    expect(root.querySelector('img')!.getAttribute('width')).toBe('480');
    expect(root.querySelector('.carousel__footer a')!.getAttribute('href')).toBe('/products/');
    expect(root.querySelector('.carousel__footer a')!.textContent).toBe('All products');
    // The section nav picks the carousel up from its anchor.
    const anchor = root.querySelector('a.section-anchor')!;
    expect([anchor.id, anchor.getAttribute('title')]).toEqual(['products', 'Products']);
    // No buttons without JS: nothing that would not work.
    expect(root.querySelector('button')).toBeNull();
  });

  it('renders card and testimonial slides, under the one enhancer name with the variant as a class', () => {
    const card = mount({ variant: 'card', slides: slides(3), title: 'Applications', headingLevel: 3 });
    expect(card.dataset.enhancer).toBe('carousel');
    expect(card.classList).toContain('carousel--card');
    expect(card.querySelector('h4.carousel-card__title a')!.getAttribute('href')).toBe('/s1/');
    expect(card.querySelector('.carousel-card__text')!.textContent).toBe('Text 1');
    const quote = mount({
      variant: 'testimonial',
      slides: [{ title: 'Sample — a customer', text: 'Sample — a quote' }],
    });
    expect(quote.dataset.enhancer).toBe('carousel');
    expect(quote.classList).toContain('carousel--testimonial');
    expect(quote.getAttribute('aria-label')).toBe('Testimonial carousel');
    expect(quote.querySelector('blockquote')!.textContent).toBe('Sample — a quote');
    expect(quote.querySelector('figcaption')!.textContent).toBe('Sample — a customer');
  });

  it.each([
    [
      { ...WIDE, variant: 'big' },
      'carousel(): the prop "variant" must be one of "card", "testimonial", "wide", got the string "big".',
    ],
    [{ ...WIDE, slides: [] }, 'carousel(): the prop "slides" must be a list of at least 1 item, got an empty list.'],
    [
      { ...WIDE, backgroundColour: 'red' },
      'carousel(): the prop "backgroundColour" must be one of "white", "surface", "ink", "teal", got the string "red".',
    ],
    [
      { ...WIDE, headingLevel: 5 },
      'carousel(): the prop "headingLevel" must be a whole number from 2 to 4, got the number "5".',
    ],
    [{ ...WIDE, navAnchor: undefined }, 'carousel(): the prop "navTitle" needs "navAnchor" with it.'],
    [{ ...WIDE, linkText: undefined }, 'carousel(): the prop "link" needs "linkText" with it.'],
    [
      { ...WIDE, slides: [{ url: '/a/', image: '/a.svg' }] },
      'carousel(): the prop "title" of slide 1 is missing. Give each slide a "title"',
    ],
    [
      { ...WIDE, slides: [{ url: '/a/', title: 'A' }] },
      'carousel(): the prop "image" of slide 1 is missing. Wide slides are pictures: give each an "image".',
    ],
    [
      { variant: 'card', slides: [{ title: 'A' }] },
      'carousel(): the prop "url" of slide 1 is missing. Card and wide slides are links: give each a "url".',
    ],
    [
      { variant: 'testimonial', slides: [{ title: 'A' }] },
      'carousel(): the prop "text" of slide 1 is missing. Testimonial slides are quotes: give each a "text", the quote.',
    ],
  ])('fails the render on an author mistake (%#)', (props, message) => {
    expect(() => renderMacro('carousel.njk', 'carousel', props)).toThrow(message);
  });

  it('fails the Eleventy build naming the page file and the slide to fix', () => {
    const out = scratchDir('carousel-error-');
    const run = spawnSync(
      process.execPath,
      [
        'node_modules/@11ty/eleventy/cmd.cjs',
        '--config=components/carousel/fixtures/eleventy.config.js',
        `--output=${out}`,
        '--quiet',
      ],
      { encoding: 'utf8', timeout: 60000 },
    );
    const output = run.stdout + run.stderr;
    expect(run.status).not.toBe(0);
    expect(output).toContain('components/carousel/fixtures/pages/missing-image.md');
    expect(output).toContain(
      'carousel(): the prop "image" of slide 1 is missing. Wide slides are pictures: give each an "image".',
    );
  }, 60000);
});

/** A stand-in for Glide with the surface the controls use. */
function fakeGlide(perView: number) {
  const handlers: Record<string, (() => void)[]> = {};
  const moves: string[] = [];
  const glide: CarouselApi & { emit(e: string): void; moves: string[] } = {
    index: 0,
    settings: { perView },
    moves,
    go(pattern: string) {
      moves.push(pattern);
      if (pattern === '>') glide.index = Math.min(glide.index + 1, lastIndex(5));
      if (pattern === '<') glide.index = Math.max(glide.index - 1, 0);
      glide.emit('run');
    },
    on(events: string | string[], handler: () => void) {
      for (const e of ([] as string[]).concat(events)) (handlers[e] ??= []).push(handler);
    },
    emit(e: string) {
      for (const h of handlers[e] ?? []) h();
    },
  };
  return glide;
}

describe('CarouselControls (docs/requirements.md#carousel-states: disabled ends, "2 of 5")', () => {
  it('disables previous at 0 and next at the last index, and announces the position', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const glide = fakeGlide(1.2);
    await act(() => {
      render(<CarouselControls glide={glide} count={5} slidesId="s" />, host);
    });
    const [prev, next] = [...host.querySelectorAll('button')];
    const status = host.querySelector('[aria-live="polite"]')!;
    expect(prev.disabled).toBe(true);
    expect(next.disabled).toBe(false);
    expect(status.textContent).toBe('1 of 5');
    expect(prev.getAttribute('aria-controls')).toBe('s');
    for (let i = 0; i < 4; i++) await act(() => next.click());
    expect(glide.moves).toEqual(['>', '>', '>', '>']);
    expect(status.textContent).toBe('5 of 5');
    expect(next.disabled).toBe(true);
    expect(prev.disabled).toBe(false);
    await act(() => prev.click());
    expect(status.textContent).toBe('4 of 5');
    expect(next.disabled).toBe(false);
    await act(() => {
      render(null, host);
    });
  });

  it('keeps the controls when every slide is in view (docs/requirements.md#carousel), disabled as docs/requirements.md#carousel-states says: 2 slides, 3 in view', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const glide = fakeGlide(3);
    await act(() => {
      render(<CarouselControls glide={glide} count={2} slidesId="s" />, host);
    });
    const [prev, next] = [...host.querySelectorAll('button')];
    expect([prev.disabled, next.disabled]).toEqual([true, false]);
    expect(host.querySelector('.carousel__status')!.textContent).toBe('1 of 2');
    await act(() => next.click());
    expect([prev.disabled, next.disabled]).toEqual([false, true]);
    expect(host.querySelector('.carousel__status')!.textContent).toBe('2 of 2');
    await act(() => {
      render(null, host);
    });
  });

  it('with one slide both controls are there and disabled', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    await act(() => {
      render(<CarouselControls glide={fakeGlide(1.2)} count={1} slidesId="s" />, host);
    });
    expect([...host.querySelectorAll('button')].map((b) => b.disabled)).toEqual([true, true]);
    expect(host.querySelector('.carousel__status')!.textContent).toBe('1 of 1');
    await act(() => {
      render(null, host);
    });
  });

  it('hands focus to the other button when the focused one becomes disabled', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const glide = fakeGlide(3);
    await act(() => {
      render(<CarouselControls glide={glide} count={5} slidesId="s" />, host);
    });
    const [prev, next] = [...host.querySelectorAll('button')];
    next.focus();
    for (let i = 0; i < 4; i++) await act(() => next.click());
    expect(next.disabled).toBe(true);
    expect(document.activeElement).toBe(prev);
    await act(() => {
      render(null, host);
    });
  });
});

describe('enhancer', () => {
  it('is registered under the one name `carousel`, for all three variants', async () => {
    expect(Object.keys(registry).filter((name) => name.includes('carousel'))).toEqual(['carousel']);
    expect((await registry.carousel!()).default).toBe(enhance);
  });

  it('mounts Glide on the macro, adds the controls, makes slides out of view inert, and moves with the arrow keys', async () => {
    const root = mount(WIDE);
    await act(() => {
      cleanup = enhance(root, {});
    });
    expect(root.classList).toContain('glide--slider');
    const [prev, next] = [...root.querySelectorAll<HTMLButtonElement>('.carousel__controls button')];
    expect(prev!.textContent).toBe('Previous slide');
    expect(next!.textContent).toBe('Next slide');
    expect(prev!.disabled).toBe(true);
    const slidesEls = [...root.querySelectorAll<HTMLElement>('.carousel__slide')];
    // happy-dom has no layout: the track is 0 px wide, so 1.2 slides are in view.
    expect(slidesEls.map((s) => s.inert)).toEqual([false, true, true, true, true]);
    await act(() => {
      root.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(root.querySelector('.carousel__status')!.textContent).toBe('2 of 5');
    expect(slidesEls.map((s) => s.inert)).toEqual([true, false, true, true, true]);
    expect(prev!.disabled).toBe(false);
    // The current slide is marked; End goes to the last slide (index slides − 1), next disabled there.
    expect(slidesEls.map((s) => s.classList.contains('carousel__slide--current'))).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
    await act(() => {
      root.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    });
    expect(root.querySelector('.carousel__status')!.textContent).toBe('5 of 5');
    expect(slidesEls.map((s) => s.classList.contains('carousel__slide--current'))).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(next!.disabled).toBe(true);
  });

  it('mounts the core components Glide’s modular build mounts, in its order, then Swipe and Anchors', () => {
    // Glide is built from its ES2015 source (docs/architecture.md#budgets); the modular build's
    // `COMPONENTS` is the list a Glide upgrade would change.
    const modular = readFileSync(path.resolve('node_modules/@glidejs/glide/dist/glide.modular.esm.js'), 'utf8');
    const core = /var COMPONENTS = \{([^}]*)\}/.exec(modular)?.[1].match(/\w+(?=:)/g);
    expect(core).toHaveLength(12);
    expect(Object.keys(GLIDE_COMPONENTS)).toEqual([...core!, 'Swipe', 'Anchors']);
  });

  it('gives the no-JS row back on clean-up', async () => {
    const root = mount(WIDE);
    await act(() => {
      cleanup = enhance(root, {});
    });
    await act(() => cleanup!());
    cleanup = undefined;
    expect(root.classList).not.toContain('glide');
    expect(root.querySelector('.carousel__controls')!.children).toHaveLength(0);
    expect([...root.querySelectorAll<HTMLElement>('.carousel__slide')].some((s) => s.inert)).toBe(false);
  });

  it('removes on clean-up every listener it added to the root, the capture-phase click guard against following a link after a drag included', async () => {
    const root = mount(WIDE);
    const added = vi.spyOn(root, 'addEventListener');
    const removed = vi.spyOn(root, 'removeEventListener');
    await act(() => {
      cleanup = enhance(root, {});
    });
    await act(() => cleanup!());
    cleanup = undefined;
    const capture = (options: unknown) =>
      typeof options === 'boolean' ? options : !!(options as AddEventListenerOptions | undefined)?.capture;
    const key = ([type, listener, options]: unknown[]) => [type, listener, capture(options)];
    expect(added.mock.calls.map(key)).toContainEqual(['click', expect.any(Function), true]);
    for (const call of added.mock.calls)
      expect(removed.mock.calls.map(key), `${String(call[0])} (capture: ${capture(call[2])})`).toContainEqual(
        key(call),
      );
  });

  it('throws an ElementError naming the macro when the markup is not the macro’s', () => {
    document.body.innerHTML = '<section data-enhancer="carousel"></section>';
    expect(() => enhance(document.querySelector('section')!, {})).toThrow(/render it with the carousel macro/);
  });
});
