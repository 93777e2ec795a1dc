/**
 * Colour scheme: a visitor whose phone or desktop is set to dark gets a dark page
 * (src/styles/tokens.css re-values the colour tokens under `prefers-color-scheme: dark`) with
 * 0 axe violations, colour contrast included, on a small representative set of pages, with JS and
 * after every widget has come into view; the same page in the light scheme is light again, and
 * printing from a dark system still gives dark text on white paper.
 */
import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe.js';
import { NOT_ENHANCED_AFTER_SCROLL, scrollThrough } from '../support/motion.js';
import { NARROW, WIDE } from '../support/widths.js';

test.use({ colorScheme: 'dark' });

/**
 * WCAG 2 relative luminance (0 = black … 1 = white) of a computed colour.
 * @param css  a computed colour, "rgb(r, g, b)" or "rgba(r, g, b, a)" (alpha ignored)
 * @throws Error when the string is not an rgb()/rgba() colour
 */
function luminance(css: string): number {
  const match = /^rgba?\((\d+), (\d+), (\d+)/.exec(css);
  if (!match) throw new Error(`not an rgb() colour: ${css}`);
  const [r, g, b] = match.slice(1, 4).map((n) => {
    const c = Number(n) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The page's background and text colour as a visitor sees them: `<body>`'s computed colours. */
async function bodyColours(page: Page): Promise<{ background: number; text: number }> {
  const [background, text] = await page.locator('body').evaluate((body) => {
    const style = getComputedStyle(body);
    return [style.backgroundColor, style.color];
  });
  return { background: luminance(background), text: luminance(text) };
}

/** Scrolls through the page half a viewport at a time, and waits until every widget loaded on `visible` (carousels, counter) is enhanced. */
async function scrollAndEnhance(page: Page): Promise<void> {
  await scrollThrough(page, 0.5);
  // Each chunk loads in real time once asked for: seconds on a loaded machine.
  await expect(page.locator(NOT_ENHANCED_AFTER_SCROLL)).toHaveCount(0, { timeout: 15_000 });
}

/** Asserts the page is dark (near-black background, light text) and has 0 axe violations. */
async function expectDarkAndAccessible(page: Page): Promise<void> {
  const { background, text } = await bodyColours(page);
  expect(background, 'the page background is dark').toBeLessThan(0.05);
  expect(text, 'the body text is light').toBeGreaterThan(0.6);
  expect(await axeViolations(page)).toEqual([]);
}

test('home page: dark and accessible in the dark scheme, light again in the light scheme', async ({ page }) => {
  await page.goto('/');
  await scrollAndEnhance(page);
  await expectDarkAndAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await bodyColours(page);
  expect(light.background, 'the light scheme keeps its white page').toBeGreaterThan(0.9);
  expect(light.text, 'and its dark text').toBeLessThan(0.05);
});

// Its colours do not depend on the width: audited at 1440 px only, where its section nav is a list.
test('/technology/ is dark and accessible in the dark scheme', WIDE, async ({ page }) => {
  await page.goto('/technology/');
  await scrollAndEnhance(page);
  await expectDarkAndAccessible(page);
});

test('a product page is dark on screen and prints dark text on white from a dark system', async ({ page }) => {
  await page.goto('/products/lonestar/');
  await scrollAndEnhance(page);
  await expectDarkAndAccessible(page);
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  const { background } = await bodyColours(page);
  expect(background, 'the paper is white').toBeGreaterThan(0.99);
  // Every piece of printed text in the content reads at AA contrast on white (4.5:1: luminance ≤ 0.183).
  const texts = await page
    .locator('main :is(h1, h2, h3, p, li, th, td, a, figcaption)')
    .evaluateAll((els) =>
      els
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => [el.textContent!.trim().slice(0, 40), getComputedStyle(el).color]),
    );
  expect(texts.length).toBeGreaterThan(20);
  const pale = texts.filter(([, colour]) => luminance(colour) > 0.183);
  expect(pale, 'printed text too pale for white paper').toEqual([]);
});

// Its colours do not depend on the width: audited at 375 px only.
test('search results are dark and accessible in the dark scheme', NARROW, async ({ page }) => {
  await page.goto('/search/?q=humidity');
  await expect(page.locator('.search-result').first()).toBeVisible();
  await expectDarkAndAccessible(page);
});

// Its colours do not depend on the width: audited at 375 px only.
test('the 404 page is dark and accessible in the dark scheme', NARROW, async ({ page }) => {
  await page.goto('/404.html');
  await expectDarkAndAccessible(page);
});
