// @ts-check
/**
 * Pages the local server writes itself (the enquiry receiver's problem page, the 500 page), put in
 * a page of the built site (404.html) so they have the site's header, footer and styles.
 */

/**
 * `shell` with its `<title>` text and its `<main>` content replaced.
 * @param {string | undefined} shell  a page of the site; without a `<main>`, a bare page is used
 * @param {string} title  the new title, as HTML-escaped text
 * @param {string} main   the new content of `<main>`, HTML
 * @returns {string} HTML
 */
export function inShell(shell, title, main) {
  const page =
    shell && /<main\b[^>]*>[\s\S]*<\/main>/.test(shell)
      ? shell
      : `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title></title></head><body><main></main></body></html>`;
  return page
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(/(<main\b[^>]*>)[\s\S]*(<\/main>)/, (_, open, close) => `${open}${main}${close}`);
}

/**
 * The site's 500 page: the server failed, nothing the visitor did is at fault.
 * @param {string | undefined} shell  404.html of the built site
 * @returns {string} HTML
 */
export function serverErrorPage(shell) {
  const main = `
<div class="page-hero page-hero--compact grid-band"><div class="container"><h1 class="page-hero__title">Something went wrong on our side</h1></div></div>
<div class="container page-body"><div class="prose">
<p>The server could not answer this request. Nothing you did caused it, and the error has been logged.</p>
<p>If you were sending an enquiry, it was not stored: go back with your browser's Back button, where what you typed is still there, and send it again.</p>
<p><a href="/">Go to the home page</a></p>
</div></div>
`;
  const titled = shell?.match(/<title>[\s\S]*?<\/title>/)?.[0] ?? '';
  // Keep the site's title suffix (" | Owlstone") when the shell has one.
  const suffix = /\s\|\s[^<|]+<\/title>$/.exec(titled)?.[0].replace(/<\/title>$/, '') ?? '';
  return inShell(shell, `Something went wrong${suffix}`, main);
}
