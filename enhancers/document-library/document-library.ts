/**
 * The documents library's filters, in place (docs/architecture.md "Documents").
 *
 * Without JavaScript each filter value is a link to its pre-rendered page
 * (/resources/documents/<kind>/<value>/). On the library itself (/resources/documents/) this module
 * takes over those links: a click sets (or, on the value already chosen, clears) the filter of its
 * kind, the list shows the documents that match every chosen filter, each value's count says how
 * many would match with it, and the URL keeps the state (`?type=datasheets&product=ovg-4`), so a
 * filtered view can be shared and reloaded (the loader enhances at once when the page has a
 * query: `data-enhancer-restore`). Back and forward restore earlier states. The list's rows carry
 * what they are filtered by as `data-type`, `data-product`, `data-market`, `data-language`
 * (space-separated slugs), written by layouts/components/document-list.njk.
 *
 * On a pre-rendered filter page the links stay links. The clean-up gives the no-JS form back.
 */
import type { EnhanceContext } from '../lib/loader';

/** The filter kinds, in the URL's order. */
export const FILTER_KINDS = ['type', 'product', 'market', 'language'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];
export type FilterState = Partial<Record<FilterKind, string>>;

/** The filter state a query string holds; unknown keys and empty values are ignored. */
export function stateFromQuery(search: string): FilterState {
  const params = new URLSearchParams(search);
  const state: FilterState = {};
  for (const kind of FILTER_KINDS) {
    const value = params.get(kind);
    if (value) state[kind] = value;
  }
  return state;
}

/** The query string of a filter state, kinds in FILTER_KINDS order: "" when nothing is chosen. */
export function queryFromState(state: FilterState): string {
  const params = new URLSearchParams();
  for (const kind of FILTER_KINDS) if (state[kind]) params.set(kind, state[kind]!);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Whether a row matches every chosen filter: its `data-<kind>` lists the chosen value. */
export function rowMatches(row: HTMLElement, state: FilterState): boolean {
  return FILTER_KINDS.every((kind) => !state[kind] || (row.dataset[kind] ?? '').split(/\s+/).includes(state[kind]!));
}

/** The status line: "3 documents: Datasheets, OVG-4, newest first." or the empty case. */
export function statusText(count: number, labels: string[]): string {
  if (count === 0) return `No document matches ${labels.length === 1 ? 'this filter' : 'these filters'}: ${labels.join(', ')}. Clear a filter to see more.`;
  return `${count} ${count === 1 ? 'document' : 'documents'}${labels.length ? `: ${labels.join(', ')}` : ''}, newest first.`;
}

export default function enhance(root: HTMLElement, _context: EnhanceContext): () => void {
  const libraryUrl = root.dataset.libraryUrl;
  if (!libraryUrl || location.pathname !== libraryUrl) return () => undefined;
  const rows = [...root.querySelectorAll<HTMLElement>('.document-list__item')];
  const links = [...root.querySelectorAll<HTMLAnchorElement>('a[data-filter-kind]')];
  const all = root.querySelector<HTMLAnchorElement>('.document-filters__all a');
  const status = root.querySelector<HTMLElement>('.document-library__status');
  const saved = {
    status: status?.textContent ?? '',
    counts: links.map((a) => a.querySelector('.document-filters__count')?.textContent ?? ''),
    allCurrent: all?.getAttribute('aria-current'),
  };
  let state = stateFromQuery(location.search);

  const labelOf = (kind: FilterKind, value: string) =>
    links.find((a) => a.dataset.filterKind === kind && a.dataset.filterValue === value)?.firstChild?.textContent?.trim() ?? value;

  function render(): void {
    let shown = 0;
    for (const row of rows) {
      const match = rowMatches(row, state);
      row.hidden = !match;
      if (match) shown++;
    }
    for (const a of links) {
      const kind = a.dataset.filterKind as FilterKind;
      const value = a.dataset.filterValue!;
      const chosen = state[kind] === value;
      if (chosen) a.setAttribute('aria-current', 'true');
      else a.removeAttribute('aria-current');
      const count = rows.filter((row) => rowMatches(row, { ...state, [kind]: value })).length;
      const span = a.querySelector('.document-filters__count');
      if (span) span.textContent = `(${count})`;
    }
    const any = FILTER_KINDS.some((k) => state[k]);
    if (all) {
      if (any) all.removeAttribute('aria-current');
      else all.setAttribute('aria-current', 'page');
    }
    if (status) status.textContent = statusText(shown, FILTER_KINDS.filter((k) => state[k]).map((k) => labelOf(k, state[k]!)));
  }

  function onClick(event: MouseEvent): void {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a');
    if (!link || !root.contains(link)) return;
    if (link === all) state = {};
    else if (link.dataset.filterKind) {
      const kind = link.dataset.filterKind as FilterKind;
      const value = link.dataset.filterValue!;
      state = { ...state, [kind]: state[kind] === value ? undefined : value };
    } else return;
    event.preventDefault();
    history.pushState(null, '', `${libraryUrl}${queryFromState(state)}`);
    render();
  }

  function onPopState(): void {
    state = stateFromQuery(location.search);
    render();
  }

  root.addEventListener('click', onClick);
  window.addEventListener('popstate', onPopState);
  render();

  return () => {
    root.removeEventListener('click', onClick);
    window.removeEventListener('popstate', onPopState);
    for (const row of rows) row.hidden = false;
    links.forEach((a, i) => {
      a.removeAttribute('aria-current');
      const span = a.querySelector('.document-filters__count');
      if (span) span.textContent = saved.counts[i];
    });
    if (all && saved.allCurrent) all.setAttribute('aria-current', saved.allCurrent);
    if (status) status.textContent = saved.status;
  };
}
