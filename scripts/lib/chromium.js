// @ts-check
/**
 * Which Chromium the tests and the measuring scripts drive. No browser can be downloaded on the
 * machines we run on, so both come from Debian's packages (README "Quick start", `.ci/run`).
 *
 * - `HEADLESS_CHROMIUM`, for Playwright (the browser tests, `scripts/js-transfer.js`,
 *   `scripts/screenshots.js`): Debian's `chromium-headless-shell`, the same headless shell
 *   Playwright itself runs for headless tests, built from the same Chromium. Measured on the
 *   2-core machine: the four browser projects took 343 s instead of 600 s under the full
 *   browser's headless mode, the same 406 tests passing. When the package is missing, the full
 *   browser is used and a warning (once, from the main process) says how to install the shell.
 * - `CHROMIUM`, for Lighthouse: the full browser (`--headless=new`), whose rendering path the
 *   Lighthouse gate measures, as a visitor's Chrome has it.
 *
 * `CHROME_PATH` overrides both (another system, another build of Chromium).
 */
import { existsSync } from 'node:fs';

/** The full browser of Debian's `chromium` package. */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/** The headless shell of Debian's `chromium-headless-shell` package (the binary itself, not its wrapper script). */
const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** The full Chromium (path): `CHROME_PATH`, else Debian's. */
export const CHROMIUM = process.env.CHROME_PATH || DEBIAN_CHROMIUM;

/**
 * The Chromium Playwright launches (path): `CHROME_PATH`, else Debian's headless shell, else (with a
 * warning on stderr) the full browser.
 * @returns {string}
 */
function headlessChromium() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  // Once per run: Playwright's workers load the config again (they have TEST_WORKER_INDEX).
  if (process.env.TEST_WORKER_INDEX === undefined) {
    console.warn(
      `${DEBIAN_HEADLESS_SHELL} is missing, so the browser tests run in the full Chromium, about 75 % slower ` +
        '(600 s against 343 s here): apt-get install chromium-headless-shell (Debian), or set CHROME_PATH.',
    );
  }
  return DEBIAN_CHROMIUM;
}
export const HEADLESS_CHROMIUM = headlessChromium();

/** Playwright's launch arguments everywhere: no sandbox (containers, root), no GPU, no background traffic. */
export const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
