/**
 * What the cross-engine suite checks, the same in each engine (docs/testing.md "Cross-engine
 * suite"), at 375 × 812 and 1440 × 900 px, with JavaScript and without:
 * - every page of the production build (the CMS aside), and the documents pages of the preview build
 *   with the preview's pages whose section nav production does not have, in one load each: it
 *   answers with its page, with no uncaught error, unhandled rejection, CSP violation or console
 *   error (with its text); nothing scrolls sideways; `<html>` is marked as scripted (`js`) exactly
 *   when scripts run; the current section is underlined in the header, the mobile menu and the
 *   footer; the section nav's links fit its bar (or, below 640 px, "Jump to section" shows) with no
 *   scrollbar and at the bar's height, and with JavaScript, once enhanced, still;
 * - with JavaScript, the journeys, each short: search, menu, a header link clicked as the page's
 *   first input (no error on the page being left), carousel, counter, modal, section nav, enquiry
 *   errors, search results, and the documents library's filters (on the preview build), the first
 *   click made as a visitor makes it.
 * A failure names the engine, JavaScript, width, page and step, and saves a screenshot into
 * test-results/engines/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { builtPages, GALLERY_DIR, readPage, SITE_DIR } from '../../support/built-site.js';
import { sectionNavFit, type SectionNavFit } from '../../support/section-nav-fit.js';
import { SPEC_ROUTES, SPEC_SECTIONS } from '../../support/spec-routes.js';
import { launchFirefox, launchWebKit, type Engine, type EngineName } from './engines.js';
import { MANUAL_PAGES, MANUAL_WORD, MANUAL_WORD_PAGE } from '../../../scripts/sample-documents.js';
import { SEARCH_INDEX_BYTES, pagefindBytes } from '../../../scripts/lib/pagefind-bytes.js';

const SHOTS = path.resolve('test-results/engines');
/** The widths (px) of the suite, with the window heights used for them. */
export const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;
/** The mobile menu replaces the header's links up to this width (px). */
const MOBILE_MAX = 1024;
/** Below this width (px) "Jump to section" replaces the section nav's links, once scripted. */
const SECTION_NAV_LIST_MIN = 640;

/** A page the suite loads: its url on the production build, or on the preview build. */
interface SuitePage {
  url: string;
  preview: boolean;
  /** The top-level section it sits under, marked in the header, the mobile menu and the footer. */
  section?: string;
  /** Its heading, where the requirements name it. */
  title?: string;
}

/** The section nav's titles on a built page, or '' when it has none. */
const sectionNavTitles = (html: string) =>
  [...html.matchAll(/class="section-nav__title">([^<]*)</g)].map((m) => m[1]).join('|');

/**
 * Every page of the production build, then the documents pages of the preview build and the
 * preview's pages whose section nav production does not have (a "Documents" section: production
 * publishes no sample document). Read from the builds, so a new page is covered without a word here.
 */
function suitePages(): SuitePage[] {
  const titles = new Map(SPEC_ROUTES.map((r) => [r.url, r.title]));
  const describe = (url: string, preview: boolean): SuitePage => ({
    url,
    preview,
    section: SPEC_SECTIONS.find((s) => url.startsWith(s)),
    title: titles.get(url),
  });
  const production = builtPages(SITE_DIR);
  const navs = new Map(production.map((p) => [p.url, sectionNavTitles(readPage(p))]));
  const preview = builtPages(GALLERY_DIR).filter((p) => {
    if (p.url.startsWith('/resources/documents/')) return true;
    if (!navs.has(p.url)) return false;
    return sectionNavTitles(readPage(p)) !== navs.get(p.url);
  });
  return [...production.map((p) => describe(p.url, false)), ...preview.map((p) => describe(p.url, true))];
}
/** How long a wait for a page state may take (ms) before it fails: a bound on a state, not a timing assertion. */
const STATE_TIMEOUT_MS = 20000;

/** Where a step runs, for its failure message and screenshot's name. */
interface Where {
  engine: Engine;
  width: number;
  page: string;
}

const jsLabel = (engine: Engine) => (engine.javascript ? 'js' : 'no-js');

const slug = (s: string) =>
  s
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'home';

/**
 * Runs one step; a failure is rethrown naming the engine, width, page and step, with a screenshot
 * saved as test-results/engines/<engine>-<width>-<page>-<step>.png.
 */
async function step<T>(where: Where, name: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    mkdirSync(SHOTS, { recursive: true });
    const file = path.join(
      SHOTS,
      `${where.engine.name}-${jsLabel(where.engine)}-${where.width}-${slug(where.page)}-${slug(name)}.png`,
    );
    const shot = await where.engine.screenshot(file).then(
      () => `screenshot: ${path.relative(process.cwd(), file)}`,
      (e: Error) => `no screenshot (${e.message})`,
    );
    const message =
      error instanceof Error
        ? `${error.message || error.name}${error.message ? '' : ` ${error.stack ?? ''}`}`
        : String(error);
    const js = where.engine.javascript ? 'with JavaScript' : 'without JavaScript';
    throw new Error(
      `${where.engine.name} ${js} at ${where.width} px, ${where.page}, step "${name}": ${message}\n${shot}`,
      {
        cause: error,
      },
    );
  }
}

/** Waits until `fn` (run in the page) returns a truthy value, and resolves to it; throws naming `what` after STATE_TIMEOUT_MS. */
async function until<A extends unknown[], T>(
  engine: Engine,
  what: string,
  fn: (...args: A) => T,
  ...args: A
): Promise<Awaited<T>> {
  const end = Date.now() + STATE_TIMEOUT_MS;
  let last: unknown;
  for (;;) {
    // While a click leaves the page, the old page may be gone before the new one answers: not yet.
    last = await engine.run(fn, ...args).catch((error: Error) => `(no page: ${error.message})`);
    if (last && !(typeof last === 'string' && last.startsWith('(no page: '))) return last as Awaited<T>;
    if (Date.now() > end) throw new Error(`timed out waiting until ${what} (last: ${JSON.stringify(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Loads `url` on the suite's origin (the production build), or the preview build's. */
async function open(engine: Engine, url: string, preview = false): Promise<void> {
  await engine.goto(inject(preview ? 'galleryOrigin' : 'engineOrigin') + url);
}

/** Whether the element `selector` is rendered (has a box) and not hidden by `visibility`. */
function shown(selector: string): boolean {
  const el = document.querySelector(selector);
  if (!el) return false;
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
}

/** Waits until every widget that loads with the page is enhanced, and two frames are drawn. */
async function settled(engine: Engine): Promise<void> {
  await until(
    engine,
    'every widget that loads with the page is enhanced',
    () => !document.querySelector('[data-enhancer]:not([data-enhancer-on]):not([data-enhanced])'),
  );
  await engine.run(
    () => new Promise<boolean>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
  );
}

/**
 * The page's uncaught errors, rejections, CSP violations and console errors, with their text: the
 * probe's (those of the page left just before included), and the engine's own that the probe cannot
 * see (Firefox's page errors; its console errors are the probe's, which has their text). Without
 * JavaScript the probe must not have run (proof that the page ran without), and only the engine's
 * own count.
 */
async function pageErrors(engine: Engine): Promise<string[]> {
  const probe = await engine.run(() => (window as unknown as { __engineProbe?: boolean }).__engineProbe === true);
  if (!engine.javascript) {
    if (probe) throw new Error('a script ran on a page loaded without JavaScript');
    return engine.engineErrors();
  }
  if (!probe) throw new Error('the error probe did not run on this page (test/engines/lib/probe.ts)');
  const recorded = await engine.run(() => (window as unknown as { __engineErrors: string[] }).__engineErrors);
  return [...recorded, ...engine.engineErrors().filter((e) => !e.startsWith('console error:'))];
}

/**
 * Everything the page checks read, in one round trip (WebKit's WebDriver takes tens of ms for each):
 * its title and heading, the probe's record, how far it scrolls sideways, whether `<html>` is
 * marked as scripted, the current section's marks, and whether it has a section nav.
 */
function pageReport() {
  const w = window as unknown as { __engineProbe?: boolean; __engineErrors?: string[] };
  return {
    title: document.title,
    h1: document.querySelector('main h1')?.textContent?.trim() ?? '',
    probe: w.__engineProbe === true,
    recorded: w.__engineErrors ?? [],
    sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    scripted: document.documentElement.classList.contains('js'),
    marks: [
      ...document.querySelectorAll('.primary-nav__item--here, .mobile-nav__item--here, .site-footer__column--here'),
    ].map((item) => {
      const el = item.querySelector(':scope > a, :scope > button, :scope > details > summary')!;
      const style = getComputedStyle(el);
      return {
        where: item.className.split(' ').find((c) => c.endsWith('--here')),
        line: style.textDecorationLine,
        thickness: style.textDecorationThickness,
      };
    }),
    sectionNav: !!document.querySelector('.section-nav'),
  };
}

/** The errors of a `pageReport` (see `pageErrors`). */
function reportErrors(engine: Engine, report: ReturnType<typeof pageReport>): string[] {
  if (!engine.javascript) {
    if (report.probe) throw new Error('a script ran on a page loaded without JavaScript');
    return engine.engineErrors();
  }
  if (!report.probe) throw new Error('the error probe did not run on this page (test/engines/lib/probe.ts)');
  return [...report.recorded, ...engine.engineErrors().filter((e) => !e.startsWith('console error:'))];
}

/**
 * The section nav's rule (components/section-nav/section-nav.css), as a visitor sees it: the links
 * fit the bar, or, scripted and below 640 px, "Jump to section" shows instead; without JavaScript
 * below 640 px the list may scroll sideways, by design. Never a scrollbar under the links, never a
 * bar taller than its one line, "Back to top" in line with the links.
 */
function expectSectionNavFits(fit: SectionNavFit, width: number, scripted: boolean, when: string): void {
  const narrow = width < SECTION_NAV_LIST_MIN;
  if (narrow && scripted) {
    expect(fit.selectShown, `${when}: "Jump to section" shows`).toBe(true);
    expect(fit.listShown, `${when}: the links are hidden`).toBe(false);
  } else if (!narrow) {
    expect(fit.listShown || fit.selectShown, `${when}: the links or "Jump to section" show`).toBe(true);
    expect(fit.overflow, `${when}: px the list scrolls sideways`).toBeLessThanOrEqual(0);
    expect(fit.cut, `${when}: titles cut short`).toEqual([]);
  }
  expect(fit.scrollbar, `${when}: px of scrollbar under the links`).toBe(0);
  expect(fit.bar, `${when}: the bar's height (px)`).toBe(fit.barExpected);
  expect(fit.offset, `${when}: px between the centres of the first link and "Back to top"`).toBeLessThanOrEqual(0.5);
}

/** Defines the whole suite for one engine: with JavaScript, then without; the engine starts once for each. */
export function defineEngineSuite(name: EngineName): void {
  const pages = suitePages();
  for (const javascript of [true, false]) {
    describe(`${name} ${javascript ? 'with' : 'without'} JavaScript`, () => {
      defineEngineRuns(name, javascript, pages);
    });
  }
}

/** The pages at each width, and with JavaScript the journeys, in one engine started for them. */
function defineEngineRuns(name: EngineName, javascript: boolean, pages: SuitePage[]): void {
  let engine: Engine;
  beforeAll(async () => {
    engine =
      name === 'firefox' ? await launchFirefox(javascript) : await launchWebKit(inject('webkitDriverPort'), javascript);
  });
  afterAll(async () => {
    await engine?.close();
  });

  // One browser per file: the steps of a width run one after the other (the default without
  // `concurrent`), each on the page the previous one left.
  for (const { width, height } of WIDTHS) {
    const mobile = width <= MOBILE_MAX;
    describe(`at ${width} px`, () => {
      beforeAll(async () => {
        await engine.resize(width, height);
      });

      for (const page of pages) {
        const label = page.preview ? `${page.url} (preview build)` : page.url;
        test(`${label}: answers with its page, no error, no sideways scroll, ${javascript ? 'scripted' : 'unscripted'}, its section marked, its section nav fits`, async () => {
          const where = { engine, width, page: label };
          await step(where, 'load', async () => {
            await open(engine, page.url, page.preview);
            if (javascript) await settled(engine);
          });
          const report = await step(where, 'read the page', () => engine.run(pageReport));
          await step(where, 'answers with its page', async () => {
            if (page.url === '/404.html') expect(report.h1).toBe('Page not found');
            else expect(report.title).not.toMatch(/not found/i);
            expect(report.h1).not.toBe('');
            if (page.title) expect(report.h1).toBe(page.title);
          });
          await step(where, 'no uncaught error, CSP violation or console error', async () =>
            expect(reportErrors(engine, report)).toEqual([]),
          );
          await step(where, 'no sideways scroll', async () => expect(report.sideways).toBe(0));
          await step(where, `<html> ${javascript ? '' : 'not '}marked as scripted`, async () =>
            expect(report.scripted).toBe(javascript),
          );
          if (page.section) {
            await step(
              where,
              'the current section is underlined in the header, the mobile menu and the footer',
              async () => {
                expect(report.marks.map((m) => m.where).sort()).toEqual([
                  'mobile-nav__item--here',
                  'primary-nav__item--here',
                  'site-footer__column--here',
                ]);
                for (const mark of report.marks)
                  expect(mark, mark.where).toMatchObject({ line: 'underline', thickness: '3px' });
              },
            );
          }
          if (!report.sectionNav) return;
          await step(where, 'the section nav fits its bar', async () =>
            expectSectionNavFits(await engine.run(sectionNavFit), width, javascript, 'before any input'),
          );
          if (!javascript) return;
          await step(where, 'enhanced by the first scroll, the section nav still fits its bar', async () => {
            await engine.run(() => window.scrollBy(0, 1));
            // The enhancer adds the class and renders in one task: once it shows, so does the layout.
            await until(
              engine,
              'the section nav is enhanced',
              () => !!document.querySelector('.section-nav--enhanced'),
            );
            expectSectionNavFits(await engine.run(sectionNavFit), width, true, 'enhanced');
            expect(await pageErrors(engine)).toEqual([]);
          });
        });
      }

      // The journeys need scripts.
      if (!javascript) return;

      // The header's links show above 1024 px (the mobile menu's button below).
      if (!mobile)
        test(`first click: a link in the header, the page's first input, leads to its page with no error logged on the page left`, async () => {
          // The click loads the header's chunk (and the registry's) and leaves the page before they
          // arrive; the browser abandons them. The probe carries what the page left logged over.
          const link = '.primary-nav__list > li > a[href="/technology/"]';
          const where = { engine, width, page: '/company/' };
          await step(where, 'load', () => open(engine, '/company/'));
          await step(where, 'click Technology in the header where it is', () => engine.click(link, { asIs: true }));
          await step(where, '/technology/ answers, and nothing was logged on the page left', async () => {
            await until(
              engine,
              '/technology/ has loaded',
              () =>
                location.pathname === '/technology/' &&
                document.readyState === 'complete' &&
                (window as unknown as { __engineProbe?: boolean }).__engineProbe === true,
            );
            expect(await pageErrors(engine)).toEqual([]);
          });
        });

      test('search: the header\u2019s Search opens the overlay with its search box focused; Esc closes it', async () => {
        const where = { engine, width, page: '/products/' };
        await step(where, 'load', () => open(engine, '/products/'));
        await step(where, 'press Search', () => engine.click('.search-toggle__button'));
        await step(where, 'the overlay shows, its search box focused', () =>
          until(engine, 'the search overlay is open with its search box focused', () => {
            const box = document.activeElement as HTMLElement | null;
            const dialog = box?.closest('[role="dialog"][aria-modal="true"]');
            return !!dialog && box!.matches('input[type="search"]') && dialog.getBoundingClientRect().height > 0;
          }),
        );
        await step(where, 'Esc closes it', async () => {
          await engine.press('Escape');
          await until(
            engine,
            'the overlay is closed',
            () => !document.querySelector('[role="dialog"][aria-modal="true"]')?.getBoundingClientRect().height,
          );
        });
        await step(where, 'no error', async () => expect(await pageErrors(engine)).toEqual([]));
      });

      test('search results: /search/?q=humidity lists the humidity generator and hides the list of every page', async () => {
        const where = { engine, width, page: '/search/?q=humidity' };
        await step(where, 'load', () => open(engine, '/search/?q=humidity'));
        await step(where, 'the results list the OHG-4', () =>
          until(
            engine,
            'the OHG-4 is listed',
            shown,
            '.search-results__list .page-list__link[href="/products/ohg-4/"]',
          ),
        );
        await step(where, 'the query in the box, the list of every page hidden', async () => {
          expect(await engine.run(() => (document.querySelector('#search-page-input') as HTMLInputElement).value)).toBe(
            'humidity',
          );
          expect(await engine.run(shown, '#all-pages')).toBe(false);
          expect(await pageErrors(engine)).toEqual([]);
        });
      });

      if (mobile) {
        test('menu: the first tap opens the mobile menu under the header and locks scrolling; Esc closes it and returns focus to Menu', async () => {
          const where = { engine, width, page: '/markets/defense/' };
          await step(where, 'load', () => open(engine, '/markets/defense/'));
          await step(where, 'press Menu', () => engine.click('.mobile-nav__menu-button'));
          await step(where, 'the menu opens, scrolling locked', async () => {
            await until(engine, 'the menu panel shows', shown, '#mobile-nav-panel');
            expect(
              await engine.run(() => document.querySelector('.mobile-nav__menu-button')!.getAttribute('aria-expanded')),
            ).toBe('true');
            expect(await engine.run(() => document.body.style.position)).toBe('fixed');
          });
          await step(where, 'Esc closes it, focus back on Menu', async () => {
            await engine.press('Escape');
            await until(
              engine,
              'the menu is closed and Menu focused',
              () =>
                document.querySelector('.mobile-nav__menu-button')!.getAttribute('aria-expanded') === 'false' &&
                document.activeElement === document.querySelector('.mobile-nav__menu-button'),
            );
            expect(await pageErrors(engine)).toEqual([]);
          });
        });
      } else {
        test('menu: Enter on a section of the header opens its panel of links; Esc closes it and returns focus to the section', async () => {
          const where = { engine, width, page: '/markets/defense/' };
          const summary = '.primary-nav__list > li > details > summary';
          await step(where, 'load', () => open(engine, '/markets/defense/'));
          await step(where, 'Enter on the first section opens its panel', async () => {
            await engine.run((s: string) => (document.querySelector(s) as HTMLElement).focus(), summary);
            await engine.press('Enter');
            await until(
              engine,
              'the first section\u2019s panel shows',
              shown,
              '.primary-nav__list > li > details[open] .primary-nav__panel',
            );
            await until(
              engine,
              'the header\u2019s sections are enhanced',
              () => !!document.querySelector('nav.primary-nav[data-enhanced]'),
            );
          });
          await step(where, 'Esc closes it, focus back on the section', async () => {
            await engine.press('Escape');
            await until(
              engine,
              'the panel is closed and its section focused',
              (s: string) =>
                !document.querySelector('.primary-nav__list > li > details[open]') &&
                document.activeElement === document.querySelector(s),
              summary,
            );
            expect(await pageErrors(engine)).toEqual([]);
          });
        });
      }

      test('carousel: the home page\u2019s products carousel moves to the next slide', async () => {
        const where = { engine, width, page: '/' };
        await step(where, 'load', () => open(engine, '/'));
        await step(where, 'scrolled into view, Glide mounts it', async () => {
          await engine.run(() => document.querySelector('#home-products-carousel')!.scrollIntoView());
          await until(engine, 'Glide has mounted the carousel', () =>
            document.querySelector('#home-products-carousel')!.classList.contains('glide--slider'),
          );
          expect(
            await engine.run(() => document.querySelector('#home-products-carousel .carousel__status')!.textContent),
          ).toMatch(/^1 of \d+$/);
        });
        await step(where, 'Next moves to the second slide', async () => {
          await engine.click('#home-products-carousel .carousel__button--next');
          await until(engine, 'the status says 2 of n', () =>
            /^2 of \d+$/.test(document.querySelector('#home-products-carousel .carousel__status')!.textContent!),
          );
          expect(await pageErrors(engine)).toEqual([]);
        });
      });

      test('counter: the chip size counts from 0.0 to 7.5 once scrolled into view', async () => {
        const where = { engine, width, page: '/technology/' };
        await step(where, 'load', () => open(engine, '/technology/'));
        await step(where, 'scrolled into view, it counts up to 7.5', async () => {
          await engine.run(() => {
            const current = document.querySelector('[data-enhancer="counter"][data-to="7.5"] .counter__current')!;
            const seen = ((window as unknown as { __counted: string[] }).__counted = [current.textContent!]);
            new MutationObserver(() => seen.push(current.textContent!)).observe(current, {
              childList: true,
              characterData: true,
              subtree: true,
            });
            current.scrollIntoView({ block: 'center' });
          });
          await until(engine, 'the count ends at 7.5', () => {
            const seen = (window as unknown as { __counted: string[] }).__counted;
            return seen.includes('0.0') && seen.at(-1) === '7.5';
          });
          expect(await pageErrors(engine)).toEqual([]);
        });
      });

      test('modal: Expand opens the image in a modal with focus on Close; Esc closes it and returns focus to Expand', async () => {
        const where = { engine, width, page: '/technology/' };
        await step(where, 'load', () => open(engine, '/technology/'));
        await step(where, 'Expand shows once scrolled into view', async () => {
          await engine.run(() =>
            document.querySelector('#main .image-modal')!.scrollIntoView({ block: 'center', behavior: 'instant' }),
          );
          await until(engine, 'Expand is a button', shown, '#main button.image-modal__expand');
        });
        await step(where, 'Expand opens the modal, focus on Close', async () => {
          await engine.click('#main button.image-modal__expand');
          await until(engine, 'the dialog is open with focus on Close', () => {
            const dialog = document.querySelector('dialog[open]');
            return (
              !!dialog &&
              dialog.contains(document.activeElement) &&
              document.activeElement!.textContent!.trim() === 'Close'
            );
          });
        });
        await step(where, 'Esc closes it, focus back on Expand', async () => {
          await engine.press('Escape');
          await until(
            engine,
            'the dialog is closed and Expand focused',
            () =>
              !document.querySelector('dialog[open]') &&
              document.activeElement === document.querySelector('#main button.image-modal__expand'),
          );
          expect(await pageErrors(engine)).toEqual([]);
        });
      });

      test(
        mobile
          ? 'section nav: the first scroll enhances it; "Jump to section" moves to the section chosen'
          : 'section nav: the first scroll enhances it; a link moves to its section and is marked current',
        async () => {
          // Whether the links fit the bar is checked on every page, in the page's own load (above).
          const page = mobile ? '/technology/' : '/company/';
          const where = { engine, width, page };
          await step(where, 'load', () => open(engine, page));
          await step(where, 'the first scroll enhances it', async () => {
            await engine.run(() => window.scrollBy(0, 200));
            await until(engine, 'the nav is enhanced', () =>
              document.querySelector('.section-nav')!.classList.contains('section-nav--enhanced'),
            );
          });
          if (mobile) {
            await step(where, 'choosing a section in "Jump to section" moves to it', async () => {
              const target = await engine.run(
                () => (document.querySelector('.section-nav__select option:nth-child(3)') as HTMLOptionElement).value,
              );
              await engine.select('.section-nav__select', target);
              await until(
                engine,
                `the page is at ${target}`,
                (t: string) => {
                  const el = document.getElementById(t.replace(/^#/, ''));
                  return (
                    !!el &&
                    Math.abs(el.getBoundingClientRect().top) < window.innerHeight / 2 &&
                    location.hash === `#${t.replace(/^#/, '')}`
                  );
                },
                target,
              );
            });
          } else {
            await step(where, 'a link moves to its section and is marked current', async () => {
              await engine.click('.section-nav__list li:nth-child(3) .section-nav__link');
              await until(engine, 'the third link is current and its section at the top', () => {
                const link = document.querySelector(
                  '.section-nav__list li:nth-child(3) .section-nav__link',
                ) as HTMLAnchorElement;
                const section = document.getElementById(link.hash.slice(1));
                return (
                  link.getAttribute('aria-current') !== null &&
                  !!section &&
                  Math.abs(section.getBoundingClientRect().top) < window.innerHeight / 2
                );
              });
            });
          }
          await step(where, 'no error', async () => expect(await pageErrors(engine)).toEqual([]));
        },
      );

      test('enquiry errors: an empty submit shows the error summary, focused, with a link per missing answer', async () => {
        const where = { engine, width, page: '/contact/' };
        await step(where, 'load', () => open(engine, '/contact/'));
        await step(where, 'the first interaction loads the form\u2019s enhancer', async () => {
          await engine.click('#enquiry-name');
          await until(engine, 'the form is enhanced', () =>
            document.querySelector('[data-enhancer="enquiry-form"]')!.hasAttribute('data-enhanced'),
          );
        });
        await step(where, 'an empty submit: the summary, focused, names the five missing answers', async () => {
          await engine.click('.enquiry-form__submit');
          await until(engine, 'the error summary is focused', () =>
            document.activeElement?.classList.contains('error-summary'),
          );
          const summary = await engine.run(() => ({
            heading: document.querySelector('.error-summary h2, .error-summary [role="heading"]')?.textContent?.trim(),
            links: [...document.querySelectorAll('.error-summary a')].map((a) => a.textContent!.trim()),
            title: document.title,
          }));
          expect(summary.heading).toBe('There is a problem');
          expect(summary.links).toEqual([
            'Enter your full name',
            'Enter your work email, like name@company.com',
            'Select what your enquiry is about',
            'Enter your message',
            'Tick the box so that we may contact you about this enquiry',
          ]);
          expect(summary.title).toMatch(/^Error: /);
          expect(await pageErrors(engine)).toEqual([]);
        });
      });

      test('documents library (preview build): a tap on a filter as the first input filters in place through the search index, and the URL keeps it', async () => {
        const where = { engine, width, page: '/resources/documents/' };
        const datasheets = 'a[data-filter-kind="type"][data-filter-value="datasheets"]';
        await step(where, 'load', () => open(engine, '/resources/documents/', true));
        await step(where, 'Datasheets filters the list in place, with counts, and the URL keeps it', async () => {
          // The first input on the page: a real pointer's press and release on the link, where it
          // is when it shows in the first viewport (a visitor's click, with no scroll before it to
          // load anything). The page holds it until the library's enhancer has run
          // (enhancers/hold-clicks.ts), so it filters in place rather than following the link to the
          // pre-rendered filter page, and nothing is logged as failed.
          const inView = await engine.run((s: string) => {
            const r = document.querySelector(s)!.getBoundingClientRect();
            return r.top >= 0 && r.bottom <= innerHeight;
          }, datasheets);
          await engine.click(datasheets, { asIs: inView });
          await until(
            engine,
            'the status says two datasheets',
            () =>
              document.querySelector('.document-library__status')!.textContent ===
              '2 documents: Datasheets, newest first.',
          );
          const view = await engine.run(
            (s: string) => ({
              path: location.pathname + location.search,
              rows: [...document.querySelectorAll<HTMLElement>('.document-list__item')]
                .filter((r) => !r.hidden)
                .map((r) => r.querySelector('.document-list__type')!.firstChild!.textContent!.trim()),
              current: document.querySelector(s)!.getAttribute('aria-current'),
              ovg: document.querySelector(
                'a[data-filter-kind="product"][data-filter-value="ovg-4"] .document-filters__count',
              )!.textContent,
            }),
            datasheets,
          );
          expect(view).toEqual({
            path: '/resources/documents/?type=datasheets',
            rows: ['Datasheet', 'Datasheet'],
            current: 'true',
            ovg: '(1)',
          });
          expect(await pageErrors(engine)).toEqual([]);
        });
      });

      test(`search inside documents (preview build): a word on page ${MANUAL_WORD_PAGE} of the ${MANUAL_PAGES}-page sample manual shows the manual once, linked to that page, for at most ${SEARCH_INDEX_BYTES / 1000} KB gzip of the search index`, async () => {
        const where = { engine, width, page: `/search/?q=${MANUAL_WORD}` };
        await step(where, 'load', () => open(engine, `/search/?q=${MANUAL_WORD}`, true));
        await step(where, `the manual is listed once, at #page=${MANUAL_WORD_PAGE}`, async () => {
          await until(engine, 'the results are listed', shown, '.search-results__list');
          const links = await engine.run(() =>
            [...document.querySelectorAll<HTMLAnchorElement>('.search-results__list .page-list__link')].map((a) =>
              a.getAttribute('href')!,
            ),
          );
          expect(links).toEqual([`/documents/um-0007-ofc-1-flow-controller-user-manual.pdf#page=${MANUAL_WORD_PAGE}`]);
          expect(await pageErrors(engine)).toEqual([]);
        });
        await step(where, `at most ${SEARCH_INDEX_BYTES} B gzip of the index fetched for it`, async () => {
          // What the page fetched, by Resource Timing (every engine names the files; not every
          // engine gives their sizes), sized from the build it was served.
          const fetched = await engine.run(() =>
            performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
          );
          const bytes = pagefindBytes(GALLERY_DIR, fetched);
          console.log(
            `[${engine.name} ${width} px] /pagefind/ for "${MANUAL_WORD}", gzip: runtime ${bytes.runtime.gzip} B, index ${bytes.index.gzip} B`,
          );
          expect(bytes.runtime.gzip).toBeGreaterThan(0);
          expect(bytes.index.gzip).toBeLessThanOrEqual(SEARCH_INDEX_BYTES);
        });
      });
    });
  }
}
