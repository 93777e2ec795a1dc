/**
 * Why apart from enquiry-form.spec.ts: playwright.config.ts runs `*.gallery.spec.ts`
 * (GALLERY_SPECS) only in the gallery projects, against a second server on the GALLERY=1 build
 * (_site-gallery, `npm run build:gallery`), and the other specs only in the site projects, against
 * the production build; a file has one set of projects and one baseURL. Here: the journeys with
 * JavaScript on the form's example; there: /contact/ before any input and without JavaScript, the
 * largest enquiry, and the links to the form from product and company pages.
 *
 * The enquiry form's journeys with JavaScript (docs/architecture.md#the-enquiry-form), at 375 px and 1440 px, on
 * its gallery example "Empty, local provider" (opened through test/support/gallery.ts), which
 * posts to /contact/ on the gallery's server: the same `scripts/serve.js` receiver, storing into
 * TEST_ENQUIRIES_FILE. Everything is looked up inside the example's section, as the page holds four
 * forms. Each test marks its enquiry with a token of its own in the message and finds its line by
 * it. Failures are simulated with page.route (a 500, no network, no answer, a 413) and the 15 s
 * time-out with Playwright's clock: nothing waits for wall-clock time. axe-core audits every
 * example, errors shown included, in gallery.spec.ts. The failures, the draft and the double click
 * depend on no width and run at 1440 px only (`ONCE`, test/support/widths.ts).
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../../test/support/axe.js';
import { collectErrors } from '../../test/support/console.js';
import { ONCE } from '../../test/support/widths.js';
import { ENQUIRY_NAME, enquiryToken, fillEnquiry, storedWith, tick } from '../../test/support/enquiries.js';
import { exampleNamed } from '../../test/support/examples.js';
import { gotoExample, skipWithoutGallery } from '../../test/support/gallery.js';

skipWithoutGallery();

const EXAMPLE = 'Empty, local provider';
/** The draft's sessionStorage key: "enquiry-draft:" and the form's id prop. */
const DRAFT_KEY = `enquiry-draft:${(exampleNamed('enquiry-form', EXAMPLE).props as { id: string }).id}`;
const THANKS = 'Thank you: we have your enquiry';

/** Opens the example and makes its form load the enhancer (the first interaction), waiting until it has. */
async function openEnhanced(page: Page): Promise<Locator> {
  const form = await gotoExample(page, 'enquiry-form', EXAMPLE);
  await form.getByLabel('Full name').focus();
  await expect(form.locator('[data-enhancer="enquiry-form"]')).toHaveAttribute('data-enhanced', '');
  return form;
}

const submitButton = (form: Locator) => form.locator('.enquiry-form__submit');
const postsTo = (page: Page, handler: Parameters<Page['route']>[1]) =>
  page.route('**/contact/', (route, request) =>
    request.method() === 'POST' ? handler(route, request) : route.fallback(),
  );

test('through the error summary to success: focus on the summary, its links move to the fields, focus on the thank-you', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const form = await openEnhanced(page);
  await submitButton(form).click();
  const summary = form.locator('.error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('heading')).toHaveText('There is a problem');
  await expect(summary.getByRole('link')).toHaveText([
    'Enter your full name',
    'Enter your work email, like name@company.com',
    'Select what your enquiry is about',
    'Enter your message',
    'Tick the box so that we may contact you about this enquiry',
  ]);
  await expect(page).toHaveTitle(/^Error: Enquiry form/);
  await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Full name')).toHaveAccessibleDescription('Error: Enter your full name');
  await summary.getByRole('link', { name: 'Enter your message' }).click();
  await expect(form.getByLabel('Your message')).toBeFocused();
  await summary.getByRole('link', { name: 'Select what your enquiry is about' }).click();
  await expect(form.getByLabel('A product or application question')).toBeFocused();

  const mark = enquiryToken('js');
  await fillEnquiry(form, `JS journey ${mark}`);
  await submitButton(form).click();
  await expect(form.getByRole('heading', { name: THANKS })).toBeFocused();
  await expect(form.locator('.enquiry-form__form')).toBeHidden();
  await expect(page).toHaveTitle(/^Enquiry form/);
  expect(storedWith(mark)).toHaveLength(1);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();
  expect(errors).toEqual([]);
});

test('axe finds no violation with the errors the enhancer shows', async ({ page }) => {
  const form = await openEnhanced(page);
  await form.getByLabel('Work email').fill('zoe@example');
  await submitButton(form).click();
  await expect(form.locator('.error-summary')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
});

for (const failure of ['a 500', 'no network'] as const) {
  test(
    `${failure}: the alert says it was not sent, the message is kept, and Try again sends it`,
    ONCE,
    async ({ page }) => {
      const mark = enquiryToken(failure === 'a 500' ? 'e500' : 'offline');
      const form = await openEnhanced(page);
      await postsTo(page, (route) =>
        failure === 'a 500'
          ? route.fulfill({ status: 500, body: 'Server error' })
          : route.abort('internetdisconnected'),
      );
      await fillEnquiry(form, `Failure ${mark}`);
      await submitButton(form).click();
      const alert = form.locator('.enquiry-form__alert');
      await expect(alert).toContainText('Your enquiry was not sent');
      await expect(alert).toContainText(failure === 'a 500' ? 'error 500' : 'could not reach our server');
      await expect(form.getByLabel('Your message')).toHaveValue(`Failure ${mark}`);
      await expect(form.getByLabel('Full name')).toHaveValue(ENQUIRY_NAME);
      await expect(submitButton(form)).toHaveText('Send enquiry');
      expect(storedWith(mark)).toHaveLength(0);
      await page.unroute('**/contact/');
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(form.getByRole('heading', { name: THANKS })).toBeFocused();
      expect(storedWith(mark)).toHaveLength(1);
    },
  );
}

test(
  'a 413 (a server that takes less than the form allows): the alert names the answer to shorten, with no Try again',
  ONCE,
  async ({ page }) => {
    const mark = enquiryToken('e413');
    const form = await openEnhanced(page);
    await postsTo(page, (route) =>
      route.fulfill({
        status: 413,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The enquiry is too long.' }),
      }),
    );
    await fillEnquiry(form, `${'\u{1f9ea}'.repeat(4900)} ${mark}`);
    await submitButton(form).click();
    const alert = form.locator('.enquiry-form__alert');
    await expect(alert).toHaveText(
      'Your enquiry was not sentOur server could not accept an enquiry this long (error 413). Shorten \u201cYour message\u201d, then send it again. Everything you typed is still here.',
    );
    await expect(alert.getByRole('button')).toHaveCount(0);
    await expect(form.getByLabel('Your message')).toHaveValue(`${'\u{1f9ea}'.repeat(4900)} ${mark}`);
    expect(storedWith(mark)).toHaveLength(0);
  },
);

test('no answer within 15 s: the alert says so and Try again sends it (Playwright clock)', ONCE, async ({ page }) => {
  const mark = enquiryToken('timeout');
  await page.clock.install();
  const form = await openEnhanced(page);
  let held = 0;
  await postsTo(page, () => {
    held++; // never answered: only the 15 s time-out ends the wait
  });
  await fillEnquiry(form, `Time-out ${mark}`);
  await submitButton(form).click();
  await expect(submitButton(form)).toHaveText('Sending…');
  await expect.poll(() => held).toBe(1);
  await page.clock.runFor(14_000);
  await expect(form.locator('.enquiry-form__alert')).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(form.locator('.enquiry-form__alert')).toContainText('did not answer within 15 seconds');
  await page.unroute('**/contact/');
  await form.getByRole('button', { name: 'Try again' }).click();
  await expect(form.getByRole('heading', { name: THANKS })).toBeFocused();
  expect(storedWith(mark)).toHaveLength(1);
});

test('a reload mid-typing restores the draft before any input', ONCE, async ({ page }) => {
  const form = await openEnhanced(page);
  await form.getByLabel('Full name').fill(ENQUIRY_NAME);
  await tick(form.getByLabel('Distribution and partnership'));
  await form.getByLabel('Your message').fill('Half-written message about Lonestar');
  await page.reload();
  await expect(form.getByLabel('Full name')).toHaveValue(ENQUIRY_NAME);
  await expect(form.getByLabel('Your message')).toHaveValue('Half-written message about Lonestar');
  await expect(form.getByLabel('Distribution and partnership')).toBeChecked();
});

test('a double click stores one enquiry', ONCE, async ({ page }) => {
  const mark = enquiryToken('double');
  const form = await openEnhanced(page);
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST') posts++;
  });
  await fillEnquiry(form, `Double click ${mark}`);
  // The answer is held until both clicks are in, so the second click always meets the form while
  // it is sending. Unheld, a loaded run answered between the two: the second click then landed on
  // the thank-you panel and took focus from its heading (a click's own doing, not a double send).
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await postsTo(page, async (route) => {
    await held;
    await route.continue();
  });
  await submitButton(form).dblclick();
  answer();
  await expect(form.getByRole('heading', { name: THANKS })).toBeFocused();
  expect(posts).toBe(1);
  expect(storedWith(mark)).toHaveLength(1);
});
