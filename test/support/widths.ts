/**
 * Tags that generate a browser test only in the projects of one width (playwright.config.ts), for
 * a widget that is shown at that width alone, or a test that sets its widths itself and runs once:
 * `@narrow` in mobile-375 and gallery-375, `@wide` in desktop-1440 and gallery-1440. A test without
 * either runs in every project of its spec. Pass one as the details of `test()` or
 * `test.describe()`: `test('title', NARROW, async ({ page }) => …)`.
 */
export const NARROW = { tag: '@narrow' };
export const WIDE = { tag: '@wide' };
