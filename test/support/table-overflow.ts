/**
 * The table overflow flag as a test sees it (docs/requirements.md#table-overflow; components/table-overflow/table-overflow.ts), shared by the placement check on a real page
 * (table-overflow.spec.ts) and the journeys on the gallery's rich-text page
 * (table-overflow.gallery.spec.ts).
 */
import type { Page } from '@playwright/test';

/** A prose table's wrapper, as the build's transform writes it (src/eleventy/pages/transforms.js). */
export const TABLE_WRAP = '.prose .table-wrap[data-enhancer="table-overflow"]';

/** The flag's chunk, loaded only once a table near the viewport overflows (none when nothing does). */
export const TABLE_OVERFLOW_CHUNK = /\/assets\/table-overflow-[\w-]+\.js$/;

/** One wrapper's state: does its table really overflow, and how is it flagged? */
export interface TableWrapState {
  overflows: boolean;
  flagged: boolean;
  tabindex: string | null;
  role: string | null;
  label: string | null;
}

/** The state of every prose table wrapper on the page, in document order. */
export function tableWrapStates(page: Page): Promise<TableWrapState[]> {
  return page.$$eval(TABLE_WRAP, (wraps) =>
    wraps.map((w) => ({
      overflows: w.scrollWidth > w.clientWidth,
      flagged: w.classList.contains('table-wrap--overflowing'),
      tabindex: w.getAttribute('tabindex'),
      role: w.getAttribute('role'),
      label: w.getAttribute('aria-label'),
    })),
  );
}

/** docs/requirements.md#table-overflow: a wrapper is flagged (class, focusable region named "Table") exactly while its table overflows. */
export function expectedFlag(overflows: boolean): Omit<TableWrapState, 'overflows'> {
  return {
    flagged: overflows,
    tabindex: overflows ? '0' : null,
    role: overflows ? 'region' : null,
    label: overflows ? 'Table' : null,
  };
}
