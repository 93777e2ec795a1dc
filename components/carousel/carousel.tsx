/**
 * Card, testimonial and wide linked-slide carousels (docs/requirements.md#carousel, docs/requirements.md#page-startup, docs/requirements.md#carousel-props, docs/requirements.md#carousel-states, docs/requirements.md#carousel-item-width). One Glide.js module, configured, for all
 * three variants: the registry loads this chunk for `carousel` roots (whatever their variant), only
 * when such an element is on the page (and near the viewport).
 *
 * The macro (components/carousel/carousel.njk) renders a scroll-snap row of slides. This module
 * hands the same markup to Glide (docs/architecture.md#known-traps: `type: 'slider'`, `rewind: false`, `bound: true`,
 * `keyboard: false`; Glide's core CSS is in src/styles/main.css) and adds what Glide lacks:
 * - docs/requirements.md#carousel-states: the index runs 0 … slides − 1 whatever the number of slides in view; previous and next
 *   buttons with the real `disabled` attribute: previous at index 0, next at the last slide, and a
 *   live status "2 of 5". The track stays full: once the last slide is in view (2.2 or 3 in view)
 *   the track stops moving while the current slide, marked `carousel__slide--current` (and shown
 *   so, components/carousel/carousel.css), goes on to the last. When every slide fits, the
 *   controls are still there, disabled as those rules say (docs/requirements.md#carousel-states);
 * - slides out of view are `inert` (and so hidden from assistive technology and Tab);
 * - ← / → (and Home / End) on the carousel itself, not on the whole document;
 * - item width = track width ÷ 1.2 below 640 px, ÷ 2.2 below 1200 px, otherwise ÷ 3, kept on resize;
 * - a swipe or drag moves one slide once it passes half a slide width (Glide's thresholds, set from
 *   the slide's width when the swipe starts); a click without drag follows the slide's link, a
 *   drag never does (Glide's Anchors component);
 * - `prefers-reduced-motion: reduce`: slides jump instead of sliding.
 */
// Glide's ES2015 source (src/eleventy/bundle/vite.js `glideSourceAlias`): its core and the components
// the modular ESM build's Glide mounts, plus Swipe and Anchors; not Keyboard, Controls, Autoplay,
// Breakpoints or Images, which this module replaces or does not need.
import Glide from '@glidejs/glide/src/index.js';
import Anchors from '@glidejs/glide/src/components/anchors.js';
import Build from '@glidejs/glide/src/components/build.js';
import Clones from '@glidejs/glide/src/components/clones.js';
import Direction from '@glidejs/glide/src/components/direction.js';
import Gaps from '@glidejs/glide/src/components/gaps.js';
import Html from '@glidejs/glide/src/components/html.js';
import Move from '@glidejs/glide/src/components/move.js';
import Peek from '@glidejs/glide/src/components/peek.js';
import Resize from '@glidejs/glide/src/components/resize.js';
import Run from '@glidejs/glide/src/components/run.js';
import Sizes from '@glidejs/glide/src/components/sizes.js';
import Swipe from '@glidejs/glide/src/components/swipe.js';
import Transition from '@glidejs/glide/src/components/transition.js';
import Translate from '@glidejs/glide/src/components/translate.js';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { render } from 'react-dom';
import type { EnhanceContext } from '../../enhancers/lib/loader';
import { CAROUSEL_BREAKPOINTS } from '../../enhancers/lib/constants';
import { ElementError } from '../../enhancers/lib/errors';

/** docs/requirements.md#carousel-item-width: how many slides fill the view for a track `containerWidthPx` wide (1.2, 2.2 or 3). */
export function carouselPerView(containerWidthPx: number): number {
  return (CAROUSEL_BREAKPOINTS.find((b) => containerWidthPx < b.below) ?? CAROUSEL_BREAKPOINTS[2]).divisor;
}

/** docs/requirements.md#carousel-states: the highest index: slides − 1 (whatever the number in view), never below 0. */
export function lastIndex(count: number): number {
  return Math.max(0, count - 1);
}

/** Class of the current slide (the one "n of m" names), marked visibly. */
export const CURRENT_SLIDE_CLASS = 'carousel__slide--current';

/** docs/requirements.md#carousel-states: a swipe or drag must pass half a slide width (px) to move a slide. */
export function swipeThresholdPx(slideWidthPx: number): number {
  return slideWidthPx / 2;
}

/** docs/requirements.md#carousel-states / WAI-ARIA carousel: the position announced for zero-based `index`, e.g. "2 of 5". */
export function positionText(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}

/**
 * Indexes of the slides wholly in view when the carousel is at `index`: from `index` (or, at the
 * end, from `count − perView`: the last slide sits at the right edge, see `clampToEnd`) for
 * `perView` slides, partly visible ones excluded.
 */
export function visibleSlides(index: number, count: number, perView: number): number[] {
  const start = Math.max(0, Math.min(index, count - perView));
  const visible: number[] = [];
  for (let i = 0; i < count; i++) if (i >= start - 0.01 && i + 1 <= start + perView + 0.01) visible.push(i);
  return visible;
}

/** What the controls need of a Glide instance (a narrow view, so tests can pass a fake). */
export interface CarouselApi {
  index: number;
  settings: { perView?: number };
  go(pattern: string): unknown;
  on(event: string | string[], handler: () => void): unknown;
}

/** Props of `CarouselControls`. */
export interface CarouselControlsProps {
  /** The mounted Glide instance. */
  glide: CarouselApi;
  /** Number of slides (≥ 1). */
  count: number;
  /** Id of the element holding the slides (the buttons' `aria-controls`). */
  slidesId: string;
}

/**
 * Carousel (docs/requirements.md#carousel-states): previous and next buttons and the live "2 of 5" status. Previous is `disabled` at
 * index 0 and next at the last slide (`lastIndex`: slides − 1); when the focused button becomes
 * disabled, focus moves to the other one instead of being lost (with one slide, both are disabled
 * and focus stays). The controls are there whatever the number of slides in view (docs/requirements.md#carousel).
 */
export function CarouselControls({ glide, count, slidesId }: CarouselControlsProps) {
  const read = () => ({ index: glide.index, last: lastIndex(count) });
  const [{ index, last }, setState] = useState(read);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Glide has no off(); its destroy() ends the instance, and this component with it.
    glide.on(['run', 'update', 'resize'], () => setState(read()));
  }, [glide]);

  // A layout effect: it runs in the same task as the render, before the browser drops the focus of
  // a button that has just become disabled.
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (focused === prev.current && index <= 0 && last > 0) next.current?.focus();
    else if (focused === next.current && index >= last && last > 0) prev.current?.focus();
  }, [index, last]);

  return (
    <>
      <button
        ref={prev}
        type="button"
        class="carousel__button carousel__button--prev"
        aria-controls={slidesId}
        disabled={index <= 0}
        onClick={() => glide.go('<')}
      >
        <span class="visually-hidden">Previous slide</span>
      </button>
      <p class="carousel__status" aria-live="polite">
        {positionText(index, count)}
      </p>
      <button
        ref={next}
        type="button"
        class="carousel__button carousel__button--next"
        aria-controls={slidesId}
        disabled={index >= last}
        onClick={() => glide.go('>')}
      >
        <span class="visually-hidden">Next slide</span>
      </button>
    </>
  );
}

/**
 * The components mounted, in order (each mounts after the ones before it): the twelve core ones
 * that Glide's modular build mounts, in its order, then the two extensions, Swipe and Anchors.
 */
export const GLIDE_COMPONENTS = {
  Html,
  Translate,
  Transition,
  Direction,
  Peek,
  Sizes,
  Gaps,
  Move,
  Clones,
  Resize,
  Build,
  Run,
  Swipe,
  Anchors,
};

/** The keys handled on the carousel (not on the document, docs/architecture.md#known-traps) → Glide move patterns. */
const KEY_MOVES: Record<string, string> = { ArrowLeft: '<', ArrowRight: '>', Home: '<<', End: '>>' };

/**
 * Enhancer: `root` is the macro's `[data-enhancer="carousel"]` section (any variant).
 * @throws {ElementError} when the track (`[data-glide-el="track"]` with the slides inside) or
 *   `.carousel__controls` is missing: render the carousel with the carousel macro
 * @returns clean-up that destroys Glide, removes its own listeners and gives the no-JS scroll row back
 */
export default function enhance(root: HTMLElement, _context: EnhanceContext): () => void {
  const track = root.querySelector<HTMLElement>('[data-glide-el="track"]');
  const wrapper = track?.firstElementChild as HTMLElement | null | undefined;
  const controls = root.querySelector<HTMLElement>('.carousel__controls');
  if (!track || !wrapper || !controls) {
    throw new ElementError(
      'carousel: no [data-glide-el="track"] with slides, or no .carousel__controls; render it with the carousel macro.',
    );
  }
  const slides = Array.from(wrapper.children) as HTMLElement[];
  const count = slides.length;
  const perView = carouselPerView(track.clientWidth);
  // Start where a visitor had already scrolled the no-JS row to, then hand the row to Glide.
  const slideWidth = slides[0]?.offsetWidth || 1;
  const startAt = Math.min(Math.round(wrapper.scrollLeft / slideWidth), lastIndex(count));
  wrapper.scrollLeft = 0;
  const glideClasses: [HTMLElement, string][] = [
    [root, 'glide'],
    [track, 'glide__track'],
    [wrapper, 'glide__slides'],
    ...slides.map((s): [HTMLElement, string] => [s, 'glide__slide']),
  ];
  for (const [el, name] of glideClasses) el.classList.add(name);

  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const glide = new Glide(root, {
    type: 'slider',
    rewind: false,
    // docs/requirements.md#carousel-states: the index runs to slides − 1 (Glide's `bound` would stop it at slides − perView); the
    // mutator below keeps the track full instead.
    bound: false,
    keyboard: false,
    perView,
    startAt,
    gap: 0,
    // Each press of a button or an arrow key moves at once, even while the last move is sliding.
    waitForTransition: false,
    animationDuration: reducedMotion ? 0 : 400,
  });

  // The track stays full: never translate past the point where the last slide meets the right
  // edge; from there on only the current slide moves on (to slides − 1).
  glide.mutate([
    (_glide, components) => ({
      modify: (translate: number) =>
        components
          ? Math.min(translate, Math.max(0, components.Sizes.wrapperSize - components.Sizes.width))
          : translate,
    }),
  ]);

  const syncInert = () => {
    const visible = visibleSlides(glide.index, count, glide.settings.perView ?? 1);
    const focusWasIn = slides.find((s) => s.contains(document.activeElement));
    slides.forEach((slide, i) => {
      slide.inert = !visible.includes(i);
      slide.classList.toggle(CURRENT_SLIDE_CLASS, i === glide.index);
    });
    // Keyboard users moving with ← / → from a slide's link stay on a link in view.
    if (focusWasIn?.inert)
      slides[visible[0] ?? 0]?.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true });
  };

  // A drag never follows a link, also when it starts while the last one's slide is still moving:
  // Glide's Anchors re-enables links a transition after each swipe ends, and that timer, left from
  // the previous swipe, fired during the next drag (a loaded CI run followed the link). The flag
  // lives for the gesture: set by a move, read by the click its release makes (same task), cleared
  // just after it.
  let dragged = false;
  glide.on('swipe.start', () => {
    const threshold = swipeThresholdPx(slides[0]?.getBoundingClientRect().width ?? 0);
    glide.settings.swipeThreshold = threshold;
    glide.settings.dragThreshold = threshold;
  });
  glide.on('swipe.move', () => (dragged = true));
  glide.on('swipe.end', () => setTimeout(() => (dragged = false)));
  const onClick = (event: MouseEvent) => dragged && event.preventDefault();
  root.addEventListener('click', onClick, true);
  glide.on('resize', () => {
    const next = carouselPerView(track.clientWidth);
    if (next === glide.settings.perView) return;
    glide.update({ perView: next });
  });
  glide.on(['mount.after', 'run', 'update', 'resize'], syncInert);
  glide.mount(GLIDE_COMPONENTS);

  render(<CarouselControls glide={glide} count={count} slidesId={track.id} />, controls);

  const onKey = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    glide.go(move);
  };
  root.addEventListener('keydown', onKey);

  return () => {
    root.removeEventListener('keydown', onKey);
    root.removeEventListener('click', onClick, true);
    render(null, controls);
    glide.destroy();
    for (const [el, name] of glideClasses) el.classList.remove(name);
    for (const slide of slides) {
      slide.inert = false;
      slide.classList.remove(CURRENT_SLIDE_CLASS);
    }
  };
}
