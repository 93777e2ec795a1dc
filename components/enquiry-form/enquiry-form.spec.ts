/**
 * The enquiry form where it is placed, /contact/, in a real browser against
 * `scripts/serve.js` (the local receiver storing into TEST_ENQUIRIES_FILE, set by
 * playwright.config.ts): what loads before any input, the whole round trip without JavaScript (the
 * post, the thank-you page, the 400 page), and the links that lead to the form from product and
 * company pages; and the largest enquiry the form allows, with and without JavaScript, stored whole
 * (the server's body limit follows the field list). The journeys with JavaScript (error summary,
 * failures and Try again, the 15 s time-out, the draft, a double click) run on the form's gallery
 * example in the gallery projects: enquiry-form.gallery.spec.ts (why a second file: the top of that
 * file). Each test marks its enquiry with a token of its own in the message and finds its line by
 * it. What loads before any input is checked at 375 px and 1440 px; the journeys, whose outcome
 * depends on what the server answers and stores and on no width, at 1440 px (`ONCE`,
 * test/support/widths.ts); the form's layout at both widths is checked on every page by
 * test/browser/no-js.spec.ts and the gallery.
 */
import { test, expect, type Page } from '@playwright/test';
import {
  ENQUIRY_NAME,
  enquiryToken,
  fillEnquiry,
  fillLargestEnquiry,
  storedWith,
} from '../../test/support/enquiries.js';
import { ONCE } from '../../test/support/widths.js';

const submitButton = (page: Page) => page.locator('.enquiry-form__submit');

test('before any input /contact/ loads the entry alone; the enquiry-form chunk comes with the first interaction', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/contact/', { waitUntil: 'networkidle' });
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/assets\/main-[\w-]+\.js$/);
  await page.getByLabel('Full name').focus();
  await expect.poll(() => scripts.some((s) => /\/assets\/enquiry-form-[\w-]+\.js$/.test(s))).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the form posts to the local receiver, lands on the thank-you page, and the name is stored byte for byte',
    ONCE,
    async ({ page }) => {
      const mark = enquiryToken('nojs');
      await page.goto('/contact/');
      await fillEnquiry(page, `No-JS journey ${mark}`);
      await submitButton(page).click();
      await expect(page).toHaveURL(/\/contact\/thanks\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you');
      const stored = storedWith(mark);
      expect(stored).toHaveLength(1);
      expect(Buffer.from(stored[0].record.fields.name, 'utf8').equals(Buffer.from(ENQUIRY_NAME, 'utf8'))).toBe(true);
      expect(stored[0].line).toContain(`"name":"${ENQUIRY_NAME}"`);
      expect(stored[0].record.fields).toMatchObject({
        email: 'zoe@example.com',
        topic: 'datasheet-quote',
        product: 'ovg-4',
        consent: 'yes',
      });
    },
  );

  test(
    'the browser\u2019s own checks stop an empty submit; a problem only the server sees gets the 400 page listing it',
    ONCE,
    async ({ page }) => {
      await page.goto('/contact/');
      await submitButton(page).click();
      await expect(page).toHaveURL(/\/contact\/$/);
      expect(await page.getByLabel('Full name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(
        true,
      );
      const mark = enquiryToken('nojs400');
      await fillEnquiry(page, `Server-side problem ${mark}`);
      // type="email" accepts an address without a dot in its domain; our rule asks for a work email.
      await page.getByLabel('Work email').fill('zoe@example');
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        submitButton(page).click(),
      ]);
      expect(response.status()).toBe(400);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your enquiry was not sent');
      await expect(page.locator('.error-summary li')).toHaveText([
        'Enter your work email in the correct format, like name@company.com',
      ]);
      await expect(page.getByRole('link', { name: 'Open the enquiry form' })).toHaveAttribute('href', '/contact/');
      expect(storedWith(mark)).toHaveLength(0);
    },
  );

  test(
    'the largest enquiry the form allows (200, 200 and 5,000 \u201c李\u201d, a 254-character email) is stored whole, not refused as too large',
    ONCE,
    async ({ page }) => {
      const mark = enquiryToken('nojsmax');
      await page.goto('/contact/');
      const values = await fillLargestEnquiry(page, '李', mark);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        submitButton(page).click(),
      ]);
      expect(response.status()).toBe(303);
      await expect(page).toHaveURL(/\/contact\/thanks\/$/);
      const stored = storedWith(mark);
      expect(stored).toHaveLength(1);
      expect(stored[0].record.fields).toEqual(values);
    },
  );

  test('a product\u2019s "Ask for product information" link still reaches the form', ONCE, async ({ page }) => {
    await page.goto('/products/ovg-4/');
    await page.getByRole('link', { name: 'Ask for product information' }).click();
    await expect(page).toHaveURL(/\/contact\/\?topic=datasheet-quote&product=ovg-4$/);
    await expect(page.getByLabel('Full name')).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test(
    'the largest enquiry the rules allow, every field at its maximum in 4-byte characters (\u{1f9ea}), is sent and stored whole',
    ONCE,
    async ({ page }) => {
      const mark = enquiryToken('jsmax');
      await page.goto('/contact/');
      await page.getByLabel('Full name').focus();
      await expect(page.locator('[data-enhancer="enquiry-form"]')).toHaveAttribute('data-enhanced', '');
      const values = await fillLargestEnquiry(page, '\u{1f9ea}', mark);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        submitButton(page).click(),
      ]);
      expect(response.status()).toBe(303);
      await expect(page.getByRole('heading', { name: 'Thank you: we have your enquiry' })).toBeFocused();
      const stored = storedWith(mark);
      expect(stored).toHaveLength(1);
      expect(stored[0].record.fields).toEqual(values);
    },
  );

  test(
    'a product\u2019s "Ask for product information" link preselects the topic and the product',
    ONCE,
    async ({ page }) => {
      await page.goto('/products/owlsens-C/');
      await page.getByRole('link', { name: 'Ask for product information' }).click();
      await expect(page).toHaveURL(/\/contact\/\?topic=datasheet-quote&product=owlsens-C$/);
      await expect(page.getByLabel('Product information or a quote')).toBeChecked();
      await expect(page.getByLabel('Product (optional)')).toHaveValue('owlsens-C');
    },
  );

  test('the company page\u2019s Contact section asks a question through the form', ONCE, async ({ page }) => {
    await page.goto('/company/');
    await page.locator('#contact').locator('..').getByRole('link', { name: 'Ask a question' }).click();
    await expect(page).toHaveURL(/\/contact\/\?topic=product-question$/);
    await expect(page.getByLabel('A product or application question')).toBeChecked();
  });
});
