/**
 * Runs axe-core in a Playwright page.
 *
 * axe-core needs timers, which do not run in a page whose JavaScript is disabled, so the no-JS audit
 * loads the page as a browser without JavaScript would render it: `routeAsNoScript` serves the page's
 * HTML with every <script> removed and every <noscript> unwrapped, in a page where axe can run.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { scrollSettled } from './motion.js';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Rule sets checked: WCAG 2.0–2.2 A and AA, plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** HTML as a browser with JavaScript off renders it: no scripts, <noscript> content shown. */
export function asNoScript(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<\/?noscript>/gi, '');
}

/** From now on, `page` shows every page as a browser without JavaScript renders it (see `asNoScript`). */
export async function routeAsNoScript(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() === 'script') return route.abort();
    // Only the page itself is rewritten: an iframe's document (a video host's) goes its own way.
    if (request.resourceType() !== 'document' || request.frame() !== page.mainFrame()) return route.continue();
    const response = await route.fetch();
    return route.fulfill({ response, body: asNoScript(await response.text()) });
  });
}

/** Every axe violation on the page, one "rule (impact): help at selector" line per element. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Audit the settled page: a card fading in (docs/requirements.md#animated-elements) is briefly translucent, and
  // axe would measure the contrast of that passing frame. Endless animations (the scroll
  // indicator's chevron) never settle and do not matter here.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  // Nor mid-scroll: focus moved by the page (an error summary) scrolls smoothly (base.css), and a
  // link passing under the sticky header is measured as a target too small (target-size).
  await scrollSettled(page);
  const violations = (await page.evaluate(
    async ([source, tags]) => {
      // axe-core is injected as source text: no request, and no script tag the CSP would block.
      // `new Function` works under the site's CSP (no 'unsafe-eval') without `bypassCSP`: code that
      // Playwright evaluates through the DevTools protocol is exempt from the page's eval block.
      new Function(source)();
      const axe = (
        window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }
      ).axe;
      // resultTypes: only violations are reported in full (≈ 20 % faster; passes are not needed).
      const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations;
    },
    [AXE_SOURCE, TAGS] as const,
  )) as AxeViolation[];
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} at ${n.target.join(' ')}`));
}
