// @vitest-environment happy-dom
/**
 * The start-up routines whose code is a chunk (docs/requirements.md#page-startup, docs/requirements.md#calls), run by the real entry
 * (enhancers/main.ts) with the real routine modules, no mocks of them:
 * - an exception in a chunked routine is logged as an uncaught exception of that
 *   routine, like the entry's own, and the other routines still run;
 * - a marketing form a library inserts two seconds after load gets the styling hooks,
 *   and the watch stops once its container holds a styled form;
 * - the iframe fix re-creates the iframes on load in every Safari-like browser, iOS
 *   Chrome and Firefox included, and leaves them alone elsewhere.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DROPDOWN_MAX_HEIGHT_PROPERTY } from '../../enhancers/lib/setup';

const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

/** Runs the entry on `body` (inside #app) and waits until every chunk it imported has run. */
async function startPage(body: string): Promise<void> {
  document.documentElement.className = '';
  document.documentElement.style.removeProperty(DROPDOWN_MAX_HEIGHT_PROPERTY);
  document.body.innerHTML = `<div id="app"><header class="site-header"></header>${body}</div>`;
  vi.resetModules();
  await import('../../enhancers/main');
  await vi.dynamicImportSettled();
  await new Promise((r) => setTimeout(r, 0));
}

const routineErrors = () =>
  vi
    .mocked(console.error)
    .mock.calls.filter(
      ([message]) => typeof message === 'string' && message.startsWith('Uncaught exception in setup routine'),
    )
    .map(([message, error]) => [message, (error as Error).message]);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a chunked routine that throws is logged as that routine, and the others run', () => {
  it('image sizes, iframe fix, marketing forms and viewport each throw: four routine errors, and the page still starts', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'getBoundingClientRect').mockImplementation(() => {
      throw new Error('image sizes broke');
    });
    vi.spyOn(window.navigator, 'userAgent', 'get').mockImplementation(() => {
      throw new Error('iframe fix broke');
    });
    vi.spyOn(HTMLFormElement.prototype, 'querySelectorAll').mockImplementation(() => {
      throw new Error('marketing forms broke');
    });
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor() {
          throw new Error('viewport broke');
        }
      },
    );
    await startPage(
      '<img data-sizes="auto" alt="" srcset="a.png 400w"><iframe title="t"></iframe><form class="hs-form"></form><ul><li data-animate>Card</li></ul>',
    );
    await vi.waitFor(() => expect(routineErrors()).toHaveLength(4));
    expect(routineErrors().sort()).toEqual([
      ['Uncaught exception in setup routine "iframe-fix":', 'iframe fix broke'],
      ['Uncaught exception in setup routine "image-sizes":', 'image sizes broke'],
      ['Uncaught exception in setup routine "marketing-forms":', 'marketing forms broke'],
      ['Uncaught exception in setup routine "viewport":', 'viewport broke'],
    ]);
    // The entry's own routines ran regardless.
    expect(document.documentElement.classList.contains('js')).toBe(true);
    expect(document.documentElement.style.getPropertyValue(DROPDOWN_MAX_HEIGHT_PROPERTY)).not.toBe('');
  });

  it('a routine that works is not logged', async () => {
    await startPage('<img data-sizes="auto" alt="" srcset="a.png 400w">');
    expect(routineErrors()).toEqual([]);
  });
});

describe('marketing forms inserted after load', () => {
  it('a HubSpot form inserted into its container two seconds after load gets the hooks; then the watch stops', async () => {
    await startPage('<div data-marketing-form id="hubspot"></div>');
    vi.useFakeTimers();
    const container = document.getElementById('hubspot')!;
    // What the library's script does once it has loaded.
    setTimeout(() => {
      container.innerHTML =
        '<form class="hs-form"><input name="email"><input type="hidden" name="t"><input type="submit" value="Send"></form>';
    }, 2000);
    vi.advanceTimersByTime(1999);
    expect(container.querySelector('form')).toBeNull();
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    const form = container.querySelector('form')!;
    await vi.waitFor(() => expect(form.classList.contains('marketing-form')).toBe(true));
    expect([...form.querySelectorAll('.marketing-form__field')].map((f) => f.getAttribute('name'))).toEqual(['email']);
    expect(form.querySelector('[type="submit"]')!.classList.contains('button')).toBe(true);
    // The container holds a styled form: nothing is watched any more.
    container.insertAdjacentHTML('beforeend', '<form class="hs-form" id="late"></form>');
    await new Promise((r) => setTimeout(r, 0));
    expect(document.getElementById('late')!.classList.contains('marketing-form')).toBe(false);
  });

  it('Marketo: the class it adds to its empty form once filled is seen too', async () => {
    await startPage('<div data-marketing-form><form id="mktoForm_1"></form></div>');
    const form = document.getElementById('mktoForm_1')!;
    form.innerHTML = '<input name="email"><button type="submit">Send</button>';
    form.classList.add('mktoForm');
    await vi.waitFor(() => expect(form.classList.contains('marketing-form')).toBe(true));
    expect(form.querySelector('button')!.classList.contains('button')).toBe(true);
  });
});

describe('the iframe fix on load', () => {
  it.each([
    ['Chrome on iOS (WebKit)', IOS_CHROME, true],
    ['desktop Chrome', DESKTOP_CHROME, false],
  ])('%s: iframes re-created on load: %s', async (_name, userAgent, recreated) => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
    document.body.innerHTML = '';
    const html = '<iframe title="Video"></iframe>';
    document.documentElement.className = '';
    document.body.innerHTML = `<div id="app"><header class="site-header"></header>${html}</div>`;
    const original = document.querySelector('iframe');
    vi.resetModules();
    await import('../../enhancers/main');
    await vi.dynamicImportSettled();
    await new Promise((r) => setTimeout(r, 0));
    const now = document.querySelector('iframe')!;
    expect(now.getAttribute('title')).toBe('Video');
    expect(now !== original).toBe(recreated);
  });
});
