/**
 * The gallery's pages (/frontend/<name>/, docs/architecture.md#where-the-code-is, docs/architecture.md#budgets), in the gallery-375 and
 * gallery-1440 projects against the GALLERY=1 build (`npm run build:gallery`, served from
 * GALLERY_DIR): every example of the page's examples file is shown under its name, every widget on
 * the page is enhanced once scrolled into view without a console error, its params tables are
 * readable (names broken only between their words; from 640 px on one line, the table fitting), and
 * axe finds 0 violations with JavaScript (widgets enhanced, at both widths) and without (at 1440 px).
 */
import { expect } from '@playwright/test';
import { axeViolations } from '../support/axe.js';
import { test as sharedPageTest } from '../support/shared-page.js';
import { skipWithoutGallery } from '../support/gallery.js';
import { collectErrors } from '../support/console.js';
import { NOT_ENHANCED_AFTER_SCROLL, scrollThrough } from '../support/motion.js';
import { EXAMPLES, exampleNamed } from '../support/examples.js';
import { galleryPage } from '../../src/eleventy/gallery/examples.js';
import { galleryPages as galleryPageNames } from '../../src/eleventy/gallery/gallery.js';

/** The gallery page names (global data `galleryPages`). */
const galleryPages = galleryPageNames();

/** Marks the tests run in one gallery project only (gallery-1440). */
const NO_JS_ONCE = '(once, at 1440 px)';

skipWithoutGallery();

/** The headings a gallery page shows: its examples' names; the section navigation's page, its anchors' titles. */
function headingsOf(name: string): string[] {
  if (name === 'section-nav') {
    return (exampleNamed('section-nav', 'Twelve anchors, Back to list').props.anchors as { title: string }[]).map(
      (a) => a.title,
    );
  }
  return Object.keys(EXAMPLES)
    .filter((component) => galleryPage(component) === name)
    .flatMap((component) => EXAMPLES[component].map((e) => e.name));
}

/**
 * The url query a gallery page is opened with, with JavaScript: the search results example
 * answers the query in its url (`data-enhancer-on="query"`), so it is audited with results shown.
 */
const SEARCH: Record<string, string> = { 'search-results': '?q=humidity' };

// One page per worker for the JS pages and one for the no-JS pages (test/support/shared-page.ts),
// a fresh navigation per gallery page.
for (const name of galleryPages) {
  sharedPageTest(
    `/frontend/${name}/ with JS: every example shown and enhanced without errors, 0 axe violations`,
    async ({ jsPage: page }) => {
      const errors = collectErrors(page);
      try {
        await page.goto(`/frontend/${name}/${SEARCH[name] ?? ''}`);
        for (const heading of headingsOf(name)) {
          await expect(page.getByRole('heading', { name: heading, exact: true }).first(), heading).toBeVisible();
        }
        await scrollThrough(page);
        // The search results example answers its url's query: audit it with the answer shown.
        if (SEARCH[name]) await expect(page.locator('.search-results__status')).toHaveText(/results? for “/);
        // Widgets loaded on "interaction" (the header's search and menu) wait for a tap: not counted here.
        // Table flags ("overflow") load only for a table wider than its column (docs/architecture.md#budgets: no widget JS before it is needed).
        // Each chunk loads in real time once asked for: seconds on a loaded machine.
        await expect(page.locator(NOT_ENHANCED_AFTER_SCROLL)).toHaveCount(0, { timeout: 15_000 });
        await expect
          .poll(
            () =>
              page
                .locator('#app [data-enhancer-on="overflow"]')
                .evaluateAll(
                  (els) =>
                    els.filter((el) => el.scrollWidth > el.clientWidth && !el.hasAttribute('data-enhanced')).length,
                ),
            { message: 'overflowing tables not flagged' },
          )
          .toBe(0);
        // The params tables: a name never breaks inside one of its camelCase words; from
        // 640 px each name is on one line and every table fits its column (at 375 px a table with a
        // long single word may still scroll sideways in its flagged wrapper, docs/requirements.md#table-overflow).
        const tables = await page.locator('.params-table').evaluateAll((list) =>
          list.map((table) => ({
            overflow: table.parentElement!.scrollWidth - table.parentElement!.clientWidth,
            names: [...table.querySelectorAll('th[scope="row"] code')].map((code) => {
              const linesOf = (node: Node) => {
                const range = document.createRange();
                range.selectNodeContents(node);
                return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
                  .size;
              };
              const words = [...code.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE);
              return {
                name: code.textContent,
                lines: linesOf(code),
                wordsSplit: words.filter((w) => linesOf(w) > 1).map((w) => w.textContent),
              };
            }),
          })),
        );
        const wide = (page.viewportSize()?.width ?? 0) >= 640;
        for (const { overflow, names } of tables) {
          for (const { name, lines, wordsSplit } of names) {
            expect(wordsSplit, `words of ${name} broken across lines`).toEqual([]);
            if (wide) expect(lines, `lines of ${name}`).toBe(1);
          }
          if (wide)
            expect(overflow, `params table of ${names.map((n) => n.name).join(', ')}: px scrolled sideways`).toBe(0);
        }
        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        errors.stop();
      }
    },
  );

  // The no-JS HTML is the same at both widths: the gallery-375 project leaves this one out (its
  // grepInvert in playwright.config.ts).
  sharedPageTest(`/frontend/${name}/ without JS: 0 axe violations ${NO_JS_ONCE}`, async ({ noScriptPage: page }) => {
    await page.goto(`/frontend/${name}/`);
    expect(await axeViolations(page)).toEqual([]);
  });
}
