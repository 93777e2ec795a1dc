/**
 * The constants of docs/requirements.md#constants (and the few other figures the browser needs), named after the requirements.
 * The build-time counterparts live in src/_data/site.js. The two the entry needs live in
 * startup-constants.ts (so the entry does not carry every widget's constants) and are re-exported
 * here: import from this file everywhere except the entry's own modules.
 */
export { CHUNK_LOAD_TIMEOUT_MS, SELECTORS } from './startup-constants';

/** docs/requirements.md#animated-elements: the viewport observer's updates are throttled to this many ms. */
export const VIEWPORT_THROTTLE_MS = 100;

/** docs/requirements.md#scroll-lock: at this window width (px) or narrower, an open modal, menu or search locks body scrolling. */
export const SCROLL_LOCK_MAX_WIDTH_PX = 1024;

/** docs/requirements.md#utilities: scroll-to-position helper's default duration (ms) and its clamp (seconds). */
export const SCROLL_TO_DURATION_MS = 300;
export const SCROLL_TO_MIN_DURATION_S = 0.1;
export const SCROLL_TO_MAX_DURATION_S = 0.8;

/** docs/requirements.md#constants: counter animation. */
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_FRAME_MS = 16;
export const COUNTER_TRIGGER_OFFSET_PX = -50;

/** docs/requirements.md#sticky-section-navigation: from this window width (px) the section nav is offset by the site container's left edge. */
export const SECTION_NAV_WIDE_MIN_WIDTH_PX = 1602;

/** docs/requirements.md#search-overlay: the search overlay recalculates its size this many ms after a resize. */
export const SEARCH_RESIZE_DELAY_MS = 300;

/** docs/requirements.md#flexible-image: the image switcher re-evaluates this many ms after the last resize. */
export const IMAGE_SWITCHER_DEBOUNCE_MS = 500;

/** docs/requirements.md#constants: carousel item width = container (the carousel's track) width ÷ divisor, by that width (px).
 *  components/carousel/carousel.css's container queries apply the same rule without JS. */
export const CAROUSEL_BREAKPOINTS = [
  { below: 640, divisor: 1.2 },
  { below: 1200, divisor: 2.2 },
  { below: Infinity, divisor: 3 },
] as const;

/** docs/requirements.md#share-links: share links open a popup window of this size (px). */
export const SHARE_POPUP = { width: 600, height: 300 } as const;
