/**
 * Sticky section navigation (docs/requirements.md#sticky-section-navigation, docs/requirements.md#section-nav-item).
 *
 * The macro (components/section-nav/section-nav.njk) renders, at build time, the links to the page's
 * anchors, "Back to list" (when a list url exists), "Back to top" and a "Jump to section" <select>
 * for small screens; without JavaScript the whole nav is CSS-sticky. This module takes the root
 * over with the `SectionNav` component and decides stickiness itself (the root gets
 * `section-nav--enhanced`, which turns the CSS-sticky form off; see section-nav.css):
 * - past its original offset (scrollY > the nav's document top − the header height) the root gets
 *   `section-nav--fixed`: its bar is `position: fixed` at top = the measured header height, from
 *   the left edge (0) to the right edge, or, on windows ≥ 1602 px, over the site container's box;
 *   a placeholder of the bar's height keeps the content in place (no layout shift);
 * - it stays fixed while a programmatic scroll animation runs (`isScrollAnimating()`);
 * - the last anchor passed (its top at or above the bar's bottom) is the active one:
 *   `aria-current="true"` on its link, selected in the select; unfixing clears it;
 * - a link the keyboard focuses is scrolled wholly into view in the list's own horizontal scroll
 *   (`revealLink`; WCAG 2.4.11: Chromium leaves a partly shown link where it is), from the moment the
 *   chunk has loaded, the no-JS markup's links included;
 * - an option of the select acts only once chosen (lib/select-choice.ts: the arrow keys on the closed
 *   select only browse, Enter or a pick in its picker chooses; WCAG 3.2.2);
 * - choosing a link or an option scrolls smoothly (`scrollToPosition`, easeInOutQuint) to the
 *   anchor's document offset − the header height − the bar's height, and writes the anchor into the
 *   URL with `history.replaceState` (no jump); "Back to top" (a link without JS, a button once
 *   enhanced: "a back-to-top button", docs/requirements.md#sticky-section-navigation) scrolls smoothly to 0 and moves focus to the top of the page.
 * Scroll and resize handling is throttled to one update per animation frame (requestAnimationFrame);
 * every update re-measures, so a resize recomputes the header height, offsets and the container.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { render } from 'react-dom';
import type { EnhanceContext } from '../../enhancers/lib/loader';
import { SECTION_NAV_WIDE_MIN_WIDTH_PX } from '../../enhancers/lib/constants';
import { getHeaderHeight, getOffset } from '../../enhancers/lib/dom';
import { ElementError } from '../../enhancers/lib/errors';
import { isScrollAnimating, scrollToPosition } from '../../enhancers/lib/scroll-to';
import { watchSelectChoices } from '../../enhancers/lib/select-choice';
import { whenUnused } from '../../enhancers/lib/takeover';

/** Section nav item (docs/requirements.md#section-nav-item): the anchor's id and title. */
export interface SectionNavItem {
  id: string;
  title: string;
}

/** Where the nav is at one moment. Lengths in px, viewport coordinates. */
export interface Placement {
  /** Fixed under the header (past the original offset, or kept during a scroll animation). */
  fixed: boolean;
  /** The header's height: the fixed bar's top. */
  top: number;
  /** The fixed bar's left edge: 0, or the site container's left on windows ≥ 1602 px. */
  left: number;
  /** The fixed bar's width (the container's, on windows ≥ 1602 px), or null: to the right edge. */
  width: number | null;
  /** The bar's height: the placeholder's height while fixed. */
  height: number;
  /** Active index (docs/requirements.md#section-nav-item): the last anchor passed, −1 for none (always −1 while not fixed). */
  active: number;
}

/** Props of `SectionNav`. */
export interface SectionNavProps {
  /** The macro's root (`<nav class="section-nav">`): it gets the fixed class and stays in flow. */
  root: HTMLElement;
  /** The anchors (docs/requirements.md#section-nav-item), in document order. */
  items: SectionNavItem[];
  /** The "Back to list" target (docs/requirements.md#sticky-section-navigation), when the page has one. */
  listUrl?: string;
  /** The placement on the first frame (measured on the server markup: no layout shift). */
  initial: Placement;
  /** An anchor (index) the visitor chose in the no-JS select before the takeover: scrolled to on mount. */
  initialChoice?: number;
}

/**
 * An anchor counts as passed when its top is at most this many px below the bar's bottom: after a
 * jump its top lands exactly on the bar's bottom, give or take sub-pixel rounding. (A detail of
 * this widget, not a constant of docs/requirements.md#constants; kept here so it adds nothing to the entry chunk.)
 */
const PASSED_TOLERANCE_PX = 1;

const FIXED_CLASS = 'section-nav--fixed';
/** Set while the links do not fit the bar at this width: "Jump to section" shows in their place. */
const JUMP_CLASS = 'section-nav--jump';
const ENHANCED_CLASS = 'section-nav--enhanced';
const SELECT_ID = 'section-nav-select';
const SELECT_LABEL = 'Jump to section';

const windowOf = (el: Element): Window => el.ownerDocument.defaultView ?? window;

/** The site container outside the nav (`.container`, docs/architecture.md#where-the-code-is) that is laid out, if any. */
function siteContainer(root: HTMLElement): HTMLElement | undefined {
  return [...root.ownerDocument.querySelectorAll<HTMLElement>('.container')].find(
    (el) => !root.contains(el) && el.getBoundingClientRect().width > 0,
  );
}

/**
 * Measures where the nav belongs now (docs/requirements.md#sticky-section-navigation). Reads layout only; writes nothing.
 * @param root      the nav root (in flow: its document top is the original offset)
 * @param bar       the bar that becomes fixed (its height is the nav's height)
 * @param items     the anchors, in document order
 * @param wasFixed  whether the nav is fixed now (it stays fixed while `isScrollAnimating()`)
 */
export function measurePlacement(
  root: HTMLElement,
  bar: HTMLElement,
  items: SectionNavItem[],
  wasFixed: boolean,
): Placement {
  const win = windowOf(root);
  const doc = root.ownerDocument;
  const top = getHeaderHeight(doc);
  const height = bar.getBoundingClientRect().height;
  const past = win.scrollY > getOffset(root).top - top;
  const fixed = past || (wasFixed && isScrollAnimating());
  let active = -1;
  if (fixed) {
    const bottom = top + height + PASSED_TOLERANCE_PX;
    items.forEach(({ id }, i) => {
      const anchor = doc.getElementById(id);
      if (anchor && anchor.getBoundingClientRect().top <= bottom) active = i;
    });
  }
  const container = win.innerWidth >= SECTION_NAV_WIDE_MIN_WIDTH_PX ? siteContainer(root) : undefined;
  const box = container?.getBoundingClientRect();
  return { fixed, top, left: box ? box.left : 0, width: box ? box.width : null, height, active };
}

/**
 * Whether the section links fit the bar as they are laid out now: the list does not scroll sideways
 * and no title is cut (section-nav.css wraps a title onto two lines at most). True where the list is
 * not shown (below 640 px the select replaces it anyway).
 * @param root  the nav root; its jump class is taken off while measuring
 */
export function linksFit(root: HTMLElement): boolean {
  root.classList.remove(JUMP_CLASS);
  const list = root.querySelector('.section-nav__list');
  if (!list || list.getClientRects().length === 0) return true;
  return (
    list.scrollWidth <= list.clientWidth &&
    [...list.querySelectorAll('.section-nav__title')].every((title) => title.scrollHeight <= title.clientHeight + 1)
  );
}

/** Shows "Jump to section" instead of the links where they do not fit the bar (`linksFit`). */
export function fitLinks(root: HTMLElement): void {
  root.classList.toggle(JUMP_CLASS, !linksFit(root));
}

/** Whether two placements are equal field by field (both come from `measurePlacement`: the same keys). */
const samePlacement = (a: Placement, b: Placement) =>
  (Object.keys(a) as (keyof Placement)[]).every((key) => a[key] === b[key]);

/**
 * The enhanced section navigation (docs/requirements.md#sticky-section-navigation). Renders the same markup as the macro (links, select,
 * "Back to list", "Back to top"), plus a placeholder while fixed.
 * @param props  see `SectionNavProps`; lengths in px
 */
export function SectionNav({ root, items, listUrl, initial, initialChoice }: SectionNavProps) {
  const win = windowOf(root);
  const [placement, setPlacement] = useState(initial);
  const bar = useRef<HTMLDivElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  const fixed = useRef(initial.fixed);
  /** The anchor chosen last: active during its scroll and until the visitor scrolls away. */
  const chosen = useRef<{ index: number; at?: number } | null>(null);

  const update = () => {
    if (!bar.current) return;
    const next = measurePlacement(root, bar.current, items, fixed.current);
    const pin = chosen.current;
    if (pin && (isScrollAnimating() || (pin.at !== undefined && Math.abs(win.scrollY - pin.at) < 1))) {
      if (next.fixed) next.active = pin.index;
    } else chosen.current = null;
    fixed.current = next.fixed;
    setPlacement((prev) => (samePlacement(prev, next) ? prev : next));
  };
  const updateRef = useRef(update);
  updateRef.current = update;

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      frame ||= win.requestAnimationFrame(() => {
        frame = 0;
        updateRef.current();
      });
    };
    win.addEventListener('scroll', schedule, { passive: true });
    win.addEventListener('resize', schedule);
    // Effects run after the first paint: a scroll between the takeover and now reported to no
    // listener, so measure once where the page is.
    schedule();
    return () => {
      win.removeEventListener('scroll', schedule);
      win.removeEventListener('resize', schedule);
      win.cancelAnimationFrame(frame);
    };
  }, [win]);

  useLayoutEffect(() => {
    root.classList.toggle(FIXED_CLASS, placement.fixed);
  }, [root, placement.fixed]);

  // Where the links do not fit the bar at this width, "Jump to section" takes their place; measured
  // again when the window's width changes. After the fixed class is set (layout effects run in
  // order): measured before it, a nav mounted already past its top had its placeholder and its bar
  // both in the flow, and the browser's scroll anchoring moved the page down by the bar's height.
  useLayoutEffect(() => {
    let width = win.innerWidth;
    fitLinks(root);
    const onResize = () => {
      if (win.innerWidth === width) return;
      width = win.innerWidth;
      fitLinks(root);
    };
    win.addEventListener('resize', onResize);
    return () => win.removeEventListener('resize', onResize);
  }, [root, win]);

  /**
   * Scrolls to `top` (px); once the animation has ended, pins the chosen anchor (if any) to where
   * the scroll arrived, then re-measures.
   */
  const scrollTo = (top: number, pin?: { index: number; at?: number }) =>
    scrollToPosition(Math.max(0, top), {}, win).then(() => {
      if (pin && chosen.current === pin) pin.at = win.scrollY;
      updateRef.current();
    });

  const choose = (index: number, focus: boolean) => {
    const { id } = items[index];
    const target = root.ownerDocument.getElementById(id);
    if (!target || !bar.current) return;
    const top =
      getOffset(target).top - getHeaderHeight(root.ownerDocument) - bar.current.getBoundingClientRect().height;
    win.history.replaceState(win.history.state, '', `#${id}`);
    const pin: { index: number; at?: number } = { index };
    chosen.current = pin;
    setPlacement((p) => ({ ...p, active: index }));
    if (focus) {
      // Like a native in-page link: keyboard focus continues from the section.
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
    void scrollTo(top, pin);
  };

  useEffect(() => {
    if (initialChoice !== undefined) choose(initialChoice, false);
  }, []);

  // The option the visitor committed to (not one a keyboard browses past) is scrolled to; one left
  // unchosen gives way to the current section again.
  const active = useRef(placement.active);
  active.current = placement.active;
  const chooseRef = useRef(choose);
  chooseRef.current = choose;
  useEffect(
    () =>
      watchSelectChoices(select.current!, {
        onCommit: (el) => {
          const index = items.findIndex((item) => item.id === el.value);
          if (index >= 0) chooseRef.current(index, false);
        },
        onAbandon: (el) => {
          el.value = active.current >= 0 ? items[active.current].id : '';
        },
      }),
    [],
  );

  /** The back-to-top button (docs/requirements.md#sticky-section-navigation): clears the hash, moves focus to the top of the page (the body,
   *  so the next Tab starts from the skip link) and scrolls smoothly to 0. */
  const backToTop = () => {
    chosen.current = null;
    win.history.replaceState(win.history.state, '', win.location.pathname + win.location.search);
    const body = root.ownerDocument.body;
    if (!body.hasAttribute('tabindex')) body.setAttribute('tabindex', '-1');
    body.focus({ preventScroll: true });
    void scrollTo(0);
  };

  const { fixed: isFixed, active: current } = placement;
  const barStyle = isFixed
    ? {
        top: `${placement.top}px`,
        left: `${placement.left}px`,
        ...(placement.width === null ? {} : { width: `${placement.width}px` }),
      }
    : undefined;
  return (
    <>
      {isFixed && <div class="section-nav__placeholder" style={{ height: `${placement.height}px` }} />}
      <div class="section-nav__bar" ref={bar} style={barStyle}>
        <div class="container section-nav__inner">
          {listUrl !== undefined && (
            <a class="section-nav__back" href={listUrl}>
              Back to list
            </a>
          )}
          <ul class="section-nav__list">
            {items.map(({ id, title }, i) => (
              <li class="section-nav__item" key={id}>
                <a
                  class="section-nav__link"
                  href={`#${id}`}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    choose(i, true);
                  }}
                >
                  <span class="section-nav__title">{title}</span>
                </a>
              </li>
            ))}
          </ul>
          <div class="section-nav__jump">
            <label class="visually-hidden" for={SELECT_ID}>
              {SELECT_LABEL}
            </label>
            <select
              class="section-nav__select"
              id={SELECT_ID}
              ref={select}
              value={current >= 0 ? items[current].id : ''}
            >
              <option value="">{SELECT_LABEL}</option>
              {items.map(({ id, title }) => (
                <option value={id} key={id}>
                  {title}
                </option>
              ))}
            </select>
          </div>
          <button type="button" class="section-nav__top" onClick={backToTop}>
            Back to top
          </button>
        </div>
      </div>
    </>
  );
}

/**
 * Scrolls a section link wholly into view inside its list, the list's own horizontal scroll (the
 * window does not move), leaving its `scroll-margin` (room for the focus ring, section-nav.css)
 * beside it. Chromium's focus scroll leaves a link that already shows in part where it is (WCAG
 * 2.4.11, 2.4.7: at 1366 px, 16 of 306 px of a last link showed). A link wider than the list shows
 * from its start. Anything but a `.section-nav__link` in a `.section-nav__list` is left alone.
 * @param el  the element that got focus
 */
export function revealLink(el: Element): void {
  const list = el.closest('.section-nav__list');
  if (!list || !el.matches('.section-nav__link')) return;
  const win = windowOf(el);
  const style = win.getComputedStyle(el);
  const box = el.getBoundingClientRect();
  const listBox = list.getBoundingClientRect();
  const left = listBox.left + list.clientLeft;
  const before = box.left - (parseFloat(style.scrollMarginLeft) || 0) - left;
  const after = box.right + (parseFloat(style.scrollMarginRight) || 0) - (left + list.clientWidth);
  if (before < 0) list.scrollLeft += before;
  else if (after > 0) list.scrollLeft += Math.min(after, before);
}

/**
 * Reads the props from the macro's markup.
 * @throws {ElementError} when the root has no bar or no links to sections
 */
export function readSectionNavProps(root: HTMLElement): Omit<SectionNavProps, 'initial'> & { bar: HTMLElement } {
  const bar = root.querySelector<HTMLElement>('.section-nav__bar');
  const links = [...root.querySelectorAll<HTMLAnchorElement>('.section-nav__link')];
  if (!bar || links.length === 0) {
    throw new ElementError(
      "<section-nav> needs a .section-nav__bar with .section-nav__link links to the page's anchors (components/section-nav/section-nav.njk).",
    );
  }
  const items = links.map((a) => ({
    id: (a.getAttribute('href') ?? '').replace(/^#/, ''),
    title: a.textContent?.trim() ?? '',
  }));
  const listUrl = root.querySelector('.section-nav__back')?.getAttribute('href') ?? undefined;
  return { root, bar, items, listUrl };
}

/**
 * Enhances a `[data-enhancer="section-nav"]` root (docs/requirements.md#sticky-section-navigation): measures the first frame on the server
 * markup, then renders `SectionNav` in its place.
 * @throws {ElementError} when the macro's bar or links are missing
 * @returns a clean-up function that unmounts the component (the root keeps the enhanced markup's shape)
 */
export default function enhance(root: HTMLElement, { trigger }: EnhanceContext): () => void {
  const { bar, ...props } = readSectionNavProps(root);
  let stopped = false;
  let mounted = false;
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Element) revealLink(event.target);
  };
  root.addEventListener('focusin', onFocusIn);
  // Loaded on the first focus in the nav, maybe: the link focused then shows whole too.
  const focused = root.ownerDocument.activeElement;
  if (focused && root.contains(focused)) revealLink(focused);

  // A choice in the no-JS select is carried out once mounted. One made before the chunk arrived
  // (its placeholder is no longer selected) is a choice if a press loaded the chunk (a tap opened
  // the picker); after keys it may be an option browsed to, which waits for Enter like any other.
  const noJsSelect = root.querySelector('select');
  const early = noJsSelect && noJsSelect.selectedIndex > 0 ? noJsSelect : undefined;
  const tapped = trigger?.type === 'pointerdown';
  let commit: (select: HTMLSelectElement) => void = () => {};
  const choice = new Promise<HTMLSelectElement>((resolve) => (commit = resolve));
  const stopChoices = watchSelectChoices(
    root,
    {
      onCommit: commit,
      onAbandon: (select) => {
        select.selectedIndex = 0;
      },
    },
    early && !tapped ? early : undefined,
  );
  if (early && tapped) commit(early);
  // Loaded on the first scroll or act: never take the markup from under a press, a focus or an
  // open select.
  void whenUnused(root, trigger, choice).then((changed) => {
    stopChoices();
    if (stopped) return;
    mounted = true;
    // Turn the CSS-sticky form off first: a stuck nav would report its stuck offset, not its original one.
    root.classList.add(ENHANCED_CLASS);
    const initial = measurePlacement(root, bar, props.items, false);
    const chosen = changed ? props.items.findIndex((item) => item.id === changed.value) : -1;
    root.replaceChildren();
    render(<SectionNav {...props} initial={initial} initialChoice={chosen >= 0 ? chosen : undefined} />, root);
    if (changed) root.querySelector<HTMLSelectElement>(`#${SELECT_ID}`)?.focus({ preventScroll: true });
  });
  return () => {
    stopped = true;
    stopChoices();
    root.removeEventListener('focusin', onFocusIn);
    if (mounted) render(null, root);
    root.classList.remove(ENHANCED_CLASS, FIXED_CLASS, JUMP_CLASS);
  };
}
