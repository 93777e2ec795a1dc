/**
 * The two engines the cross-engine suite drives, behind one small interface: Firefox ESR through
 * puppeteer-core over WebDriver BiDi, and WebKitGTK's MiniBrowser through WebKitWebDriver (classic
 * WebDriver; it refuses BiDi) under a virtual X display. Both are Debian's packages
 * (`firefox-esr`, `webkit2gtk-driver`, `xvfb`); docs/testing.md "Cross-engine suite" says why not
 * Playwright.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';

export type EngineName = 'firefox' | 'webkit';
export type Keys = 'Escape' | 'Enter' | 'Tab';

/** A browser window the checks drive; every selector is CSS and acts on its first match. */
export interface Engine {
  name: EngineName;
  /** Whether pages run their scripts (Firefox's `javascript.enabled`, WebKit's `enable-javascript-markup`); the suite's own scripts run either way. */
  javascript: boolean;
  /** Makes the page's viewport `width` × `height` px (window.innerWidth/innerHeight); throws if the engine gives another width. */
  resize(width: number, height: number): Promise<void>;
  /** Loads `url` and resolves after its load event. */
  goto(url: string): Promise<void>;
  /** Runs `fn` in the page with `args` (JSON values) and resolves to its result (awaited if a promise). */
  run<A extends unknown[], T>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /**
   * A real pointer click in the middle of the first element matching `selector`, put in view at once
   * first; with `{ asIs: true }` the element is clicked where it is, as a visitor clicks a link already
   * in view (no scroll: the page sees the click as its first input).
   */
  click(selector: string, options?: { asIs?: boolean }): Promise<void>;
  /** Picks the option with `value` in the select `selector`, as a visitor does. */
  select(selector: string, value: string): Promise<void>;
  /** Types `text` into the first element matching `selector`, key by key, as a visitor does. */
  type(selector: string, text: string): Promise<void>;
  /** Presses `key` on the focused element. */
  press(key: Keys): Promise<void>;
  /** The errors the engine itself reports since the last `goto` (Firefox's console errors and page errors; WebKit has none to give). */
  engineErrors(): string[];
  /** Saves a screenshot of the viewport as PNG. */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** The MiniBrowser that `webkit2gtk-driver` drives, and Firefox ESR. */
export const FIREFOX_BINARY = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Firefox ESR, headless, over WebDriver BiDi; without JavaScript for the pages when `javascript` is false. */
export async function launchFirefox(javascript = true): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_BINARY,
    headless: true,
    extraPrefsFirefox: { 'javascript.enabled': javascript },
  });
  const page = await browser.newPage();
  let errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error instanceof Error ? error.message : String(error)}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
  });
  return {
    name: 'firefox',
    javascript,
    async resize(width, height) {
      await page.setViewport({ width, height });
      const inner = await page.evaluate(() => window.innerWidth);
      if (inner !== width) throw new Error(`Firefox gave a viewport ${inner} px wide, not ${width} px`);
    },
    async goto(url) {
      errors = [];
      await page.goto(url, { waitUntil: 'load' });
    },
    run: (fn, ...args) => page.evaluate(fn as (...a: unknown[]) => unknown, ...args) as never,
    async click(selector, options) {
      // Puppeteer reads the element's middle, then clicks there; with the page's smooth scrolling
      // (base.css) still moving it, the click can land on its neighbour: put it in view at once first.
      if (!options?.asIs)
        await page.$eval(selector, (element) =>
          element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' }),
        );
      if (javascript) return page.click(selector);
      // Without the page's scripts, puppeteer's click never settles (it awaits a promise in the
      // page): the same pointer click, at the middle of the element's box read at once.
      const { x, y } = await page.$eval(selector, (element) => {
        const box = element.getBoundingClientRect();
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      });
      await page.mouse.click(x, y);
    },
    async select(selector, value) {
      await page.select(selector, value);
    },
    type: (selector, text) => page.type(selector, text),
    press: (key) => page.keyboard.press(key),
    engineErrors: () => [...errors],
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` });
    },
    close: () => browser.close(),
  };
}

/** GTK CSS that lets MiniBrowser's window be 375 px wide: its toolbar's widgets otherwise keep it ≥ 447 px. */
const SHRINK_TOOLBAR =
  '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; -gtk-icon-transform: scale(0.01); }\n';

/**
 * WebKitGTK's MiniBrowser through `WebKitWebDriver --port=<driverPort>` under `xvfb-run -a` (it has
 * no headless mode: without a display the session request never answers); without JavaScript in
 * the pages when `javascript` is false (WebDriver's scripts still run).
 */
export async function launchWebKit(driverPort: number, javascript = true): Promise<Engine> {
  const config = mkdtempSync(path.join(tmpdir(), 'engines-webkit-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), SHRINK_TOOLBAR);
  // Its own process group, so that closing ends xvfb-run, Xvfb, the driver and the browser together.
  // `-a` takes the first free display from `-n` on, and two xvfb-runs started at the same moment
  // (the host suite's WebKit and this suite's, when both run at once) can both find the same one
  // free: each starts its search at a display of its own, from the driver's port, which no other
  // running driver has.
  const display = String(100 + (driverPort % 5000));
  const child: ChildProcess = spawn('xvfb-run', ['-a', '-n', display, WEBKIT_DRIVER, `--port=${driverPort}`], {
    env: { ...process.env, XDG_CONFIG_HOME: config },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d));
  child.stderr!.on('data', (d: Buffer) => (output += d));
  const server = `http://127.0.0.1:${driverPort}`;
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    rmSync(config, { recursive: true, force: true });
  };
  let driver: WebDriver;
  try {
    await waitForDriver(server, child, () => output);
    driver = await new Builder()
      .usingServer(server)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER,
          args: ['--automation', ...(javascript ? [] : ['--enable-javascript-markup=false'])],
        },
      })
      .build();
  } catch (error) {
    stop();
    throw error;
  }
  const find = (selector: string) => driver.findElement(By.css(selector));
  const keys: Record<Keys, string> = { Escape: Key.ESCAPE, Enter: Key.ENTER, Tab: Key.TAB };
  return {
    name: 'webkit',
    javascript,
    async resize(width, height) {
      // The window holds the toolbar too: size it, measure the viewport, and add the difference.
      await driver.manage().window().setRect({ width, height });
      const [w, h] = (await driver.executeScript('return [window.innerWidth, window.innerHeight]')) as [number, number];
      if (w !== width || h !== height)
        await driver
          .manage()
          .window()
          .setRect({ width: 2 * width - w, height: 2 * height - h });
      const inner = (await driver.executeScript('return window.innerWidth')) as number;
      if (inner !== width)
        throw new Error(
          `WebKit gave a viewport ${inner} px wide, not ${width} px (is the GTK CSS under XDG_CONFIG_HOME read?)`,
        );
    },
    goto: (url) => driver.get(url),
    run: (fn, ...args) => driver.executeScript(`return (${fn.toString()}).apply(null, arguments)`, ...args) as never,
    async click(selector, options) {
      // WebKitWebDriver scrolls an element into view with the page's smooth scrolling (base.css) and
      // finds it still out of view ("element not interactable"): scroll it there at once first.
      const element = await find(selector);
      if (!options?.asIs)
        await driver.executeScript(
          'arguments[0].scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" })',
          element,
        );
      await element.click();
    },
    async select(selector, value) {
      await (await find(`${selector} option[value="${value}"]`)).click();
    },
    type: async (selector, text) => (await find(selector)).sendKeys(text),
    press: async (key) => (await driver.switchTo().activeElement()).sendKeys(keys[key]),
    engineErrors: () => [],
    async screenshot(file) {
      writeFileSync(file, Buffer.from(await driver.takeScreenshot(), 'base64'));
    },
    async close() {
      await driver.quit().catch(() => undefined);
      const exited =
        child.exitCode !== null || child.signalCode !== null
          ? Promise.resolve()
          : new Promise((resolve) => child.once('exit', resolve));
      stop();
      await exited;
    },
  };
}

/** Waits until the driver answers /status, or throws with its output if it exits first. */
async function waitForDriver(server: string, child: ChildProcess, output: () => string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode}): ${output()}`);
    try {
      const answer = await fetch(`${server}/status`);
      if (answer.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
