/**
 * Search results (docs/requirements.md#search-overlay, docs/requirements.md#search-answer, docs/requirements.md#calls): the search page's answer to `?q=…`.
 *
 * The search page (pages/search.njk) lists every page for visitors without JavaScript. With it,
 * this module reads `q` from the url, puts it in the page's search input, loads Pagefind's own
 * module at run time (enhancers/lib/pagefind.ts) and renders the ranked results: the title as a link, Pagefind's
 * excerpt (whose only markup is <mark>, rendered as elements, never as HTML), and the url. A live
 * region announces how many were found, or "No results for “…”". The no-JS list is hidden (not
 * removed) once the answer shows; if Pagefind fails to load, the error is logged and the list stays.
 */
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { render } from 'react-dom';
import type { EnhanceContext } from '../../enhancers/lib/loader';
import {
  importPagefind,
  PAGEFIND_OPTIONS,
  type LoadPagefind,
  type PagefindResult,
  type PagefindResultData,
} from '../../enhancers/lib/pagefind';

/** How many results are shown at first, and added by 'Show more results'. */
export const RESULTS_PAGE_SIZE = 10;

/**
 * One result per document: a PDF's pages are records of their own (`<pdf>#page=N`,
 * scripts/index-search.js), and only the best-ranked of a document's records is shown.
 * @param results  the results' data, best first
 * @returns them, without a later record of a document already listed
 */
export function onePerDocument(results: PagefindResultData[]): PagefindResultData[] {
  const seen = new Set<string>();
  return results.filter((result) => {
    if (!result.meta.document) return true;
    const pdf = result.url.split('#')[0]!;
    if (seen.has(pdf)) return false;
    seen.add(pdf);
    return true;
  });
}

/** One part of an excerpt: plain text, or a matched word. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

/** Pagefind's word separators (`word_separators` in its pagefind.js): its excerpts are runs of the content's words, so split. */
const WORD_SEPARATORS = /[^\S\uFEFF]+/;
/** A word of an excerpt that Pagefind marked as matched. */
const MARKED_WORD = /^<mark>([\s\S]*)<\/mark>$/;
/** How Pagefind escapes the content it cuts an excerpt from: `<` and `>`, and nothing else. */
const escapeAngles = (word: string) => word.replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Splits Pagefind's excerpt into text and <mark>ed parts, each with the text exactly as the page or
 * the PDF has it. Pagefind cuts the excerpt from the content with `<` and `>` escaped but not `&`, so
 * its entities cannot be told from the same characters in the text ("&lt;b&gt;" in a PDF would show as
 * "<b>"). With the result's `content` and `locations` (the matched words' positions), the excerpt's
 * words are found in the content and taken from there, decoded never. Without them, or when they do not
 * line up, the excerpt is parsed in an inert document (no scripts run, nothing loads) and only text
 * comes out: any markup other than <mark> is reduced to its text, its entities decoded once.
 * @param excerpt    Pagefind's `excerpt`: words joined by spaces, matched ones wrapped in <mark>
 * @param content    Pagefind's `content`: the record's whole text
 * @param locations  Pagefind's `locations`: indices of the matched words in `content` split into words
 */
export function excerptParts(excerpt: string, content?: string, locations?: number[]): ExcerptPart[] {
  return (
    (content !== undefined && locations?.length && partsFromContent(excerpt, content, locations)) ||
    parsedParts(excerpt)
  );
}

/** The excerpt's words taken from `content`, or null when they cannot be found there. */
function partsFromContent(excerpt: string, content: string, locations: number[]): ExcerptPart[] | null {
  const tokens = excerpt.split(' ').filter(Boolean);
  const marked = tokens.map((token) => MARKED_WORD.test(token));
  const plain = tokens.map((token) => token.replace(MARKED_WORD, '$1'));
  const first = marked.indexOf(true);
  if (first < 0) return null;
  const words = content
    .split(WORD_SEPARATORS)
    .map((word, index) => ({ word, index }))
    .filter(({ word }) => word !== '');
  for (const location of locations) {
    const start = words.findIndex(({ index }) => index === location) - first;
    if (start < 0 || start + tokens.length > words.length) continue;
    const window = words.slice(start, start + tokens.length);
    if (!window.every(({ word }, i) => escapeAngles(word) === plain[i])) continue;
    const parts: ExcerptPart[] = [];
    window.forEach(({ word }, i) => {
      // Words are joined by one space, as Pagefind joins them; a space and unmarked words merge into one part.
      for (const part of [...(i > 0 ? [{ text: ' ', mark: false }] : []), { text: word, mark: marked[i] }]) {
        const last = parts.at(-1);
        if (last && !last.mark && !part.mark) last.text += part.text;
        else parts.push({ ...part });
      }
    });
    return parts;
  }
  return null;
}

/** The excerpt parsed as HTML in an inert document: its text, and its <mark>s as marked parts. */
function parsedParts(excerpt: string): ExcerptPart[] {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${excerpt}`, 'text/html');
  return [...doc.body.childNodes]
    .map((node) => ({ text: node.textContent ?? '', mark: node.nodeName === 'MARK' }))
    .filter((part) => part.text !== '');
}

/** What the live region says (docs/requirements.md#search-answer). */
export function statusText(query: string, count: number): string {
  if (count === 0) return `No results for “${query}”`;
  return `${count} ${count === 1 ? 'result' : 'results'} for “${query}”`;
}

/** Props of `SearchResults`. */
export interface SearchResultsProps {
  /** The query from the url (trimmed, non-empty). */
  query: string;
  /** The no-JS list of every page: hidden once the answer shows. */
  fallback: HTMLElement | null;
  /** The element the component is rendered into: it grows to the window's bottom once the answer shows. */
  region?: HTMLElement;
  /** Loads Pagefind (tests pass a stand-in). */
  load?: LoadPagefind;
}

type State =
  | { phase: 'searching' }
  | { phase: 'failed' }
  | { phase: 'done'; results: PagefindResult[]; shown: PagefindResultData[]; loadingMore: boolean };

/** The search answer (docs/requirements.md#search-answer). See the module docstring for the behaviour. */
export function SearchResults({ query, fallback, region, load = importPagefind }: SearchResultsProps) {
  const [state, setState] = useState<State>({ phase: 'searching' });

  useEffect(() => {
    let current = true;
    (async () => {
      const pagefind = await load();
      await pagefind.options?.(PAGEFIND_OPTIONS);
      const search = await pagefind.search(query);
      const results = search?.results ?? [];
      const shown = await Promise.all(results.slice(0, RESULTS_PAGE_SIZE).map((r) => r.data()));
      if (current) setState({ phase: 'done', results, shown, loadingMore: false });
    })().catch((error: unknown) => {
      console.error(error);
      if (current) setState({ phase: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [query, load]);

  // In the same frame as the answer: the no-JS list goes, the results come (or it stays, on failure).
  // The region then reaches at least the bottom of the window, so that a short answer does not pull
  // the footer up into view (no layout shift, docs/architecture.md#budgets).
  useLayoutEffect(() => {
    const done = state.phase === 'done';
    if (fallback) fallback.hidden = done;
    if (done && region)
      region.style.minHeight = `${Math.max(0, Math.floor(window.innerHeight - region.getBoundingClientRect().top))}px`;
  }, [fallback, region, state.phase]);

  const showMore = useCallback(() => {
    if (state.phase !== 'done' || state.loadingMore) return;
    setState({ ...state, loadingMore: true });
    const next = state.results.slice(state.shown.length, state.shown.length + RESULTS_PAGE_SIZE);
    Promise.all(next.map((r) => r.data())).then(
      (more) => setState({ ...state, shown: [...state.shown, ...more], loadingMore: false }),
      (error: unknown) => {
        console.error(error);
        setState({ ...state, loadingMore: false });
      },
    );
  }, [state]);

  const status =
    state.phase === 'done'
      ? statusText(query, state.results.length)
      : state.phase === 'failed'
        ? 'Search is not available right now. Here is every page of the site instead.'
        : '';

  return (
    <>
      <p class="search-results__status" aria-live="polite">
        {status || null}
      </p>
      {state.phase === 'done' && state.shown.length > 0 && (
        <ol class="page-list search-results__list" aria-label={`Results for “${query}”`}>
          {onePerDocument(state.shown).map((result) => (
            <li class="page-list__item search-result" key={result.url}>
              {/* A document's first page, beside its title: decorative, since the title names it. */}
              {result.meta.document && result.meta.image && (
                <img
                  class="search-result__thumb"
                  src={result.meta.image}
                  alt=""
                  width={80}
                  height={Number(result.meta.image_height) || undefined}
                  loading="lazy"
                  decoding="async"
                />
              )}
              <a class="page-list__link" href={result.url} type={result.meta.document ? 'application/pdf' : undefined}>
                {result.meta.title || result.url}
              </a>
              {result.meta.document && (
                <p class="kicker search-result__document">
                  {result.meta.page ? `${result.meta.document} · Page ${result.meta.page}` : result.meta.document}
                </p>
              )}
              {result.meta.facts && <p class="search-result__facts">{result.meta.facts}</p>}
              <p class="page-list__description search-result__excerpt">
                {excerptParts(result.excerpt, result.content, result.locations).map((part, i) =>
                  part.mark ? <mark key={i}>{part.text}</mark> : part.text,
                )}
              </p>
              <p class="search-result__url">{result.url}</p>
            </li>
          ))}
        </ol>
      )}
      {state.phase === 'done' && state.shown.length < state.results.length && (
        <button
          type="button"
          class="button button--ghost search-results__more"
          onClick={showMore}
          disabled={state.loadingMore}
        >
          Show more results
        </button>
      )}
    </>
  );
}

/**
 * Enhancer: reads `q` from the url; when there is one, fills the page's search input
 * (`data-search-input`, an id) with it and renders `SearchResults` into the root, which hides the
 * no-JS list (`data-search-fallback`, an id) once the answer shows. Without `q` the page stays as
 * it is and Pagefind is not loaded.
 * @param root  the search page's `<div data-enhancer="search-results">` (empty in the server markup)
 * @param load  loads Pagefind (tests pass a stand-in); default: `/pagefind/pagefind.js`
 * @returns clean-up that unmounts the component
 */
export default function enhance(
  root: HTMLElement,
  _context: EnhanceContext,
  load: LoadPagefind = importPagefind,
): () => void {
  const query = (new URLSearchParams(window.location.search).get('q') ?? '').trim();
  if (!query) return () => undefined;
  const input = root.dataset.searchInput ? document.getElementById(root.dataset.searchInput) : null;
  if (input instanceof HTMLInputElement) input.value = query;
  const fallback = root.dataset.searchFallback ? document.getElementById(root.dataset.searchFallback) : null;
  render(<SearchResults query={query} fallback={fallback} region={root} load={load} />, root);
  return () => {
    render(null, root);
    root.style.minHeight = '';
  };
}
