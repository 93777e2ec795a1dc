/**
 * Build modes (docs/authoring.md#content-gaps-and-build-modes), what holds on every build: no
 * empty section, dangling heading or section-nav anchor to nothing, and the pages' facts to
 * supply are known. What a production build hides is in build-modes.production.test.ts, what a
 * preview build shows in build-modes.preview.test.ts; vitest.config.ts collects the one that
 * applies to the build in SITE_DIR (docs/testing.md "Build modes").
 *
 * Runs on the production build in `npm run test:site` (`_site/`), and on the gallery build, a
 * preview build, in `npm run test:gallery` (GALLERY=1, `SITE_DIR=_site-gallery`). A preview build
 * without the gallery: `PREVIEW=1 SITE_DIR=_site-preview npm run build`, then
 * `PREVIEW=1 SITE_DIR=_site-preview npx vitest run test/site/build-modes`.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { factsByUrl, html, sitePages } from '../support/build-modes.js';

describe('every build: section navigation and sections stay whole', () => {
  it.each(sitePages.map((p) => p.url))(
    '%s: every section-nav link has its anchor, every section has content under its heading',
    (url) => {
      const doc = parse(html.get(url)!);
      const ids = new Set(doc.querySelectorAll('[id]').map((e) => e.id));
      const dangling = doc
        .querySelectorAll('.section-nav__link')
        .map((a) => a.getAttribute('href')!.slice(1))
        .filter((id) => !ids.has(id));
      expect(dangling).toEqual([]);
      const empty = doc
        .querySelectorAll('section')
        .filter(
          (s) =>
            s.childNodes.filter(
              (n) =>
                n.nodeType === 1 &&
                !/^h[1-6]$/i.test((n as { tagName?: string }).tagName ?? '') &&
                !(n as { classList?: DOMTokenList }).classList?.contains('section-anchor'),
            ).length === 0,
        )
        .map((s) => s.getAttribute('aria-labelledby') ?? s.getAttribute('class'));
      expect(empty).toEqual([]);
    },
  );
});

describe('the pages\u2019 facts to supply', () => {
  it('are the gaps of 20 pages or more, the contact page\u2019s among them', () => {
    expect(factsByUrl.size).toBeGreaterThanOrEqual(20);
    expect(factsByUrl.get('/contact/')).toHaveLength(1);
  });
});
