/**
 * Console errors and uncaught exceptions of a Playwright page, collected from the moment this is
 * called (shared by the runtime, security, gallery and blocked-chunk specs).
 */
import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * @returns a live list: each console error's text and each uncaught exception's message; its
 *   `stop()` detaches the listeners (for a page shared by several tests, test/support/shared-page.ts).
 */
export function collectErrors(page: Page): string[] & { stop: () => void } {
  const errors = [] as unknown as string[] & { stop: () => void };
  const onConsole = (m: ConsoleMessage) => {
    if (m.type() === 'error') errors.push(m.text());
  };
  const onPageError = (e: Error) => errors.push(e.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  Object.defineProperty(errors, 'stop', {
    value: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  });
  return errors;
}
