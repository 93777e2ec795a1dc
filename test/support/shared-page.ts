/**
 * One browser page per worker for the per-page audit matrix (runtime.spec.ts with JavaScript,
 * no-js.spec.ts without), instead of a new context for each of the ~36 pages at each width: the
 * context starts once and the site's CSS, fonts and entry script come from its cache after the first
 * page, so the matrix spends its time on the audits (docs/architecture.md#budgets: the whole suite
 * in ≤ 12 minutes on the 2-core machine). Each test
 * still navigates to its own page, so no DOM state carries over.
 *
 * - `jsPage`: the project's viewport and touch, JavaScript on.
 * - `noScriptPage`: the same, showing each page as a browser without JavaScript renders it (every
 *   <script> removed, <noscript> shown: `asNoScript`, see axe.ts), reduced motion, in a page where
 *   axe-core can still run.
 */
import { test as base, type Browser, type BrowserContextOptions, type Page, type WorkerInfo } from '@playwright/test';
import { routeAsNoScript } from './axe.js';

/** The context options of the worker's project (viewport, touch, base URL). */
function projectOptions(workerInfo: WorkerInfo): BrowserContextOptions {
  const { viewport, hasTouch, baseURL } = workerInfo.project.use;
  return { viewport, hasTouch, baseURL };
}

async function openPage(
  browser: Browser,
  options: BrowserContextOptions,
  use: (page: Page) => Promise<void>,
  setUp?: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await setUp?.(page);
  await use(page);
  await context.close();
}

export const test = base.extend<object, { jsPage: Page; noScriptPage: Page }>({
  jsPage: [
    async ({ browser }, use, workerInfo) => openPage(browser, projectOptions(workerInfo), use),
    { scope: 'worker' },
  ],
  noScriptPage: [
    async ({ browser }, use, workerInfo) =>
      openPage(browser, { ...projectOptions(workerInfo), reducedMotion: 'reduce' }, use, routeAsNoScript),
    { scope: 'worker' },
  ],
});
