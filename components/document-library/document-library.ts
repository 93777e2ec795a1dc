/**
 * The documents library's filters, in place, through Pagefind's filter API
 * (docs/architecture.md "Documents").
 *
 * Without JavaScript each filter value is a link to its pre-rendered page
 * (/resources/documents/<kind>/<value>/). On the library itself (/resources/documents/) this module
 * takes over those links: a click sets (or, on the value already chosen, clears) the filter of its
 * kind; Pagefind says which documents match every chosen filter and how many would match with each
 * other value, the list shows those rows and each value its count, and the URL keeps the state
 * (`?type=datasheets&product=ovg-4`), so a filtered view can be shared and reloaded (the loader
 * enhances at once when the page has a query: `data-enhancer-restore`). Back and forward restore
 * earlier states.
 *
 * Each document is a Pagefind record whose filters are the values the links carry, plus
 * `document`, its PDF's address (scripts/index-search.js `recordFilters`); a row is known by its
 * title link's address. Pagefind's module loads on the first filter chosen (or at once for a
 * filtered URL), not when the enhancer does, so using the page costs no search index until the
 * visitor filters. If Pagefind cannot load, the error is logged and the link is followed: its
 * pre-rendered page gives the same view.
 *
 * On a pre-rendered filter page (/resources/documents/type/datasheets/) a filter link combines with
 * the page's own filter: it opens the library with both in its URL (`?type=datasheets&product=ovg-4`),
 * which shows them in place, so filters always combine. The clean-up gives the no-JS form back.
 *
 * The root carries `data-enhancer-hold`: a click on a link that comes before this module has run
 * (a quick first tap) is held by the loader and given again once it has (enhancers/lib/loader.ts).
 */
import type { EnhanceContext } from '../../enhancers/lib/loader';
import {
  importPagefind,
  PAGEFIND_OPTIONS,
  type LoadPagefind,
  type PagefindFilters,
  type PagefindModule,
} from '../../enhancers/lib/pagefind';

/** The filter kinds, in the URL's order. */
export const FILTER_KINDS = ['type', 'product', 'market', 'language'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];
export type FilterState = Partial<Record<FilterKind, string>>;

/** Which documents match a state (their PDFs' addresses), and per kind, per value, how many would with that value instead. */
export interface FilterAnswer {
  matches: Set<string>;
  counts: Record<FilterKind, Record<string, number>>;
}

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

/** The status line: "3 documents: Datasheets, OVG-4, newest first." or the empty case. */
export function statusText(count: number, labels: string[]): string {
  if (count === 0)
    return `No document matches ${labels.length === 1 ? 'this filter' : 'these filters'}: ${labels.join(', ')}. Clear a filter to see more.`;
  return `${count} ${count === 1 ? 'document' : 'documents'}${labels.length ? `: ${labels.join(', ')}` : ''}, newest first.`;
}

/**
 * Asks Pagefind (a search without a term, filters only) which documents match `state`, and for each
 * kind how many documents would match with each of its values in place of the chosen one. A kind
 * not chosen is searched as `{ none: [] }`, which restricts nothing but makes Pagefind count its
 * values; a chosen kind is counted by one more search without it.
 * @param pagefind  Pagefind's module, options set
 * @param state  the chosen filters
 * @returns the matching documents (their PDFs' addresses) and, per kind, per value, its count
 * @throws {Error} when a search is superseded or Pagefind fails (the caller falls back to the link)
 */
export async function askPagefind(pagefind: PagefindModule, state: FilterState): Promise<FilterAnswer> {
  const search = async (except?: FilterKind) => {
    const filters: PagefindFilters = { document: { none: [] } };
    for (const kind of FILTER_KINDS) filters[kind] = (kind !== except && state[kind]) || { none: [] };
    const answer = await pagefind.search(null, { filters });
    if (!answer) throw new Error('A newer search superseded this one');
    return answer.filters ?? {};
  };
  const all = await search();
  const matches = new Set(
    Object.entries(all.document ?? {})
      .filter(([, n]) => n > 0)
      .map(([url]) => url),
  );
  const counts = {} as FilterAnswer['counts'];
  for (const kind of FILTER_KINDS) counts[kind] = (state[kind] ? await search(kind) : all)[kind] ?? {};
  return { matches, counts };
}

/** A plain left click nothing else has handled: not one that opens a new tab or window. */
const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * On a pre-rendered filter page: a click on another filter value opens the library with the page's
 * filter and that value in its URL (a value of the page's own kind replaces it; the page's own value,
 * or "All documents", is followed as a link).
 * @param root  the library's root on a filter page
 * @param libraryUrl  the library's address
 * @returns clean-up that makes the links plain links again
 */
function combineOnFilterPage(root: HTMLElement, libraryUrl: string): () => void {
  const current = root.querySelector<HTMLAnchorElement>('a[data-filter-kind][aria-current="page"]');
  const base: FilterState = current ? { [current.dataset.filterKind as FilterKind]: current.dataset.filterValue } : {};
  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-filter-kind]');
    if (!link || link === current || !root.contains(link)) return;
    event.preventDefault();
    location.assign(
      `${libraryUrl}${queryFromState({ ...base, [link.dataset.filterKind as FilterKind]: link.dataset.filterValue })}`,
    );
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}

/**
 * Every row of a paginated library: fetches `url` (`{ "html": "<ul class=\"document-list\">…" }`,
 * written by pages/resources/documents/rows.njk from the rows' own macro) and parses its rows.
 * @param url  the library's `data-library-rows`, e.g. "/resources/documents/rows.json"
 * @returns the rows, newest first, not yet in any document
 * @throws {Error} when the answer is not a 2xx with that JSON
 */
export async function fetchRows(url: string): Promise<HTMLElement[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const { html } = (await response.json()) as { html?: unknown };
  if (typeof html !== 'string') throw new Error(`${url} holds no "html"`);
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return [...parsed.querySelectorAll<HTMLElement>('.document-list__item')];
}

/**
 * Enhancer: the library's filters in place.
 * @param root  the library's `<div data-enhancer="document-library" data-library-url="…">`
 *   (layouts/partials/document-library.njk): its filter links (`data-filter-kind`,
 *   `data-filter-value`), the "All documents" link, the status line and the list's rows
 *   When the library has more pages than this one, the root's `data-library-rows` names every
 *   row (`fetchRows`): a chosen filter shows the matching rows of the whole library in place of this
 *   page's, without the page links; with no filter chosen, this page's rows and links come back.
 * @param load  loads Pagefind (tests pass a stand-in); default: `/pagefind/pagefind.js`
 * @param loadRows  fetches every row (tests pass a stand-in); default: `fetchRows`
 * @returns clean-up that shows this page's rows and links and puts back the links' counts, marks and the status
 */
export default function enhance(
  root: HTMLElement,
  _context: EnhanceContext,
  load: LoadPagefind = importPagefind,
  loadRows: (url: string) => Promise<HTMLElement[]> = fetchRows,
): () => void {
  const libraryUrl = root.dataset.libraryUrl;
  if (!libraryUrl) return () => undefined;
  if (location.pathname !== libraryUrl) return combineOnFilterPage(root, libraryUrl);
  const list = root.querySelector<HTMLElement>('.document-list');
  const pageLinks = root.querySelector<HTMLElement>('.pagination');
  const pageRows = [...root.querySelectorAll<HTMLElement>('.document-list__item')];
  const rowsUrl = root.dataset.libraryRows;
  let everyRow: Promise<HTMLElement[]> | undefined;
  /** The rows a state filters: this page's with no filter chosen (or when it holds them all), else every row. */
  const rowsFor = async (next: FilterState): Promise<HTMLElement[]> => {
    if (!rowsUrl || !FILTER_KINDS.some((k) => next[k])) return pageRows;
    everyRow ??= loadRows(rowsUrl).catch((error: unknown) => {
      everyRow = undefined;
      throw error;
    });
    return everyRow;
  };
  let rows = pageRows;
  /** Puts `next` in the list (and the page links with this page's rows only). */
  const showRows = (next: HTMLElement[]) => {
    if (next === rows) return;
    list?.replaceChildren(...next);
    if (pageLinks) pageLinks.hidden = next !== pageRows;
    rows = next;
  };
  const rowUrl = (row: HTMLElement) => row.querySelector('.document-list__title a')?.getAttribute('href') ?? '';
  const links = [...root.querySelectorAll<HTMLAnchorElement>('a[data-filter-kind]')];
  const all = root.querySelector<HTMLAnchorElement>('.document-filters__all a');
  const status = root.querySelector<HTMLElement>('.document-library__status');
  const results = root.querySelector<HTMLElement>('.document-library__results');
  const saved = {
    status: status?.textContent ?? '',
    counts: links.map((a) => a.querySelector('.document-filters__count')?.textContent ?? ''),
    allCurrent: all?.getAttribute('aria-current'),
  };
  let state: FilterState = {};
  let pagefind: Promise<PagefindModule> | undefined;
  let latest = 0;

  const labelOf = (kind: FilterKind, value: string) =>
    links
      .find((a) => a.dataset.filterKind === kind && a.dataset.filterValue === value)
      ?.firstChild?.textContent?.trim() ?? value;

  function render(answer: FilterAnswer): void {
    let shown = 0;
    for (const row of rows) {
      row.hidden = !answer.matches.has(rowUrl(row));
      if (!row.hidden) shown++;
    }
    for (const a of links) {
      const kind = a.dataset.filterKind as FilterKind;
      const value = a.dataset.filterValue!;
      if (state[kind] === value) a.setAttribute('aria-current', 'true');
      else a.removeAttribute('aria-current');
      const span = a.querySelector('.document-filters__count');
      if (span) span.textContent = `(${answer.counts[kind][value] ?? 0})`;
    }
    if (all) {
      if (FILTER_KINDS.some((k) => state[k])) all.removeAttribute('aria-current');
      else all.setAttribute('aria-current', 'page');
    }
    if (!status) return;
    // No filter on a paginated library: this page again, as the page itself says ("…; page 1 of 15").
    if (rowsUrl && !FILTER_KINDS.some((k) => state[k])) status.textContent = saved.status;
    else
      status.textContent = statusText(
        shown,
        FILTER_KINDS.filter((k) => state[k]).map((k) => labelOf(k, state[k]!)),
      );
  }

  /** Shows `next`; resolves 'failed' when Pagefind failed (logged), 'overtaken' when a later choice came first. */
  async function show(next: FilterState): Promise<'shown' | 'overtaken' | 'failed'> {
    const run = ++latest;
    results?.setAttribute('aria-busy', 'true');
    try {
      pagefind ??= load().then(async (module) => {
        await module.options?.(PAGEFIND_OPTIONS);
        return module;
      });
      const [answer, nextRows] = await Promise.all([askPagefind(await pagefind, next), rowsFor(next)]);
      if (run !== latest) return 'overtaken';
      state = next;
      showRows(nextRows);
      render(answer);
      return 'shown';
    } catch (error) {
      pagefind = undefined;
      console.error('[document-library] the documents could not be filtered in place:', error);
      return run === latest ? 'failed' : 'overtaken';
    } finally {
      if (run === latest) results?.removeAttribute('aria-busy');
    }
  }

  function onClick(event: MouseEvent): void {
    if (!isPlainClick(event)) return;
    const link = (event.target as Element | null)?.closest?.('a');
    if (!link || !root.contains(link)) return;
    let next: FilterState;
    if (link === all) next = {};
    else if (link.dataset.filterKind) {
      const kind = link.dataset.filterKind as FilterKind;
      const value = link.dataset.filterValue!;
      next = { ...state, [kind]: state[kind] === value ? undefined : value };
    } else return;
    event.preventDefault();
    history.pushState(null, '', `${libraryUrl}${queryFromState(next)}`);
    void show(next).then((outcome) => {
      // The link's own page gives the same view without JavaScript; it takes the place of the
      // history entry just pushed, which this page cannot show.
      if (outcome === 'failed') location.replace(link.href);
    });
  }

  /**
   * Shows the state a URL holds (a reload, a shared link, back or forward). If Pagefind fails, the
   * pre-rendered page of its first chosen filter takes the URL's place, so the list is never all
   * documents under a filtered address.
   */
  function showUrl(): void {
    const next = stateFromQuery(location.search);
    void show(next).then((outcome) => {
      if (outcome !== 'failed') return;
      const kind = FILTER_KINDS.find((k) => next[k]);
      const page = kind && links.find((a) => a.dataset.filterKind === kind && a.dataset.filterValue === next[kind]);
      if (page) location.replace(page.href);
      else history.replaceState(null, '', libraryUrl);
    });
  }

  root.addEventListener('click', onClick);
  window.addEventListener('popstate', showUrl);
  if (FILTER_KINDS.some((k) => stateFromQuery(location.search)[k])) showUrl();

  return () => {
    latest++;
    root.removeEventListener('click', onClick);
    window.removeEventListener('popstate', showUrl);
    results?.removeAttribute('aria-busy');
    showRows(pageRows);
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
