/**
 * Fault injection, every chunk in turn (docs/requirements.md#errors, docs/architecture.md#how-the-browser-side-starts): with
 * one on-demand chunk's request aborted, a page that uses it still shows all its content and its
 * header navigation, and logs `Loading chunk {n} failed.` exactly once per name {n} that asked for
 * that chunk, and nothing else.
 *
 * The chunks come from the build itself: every dynamic entry of Vite's manifest
 * (`viteManifestFile()` of src/folders.js: outside the site), named as the code loads it (enhancers/registry.ts: each
 * module of enhancers/ by its file name, as src/eleventy/bundle/enhancer-modules.js lists them;
 * enhancers/routine-chunks.ts; enhancers/gallery.ts in a gallery build; and "registry" for the
 * registry chunk, enhancers/main.ts). The carousel module serves its three variants under one
 * name, `carousel`, so blocking its file on the home page logs one message. A chunk no built page
 * needs (for instance marketing-forms while no page has a marketing form) gets no test. Each chunk is
 * blocked once, at 375 px, where every widget but the header's section dropdowns is shown (the
 * mobile menu's too); the dropdowns' chunk is blocked at 1440 px, the only width that shows them
 * (WIDE_ONLY_CHUNKS, test/support/widths.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { collectErrors } from '../support/console.js';
import { NARROW, WIDE } from '../support/widths.js';
import { parse } from 'node-html-parser';
import { SITE_DIR, builtPages, readPage } from '../support/built-site.js';
import { viteManifestFile } from '../../src/folders.js';
import { enhancerModules } from '../../src/eleventy/bundle/enhancer-modules.js';
import { DEFAULT_ONLY } from '../../src/eleventy/bundle/enhancer-registry.js';

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
}

/** One name under which the code loads a chunk, and the elements that make a page load it. */
interface ChunkName {
  name: string;
  /** CSS selector of the elements that ask for it. */
  selector: string;
  /** Source module, as in the manifest (e.g. "components/carousel/carousel.tsx?default"). */
  src: string;
}

const root = process.cwd();
const manifest = JSON.parse(readFileSync(viteManifestFile(SITE_DIR), 'utf8')) as Record<string, ManifestChunk>;
const selectors = JSON.parse(readFileSync(path.join(root, 'enhancers/lib/selectors.json'), 'utf8')) as Record<
  string,
  string
>;

/** The module in the manifest that `import('./x')` in `fromFile` resolves to. */
function sourceOf(fromFile: string, specifier: string): string {
  const base = path.posix.join(path.posix.dirname(fromFile), specifier);
  const src = Object.keys(manifest).find((key) => key.replace(/\.tsx?$/, '') === base);
  if (!src)
    throw new Error(`${fromFile}: import('${specifier}') is not a chunk in ${viteManifestFile(SITE_DIR)}; rebuild.`);
  return src;
}

/** `name: () => import('./module')` lines of a registry-like module. */
function importsOf(file: string): [name: string, src: string][] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/^\s*'?([\w-]+)'?:\s*\(\)\s*=>\s*import\('([^']+)'\)/gm)].map((m) => [
    m[1]!,
    sourceOf(file, m[2]!),
  ]);
}

const names: ChunkName[] = [
  // The registry's enhancers: the modules of enhancers/ (enhancers/registry.ts reads the folder).
  ...[...enhancerModules()].map(([name, src]) => ({
    name,
    src: `${src}${DEFAULT_ONLY}`,
    selector: `#app [data-enhancer="${name}"]`,
  })),
  ...importsOf('enhancers/routine-chunks.ts').map(([name, src]) => {
    const selector = selectors[name];
    if (!selector) throw new Error(`enhancers/lib/selectors.json has no selector for the routine chunk "${name}".`);
    return { name, src, selector };
  }),
  // Developer tooling (enhancers/gallery.ts), in builds with the gallery's pages only.
  ...(Object.keys(manifest).includes(`components/page-switcher/page-switcher.tsx${DEFAULT_ONLY}`)
    ? importsOf('enhancers/gallery.ts').map(([name, src]) => ({
        name,
        src,
        selector: `#gallery-tools [data-enhancer="${name}"]`,
      }))
    : []),
  // The registry itself is a chunk, fetched once the first enhancer root is ready.
  { name: 'registry', src: 'enhancers/registry.ts', selector: '#app [data-enhancer]' },
];

const pages = builtPages().map((page) => ({ url: page.url, html: parse(readPage(page)) }));

/** For each chunk file: the first page (by url) that uses it, and the names that page loads it under. */
const cases = Object.values(manifest)
  .filter((chunk) => chunk.isDynamicEntry)
  .flatMap((chunk) => {
    const users = names.filter((n) => n.src === chunk.src);
    if (users.length === 0)
      throw new Error(
        `${chunk.src} is a chunk that no registry loads: is it in NOT_ENHANCERS (src/eleventy/bundle/enhancer-modules.js)?`,
      );
    const page = pages.find((p) => users.some((n) => p.html.querySelector(n.selector)));
    if (!page) return [];
    const module = path.posix.basename(chunk.src ?? chunk.file).replace(/\.tsx?(\?default)?$/, '');
    return [
      {
        module,
        file: chunk.file,
        url: page.url,
        html: page.html,
        users: users.filter((n) => page.html.querySelector(n.selector)),
      },
    ];
  })
  .sort((a, b) => a.module.localeCompare(b.module));

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Chunks whose roots are shown wider than 1024 px only: the header's section dropdowns. */
const WIDE_ONLY_CHUNKS = new Set(['primary-nav']);

/** Asserts that the header's top-level navigation entries are visible (opening the no-JS menu at 375 px). */
async function expectHeaderNavigation(page: Page, isMobile: boolean): Promise<void> {
  if (isMobile) {
    const menu = page.locator('.mobile-nav');
    if ((await menu.getAttribute('open')) === null) await page.locator('.mobile-nav__menu-button').click();
    await expect(page.locator('.mobile-nav__home')).toBeVisible();
  }
  const entries = page.locator(
    isMobile
      ? '.mobile-nav__list > li > :is(a, details > summary)'
      : '.primary-nav__list > li > :is(a, details > summary)',
  );
  expect(await entries.count()).toBeGreaterThan(0);
  for (const entry of await entries.all()) await expect(entry).toBeVisible();
}

for (const { module, file, url, html, users } of cases) {
  const expected = users.map((n) => n.name);
  test(
    `blocking the ${module} chunk on ${url}: content and navigation stay, "Loading chunk ${expected.join('/')} failed." once each`,
    WIDE_ONLY_CHUNKS.has(module) ? WIDE : NARROW,
    async ({ page }, testInfo) => {
      const isMobile = testInfo.project.name === 'mobile-375';
      // The mobile menu exists only at ≤ 1024 px: at 1440 px its chunk is never asked for.
      const onThisViewport = users.filter((n) => n.name !== 'mobile-nav' || isMobile);

      const errors = collectErrors(page);
      let aborted = 0;
      await page.route(`**/${file}`, (route) => {
        aborted += 1;
        return route.abort();
      });
      // A root that loads only for a query (the search page's results: data-enhancer-on="query")
      // is asked for by a visitor who searched.
      const asksForQuery = users.some(
        (n) => html.querySelector(n.selector)?.getAttribute('data-enhancer-on') === 'query',
      );
      await page.goto(asksForQuery ? `${url}?q=sensor` : url);

      // Ask for the chunk the way a visitor would: bring each shown root into view (in the page, one
      // round trip), then tap the shown interaction roots (the header's disclosures) open and shut,
      // and focus into the others.
      const allSelectors = onThisViewport.map((n) => n.selector).join(', ');
      await page.evaluate(async (selector) => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        for (const el of document.querySelectorAll(selector)) {
          if (el.getClientRects().length === 0) continue;
          el.scrollIntoView({ block: 'center' });
          await frame();
        }
      }, allSelectors);
      for (const summary of await page
        .locator(`:is(${allSelectors})[data-enhancer-on="interaction"] > summary`)
        .all()) {
        if (!(await summary.isVisible())) continue;
        await summary.click();
        await summary.click();
      }
      // Other interaction roots (the enquiry form, the header's dropdowns) ask on the first focus
      // inside them.
      for (const root of await page
        .locator(`:is(${allSelectors})[data-enhancer-on="interaction"]:not(:has(> summary))`)
        .all()) {
        if (!(await root.isVisible())) continue;
        await root
          .locator('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea, button, summary')
          .first()
          .focus();
      }
      // A chunk whose roots are all hidden at this width (display: none) is never asked for.
      const asked: string[] = [];
      for (const n of onThisViewport) {
        const condition = await page.locator(n.selector).first().getAttribute('data-enhancer-on');
        const shown = await page
          .locator(n.selector)
          .evaluateAll((els) => els.some((el) => el.getClientRects().length > 0));
        if (shown || condition === null || condition === 'load' || condition === 'query') asked.push(n.name);
      }
      expect(
        asked,
        `no root of ${module} is shown at this width: list it in WIDE_ONLY_CHUNKS if it shows wider than 1024 px only`,
      ).not.toEqual([]);

      for (const name of asked) {
        await expect
          .poll(
            () => errors.filter((e) => e.includes(`Loading chunk ${name} failed.`)).length,
            `"Loading chunk ${name} failed." on ${url}`,
          )
          .toBe(1);
      }
      expect(aborted, `requests for ${file}`).toBeGreaterThan(0);
      // Nothing else went wrong, besides the browser's own note of the aborted request.
      const expectedMessages = asked.map((name) => `Loading chunk ${name} failed.`);
      expect(
        errors.filter((e) => !e.startsWith('Failed to load resource') && !expectedMessages.some((m) => e.includes(m))),
      ).toEqual([]);

      // All the content is there: the heading, and each widget keeps its no-JS markup, visible.
      await expect(page.locator('main h1')).toBeVisible();
      for (const n of users.filter((u) => asked.includes(u.name))) {
        const staticText = html.querySelectorAll(n.selector).map((el) => normalise(el.textContent));
        const liveText = (await page.locator(n.selector).allTextContents()).map(normalise);
        expect(liveText, `text of ${n.selector} on ${url}`).toEqual(staticText);
        if (n.name === 'mobile-nav') continue; // its links are checked below
        // Each root with a box (an empty no-JS root, like the search page's results list, has none)
        // is visible once in view: not hidden, not transparent, once any transition has ended.
        const hidden = await page.evaluate(async (selector) => {
          const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const bad: string[] = [];
          for (const el of document.querySelectorAll<HTMLElement>(selector)) {
            if (el.getBoundingClientRect().height === 0) continue;
            el.scrollIntoView({ block: 'center' });
            // An animated ancestor ([data-animate]) fades in once its viewport observer has seen it:
            // that callback and the fade both come after the scroll, later under load, so wait for
            // them (every running animation in the document) up to 5 s before calling it hidden.
            const isVisible = () =>
              el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
              getComputedStyle(el).opacity === '1';
            const deadline = performance.now() + 5000;
            let visible = false;
            while (!(visible = isVisible()) && performance.now() < deadline) {
              await frame();
              await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
            }
            if (!visible) bad.push(el.outerHTML.slice(0, 120));
          }
          return bad;
        }, n.selector);
        expect(hidden, `roots of ${n.selector} not visible on ${url}`).toEqual([]);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectHeaderNavigation(page, isMobile);
    },
  );
}
