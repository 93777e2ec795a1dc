// @ts-check
/** rows.njk is written to `documentLibrary.rowsUrl` when the library has more than one page, else not at all. */
export default {
  permalink: (/** @type {{ documentLibrary: { rowsUrl: string | null } }} */ data) =>
    data.documentLibrary.rowsUrl ?? false,
};
