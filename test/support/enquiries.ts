/**
 * Where the browser tests' server stores enquiries: playwright.config.ts starts
 * `scripts/serve.js` with ENQUIRIES_FILE set to this path, and the specs read it. One file per
 * TEST_PORT, so two test runs side by side do not share it; tests find their own line by a token.
 */
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import enquiry from '../../src/enquiry/fields.js';

export const TEST_ENQUIRIES_FILE =
  process.env.TEST_ENQUIRIES_FILE ||
  path.join(os.tmpdir(), `owlstone-enquiries-${process.env.TEST_PORT || 4173}.jsonl`);

export interface StoredEnquiry {
  id: string;
  receivedAt: string;
  fields: Record<string, string>;
}

/** The stored lines that contain `token`, each as its raw line (bytes as UTF-8 text) and parsed. */
export function storedWith(token: string): { line: string; record: StoredEnquiry }[] {
  if (!existsSync(TEST_ENQUIRIES_FILE)) return [];
  return readFileSync(TEST_ENQUIRIES_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.includes(token))
    .map((line) => ({ line, record: JSON.parse(line) as StoredEnquiry }));
}

/** The name every test enquiry is sent with: non-ASCII on purpose, stored byte for byte. */
export const ENQUIRY_NAME = 'Zoë 李 🧪';

/** A token of the test's own for its enquiry's message, to find its stored line by. */
export const enquiryToken = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Ticks a radio or checkbox, put in view at once first. Playwright scrolls a control into view as
 * the page scrolls, which base.css makes smooth; under load its click then lands while the page
 * still moves, on a neighbour ("Clicking the checkbox did not change its state",
 * https://github.com/microsoft/playwright/issues/13470). A person clicks where the box is.
 */
export async function tick(control: Locator): Promise<void> {
  await control.evaluate((element) =>
    element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' }),
  );
  await control.check();
}

/**
 * Fills every required field of an enquiry form, and a product, with `message`.
 * @param scope  the page (one form on it) or the locator of the section that holds the form
 */
export async function fillEnquiry(scope: Page | Locator, message: string): Promise<void> {
  await scope.getByLabel('Full name').fill(ENQUIRY_NAME);
  await scope.getByLabel('Work email').fill('zoe@example.com');
  await tick(scope.getByLabel('Product information or a quote'));
  await scope.getByLabel('Product (optional)').selectOption('ovg-4');
  await scope.getByLabel('Your message').fill(message);
  await tick(scope.getByLabel('You may contact me about this enquiry'));
}

/**
 * Fills an enquiry form with the largest enquiry it allows: every free-text field at its maxLength
 * in `char` (a 4-byte emoji with JavaScript, whose rules count characters; a 3-byte '李' without,
 * as the browser's `maxlength` counts UTF-16 units, two for an emoji), the email at 254 characters
 * of "{" (3 bytes once percent-encoded) carrying `token` to find the stored line by, every choice
 * at its longest value, the consent ticked.
 * @param scope  the page (one form on it) or the locator of the section that holds the form
 * @returns the values filled, by field name, as they are to be stored
 */
export async function fillLargestEnquiry(
  scope: Page | Locator,
  char: string,
  token: string,
): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const field of enquiry.fields) {
    const control = scope.locator(`[name="${field.name}"]`);
    if (field.type === 'email') {
      const domain = `${token}@example.com`;
      values[field.name] = `${'{'.repeat(field.maxLength! - domain.length)}${domain}`;
      await control.fill(values[field.name]);
    } else if (field.maxLength) {
      values[field.name] = char.repeat(field.maxLength);
      await control.fill(values[field.name]);
    } else if (field.options) {
      values[field.name] = field.options
        .map((o) => o.value)
        .sort((a, b) => encodeURIComponent(b).length - encodeURIComponent(a).length)[0];
      if (field.type === 'radios') await tick(scope.locator(`[name="${field.name}"][value="${values[field.name]}"]`));
      else await control.selectOption(values[field.name]);
    } else {
      values[field.name] = field.value ?? 'yes';
      await tick(control);
    }
  }
  return values;
}
