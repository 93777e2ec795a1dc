/**
 * How the section nav's links sit in its bar, as a visitor sees them: the same page function for
 * Playwright (components/section-nav/section-nav.spec.ts) and the cross-engine suite
 * (test/engines/lib/suite.ts), so every engine is held to one rule (components/section-nav/section-nav.css):
 * the links fit the bar, wrapped onto two lines at most, or give way to "Jump to section"; no
 * scrollbar under them, and the bar keeps its height.
 *
 * Self-contained (no imports, no closures): WebDriver runs it from its source text.
 */
export interface SectionNavFit {
  /** Whether the page has a section nav at all. */
  present: boolean;
  /** Whether the list of links shows (below 640 px, or where they do not fit once enhanced, the select shows instead). */
  listShown: boolean;
  /** Whether "Jump to section" shows. */
  selectShown: boolean;
  /** How far (px) the list scrolls sideways. */
  overflow: number;
  /** The height (px) of a scrollbar under the links. */
  scrollbar: number;
  /** The titles cut short (a line beyond the two that show). */
  cut: string[];
  /** The bar's height (px) and the height it has with one line of links (its min-height and border). */
  bar: number;
  barExpected: number;
  /** How far (px) the centres of the first link (or the select) and "Back to top" are apart vertically. */
  offset: number;
}

export function sectionNavFit(): SectionNavFit {
  const nav = document.querySelector('.section-nav');
  const none = { listShown: false, selectShown: false, overflow: 0, scrollbar: 0, cut: [], bar: 0, barExpected: 0 };
  if (!nav) return { present: false, ...none, offset: 0 };
  const list = nav.querySelector<HTMLElement>('.section-nav__list')!;
  const select = nav.querySelector<HTMLElement>('.section-nav__select')!;
  const bar = nav.querySelector<HTMLElement>('.section-nav__bar')!;
  const inner = nav.querySelector<HTMLElement>('.section-nav__inner')!;
  const top = nav.querySelector<HTMLElement>('.section-nav__top')!;
  const shows = (el: Element) => el.getClientRects().length > 0 && el.getBoundingClientRect().width > 0;
  const centre = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.top + r.height / 2;
  };
  const listShown = shows(list);
  const selectShown = shows(select);
  const first = listShown ? nav.querySelector('.section-nav__link')! : select;
  return {
    present: true,
    listShown,
    selectShown,
    overflow: listShown ? list.scrollWidth - list.clientWidth : 0,
    scrollbar: listShown ? list.offsetHeight - list.clientHeight : 0,
    cut: [...nav.querySelectorAll<HTMLElement>('.section-nav__title')]
      .filter((t) => shows(t) && t.scrollHeight > t.clientHeight + 1)
      .map((t) => t.textContent!.trim()),
    bar: Math.round(bar.getBoundingClientRect().height * 10) / 10,
    barExpected:
      Math.round(
        (parseFloat(getComputedStyle(inner).minHeight) + parseFloat(getComputedStyle(bar).borderBottomWidth)) * 10,
      ) / 10,
    offset: shows(top) ? Math.abs(centre(top) - centre(first)) : 0,
  };
}
