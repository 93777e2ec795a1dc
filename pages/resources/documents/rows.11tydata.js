// @ts-check
/**
 * rows.njk is written to `documentLibrary.rowsUrl` when the library has more than one page, else not
 * at all: under /public/, so that Vite copies it to the site root as it is (a file no page links in
 * its markup; docs/architecture.md#known-traps).
 */
export default {
  permalink: (/** @type {{ documentLibrary: { rowsUrl: string | null } }} */ data) =>
    data.documentLibrary.rowsUrl ? `/public${data.documentLibrary.rowsUrl}` : false,
};
