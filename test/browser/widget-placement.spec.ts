/**
 * The widgets on real pages, in a real browser at 375 px and 1440 px (the two projects):
 * on /markets/industrial/, /company/, /products/ and /technology/ every placed counter waits below
 * the fold, then counts up from 0 to its true target once it scrolls into view (counts from
 * src/_data, facts from the page; the counter's own journey is counter.gallery.spec.ts's),
 * and then, in the same page load, the placed image modal opens with its illustration and caption,
 * passes axe-core while open, and closes with the scroll position restored and focus back on 'Expand'.
 */
import { test, expect } from '@playwright/test';
import { axeViolations } from '../support/axe.js';
import { advanceUntil, afterNextPaint, holdClock, releaseClock, runFrames } from '../support/motion.js';
import { counterRuns, recordCounters, type CounterWindow } from '../support/counter.js';
import { expectClosed, openModal } from '../support/image-modal.js';
import products from '../../src/_data/products.js';
import navigation from '../../src/_data/navigation.js';

const count = (url: string) => navigation.find((i) => i.url === url)!.children.length;
const PRODUCTS = String(Object.keys(products).length);
const APPLICATIONS = String(count('/applications/'));
const MARKETS = String(count('/markets/'));

const PLACED = [
  {
    url: '/markets/industrial/',
    targets: ['4', '4', '15', '10'],
    image: 'product-lonestar',
    caption: /^Lonestar in laboratory mode shows/,
  },
  {
    url: '/company/',
    targets: [PRODUCTS, APPLICATIONS, MARKETS],
    image: 'chip',
    caption: /^The sensor chip, about 7\.5 mm square\./,
  },
  {
    url: '/products/',
    targets: [PRODUCTS],
    image: 'product-gen-sys',
    caption: /^Gen-SYS: vapour, humidity and flow in one test set-up\./,
  },
  // The counter's journey (steps, timing, width, reduced motion) runs on its gallery examples
  // (counter.gallery.spec.ts), and the modal's on its own.
  {
    url: '/technology/',
    targets: ['7.5'],
    image: 'faims-principle',
    caption: /^Ions travel with the gas between the electrodes\./,
  },
];

// One page load per page and width for both widgets: the counters first (on a held clock), then
// the modal, with the clock released.
for (const { url, targets, image, caption } of PLACED) {
  test.describe(url, () => {
    test(`each counter counts once from 0 to its target (${targets.join(', ')}) when scrolled into view; Expand opens ${image}.svg with its caption, axe finds nothing, Close restores the scroll position`, async ({
      page,
    }) => {
      await recordCounters(page);
      // The page runs on a held clock from the start (test/support/motion.ts), so no counter can count
      // on the machine's time: a second of page time lets it start up (effects, idle callbacks).
      await holdClock(page);
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.clock.runFor(1000);
      const numbers = page.locator('#main .counter__current');
      await expect(numbers).toHaveCount(targets.length);
      expect(
        await page.locator('#main .counter__figure').evaluateAll((fs) => fs.map((f) => f.getAttribute('data-to'))),
      ).toEqual(targets);
      const runOf = async (i: number) => (await counterRuns(page))[i]?.texts ?? [];
      // Well below the fold nothing has counted yet: each shows its final value (the no-JS form).
      // (100 px of slack: a counter just under the fold may have been in view while the page was
      // still settling, e.g. before the entry script marked <html> as scripted.)
      for (const [i, to] of targets.entries()) {
        const box = await numbers.nth(i).boundingBox();
        if (box && box.y > page.viewportSize()!.height + 100) expect(await runOf(i)).toEqual([to]);
      }
      // Counted on the page's own clock: the 2000 ms count takes 2000 ms of page time however busy the machine.
      for (const [i, to] of targets.entries()) {
        const decimals = to.split('.')[1]?.length ?? 0;
        const zero = (0).toFixed(decimals);
        await numbers.nth(i).scrollIntoViewIfNeeded();
        // Its chunk loads once it nears the viewport (real time: slower on a busy machine), then it
        // starts from zero; its steps run as the held clock advances, up to its target.
        await advanceUntil(page, ([n, z]) => (window as unknown as CounterWindow).__counterTexts(n).includes(z), {
          arg: [i, zero] as const,
          message: `counter ${i} starts from ${zero} once scrolled into view`,
        });
        const frames = await runFrames(
          page,
          ([n, z]) =>
            (window as unknown as CounterWindow).__counterTexts(n).includes(z)
              ? (window as unknown as CounterWindow).__counterTexts(n).at(-1)!
              : 'not started',
          { arg: [i, zero] as const, maxMs: 4000, stepMs: 160, until: (t) => t === to },
        );
        expect(
          frames.at(-1)!.value,
          `counter ${i} starts from ${zero} and reaches ${to}: ${(await runOf(i)).join(' ')} (all: ${JSON.stringify((await counterRuns(page)).map((r) => r.texts))})`,
        ).toBe(to);
        const run = (await runOf(i)).slice((await runOf(i)).indexOf(zero));
        expect(run.length, `counter ${i}: ${run.join(' ')}`).toBeGreaterThan(Number(to) >= 5 ? 3 : 2);
        expect(
          run.every((t) => (t.split('.')[1]?.length ?? 0) === decimals),
          `decimals kept: ${run.join(' ')}`,
        ).toBe(true);
        expect(run.map(Number)).toEqual([...run.map(Number)].sort((a, b) => a - b));
      }
      await releaseClock(page);
      for (const [i, to] of targets.entries()) await expect(numbers.nth(i)).toHaveText(to);
      // Once: scrolling away and back does not start it again (a restart would show zero at once).
      const runs = (await counterRuns(page)).map((r) => r.texts);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await afterNextPaint(page);
      await numbers.last().scrollIntoViewIfNeeded();
      await afterNextPaint(page);
      expect(
        (await counterRuns(page)).map((r) => r.texts),
        'no counter shows a new text',
      ).toEqual(runs);
      await expect(numbers.last()).toHaveText(targets.at(-1)!);

      // The placed image modal, on the same page: axe-core audits the page with it open.
      const src = `/images/illustrations/${image}.svg`;
      const { expand, dialog, before } = await openModal(page, page.locator('#main'));
      await expect(dialog.getByRole('img')).toHaveAttribute('src', src);
      await expect(dialog.getByRole('img')).toBeVisible();
      await expect(dialog.locator('.image-modal__caption')).toHaveText(caption);
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      const width = page.viewportSize()!.width;
      expect(await page.evaluate(() => document.body.style.position)).toBe(width <= 1024 ? 'fixed' : '');
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expectClosed(page, expand, before);
    });
  });
}
