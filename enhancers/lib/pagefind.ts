/**
 * Pagefind's module as the enhancers use it (docs/architecture.md "Search"): the search page's
 * results (components/search-results) and the documents library's filters
 * (components/document-library). The build writes the module and its index to `/pagefind/`
 * (scripts/index-search.js); it is loaded at run time, never bundled and never an inline script,
 * so a CSP of `script-src 'self' 'wasm-unsafe-eval'` allows it.
 */

/** Where the build writes Pagefind's module (its index sits beside it). */
export const PAGEFIND_URL = '/pagefind/pagefind.js';

/** The part of one Pagefind result's data the search page shows (Pagefind's `result.data()`). */
export interface PagefindResultData {
  /** Site-relative url, e.g. "/products/ovg-4/". */
  url: string;
  /** Text around the matches: the content's words joined by spaces, `<` and `>` escaped (not `&`), the matched ones wrapped in <mark>. */
  excerpt: string;
  /** The record's whole text, as indexed (not escaped). */
  content?: string;
  /** Indices of the matched words in `content` split into words. */
  locations?: number[];
  meta: {
    title?: string;
    /** A document's type and products, e.g. "Datasheet (PDF) · OVG-4": set on the documents' records (scripts/index-search.js). */
    document?: string;
    /** The page of a document's PDF the record holds, from 2 ("234"); its url ends `#page=234`. */
    page?: string;
    /** A document's number, revision and date, e.g. "DS-0012, Revision 3 · 30 September 2026". */
    facts?: string;
    /** A document's thumbnail (its first page, 80 px wide) and its height (px). */
    image?: string;
    image_height?: string;
  };
}

/** One ranked hit of `pagefind.search()`; its data loads on demand. */
export interface PagefindResult {
  id: string;
  data: () => Promise<PagefindResultData>;
}

/**
 * Per filter, per value, a count of results. In a search's answer, `filters` counts the results
 * that would remain with that value added to the filters searched with.
 */
export type PagefindFilterCounts = Record<string, Record<string, number>>;

/**
 * A search's filters: per filter, a value every result must have, or Pagefind's operators over
 * values (`{ none: [] }` restricts nothing, but has the filter's values counted in the answer).
 */
export type PagefindFilters = Record<string, string | { any?: string[]; all?: string[]; none?: string[] }>;

/** The part of Pagefind's module API the enhancers use. */
export interface PagefindModule {
  /** Set before the first search. `noWorker`: search on the main thread (see `PAGEFIND_OPTIONS`). */
  options?: (options: { noWorker?: boolean }) => Promise<void>;
  /**
   * Ranked results, best first. With a null term and `filters`, every record whose filters hold
   * each given value (Pagefind's filtering without a search term). Resolves null when a newer
   * search superseded this one.
   */
  search: (
    term: string | null,
    options?: { filters?: PagefindFilters },
  ) => Promise<{ results: PagefindResult[]; filters?: PagefindFilterCounts } | null>;
}

/**
 * Pagefind's options: no web worker. The index of this small site is searched in a few ms on the
 * main thread, and the worker would be one more file (pagefind-worker.js, ≈ 12 KB gzip) to fetch.
 */
export const PAGEFIND_OPTIONS = { noWorker: true } as const;

/** Loads Pagefind's module. */
export type LoadPagefind = () => Promise<PagefindModule>;

/** The default loader: Pagefind's own file, at run time (Vite must not bundle or resolve it). */
export const importPagefind: LoadPagefind = () => import(/* @vite-ignore */ PAGEFIND_URL) as Promise<PagefindModule>;
