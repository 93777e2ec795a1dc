/**
 * Issue 12: the enquiry form in a real browser at 375 px and 1440 px, against `scripts/serve.js`
 * (the local receiver storing into TEST_ENQUIRIES_FILE, set by playwright.config.ts). Each test
 * marks its enquiry with a token of its own in the message and finds its line by it. Failures are
 * simulated with page.route (a 500, no network, no answer) and the 15 s time-out with Playwright's
 * clock: nothing waits for wall-clock time.
 */
import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe.js';
import { collectErrors } from '../support/console.js';
import { storedWith } from '../support/enquiries.js';

const NAME = 'Zoë 李 🧪';
const token = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

async function fill(page: Page, message: string) {
  await page.getByLabel('Full name').fill(NAME);
  await page.getByLabel('Work email').fill('zoe@example.com');
  await page.getByLabel('A datasheet or quote').check();
  await page.getByLabel('Product (optional)').selectOption('ovg-4');
  await page.getByLabel('Your message').fill(message);
  await page.getByLabel('You may contact me about this enquiry').check();
}

/** Opens /contact/ and makes the form load its enhancer (the first interaction), waiting until it has. */
async function openEnhanced(page: Page, url = '/contact/') {
  await page.goto(url);
  await page.getByLabel('Full name').focus();
  await expect(page.locator('[data-enhancer="enquiry-form"]')).toHaveAttribute('data-enhanced', '');
}

const submitButton = (page: Page) => page.locator('.enquiry-form__submit');
const postsTo = (page: Page, handler: Parameters<Page['route']>[1]) =>
  page.route('**/contact/', (route, request) => (request.method() === 'POST' ? handler(route, request) : route.fallback()));

test('before any input /contact/ loads the entry alone; the enquiry-form chunk comes with the first interaction', async ({ page }) => {
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

  test('the form posts to the local receiver, lands on the thank-you page, and the name is stored byte for byte', async ({ page }) => {
    const mark = token('nojs');
    await page.goto('/contact/');
    await fill(page, `No-JS journey ${mark}`);
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/contact\/thanks\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you');
    const stored = storedWith(mark);
    expect(stored).toHaveLength(1);
    expect(Buffer.from(stored[0].record.fields.name, 'utf8').equals(Buffer.from(NAME, 'utf8'))).toBe(true);
    expect(stored[0].line).toContain(`"name":"${NAME}"`);
    expect(stored[0].record.fields).toMatchObject({ email: 'zoe@example.com', topic: 'datasheet-quote', product: 'ovg-4', consent: 'yes' });
  });

  test('the browser\u2019s own checks stop an empty submit; a problem only the server sees gets the 400 page listing it', async ({ page }) => {
    await page.goto('/contact/');
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    expect(await page.getByLabel('Full name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    const mark = token('nojs400');
    await fill(page, `Server-side problem ${mark}`);
    // type="email" accepts an address without a dot in its domain; our rule asks for a work email.
    await page.getByLabel('Work email').fill('zoe@example');
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), submitButton(page).click()]);
    expect(response.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your enquiry was not sent');
    await expect(page.locator('.error-summary li')).toHaveText(['Enter your work email in the correct format, like name@company.com']);
    await expect(page.getByRole('link', { name: 'Open the enquiry form' })).toHaveAttribute('href', '/contact/');
    expect(storedWith(mark)).toHaveLength(0);
  });

  test('a "Request the datasheet" link still reaches the form', async ({ page }) => {
    await page.goto('/products/ovg-4/');
    await page.getByRole('link', { name: 'Request the datasheet' }).click();
    await expect(page).toHaveURL(/\/contact\/\?topic=datasheet-quote&product=ovg-4$/);
    await expect(page.getByLabel('Full name')).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test('through the error summary to success: focus on the summary, its links move to the fields, focus on the thank-you', async ({ page }) => {
    const errors = collectErrors(page);
    await openEnhanced(page);
    await submitButton(page).click();
    const summary = page.locator('.error-summary');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading')).toHaveText('There is a problem');
    await expect(summary.getByRole('link')).toHaveText(['Enter your full name', 'Enter your work email, like name@company.com', 'Select what your enquiry is about', 'Enter your message', 'Tick the box so that we may contact you about this enquiry']);
    await expect(page).toHaveTitle(/^Error: Contact us/);
    await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('Error: Enter your full name');
    await summary.getByRole('link', { name: 'Enter your message' }).click();
    await expect(page.getByLabel('Your message')).toBeFocused();
    await summary.getByRole('link', { name: 'Select what your enquiry is about' }).click();
    await expect(page.getByLabel('A product or application question')).toBeFocused();

    const mark = token('js');
    await fill(page, `JS journey ${mark}`);
    await submitButton(page).click();
    const thanks = page.getByRole('heading', { name: 'Thank you: we have your enquiry' });
    await expect(thanks).toBeFocused();
    await expect(page.locator('.enquiry-form__form')).toBeHidden();
    await expect(page).toHaveTitle(/^Contact us/);
    expect(storedWith(mark)).toHaveLength(1);
    expect(await page.evaluate(() => sessionStorage.getItem('enquiry-draft:enquiry'))).toBeNull();
    expect(errors).toEqual([]);
  });

  test('axe finds no violation with the errors shown', async ({ page }) => {
    await openEnhanced(page);
    await page.getByLabel('Work email').fill('zoe@example');
    await submitButton(page).click();
    await expect(page.locator('.error-summary')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const failure of ['a 500', 'no network'] as const) {
    test(`${failure}: the alert says it was not sent, the message is kept, and Try again sends it`, async ({ page }) => {
      const mark = token(failure === 'a 500' ? 'e500' : 'offline');
      await openEnhanced(page);
      await postsTo(page, (route) => (failure === 'a 500' ? route.fulfill({ status: 500, body: 'Server error' }) : route.abort('internetdisconnected')));
      await fill(page, `Failure ${mark}`);
      await submitButton(page).click();
      const alert = page.locator('.enquiry-form__alert');
      await expect(alert).toContainText('Your enquiry was not sent');
      await expect(alert).toContainText(failure === 'a 500' ? 'error 500' : 'could not reach our server');
      await expect(page.getByLabel('Your message')).toHaveValue(`Failure ${mark}`);
      await expect(page.getByLabel('Full name')).toHaveValue(NAME);
      await expect(submitButton(page)).toHaveText('Send enquiry');
      expect(storedWith(mark)).toHaveLength(0);
      await page.unroute('**/contact/');
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { name: 'Thank you: we have your enquiry' })).toBeFocused();
      expect(storedWith(mark)).toHaveLength(1);
    });
  }

  test('no answer within 15 s: the alert says so and Try again sends it (Playwright clock)', async ({ page }) => {
    const mark = token('timeout');
    await page.clock.install();
    await openEnhanced(page);
    let held = 0;
    await postsTo(page, () => {
      held++; // never answered: only the 15 s time-out ends the wait
    });
    await fill(page, `Time-out ${mark}`);
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText('Sending…');
    await expect.poll(() => held).toBe(1);
    await page.clock.runFor(14_000);
    await expect(page.locator('.enquiry-form__alert')).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(page.locator('.enquiry-form__alert')).toContainText('did not answer within 15 seconds');
    await page.unroute('**/contact/');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you: we have your enquiry' })).toBeFocused();
    expect(storedWith(mark)).toHaveLength(1);
  });

  test('a reload mid-typing restores the draft before any input', async ({ page }) => {
    await openEnhanced(page);
    await page.getByLabel('Full name').fill(NAME);
    await page.getByLabel('Technical support').check();
    await page.getByLabel('Your message').fill('Half-written message about Lonestar');
    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue(NAME);
    await expect(page.getByLabel('Your message')).toHaveValue('Half-written message about Lonestar');
    await expect(page.getByLabel('Technical support')).toBeChecked();
  });

  test('a double click stores one enquiry', async ({ page }) => {
    const mark = token('double');
    await openEnhanced(page);
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST') posts++;
    });
    await fill(page, `Double click ${mark}`);
    // The answer is held until both clicks are in, so the second click always meets the form while
    // it is sending. Unheld, a loaded run answered between the two: the second click then landed on
    // the thank-you panel and took focus from its heading (a click's own doing, not a double send).
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await postsTo(page, async (route) => {
      await held;
      await route.continue();
    });
    await submitButton(page).dblclick();
    answer();
    await expect(page.getByRole('heading', { name: 'Thank you: we have your enquiry' })).toBeFocused();
    expect(posts).toBe(1);
    expect(storedWith(mark)).toHaveLength(1);
  });

  test('a product\u2019s "Request the datasheet" link preselects the topic and the product', async ({ page }) => {
    await page.goto('/products/owlsens-C/');
    await page.getByRole('link', { name: 'Request the datasheet' }).click();
    await expect(page).toHaveURL(/\/contact\/\?topic=datasheet-quote&product=owlsens-C$/);
    await expect(page.getByLabel('A datasheet or quote')).toBeChecked();
    await expect(page.getByLabel('Product (optional)')).toHaveValue('owlsens-C');
  });

  test('the company page\u2019s Contact section asks a question through the form', async ({ page }) => {
    await page.goto('/company/');
    await page.locator('#contact').locator('..').getByRole('link', { name: 'Ask a question' }).click();
    await expect(page).toHaveURL(/\/contact\/\?topic=product-question$/);
    await expect(page.getByLabel('A product or application question')).toBeChecked();
  });
});
