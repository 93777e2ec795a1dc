/**
 * Page switcher: developer tooling on the gallery's pages (docs/requirements.md#page-switcher, docs/requirements.md#page-selector: the list of page names and the selected one).
 *
 * The macro (components/page-switcher/page-switcher.njk) renders a list of links to /frontend/<name>/.
 * This module replaces the list with a labelled native <select> of the same names (hyphens shown
 * as spaces); the option selected is the second-last segment of the page's path, and choosing
 * another navigates to /frontend/<name>/ on the same host and port.
 */
import { render } from 'react-dom';
import type { EnhanceContext } from '../../enhancers/lib/loader';
import { ElementError } from '../../enhancers/lib/errors';

/** Where the gallery pages live: `/frontend/{page}/` (docs/requirements.md#page-switcher). */
export const GALLERY_PREFIX = '/frontend/';

/**
 * docs/requirements.md#page-switcher: a page name as the switcher shows it, every hyphen replaced by a space.
 * @param name  e.g. "image-modal"
 * @returns e.g. "image modal"
 */
export function pageLabel(name: string): string {
  return name.replace(/-/g, ' ');
}

/**
 * docs/requirements.md#page-switcher: the current selection, the second-last segment of a url path.
 * @param pathname  e.g. "/frontend/carousel/" (→ "carousel") or "/frontend/carousel/index.html"
 *                  (→ "carousel"); without the trailing slash, "/frontend/carousel" gives "frontend"
 * @returns the segment, "" when the path has fewer than two segments
 */
export function currentPage(pathname: string): string {
  const segments = pathname.split('/');
  return segments.length >= 2 ? decodeURIComponent(segments[segments.length - 2]) : '';
}

/**
 * docs/requirements.md#page-switcher: the absolute url of a gallery page on the same host and port as `location`.
 * @param page      a name from the list, e.g. "counter"
 * @param location  the page's location (protocol, host with port)
 * @returns e.g. "http://localhost:8961/frontend/counter/"
 */
export function pageUrl(page: string, location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol}//${location.host}${GALLERY_PREFIX}${encodeURIComponent(page)}/`;
}

/** Props of `PageSelect`. */
export interface PageSelectProps {
  /** The gallery page names, in the list's order. */
  pages: string[];
  /** The selected name ("" or a name not in `pages`: nothing is selected). */
  current: string;
  /** Called with the chosen name. */
  onChoose: (page: string) => void;
}

/** The id of the select, tied to its label. One page switcher per page. */
export const SELECT_ID = 'page-switcher-select';

/** Page selector (docs/requirements.md#page-selector): a labelled native select of the page names; change calls `onChoose`. */
export function PageSelect({ pages, current, onChoose }: PageSelectProps) {
  const known = pages.includes(current);
  return (
    <div class="page-switcher__field">
      <label class="page-switcher__label" htmlFor={SELECT_ID}>
        Gallery page
      </label>
      <select
        class="page-switcher__select"
        id={SELECT_ID}
        value={known ? current : ''}
        onChange={(event) => {
          const value = (event.currentTarget as HTMLSelectElement).value;
          if (value) onChoose(value);
        }}
      >
        {!known && <option value="">Choose a page</option>}
        {pages.map((name) => (
          <option key={name} value={name}>
            {pageLabel(name)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Enhancer: `root` is the macro's `[data-enhancer="page-switcher"]` nav.
 * @param root  the nav; its `.page-switcher__list` links carry the names in `data-page`
 * @throws {ElementError} when the list or its `[data-page]` links are missing
 * @returns clean-up that puts the list of links back
 */
export default function enhance(root: HTMLElement, _context: EnhanceContext): () => void {
  const list = root.querySelector<HTMLElement>('.page-switcher__list');
  const pages = [...root.querySelectorAll<HTMLElement>('.page-switcher__list [data-page]')].map(
    (a) => a.dataset.page ?? '',
  );
  if (!list || pages.length === 0) {
    throw new ElementError(
      'page-switcher: no .page-switcher__list with [data-page] links inside [data-enhancer="page-switcher"]; render it with the pageSwitcher macro.',
    );
  }
  const host = document.createElement('div');
  host.className = 'page-switcher__form';
  list.replaceWith(host);
  const current = currentPage(window.location.pathname);
  render(
    <PageSelect
      pages={pages}
      current={current}
      onChoose={(page) => window.location.assign(pageUrl(page, window.location))}
    />,
    host,
  );
  return () => {
    render(null, host);
    host.replaceWith(list);
  };
}
