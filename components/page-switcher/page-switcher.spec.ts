/**
 * The page switcher on the gallery's pages, in a real browser at 375 px and 1440 px
 * (docs/requirements.md#page-switcher), in the gallery-375 and gallery-1440 projects
 * against the GALLERY=1 build (`npm run build:gallery`, served from GALLERY_DIR; npm test builds
 * and runs it): the select with JavaScript, the list without, and the change between them shifting
 * nothing. test/browser/gallery.spec.ts audits every gallery page with axe.
 */
import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from '../../test/support/axe.js';
import { galleryPages as galleryPageNames } from '../../src/eleventy/gallery/gallery.js';

/** The gallery page names (global data `galleryPages`). */
const galleryPages = galleryPageNames();
import { skipWithoutGallery } from '../../test/support/gallery.js';
import { cumulativeLayoutShift } from '../../test/support/motion.js';

skipWithoutGallery();

const FROM = 'carousel';
const TO = 'image-modal';

test('with JS: a labelled select of every gallery page, the current one selected; choosing one lands on /frontend/{page}/ on the same host and port', async ({
  page,
  baseURL,
}) => {
  await page.goto(`/frontend/${FROM}/`);
  const select = page.getByRole('combobox', { name: 'Gallery page' });
  await expect(select).toBeVisible();
  await expect(select).toHaveValue(FROM);
  expect(await select.locator('option').allTextContents()).toEqual(galleryPages.map((n) => n.replace(/-/g, ' ')));
  await select.selectOption({ label: TO.replace(/-/g, ' ') });
  await page.waitForURL(`${baseURL}/frontend/${TO}/`);
  const url = new URL(page.url());
  expect(url.host).toBe(new URL(baseURL!).host);
  await expect(page.locator('h1')).toHaveText('Image modal');
  await expect(page.getByRole('combobox', { name: 'Gallery page' })).toHaveValue(TO);
  expect(await axeViolations(page)).toEqual([]);
});

test('without JS: a list of links, the current one aria-current="page"; following one lands on it', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(`/frontend/${FROM}/`);
  const switcher = page.getByRole('navigation', { name: 'Gallery pages' });
  await expect(switcher.getByRole('link')).toHaveText(galleryPages.map((n) => n.replace(/-/g, ' ')));
  await expect(switcher.locator('[aria-current="page"]')).toHaveText(FROM);
  await switcher.getByRole('link', { name: TO.replace(/-/g, ' '), exact: true }).click();
  await page.waitForURL(`${baseURL}/frontend/${TO}/`);
  await expect(page.getByRole('navigation', { name: 'Gallery pages' }).locator('[aria-current="page"]')).toHaveText(
    TO.replace(/-/g, ' '),
  );
  await context.close();
});

test('turning the list into the select moves nothing below it (CLS 0; the header where the no-JS page has it)', async ({
  page,
  browser,
  baseURL,
}) => {
  const headerTop = (p: Page) => p.locator('.site-header').evaluate((el) => el.getBoundingClientRect().top + scrollY);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: page.viewportSize() });
  const noScript = await context.newPage();
  await noScript.goto(`/frontend/${TO}/`);
  const withoutJs = await headerTop(noScript);
  await context.close();

  await page.goto(`/frontend/${TO}/`);
  await expect(page.getByRole('combobox', { name: 'Gallery page' })).toBeVisible();
  expect(await headerTop(page)).toBe(withoutJs);
  expect(await cumulativeLayoutShift(page), 'cumulative layout shift').toBe(0);
});
