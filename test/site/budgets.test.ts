/**
 * Byte budgets of docs/architecture.md#budgets, on what a browser really transfers (deterministic, so asserted;
 * timings are only reported by `npm run bench`). The JavaScript is measured in Chromium on the built
 * site by scripts/js-transfer.js, the measurement `npm run bench` prints, at 375 × 740 and
 * 1440 × 900:
 * - before any input (no scroll, pointer or key), every page transfers ≤ 2 KB gzip of JS, unless a
 *   counter or a carousel is in its first viewport (nothing before the visitor acts);
 * - a page whose only widgets are the header's transfers the entry alone, ≤ 1.5 KB gzip;
 * - after scrolling to the end and using every widget, the heaviest page transfers ≤ 22 KB gzip.
 * CSS is read from the build: ≤ 15 KB gzip per page. HTML + blocking CSS of every page within the
 * first round trip: test/site/first-round-trip.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageWeights } from '../../scripts/page-weights.js';
import { measureJsTransfer, serveSite, VIEWPORTS } from '../../scripts/js-transfer.js';
import { SITE_DIR } from '../support/built-site.js';

const KB = 1024;
const weights = pageWeights();
/** The header's widgets load on interaction, never before input (docs/architecture.md#contracts). */
const HEADER_WIDGETS = ['mobile-nav', 'primary-nav', 'search-overlay'];
const headerOnly = new Set(weights.filter((w) => w.chunks.every((c) => HEADER_WIDGETS.includes(c))).map((w) => w.url));
/** Widgets whose animation may bring their chunk before input when they are in the first viewport. */
const ANIMATED = /^(counter|carousel)$/;

type Measurement = Awaited<ReturnType<typeof measureJsTransfer>>[number];
let measured: Measurement[] = [];
let stop = () => {};

beforeAll(async () => {
  const server = await serveSite(SITE_DIR);
  stop = server.stop;
  measured = await measureJsTransfer({ baseUrl: server.baseUrl, urls: weights.map((w) => w.url) });
}, 900_000);
afterAll(() => stop());

const cases = VIEWPORTS.flatMap((v) => weights.map((w) => [w.url, v.name] as const));
const get = (url: string, viewport: string) => {
  const m = measured.find((x) => x.url === url && x.viewport === viewport);
  if (!m) throw new Error(`${url} was not measured at ${viewport}`);
  return m;
};
const names = (m: Measurement['before']) => m.scripts.map((s) => `${s.url} ${s.gzip} B`).join(', ');

describe('JavaScript transferred, measured in Chromium (docs/architecture.md#budgets)', () => {
  it('the 404 page has no widget but the header, so the entry-only budget is really exercised', () => {
    expect([...headerOnly]).toContain('/404.html');
  });

  it.each(cases)(
    '%s at %s px: ≤ 2 KB gzip before any input, unless a counter or carousel is in the first viewport',
    (url, viewport) => {
      const m = get(url, viewport);
      expect(m.before.gzip, names(m.before)).toBeGreaterThan(0);
      if (m.inView.some((name) => ANIMATED.test(name))) return;
      expect(
        m.before.gzip,
        `${names(m.before)} (widgets in view: ${m.inView.join(', ') || 'none'})`,
      ).toBeLessThanOrEqual(2 * KB);
    },
  );

  it.each(cases.filter(([url]) => headerOnly.has(url)))(
    '%s at %s px (header widgets only) transfers just the entry before any input, ≤ 1.5 KB gzip',
    (url, viewport) => {
      const { before } = get(url, viewport);
      expect(before.scripts.map((s) => s.url.replace(/-[\w-]{8}\.js$/, ''))).toEqual(['/assets/main']);
      expect(before.gzip).toBeLessThanOrEqual(1.5 * KB);
    },
  );

  it('the heaviest page transfers at most 22 KB gzip of JS once scrolled to its end and every widget is used', () => {
    const heaviest = measured.reduce((a, m) => (m.after.gzip > a.after.gzip ? m : a));
    expect(
      heaviest.after.gzip,
      `${heaviest.url} at ${heaviest.viewport}: ${names(heaviest.after)}`,
    ).toBeLessThanOrEqual(22 * KB);
    // Using the widgets really loads them: every page's header menu chunk comes after use.
    for (const m of measured) expect(m.after.gzip).toBeGreaterThan(m.before.gzip);
  });
});

describe('HTML and CSS bytes (docs/architecture.md#budgets)', () => {
  it.each(weights.map((w) => [w.url, w] as const))('%s loads at most 15 KB gzip of CSS', (_url, w) => {
    expect(w.css.gzip).toBeGreaterThan(0);
    expect(w.css.gzip).toBeLessThanOrEqual(15 * KB);
  });
});
