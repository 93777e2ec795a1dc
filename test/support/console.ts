/**
 * Console errors and uncaught exceptions of a Playwright page, collected from the moment this is
 * called (shared by the runtime, security and blocked-chunk specs).
 */
import type { Page } from '@playwright/test';

/** @returns a live list: each console error's text and each uncaught exception's message. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
