/**
 * The documents library (docs/architecture.md "Documents") in a preview build, whose sample
 * documents are published: the gallery build (GALLERY=1), so this spec runs in the gallery
 * projects at 375 px and 1440 px. A production build publishes no sample, so it has nothing to
 * filter (test/site/documents.production.test.ts checks that).
 * - Without JavaScript: a product's datasheet is reached from the library by type and by
 *   product, through the pre-rendered filter pages, and its PDF answers 200 as application/pdf.
 * - With JavaScript: the filters apply in place, even on a quick first tap before the script
 *   arrives, and combine from a filter page; the URL keeps them and a reload shows the same
 *   view; site search finds a word that is only inside one PDF, and a word on one page of the
 *   long sample manual at that page, for at most SEARCH_INDEX_BYTES of the index; axe finds nothing.
 */
import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from '../../test/support/axe.js';
import { skipWithoutGallery } from '../../test/support/gallery.js';
import { GALLERY_DIR } from '../../test/support/built-site.js';
import { MANUAL_PAGES, MANUAL_WORD, MANUAL_WORD_PAGE } from '../../scripts/sample-documents.js';
import { SEARCH_INDEX_BYTES, pagefindBytes } from '../../scripts/lib/pagefind-bytes.js';

skipWithoutGallery();

const LIBRARY = '/resources/documents/';
const DATASHEET = 'OVG-4 Vapour Generator Datasheet';
/** A word of the application note AN-0104's PDF that no page of the site holds. */
const PDF_ONLY_WORD = 'gravimetrically';

async function expectPdf(page: Page, href: string | null) {
  expect(href).toMatch(/^\/documents\/.+\.pdf$/);
  const answer = await page.request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('reach the OVG-4 datasheet from the library by type, and its PDF answers as application/pdf', async ({
    page,
  }) => {
    await page.goto(LIBRARY);
    await page
      .getByRole('navigation', { name: 'Filter documents' })
      .getByRole('link', { name: /^Datasheets \(\d+\)$/ })
      .click();
    await expect(page).toHaveURL(/\/resources\/documents\/type\/datasheets\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datasheets');
    const link = page.getByRole('link', { name: DATASHEET, exact: true });
    await expect(link).toHaveAttribute('type', 'application/pdf');
    await expect(link).toHaveAttribute('hreflang', 'en');
    await expectPdf(page, await link.getAttribute('href'));
  });

  test('reach the OVG-4 datasheet from the library by product', async ({ page }) => {
    await page.goto(LIBRARY);
    await page
      .getByRole('navigation', { name: 'Filter documents' })
      .getByRole('link', { name: /^OVG-4 \(\d+\)$/ })
      .click();
    await expect(page).toHaveURL(/\/resources\/documents\/product\/ovg-4\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('OVG-4 documents');
    await expectPdf(page, await page.getByRole('link', { name: DATASHEET, exact: true }).getAttribute('href'));
  });

  test('the OVG-4 page lists its documents with the facts an engineer checks', async ({ page }) => {
    await page.goto('/products/ovg-4/');
    const section = page.locator('.page-documents');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Documents');
    const first = section.locator('.document-list__item').first();
    await expect(first.getByRole('link', { name: DATASHEET })).toBeVisible();
    await expect(first.locator('.document-list__facts')).toContainText('DS-0012, Revision 3');
    await expect(first.locator('.document-list__facts')).toContainText(/PDF, \d+ KB, 2 pages/);
  });
});

test.describe('with JavaScript', () => {
  /** The library, its enhancer loaded: a focus inside it is the interaction that loads it. */
  async function openLibrary(page: Page, search = '') {
    await page.goto(`${LIBRARY}${search}`);
    const root = page.locator('[data-enhancer="document-library"]');
    if (!search) await page.getByRole('link', { name: /^All documents/ }).focus();
    await expect(root).toHaveAttribute('data-enhanced', /.*/);
    return root;
  }
  const visibleTitles = (page: Page) =>
    page.locator('.document-list__item:visible .document-list__title').allTextContents();

  test('filters in place with counts through the search index, keeps the state in the URL, and a reload shows the same view', async ({
    page,
  }) => {
    const pagefind: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/pagefind/')) pagefind.push(new URL(request.url()).pathname);
    });
    const root = await openLibrary(page);
    // The index is not loaded until a filter is chosen.
    expect(pagefind).toEqual([]);
    const filters = root.getByRole('navigation', { name: 'Filter documents' });
    await filters.getByRole('link', { name: /^Datasheets \(/ }).click();
    await expect.poll(() => pagefind).toContain('/pagefind/pagefind.js');
    await expect(page).toHaveURL(/\/resources\/documents\/\?type=datasheets$/);
    await expect.poll(() => visibleTitles(page)).toEqual([DATASHEET, 'OHG-4 Humidity Generator Datasheet']);
    await expect(filters.getByRole('link', { name: /^OVG-4 / })).toHaveText('OVG-4 (1)');
    await filters.getByRole('link', { name: /^OVG-4 / }).click();
    await expect(page).toHaveURL(/\?type=datasheets&product=ovg-4$/);
    await expect(root.locator('.document-library__status')).toHaveText('1 document: Datasheets, OVG-4, newest first.');
    await page.reload();
    await openLibrary(page, '?type=datasheets&product=ovg-4');
    await expect.poll(() => visibleTitles(page)).toEqual([DATASHEET]);
    await page.goBack();
    await expect(page).toHaveURL(/\?type=datasheets$/);
    await expect.poll(() => visibleTitles(page)).toEqual([DATASHEET, 'OHG-4 Humidity Generator Datasheet']);
    await expect(root.locator('.document-library__status')).toHaveText('2 documents: Datasheets, newest first.');
  });

  test('a quick first tap (or click) on a filter, before its script has arrived, filters in place', async ({
    page,
  }, testInfo) => {
    // The enhancer's chunk arrives 500 ms late, so the press and the release both come before it.
    await page.route(/\/assets\/document-library-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto(LIBRARY);
    const datasheets = page
      .getByRole('navigation', { name: 'Filter documents' })
      .getByRole('link', { name: /^Datasheets \(/ });
    if (testInfo.project.use.hasTouch) await datasheets.tap();
    else await datasheets.click();
    await expect(page).toHaveURL(/\/resources\/documents\/\?type=datasheets$/);
    await expect.poll(() => visibleTitles(page)).toEqual([DATASHEET, 'OHG-4 Humidity Generator Datasheet']);
  });

  test('on a filter page, another filter combines with the page’s own: the library shows both', async ({ page }) => {
    await page.goto(`${LIBRARY}type/datasheets/`);
    await page
      .getByRole('navigation', { name: 'Filter documents' })
      .getByRole('link', { name: /^OVG-4 / })
      .click();
    await expect(page).toHaveURL(/\/resources\/documents\/\?type=datasheets&product=ovg-4$/);
    await expect.poll(() => visibleTitles(page)).toEqual([DATASHEET]);
    await expect(page.locator('.document-library__status')).toHaveText('1 document: Datasheets, OVG-4, newest first.');
  });

  test('site search finds a word that is only inside one sample PDF, and names its type and products', async ({
    page,
  }) => {
    await page.goto(`/search/?q=${PDF_ONLY_WORD}`);
    const result = page.locator('.search-result');
    await expect(result).toHaveCount(1);
    await expect(result.getByRole('link')).toHaveText(
      'Calibrating Explosives Trace Detectors with Permeation-Tube Vapours',
    );
    await expect(result.locator('.search-result__document')).toHaveText('Application note (PDF) · OVG-4, V-OVG');
    await expectPdf(page, await result.getByRole('link').getAttribute('href'));
  });

  test(`a word on page ${MANUAL_WORD_PAGE} of the ${MANUAL_PAGES}-page sample manual shows the manual once, linked to that page, for at most ${SEARCH_INDEX_BYTES / 1000} KB gzip of the search index`, async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`/search/?q=${MANUAL_WORD}`);
    const result = page.locator('.search-result');
    await expect(result).toHaveCount(1);
    await expect(result.getByRole('link')).toHaveText('OFC-1 Flow Controller User Manual');
    const href = await result.getByRole('link').getAttribute('href');
    expect(href).toBe(`/documents/um-0007-ofc-1-flow-controller-user-manual.pdf#page=${MANUAL_WORD_PAGE}`);
    await expectPdf(page, href!.replace(/#.*$/, ''));
    // Pagefind's runtime (module and WebAssembly) is the same for any search; the index is what
    // this one needed.
    const bytes = pagefindBytes(GALLERY_DIR, fetched);
    test.info().annotations.push({
      type: 'bytes',
      description: `from /pagefind/, gzip: runtime ${bytes.runtime.gzip} B, index ${bytes.index.gzip} B`,
    });
    expect(bytes.runtime.gzip).toBeGreaterThan(0);
    expect(bytes.index.gzip).toBeLessThanOrEqual(SEARCH_INDEX_BYTES);
  });

  test('axe finds nothing on the filtered library and on a product page with documents', async ({ page }) => {
    const root = await openLibrary(page);
    await root.getByRole('link', { name: /^Application notes \(/ }).click();
    await expect(page).toHaveURL(/\?type=application-notes$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/products/ovg-4/');
    expect(await axeViolations(page)).toEqual([]);
  });
});
