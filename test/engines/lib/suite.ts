/**
 * What the cross-engine suite checks, the same in each engine (docs/testing.md "Cross-engine
 * suite"), at 375 × 812 and 1440 × 900 px:
 * - every route of the spec (test/support/spec-routes.ts) and the home page answers with its page,
 *   with no uncaught error, unhandled rejection or CSP violation; nothing scrolls sideways; `<html>`
 *   is marked as scripted (`js`); the current section is underlined in the header, the mobile menu
 *   and the footer;
 * - the journeys, each short: search, menu, carousel, counter, modal, section nav, enquiry errors,
 *   search results, and the documents library's filters (on the gallery build, a preview build).
 * A failure names the engine, width, page and step, and saves a screenshot into
 * test-results/engines/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { SPEC_ROUTES } from '../../support/spec-routes.js';
import { launchFirefox, launchWebKit, type Engine, type EngineName } from './engines.js';

const SHOTS = path.resolve('test-results/engines');
/** The widths (px) of the suite, with the window heights used for them. */
export const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;
/** The mobile menu replaces the header's links up to this width (px). */
const MOBILE_MAX = 1024;
/** How long a wait for a page state may take (ms) before it fails: a bound on a state, not a timing assertion. */
const STATE_TIMEOUT_MS = 20000;

/** Where a step runs, for its failure message and screenshot's name. */
interface Where {
  engine: Engine;
  width: number;
  page: string;
}

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
    const file = path.join(SHOTS, `${where.engine.name}-${where.width}-${slug(where.page)}-${slug(name)}.png`);
    const shot = await where.engine.screenshot(file).then(
      () => `screenshot: ${path.relative(process.cwd(), file)}`,
      (e: Error) => `no screenshot (${e.message})`,
    );
    const message =
      error instanceof Error
        ? `${error.message || error.name}${error.message ? '' : ` ${error.stack ?? ''}`}`
        : String(error);
    throw new Error(`${where.engine.name} at ${where.width} px, ${where.page}, step "${name}": ${message}\n${shot}`, {
      cause: error,
    });
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
    last = await engine.run(fn, ...args);
    if (last) return last as Awaited<T>;
    if (Date.now() > end) throw new Error(`timed out waiting until ${what} (last: ${JSON.stringify(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Loads `url` on the suite's origin. */
async function open(engine: Engine, url: string): Promise<void> {
  await engine.goto(inject('engineOrigin') + url);
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

/** The page's uncaught errors, rejections and CSP violations (the probe's and the engine's own). */
async function pageErrors(engine: Engine): Promise<string[]> {
  const probe = await engine.run(() => (window as unknown as { __engineProbe?: boolean }).__engineProbe === true);
  if (!probe) throw new Error('the error probe did not run on this page (test/engines/lib/probe.ts)');
  const recorded = await engine.run(() => (window as unknown as { __engineErrors: string[] }).__engineErrors);
  return [...recorded, ...engine.engineErrors()];
}

/** How far (px) the page scrolls sideways. */
const sidewaysOverflow = (engine: Engine) =>
  engine.run(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The current section's marks: for each `--here` item of the header, the mobile menu and the
 * footer, its link's (or toggle's) text, computed text-decoration line and thickness.
 */
const sectionMarks = (engine: Engine) =>
  engine.run(() =>
    [...document.querySelectorAll('.primary-nav__item--here, .mobile-nav__item--here, .site-footer__column--here')].map(
      (item) => {
        const el = item.querySelector(':scope > a, :scope > button, :scope > details > summary')!;
        const style = getComputedStyle(el);
        return {
          where: item.className.split(' ').find((c) => c.endsWith('--here')),
          text: el.textContent!.trim(),
          line: style.textDecorationLine,
          thickness: style.textDecorationThickness,
        };
      },
    ),
  );

/** Section-nav geometry on a page: the list's overflow, the bar's height and the vertical centres of the first link and "Back to top" (px). */
const sectionNavBox = (engine: Engine) =>
  engine.run(() => {
    const list = document.querySelector('.section-nav__list')!;
    const centre = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.top + r.height / 2;
    };
    return {
      overflow: list.scrollWidth - list.clientWidth,
      scrollbar: (list as HTMLElement).offsetHeight - list.clientHeight,
      bar: document.querySelector('.section-nav__bar')!.getBoundingClientRect().height,
      offset: Math.abs(
        centre(document.querySelector('.section-nav__top')!) - centre(document.querySelector('.section-nav__link')!),
      ),
    };
  });

/** Defines the whole suite for one engine; the engine starts once for the file. */
export function defineEngineSuite(name: EngineName): void {
  let engine: Engine;
  beforeAll(async () => {
    engine = name === 'firefox' ? await launchFirefox() : await launchWebKit(inject('webkitDriverPort'));
  });
  afterAll(async () => {
    await engine?.close();
  });

  // One browser per file: the steps of a width run one after the other (the default without
  // `concurrent`), each on the page the previous one left.
  for (const { width, height } of WIDTHS) {
    const mobile = width <= MOBILE_MAX;
    describe(`${name} at ${width} px`, () => {
      beforeAll(async () => {
        await engine.resize(width, height);
      });

      const routes = [
        { url: '/', section: undefined as string | undefined, title: 'Owlstone' as string | undefined },
        ...SPEC_ROUTES,
      ];
      for (const route of routes) {
        test(`${route.url}: answers with its page, no error or CSP violation, no sideways scroll, scripted, its section marked`, async () => {
          const where = { engine, width, page: route.url };
          await step(where, 'load', async () => {
            await open(engine, route.url);
            await settled(engine);
          });
          await step(where, 'answers with its page', async () => {
            const { title, h1 } = await engine.run(() => ({
              title: document.title,
              h1: document.querySelector('main h1')?.textContent?.trim() ?? '',
            }));
            expect(title).not.toMatch(/not found/i);
            expect(h1).not.toBe('');
            if (route.url !== '/' && route.title) expect(h1).toBe(route.title);
          });
          await step(where, 'no uncaught error or CSP violation', async () =>
            expect(await pageErrors(engine)).toEqual([]),
          );
          await step(where, 'no sideways scroll', async () => expect(await sidewaysOverflow(engine)).toBe(0));
          await step(where, '<html> marked as scripted', async () =>
            expect(await engine.run(() => document.documentElement.classList.contains('js'))).toBe(true),
          );
          if (route.section) {
            await step(
              where,
              'the current section is underlined in the header, the mobile menu and the footer',
              async () => {
                const marks = await sectionMarks(engine);
                expect(marks.map((m) => m.where).sort()).toEqual([
                  'mobile-nav__item--here',
                  'primary-nav__item--here',
                  'site-footer__column--here',
                ]);
                for (const mark of marks)
                  expect(mark, mark.where).toMatchObject({ line: 'underline', thickness: '3px' });
              },
            );
          }
        });
      }

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
          : 'section nav: the links fit the bar of /company/ at 1440 px without a scrollbar, in line with "Back to top"; a link moves to its section and is marked current',
        async () => {
          // At 1440 px, /company/'s five titles fit the bar in Chromium; a wider text (Firefox's)
          // must not make them scroll or push the links out of line with "Back to top", before and
          // after the enhancer. /technology/'s six titles are wider than the bar in every engine.
          const page = mobile ? '/technology/' : '/company/';
          const where = { engine, width, page };
          await step(where, 'load', () => open(engine, page));
          if (!mobile) {
            await step(where, 'the list fits the bar: no sideways scroll, no scrollbar', async () => {
              const box = await sectionNavBox(engine);
              expect(box.overflow, 'px the list scrolls sideways').toBeLessThanOrEqual(0);
              expect(box.scrollbar, 'px of scrollbar under the links').toBe(0);
              expect(box.offset, 'px between the centres of the first link and "Back to top"').toBeLessThanOrEqual(0.5);
            });
          }
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
            await step(where, 'enhanced, the list still fits the bar', async () => {
              const box = await sectionNavBox(engine);
              expect(box.overflow).toBeLessThanOrEqual(0);
              expect(box.offset).toBeLessThanOrEqual(0.5);
            });
            // /markets/defense/'s titles are wider than the bar: its list scrolls, and the links stay in
            // line with "Back to top" whether or not the engine draws a scrollbar under them.
            await step(
              { ...where, page: '/markets/defense/' },
              'a list that scrolls stays in line with "Back to top"',
              async () => {
                await open(engine, '/markets/defense/');
                const box = await sectionNavBox(engine);
                expect(box.overflow, 'px the list scrolls sideways').toBeGreaterThan(0);
                expect(box.offset, 'px between the centres of the first link and "Back to top"').toBeLessThanOrEqual(
                  0.5,
                );
              },
            );
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
        await step(where, 'load', () => engine.goto(`${inject('galleryOrigin')}/resources/documents/`));
        await step(where, 'Datasheets filters the list in place, with counts, and the URL keeps it', async () => {
          // The first input on the page: a real pointer's press and release on the link. The page
          // holds it until the library's enhancer has run (enhancers/hold-clicks.ts), so it filters in
          // place rather than following the link to the pre-rendered filter page.
          await engine.click(datasheets);
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

      test('search inside documents (preview build): a word on a manual\u2019s later pages shows the manual once, linked to the PDF page that holds it', async () => {
        const where = { engine, width, page: '/search/?q=blank' };
        await step(where, 'load', () => engine.goto(`${inject('galleryOrigin')}/search/?q=blank`));
        await step(where, 'the manual is listed once, at #page=N', async () => {
          await until(engine, 'the results are listed', shown, '.search-results__list');
          const manual = await engine.run(() =>
            [...document.querySelectorAll<HTMLAnchorElement>('.search-results__list .page-list__link')]
              .map((a) => a.getAttribute('href')!)
              .filter((href) => href.startsWith('/documents/um-0007-')),
          );
          expect(manual).toHaveLength(1);
          expect(manual[0]).toMatch(/\.pdf#page=[2-6]$/);
          expect(await pageErrors(engine)).toEqual([]);
        });
      });
    });
  }
}
