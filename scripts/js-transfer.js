// @ts-check
/**
 * The JavaScript a visitor's browser really transfers (docs/architecture.md#budgets), measured in Chromium on the
 * built site: per page and per window size (375 × 740 and 1440 × 900),
 * - `before`: every script fetched from navigation until the page is quiet, with no input at all
 *   (no scroll, no pointer, no key): what a `visible` root in the first viewport or a routine costs;
 * - `after`: every script fetched once the page has been scrolled to its end, step by step, and
 *   every widget root (`[data-enhancer]`) has been used (a pointerdown, a focus and a key press on
 *   it), until the page is quiet again.
 * Sizes are gzip (level 9) of each distinct script's body, in bytes, as a server with compression
 * would send them (our static servers in tests do not compress, so the transfer itself is raw).
 * Shared by `npm run bench` (scripts/bench.js) and test/site/budgets.test.ts.
 *
 * "Quiet" is decided by events, not by time: no request in flight and no new request during three
 * consecutive pairs of animation frames (an IntersectionObserver callback, a dynamic import and its
 * preloads all start within such frames).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { HEADLESS_CHROMIUM, LAUNCH_ARGS } from './lib/chromium.js';

/** The two windows of docs/architecture.md#budgets (px). */
export const VIEWPORTS = [
  { name: '375', width: 375, height: 740 },
  { name: '1440', width: 1440, height: 900 },
];

/** @typedef {{ url: string, gzip: number, raw: number }} Script */
/** @typedef {{ scripts: Script[], gzip: number, raw: number }} Phase */
/**
 * @typedef {{ url: string, viewport: string, inView: string[], before: Phase, after: Phase }} Measurement
 * `inView`: the `data-enhancer` names of the widget roots inside the first viewport (before input).
 */

/** The longest wait for a pair of animation frames (ms) before the measurement goes on without them. */
const FRAME_LIMIT_MS = 1000;
/** A page that is never quiet fails the measurement after this many ms (a hung request, a polling loop). */
const SETTLE_LIMIT_MS = 120000;

/** A free TCP port on localhost. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Serves `siteDir` with scripts/serve.js on a free port until `stop()` is called.
 * @param {string} siteDir
 * @returns {Promise<{ baseUrl: string, stop: () => void }>}
 * @throws {Error} when the server exits or prints nothing within 30 s
 */
export async function serveSite(siteDir) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/serve.js', '--port', String(port)], {
    env: { ...process.env, SITE_DIR: siteDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('scripts/serve.js did not start within 30 s')), 30000);
    child.stdout?.once('data', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`scripts/serve.js exited with ${code}`));
    });
  });
  return { baseUrl: `http://localhost:${port}`, stop: () => child.kill() };
}

/**
 * Waits until the page is quiet: no request in flight and none started during `frames` consecutive
 * double animation frames.
 * @param {import('@playwright/test').Page} page
 * @param {{ inFlight: number, started: number }} net  counters kept by the request listeners
 * @param {number} frames  3 at the end of a phase; 1 between scroll steps (the end settles with 3)
 */
async function settle(page, net, frames = 3) {
  let quiet = 0;
  let seen = -1;
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while (quiet < frames) {
    // Two animation frames; a page that draws none (a stalled renderer) gets FRAME_LIMIT_MS instead,
    // so the deadline below is reached rather than waiting for ever.
    await page.evaluate(
      (limit) =>
        new Promise((r) => {
          requestAnimationFrame(() => requestAnimationFrame(r));
          setTimeout(r, limit);
        }),
      FRAME_LIMIT_MS,
    );
    if (net.inFlight === 0 && net.started === seen) quiet += 1;
    else quiet = 0;
    seen = net.started;
    if (Date.now() > deadline)
      throw new Error(`${page.url()}: requests still starting or in flight after ${SETTLE_LIMIT_MS} ms`);
  }
}

/**
 * Waits for the scripts' bodies to be read, at most SETTLE_LIMIT_MS.
 * @param {Promise<void>[]} bodies  @param {string} url  named in the error
 * @throws {Error} when a body is still unread after SETTLE_LIMIT_MS
 */
async function bodiesRead(bodies, url) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${url}: a script's body was still unread after ${SETTLE_LIMIT_MS} ms`)),
      SETTLE_LIMIT_MS,
    );
  });
  try {
    await Promise.race([Promise.all(bodies), limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** @param {Map<string, Script>} scripts @returns {Phase} */
function phase(scripts) {
  const list = [...scripts.values()].sort((a, b) => a.url.localeCompare(b.url));
  return { scripts: list, gzip: list.reduce((s, x) => s + x.gzip, 0), raw: list.reduce((s, x) => s + x.raw, 0) };
}

/**
 * Scrolls to the end step by step, then uses every widget root shown at this width.
 * @param {import('@playwright/test').Page} page
 * @param {{ inFlight: number, started: number }} net
 */
async function useEverything(page, net) {
  // One round trip for the whole scroll: a step of 0.8 viewport per pair of animation frames, so
  // every position is rendered and every IntersectionObserver sees each root it passes (its
  // callback, and the import it starts, come within those frames; the final settle waits for the
  // requests). Settling after each step from here cost a round trip and ≥ 3 frames per step.
  await page.evaluate(async (limit) => {
    const frame = () =>
      new Promise((r) => {
        requestAnimationFrame(() => requestAnimationFrame(r));
        setTimeout(r, limit);
      });
    let stalled = 0;
    for (;;) {
      const max = document.documentElement.scrollHeight - innerHeight;
      if (scrollY >= max - 1) break;
      const from = scrollY;
      // 'instant': the site's smooth scrolling would still be under way at the next frame.
      scrollBy({ top: Math.max(1, Math.round(innerHeight * 0.8)), behavior: 'instant' });
      await frame();
      // A page that stops scrolling short of its end (its scroll locked) would loop for ever.
      stalled = scrollY === from ? stalled + 1 : 0;
      if (stalled === 20)
        throw new Error(`${location.pathname}: the page does not scroll past ${scrollY} px of ${max} px`);
    }
  }, FRAME_LIMIT_MS);
  await settle(page, net);
  await page.evaluate(() => {
    for (const root of document.querySelectorAll('[data-enhancer]')) {
      // A widget not shown at this width (the header's section dropdowns at 375 px, the mobile
      // menu at 1440 px: display: none) cannot be used, so its chunk is not a visitor's.
      if (root.hasAttribute('data-enhanced') || !root.checkVisibility()) continue;
      const init = { bubbles: true, cancelable: true };
      root.dispatchEvent(new FocusEvent('focusin', init));
      root.dispatchEvent(new PointerEvent('pointerdown', init));
      root.dispatchEvent(new KeyboardEvent('keydown', { ...init, key: 'Shift' }));
    }
  });
  await settle(page, net);
}

/**
 * Opens the tab a worker measures in at one viewport: its own context, with the browser cache off
 * (the DevTools "Disable cache" switch, through CDP), so every page is measured as on a first visit
 * while the tab is reused from page to page (a new context and tab cost ~0.4 s per measurement).
 * @param {import('@playwright/test').Browser} browser
 * @param {typeof VIEWPORTS[number]} viewport
 * @returns {Promise<import('@playwright/test').Page>}
 */
async function openTab(browser, viewport) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    hasTouch: viewport.width < 1024,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return page;
}

/**
 * Measures one page in `page` (a tab from openTab: cache off, so nothing carries over from the page
 * measured before, whose document is ended first).
 * @param {import('@playwright/test').Page} page
 * @param {string} baseUrl @param {string} url @param {typeof VIEWPORTS[number]} viewport
 * @returns {Promise<Measurement>}
 */
async function measurePage(page, baseUrl, url, viewport) {
  // End the previous page first: its late requests must not count here.
  await page.goto('about:blank');
  const net = { inFlight: 0, started: 0 };
  /** @type {Map<string, Script>} */
  const scripts = new Map();
  /** @type {Promise<void>[]} */
  const bodies = [];
  const started = () => {
    net.inFlight += 1;
    net.started += 1;
  };
  const done = () => {
    net.inFlight -= 1;
  };
  /** @param {import('@playwright/test').Response} response */
  const received = (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type)) return;
    const name = new URL(response.url()).pathname;
    bodies.push(
      response.body().then(
        (body) => {
          scripts.set(name, { url: name, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
        },
        () => undefined,
      ),
    );
  };
  page.on('request', started);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', received);
  try {
    await page.goto(baseUrl + url, { waitUntil: 'load' });
    await settle(page, net);
    await bodiesRead(bodies, url);
    const before = phase(scripts);
    const inView = await page.evaluate(() =>
      [...document.querySelectorAll('[data-enhancer]')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return (
            r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth
          );
        })
        .map((el) => el.getAttribute('data-enhancer') ?? ''),
    );
    await useEverything(page, net);
    await bodiesRead(bodies, url);
    return { url, viewport: viewport.name, inView: [...new Set(inView)], before, after: phase(scripts) };
  } finally {
    page.off('request', started);
    page.off('requestfinished', done);
    page.off('requestfailed', done);
    page.off('response', received);
  }
}

/**
 * Measures every url at every viewport, `concurrency` pages at a time (each worker in its own tabs).
 * @param {{ baseUrl: string, urls: string[], viewports?: typeof VIEWPORTS, executablePath?: string,
 *   concurrency?: number }} options  `executablePath`: the Chromium to launch (default
 *   HEADLESS_CHROMIUM, scripts/lib/chromium.js); `concurrency`: pages measured at once (default 2)
 * @returns {Promise<Measurement[]>} in the order of viewports, then urls
 */
export async function measureJsTransfer({
  baseUrl,
  urls,
  viewports = VIEWPORTS,
  executablePath = HEADLESS_CHROMIUM,
  concurrency = 2,
}) {
  const browser = await chromium.launch({ executablePath, args: LAUNCH_ARGS });
  const jobs = viewports.flatMap((viewport) => urls.map((url) => ({ url, viewport })));
  /** @type {Measurement[]} */
  const out = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    /** One tab per viewport for this worker. @type {Map<string, import('@playwright/test').Page>} */
    const tabs = new Map();
    while (next < jobs.length) {
      const i = next++;
      const { url, viewport } = jobs[i];
      let tab = tabs.get(viewport.name);
      if (!tab) tabs.set(viewport.name, (tab = await openTab(browser, viewport)));
      out[i] = await measurePage(tab, baseUrl, url, viewport);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  } finally {
    await browser.close();
  }
  return out;
}
