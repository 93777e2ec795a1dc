/**
 * The header's search overlay as the browser tests reach it (docs/requirements.md#search-overlay, docs/requirements.md#search-form;
 * components/search-overlay/search-overlay.tsx), shared by the placement checks on real pages
 * (search.spec.ts) and the journeys on the gallery (search.gallery.spec.ts).
 */
import type { Locator, Page } from '@playwright/test';

/** Windows ≤ 1024 px (the mobile menu's range), where the tests tap instead of clicking. */
export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) <= 1024;
/** The no-JS disclosure's Search summary, before the enhancer replaces it. */
export const searchSummary = (page: Page) => page.locator('summary.search-toggle__button');
/** The enhanced Search button. */
export const searchButton = (page: Page) => page.locator('button.search-toggle__button');
/** The overlay, a modal dialog named by its form's label. */
export const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });

/** Taps `target` at ≤ 1024 px (touch projects), clicks it wider. */
export async function press(page: Page, target: Locator): Promise<void> {
  if (isMobile(page)) await target.tap();
  else await target.click();
}
