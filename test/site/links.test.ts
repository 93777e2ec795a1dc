/** Internal links and #anchors on every built page resolve: 0 broken. */
import { describe, expect, it } from 'vitest';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { builtPages, readPage, SITE_DIR } from '../support/built-site.js';

const pages = builtPages();
const idsByUrl = new Map(
  pages.map((p) => [
    p.url,
    new Set(
      parse(readPage(p))
        .querySelectorAll('[id]')
        .map((e) => e.id),
    ),
  ]),
);

/** The built file a site-relative path is served from, or undefined. */
function resolve(pathname: string): string | undefined {
  const file = path.join(SITE_DIR, decodeURIComponent(pathname));
  if (existsSync(file) && statSync(file).isFile()) return file;
  const index = path.join(file, 'index.html');
  return existsSync(index) ? index : undefined;
}

describe.each(pages.map((p) => p.url))('links on %s', (url) => {
  const doc = parse(readPage(pages.find((p) => p.url === url)!));
  const refs = [
    ...doc.querySelectorAll('a[href]').map((a) => a.getAttribute('href')!),
    ...doc
      .querySelectorAll('link[href], img[src], script[src]')
      .map((e) => e.getAttribute('href') ?? e.getAttribute('src')!),
  ].filter((h) => !/^(https?:|mailto:|tel:)|^\/\//.test(h));

  it('all resolve to a built file, and every #fragment to an element', () => {
    const broken: string[] = [];
    for (const ref of refs) {
      const target = new URL(ref, `http://site${url}`);
      if (!resolve(target.pathname)) broken.push(`${ref} (no file)`);
      else if (target.hash) {
        const ids = idsByUrl.get(target.pathname);
        if (ids && !ids.has(decodeURIComponent(target.hash.slice(1)))) broken.push(`${ref} (no element with that id)`);
      }
    }
    expect(broken).toEqual([]);
  });
});
