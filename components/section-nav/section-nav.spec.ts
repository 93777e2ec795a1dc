/**
 * Sticky section navigation placed on real content pages, in the site projects: on /technology/
 * nothing loads before the visitor acts (docs/architecture.md#budgets: no widget JS before any input), the nav is
 * CSS-sticky until the first scroll loads its chunk, and that scroll enhances it. The checks that
 * need a real page's sections are here too: every page's titles fit its bar at 1440 px, the
 * keyboard in the bar of /markets/defense/, whose titles overflow it at 640 and 800 px, the "Jump to section" select's arrow keys below 640 px,
 * and the current link in forced colours. The other journeys run on its gallery page in the
 * gallery projects: section-nav.gallery.spec.ts (why a second file: the top of that file).
 */
import { test, expect, type Page } from '@playwright/test';
import {
  expectSmoothScroll,
  FRAME_MS,
  holdClock,
  releaseClock,
  runFrames,
  scrollSettled,
} from '../../test/support/motion.js';
import { NARROW, WIDE } from '../../test/support/widths.js';
import { builtPages, readPage } from '../../test/support/built-site.js';
import { sectionNavFit } from '../../test/support/section-nav-fit.js';

const URL = '/technology/';
const sectionNavChunk = /\/assets\/section-nav-[\w-]+\.js$/;

test('nothing before the visitor acts: the nav is CSS-sticky until the first scroll loads its chunk', async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (sectionNavChunk.test(r.url())) chunks.push(r.url());
  });
  await page.goto(URL, { waitUntil: 'networkidle' });
  const nav = page.locator('.section-nav');
  expect(chunks, 'no section-nav chunk before any input').toEqual([]);
  await expect(nav).not.toHaveClass(/section-nav--enhanced/);
  expect(await nav.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
  await page.mouse.wheel(0, 200);
  await expect(nav).toHaveClass(/\bsection-nav--enhanced\b/);
  expect(chunks).toHaveLength(1);
});

/** Every page of the build with a section nav. */
const sectionNavPages = builtPages()
  .filter((p) => readPage(p).includes('class="section-nav__list"'))
  .map((p) => p.url);

// The list of links shows from 640 px; at 1440 px (the desktop project) every page's titles fit its
// bar, wrapped onto two lines at most, with no scrollbar and at the bar's one-line height, before the
// enhancer and after it. Firefox and WebKit: the same check in test/engines/lib/suite.ts.
test.describe('every page with a section nav', WIDE, () => {
  for (const url of sectionNavPages) {
    test(`${url}: the section titles fit the bar, without a scrollbar, at the bar's height, in line with "Back to top"`, async ({
      page,
    }) => {
      await page.goto(url);
      const fits = (fit: Awaited<ReturnType<typeof sectionNavFit>>, when: string) => {
        expect(fit.listShown, `${when}: the links show`).toBe(true);
        expect(fit.overflow, `${when}: px the list scrolls sideways`).toBeLessThanOrEqual(0);
        expect(fit.scrollbar, `${when}: px of scrollbar under the links`).toBe(0);
        expect(fit.cut, `${when}: titles cut short`).toEqual([]);
        expect(fit.bar, `${when}: the bar's height (px)`).toBe(fit.barExpected);
        expect(fit.offset, `${when}: px between the centres of a link and "Back to top"`).toBeLessThanOrEqual(0.5);
      };
      fits(await page.evaluate(sectionNavFit), 'before the enhancer');
      await page.mouse.wheel(0, 1);
      await expect(page.locator('.section-nav')).toHaveClass(/\bsection-nav--enhanced\b/);
      fits(await page.evaluate(sectionNavFit), 'enhanced');
    });
  }
});

/** How much of the focused section-nav link (px) shows inside its list's visible box, and its width. */
const focusedLinkShown = (page: Page) =>
  page.evaluate(() => {
    const link = document.activeElement as HTMLElement;
    const list = link.closest('.section-nav__list')!.getBoundingClientRect();
    const box = link.getBoundingClientRect();
    return {
      title: link.textContent,
      shown: Math.round(Math.min(box.right, list.right) - Math.max(box.left, list.left)),
      width: Math.round(box.width),
    };
  });

for (const width of [640, 800]) {
  // The list of links shows from 640 px: in the desktop project.
  test.describe(`at ${width} px`, WIDE, () => {
    test.use({ viewport: { width, height: 900 } });

    test('WCAG 2.4.11, 2.4.7: each section link the keyboard reaches is scrolled wholly into view in the bar', async ({
      page,
    }) => {
      // Five sections whose titles, wrapped onto two lines, are still wider together than the bar
      // at 640 and 800 px: the list scrolls (until the enhancer, once the keyboard has left the
      // nav, puts "Jump to section" in their place).
      await page.goto('/markets/defense/', { waitUntil: 'networkidle' });
      const links = page.locator('.section-nav__link');
      const count = await links.count();
      expect(
        await page.evaluate(() => {
          const l = document.querySelector('.section-nav__list')!;
          return l.scrollWidth > l.clientWidth;
        }),
        'the titles overflow the bar',
      ).toBe(true);
      await links.first().focus();
      for (let i = 0; i < count; i++) {
        if (i > 0) await page.keyboard.press('Tab');
        await expect(links.nth(i)).toBeFocused();
        const title = await links.nth(i).textContent();
        await expect
          .poll(
            async () => {
              const f = await focusedLinkShown(page);
              return f.width - f.shown;
            },
            { message: `px of "${title}" hidden outside the bar` },
          )
          .toBe(0);
      }
    });
  });
}

/**
 * The "Jump to section" select below 640 px (WCAG 3.2.2 On Input; the APG's select guidance): in
 * Chromium on Linux and Windows, the arrow keys on a closed select change its value and fire
 * `change` at once, so a keyboard reading the options one by one must not move the page; Enter
 * commits the option shown. The page time is held (test/support/motion.ts), so "did not move" is
 * judged over 40 frames of page time, the same on a loaded machine.
 */
for (const width of [320, 375]) {
  // The select shows below 640 px: in the mobile project.
  test.describe(`at ${width} px`, NARROW, () => {
    test.use({ viewport: { width, height: 740 } });

    test("the arrow keys browse the select's options without moving the page; Enter jumps to the one shown", async ({
      page,
    }) => {
      await page.goto(URL, { waitUntil: 'networkidle' });
      const nav = page.locator('.section-nav');
      const select = page.getByLabel('Jump to section');
      await select.focus();
      // Its first focus loads the chunk (data-enhanced once the enhancer has run), and may scroll the select into view.
      await expect(nav).toHaveAttribute('data-enhanced', /.*/);
      const y0 = await scrollSettled(page);
      const ids = await select
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      await holdClock(page);
      try {
        for (const step of [1, 2, 3]) {
          await page.keyboard.press('ArrowDown');
          await expect(select).toHaveValue(ids[step]);
          const ys = await runFrames(page, () => window.scrollY, { maxMs: 40 * FRAME_MS });
          expect(
            ys.map((s) => s.value),
            `after ArrowDown ${step}: the page stays where it was`,
          ).toEqual(ys.map(() => y0));
        }
        await page.keyboard.press('ArrowUp');
        await expect(select).toHaveValue(ids[2]);
        await page.keyboard.press('Enter');
        const ys = await runFrames(page, () => window.scrollY, {
          maxMs: 1500,
          until: (y, s) => s.length > 9 && s.slice(-8).every((x) => x.value === y) && y > 0,
        });
        expectSmoothScroll(ys, { to: ys.at(-1)!.value });
      } finally {
        await releaseClock(page);
      }
      const arrived = await page.evaluate((id) => {
        const bar = document.querySelector('.section-nav__bar')!.getBoundingClientRect();
        return Math.round(document.getElementById(id)!.getBoundingClientRect().top - bar.bottom);
      }, ids[2]);
      expect(arrived, `#${ids[2]} arrives just below the nav`).toBe(0);
      await expect(page.getByLabel('Jump to section')).toHaveValue(ids[2]);
      await expect(page.getByLabel('Jump to section')).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`#${ids[2]}$`));
    });

    test('once taken over, the arrow keys still only browse; leaving the select shows the current section again', async ({
      page,
    }) => {
      await page.goto(URL, { waitUntil: 'networkidle' });
      await page.mouse.wheel(0, 1);
      await expect(page.locator('.section-nav')).toHaveClass(/\bsection-nav--enhanced\b/);
      await scrollSettled(page);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      const select = page.getByLabel('Jump to section');
      await select.focus();
      const y0 = await scrollSettled(page);
      await holdClock(page);
      try {
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        const ys = await runFrames(page, () => window.scrollY, { maxMs: 40 * FRAME_MS });
        expect(
          ys.map((s) => s.value),
          'the page stays where it was',
        ).toEqual(ys.map(() => y0));
      } finally {
        await releaseClock(page);
      }
      await page.keyboard.press('Shift+Tab');
      await expect(select, 'nothing was chosen: the placeholder shows again').toHaveValue('');
      await expect(page, 'no section was chosen').not.toHaveURL(/#/);
    });
  });
}

/** WCAG relative luminance contrast of two `rgb(…)`/`rgba(…)` colours (alpha ignored). */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

for (const colorScheme of ['dark', 'light'] as const) {
  // The list of links shows from 640 px (below, the select names the current section).
  test(
    `forced colours (${colorScheme} system theme): the current section's link stays marked and legible`,
    WIDE,
    async ({ page }) => {
      await page.emulateMedia({ forcedColors: 'active', colorScheme });
      await page.goto(URL, { waitUntil: 'networkidle' });
      await page.mouse.wheel(0, 1);
      await expect(page.locator('.section-nav')).toHaveClass(/\bsection-nav--enhanced\b/);
      const anchorTop = await page.evaluate(
        () => document.getElementById('why-a-chip')!.getBoundingClientRect().top + scrollY,
      );
      await page.evaluate((y) => window.scrollTo({ top: y - 150, behavior: 'instant' }), anchorTop);
      const current = page.locator('.section-nav__link[aria-current="true"]');
      await expect(current).toHaveAttribute('href', '#why-a-chip');
      // What shows: the text colour, the fill behind the text (its own, or the first ancestor's that
      // is not transparent), an underline, a border.
      const look = (el: Element) => {
        const s = getComputedStyle(el);
        let fill = s.backgroundColor;
        for (let up = el.parentElement; up && /^rgba\(.*, 0\)$|^transparent$/.test(fill); up = up.parentElement)
          fill = getComputedStyle(up).backgroundColor;
        return {
          color: s.color,
          background: fill,
          decoration: s.textDecorationLine,
          border: s.borderTopStyle === 'none' ? 'none' : `${s.borderTopWidth} ${s.borderTopStyle}`,
        };
      };
      const mine = await current.evaluate(look);
      const other = await page.locator('.section-nav__link:not([aria-current])').first().evaluate(look);
      expect(mine, 'the current link looks unlike the others').not.toEqual(other);
      expect(
        contrast(mine.color, mine.background),
        `its text on its own fill (${mine.color} on ${mine.background})`,
      ).toBeGreaterThanOrEqual(4.5);
    },
  );
}
