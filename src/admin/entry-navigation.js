// @ts-check
/**
 * Going from one entry straight to another goes through the collection's list (docs/cms.md
 * "Going from one page to another"). Sveltia CMS 0.221 keeps its editor open when the address
 * changes from one entry to another, and between two files of one file collection (two of the
 * site's pages) the editor then shows the new page's toolbar with no Edit pane and no preview:
 * the author sees the page's fields gone. Such a change comes from the build panel's "Open it"
 * (./build-status.js), Back and Forward, or an address typed or pasted.
 *
 * A listener on the window's `hashchange`, in the capture phase so that it runs before the CMS's
 * own, puts the collection's list in the address instead (`history.replaceState`, no new history
 * entry), which the CMS, reading the address as it applies the change, answers by closing the
 * editor. Once the editor is gone, the entry's address
 * is put back (`location.replace`): the CMS opens the entry afresh, with its panes. The history
 * keeps its length, so Back and Forward still go where they went.
 *
 * Plain JavaScript that runs unchanged in the browser and in Node (test/unit/cms-entry-navigation.test.ts).
 */

/** An entry's address in the CMS: `#/collections/<collection>/entries/<entry>`, with an optional `?query`. */
const ENTRY_ROUTE = /#\/collections\/([^/?#]+)\/entries\/([^?#]+)/;
/** Sveltia's editor, which the CMS removes from the page when it closes (Sveltia CMS 0.221). */
export const EDITOR_SELECTOR = '.content-editor';
/** How long the editor may take to close, ms, before the entry is opened anyway (a loaded machine takes seconds). */
export const CLOSE_TIMEOUT_MS = 20_000;

/**
 * The entry an address of the CMS opens.
 * @param {string} url  an address of the CMS page, or its hash
 * @returns {{ collection: string, entry: string } | null} null: the address opens no entry (a list, the assets, a new entry)
 */
export function entryRoute(url) {
  const match = ENTRY_ROUTE.exec(url);
  return match ? { collection: match[1], entry: match[2] } : null;
}

/**
 * The list to go through when the address changes from `oldURL` to `newURL`: the collection's
 * list when both open an entry and not the same one; otherwise null (the CMS is left alone).
 * @param {string} oldURL  the address before, as a `HashChangeEvent` gives it
 * @param {string} newURL  the address after
 * @returns {string | null} the list's hash, `#/collections/<collection>`
 */
export function listBetween(oldURL, newURL) {
  const from = entryRoute(oldURL);
  const to = entryRoute(newURL);
  if (!from || !to || (from.collection === to.collection && from.entry === to.entry)) return null;
  return `#/collections/${to.collection}`;
}

/**
 * Resolves once no element matches `selector` in `doc`, or after `timeoutMs`.
 * @param {Document} doc
 * @param {string} selector
 * @param {number} timeoutMs
 * @returns {Promise<boolean>} false: still there when the time ran out
 */
function whenGone(doc, selector, timeoutMs) {
  return new Promise((resolve) => {
    if (!doc.querySelector(selector)) return resolve(true);
    const observer = new MutationObserver(() => {
      if (doc.querySelector(selector)) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(true);
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve(false);
    }, timeoutMs);
    observer.observe(doc.body, { childList: true, subtree: true });
  });
}

/**
 * Makes every change of address from one entry to another go through the collection's list.
 * Called once, by ./cms-setup.js.
 * @param {Window} view  the CMS page's window
 * @returns {() => void} stops listening
 */
export function openEntriesFromTheirList(view = window) {
  /** @param {HashChangeEvent} event */
  const onHashChange = async (event) => {
    const list = listBetween(event.oldURL, event.newURL);
    if (!list) return;
    const entry = view.location.hash;
    view.history.replaceState(view.history.state, '', list);
    if (!(await whenGone(view.document, EDITOR_SELECTOR, CLOSE_TIMEOUT_MS)))
      console.warn(`The editor did not close within ${CLOSE_TIMEOUT_MS} ms: opening ${entry} anyway.`);
    view.location.replace(entry);
  };
  view.addEventListener('hashchange', onHashChange, { capture: true });
  return () => view.removeEventListener('hashchange', onHashChange, { capture: true });
}
