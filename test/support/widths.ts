/**
 * Tags that generate a browser test only in the projects of one width (playwright.config.ts), for
 * a widget that is shown at that width alone, a test that sets its widths itself and runs once, or
 * a journey whose outcome depends on no width (what the server answers and stores, network
 * failures, a draft kept in storage: `ONCE`, run at 1440 px, while the form's layout at 375 px is
 * checked by the specs of every page):
 * `@narrow` in mobile-375 and gallery-375, `@wide` in desktop-1440 and gallery-1440. A test without
 * either runs in every project of its spec. Pass one as the details of `test()` or
 * `test.describe()`: `test('title', NARROW, async ({ page }) => …)`.
 */
export const NARROW = { tag: '@narrow' };
export const WIDE = { tag: '@wide' };
/** A journey that depends on no width (the server's answers, the network, storage): run once, in the wide projects. */
export const ONCE = { tag: '@wide' };

/**
 * A CMS journey whose outcome a browser's language can change (a date typed and written the British
 * way, the CMS's own translation): run again in the en-GB project (playwright.config.ts). A journey
 * that only saves text fields, the same bytes whatever the language, runs in en-US alone.
 */
export const LOCALE = { tag: '@locale' };
