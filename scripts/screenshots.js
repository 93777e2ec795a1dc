// @ts-check
/**
 * Full-page screenshots of the built site for looking at what a visitor sees.
 * Usage: node scripts/screenshots.js [url ...]   (serve the site first: npm run serve)
 * Writes screenshots/<page>-<width>-<js|nojs>.png at 375 px and 1440 px, with and without JavaScript.
 * BASE_URL defaults to http://localhost:8080.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { HEADLESS_CHROMIUM, LAUNCH_ARGS } from './lib/chromium.js';

const base = process.env.BASE_URL || 'http://localhost:8080';
const urls = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/products/lonestar/', '/markets/defense/'];
const widths = [375, 1440];

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: HEADLESS_CHROMIUM,
  args: LAUNCH_ARGS,
});
for (const js of [false, true]) {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: js });
    const page = await context.newPage();
    for (const url of urls) {
      await page.goto(base + url);
      const name = url.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home';
      const file = `screenshots/${name}-${width}-${js ? 'js' : 'nojs'}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
