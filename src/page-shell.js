// @ts-check
/**
 * Pages the local server and the Cloudflare Function write themselves (every error answer: the enquiry receiver's problem page,
 * 400, 403, 405, 412, 413, 415, 416 and the 500 page), put in a page of the built site (404.html)
 * so they have the site's header, footer and styles.
 */
import { escapeText } from 'entities';

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
 * The `<title>` suffix of `shell` (" | Owlstone"), or "" when it has none.
 * @param {string | undefined} shell
 */
function titleSuffix(shell) {
  const titled = shell?.match(/<title>[\s\S]*?<\/title>/)?.[0] ?? '';
  return /\s\|\s[^<|]+<\/title>$/.exec(titled)?.[0].replace(/<\/title>$/, '') ?? '';
}

/**
 * An error answer of the local server as a page of the site: a heading and what to change.
 * @param {string | undefined} shell  404.html of the built site
 * @param {string} heading  plain text, our own words (the page's title and <h1>)
 * @param {string} message  plain text, our own words, never an echo of the request
 * @returns {string} HTML
 */
export function errorPage(shell, heading, message) {
  const main = `
<div class="page-hero page-hero--compact grid-band"><div class="container"><h1 class="page-hero__title">${escapeText(heading)}</h1></div></div>
<div class="container page-body"><div class="prose">
<p>${escapeText(message)}</p>
<p><a href="/">Go to the home page</a></p>
</div></div>
`;
  return inShell(shell, `${escapeText(heading)}${titleSuffix(shell)}`, main);
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
  // Keep the site's title suffix (" | Owlstone") when the shell has one.
  return inShell(shell, `Something went wrong${titleSuffix(shell)}`, main);
}
