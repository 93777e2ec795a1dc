/**
 * Share links (docs/requirements.md#share-links) on their gallery example "Default heading, sharing the News page" (test/support/gallery.ts), at 375 px and 1440 px: three links to
 * LinkedIn, X/Twitter and Facebook with the shared page's absolute URL; with JS a click opens a
 * 600 × 300 popup and the page stays; a blocked popup falls back to the link (new tab); with JS off
 * they are ordinary links opening a new tab. The networks are never contacted (routes answered
 * locally). 0 axe-core violations. Their place on real pages (news articles and the News page) is
 * checked on the built site (test/site).
 */
import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations } from '../../test/support/axe.js';
import { gotoExample, skipWithoutGallery } from '../../test/support/gallery.js';
import { exampleNamed } from '../../test/support/examples.js';

skipWithoutGallery();

/** The example's share links, on the gallery page /frontend/share-links/. */
const EXAMPLE = 'Default heading, sharing the News page';
const GALLERY_URL = /\/frontend\/share-links\/$/;
const gotoShareLinks = (page: Page) => gotoExample(page, 'share-links', EXAMPLE);
const props = exampleNamed('share-links', EXAMPLE).props as { url: string; title: string };
const PAGE_URL = encodeURIComponent(props.url);
const HREFS = [
  `https://www.linkedin.com/sharing/share-offsite/?url=${PAGE_URL}`,
  `https://twitter.com/intent/tweet?url=${PAGE_URL}&text=${encodeURIComponent(props.title)}`,
  `https://www.facebook.com/sharer/sharer.php?u=${PAGE_URL}`,
];

async function stubNetworks(context: BrowserContext) {
  for (const host of ['www.linkedin.com', 'twitter.com', 'www.facebook.com']) {
    await context.route(`https://${host}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>share</title><p>share</p>' }),
    );
  }
}

test('with JS, a share link opens a 600 × 300 popup and the page stays', async ({ page, context }) => {
  await stubNetworks(context);
  const root = (await gotoShareLinks(page)).locator('[data-enhancer="share-links"]');
  const links = root.getByRole('link');
  await expect(links).toHaveCount(3);
  for (const [i, href] of HREFS.entries()) await expect(links.nth(i)).toHaveAttribute('href', href);
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveAttribute('data-enhanced', '');

  const [popup] = await Promise.all([page.waitForEvent('popup'), links.nth(0).click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(HREFS[0]);
  expect(await popup.evaluate(() => [innerWidth, innerHeight])).toEqual([600, 300]);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  expect(page.url()).toMatch(GALLERY_URL);
  expect(await axeViolations(page)).toEqual([]);
});

test('with JS but the popup blocked, the link still opens the share page in a new tab', async ({ page, context }) => {
  await stubNetworks(context);
  const root = (await gotoShareLinks(page)).locator('[data-enhancer="share-links"]');
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveAttribute('data-enhanced', '');
  await page.evaluate(() => {
    (window as unknown as { __opens: number }).__opens = 0;
    window.open = () => {
      (window as unknown as { __opens: number }).__opens++;
      return null;
    };
  });
  const [tab] = await Promise.all([page.waitForEvent('popup'), root.getByRole('link').nth(2).click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(HREFS[2]);
  expect(await page.evaluate(() => (window as unknown as { __opens: number }).__opens)).toBe(1);
  expect(page.url()).toMatch(GALLERY_URL);
});

test.describe('with JS off', () => {
  test.use({ javaScriptEnabled: false });

  test('share links are ordinary links that open in a new tab', async ({ page, context }) => {
    await stubNetworks(context);
    const link = (await gotoShareLinks(page)).locator('.share-links').getByRole('link', { name: /^X \(Twitter\)/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(HREFS[1]);
    expect(page.url()).toMatch(GALLERY_URL);
  });
});
