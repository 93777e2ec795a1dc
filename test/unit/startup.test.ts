// @vitest-environment happy-dom
/**
 * Page start-up (docs/requirements.md#page-startup): the entry runs its routines, and a routine's chunk is imported only when
 * its elements are on the page (docs/architecture.md#contracts: no module for an element that is not there).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The default export of each routine chunk; a call means the chunk was loaded and run. */
const chunks = vi.hoisted(() => ({
  viewport: vi.fn(),
  'image-sizes': vi.fn(),
  'marketing-forms': vi.fn(),
  'iframe-fix': vi.fn(),
}));
vi.mock('../../enhancers/lib/viewport/viewport.ts?default', () => ({ default: chunks.viewport }));
vi.mock('../../enhancers/lib/image-sizes', () => ({ default: chunks['image-sizes'] }));
vi.mock('../../enhancers/lib/marketing-forms/marketing-forms.ts?default', () => ({
  default: chunks['marketing-forms'],
}));
vi.mock('../../enhancers/lib/iframe-fix', () => ({ default: chunks['iframe-fix'] }));
let loaded: string[] = [];

/** Loads the entry on a page whose #app wrapper holds `body` (or `body` alone when `app` is false). */
async function startPage(body: string, app = true): Promise<void> {
  document.documentElement.className = '';
  document.body.innerHTML = app ? `<div id="app">${body}</div>` : body;
  vi.resetModules();
  for (const fn of Object.values(chunks)) fn.mockClear();
  await import('../../enhancers/main');
  await new Promise((r) => setTimeout(r, 0));
  loaded = Object.entries(chunks)
    .filter(([, fn]) => fn.mock.calls.length > 0)
    .map(([name]) => name);
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('the entry (enhancers/main.ts)', () => {
  it('marks the page as scripted and loads no chunk on a page with only the header', async () => {
    await startPage('<header class="site-header"></header><main>Text</main>');
    expect(document.documentElement.classList.contains('js')).toBe(true);
    expect(loaded).toEqual([]);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('loads the viewport observer only when animated elements exist', async () => {
    await startPage('<header class="site-header"></header><ul><li data-animate>Card</li></ul>');
    expect(loaded).toEqual(['viewport']);
  });

  it('loads each routine chunk only for its elements', async () => {
    await startPage('<img data-sizes="auto" alt=""><form class="hs-form"></form><iframe title="x"></iframe>');
    expect(loaded.sort()).toEqual(['iframe-fix', 'image-sizes', 'marketing-forms']);
  });

  it('logs a missing #app mount point, naming it, and still runs the other routines', async () => {
    await startPage('<ul><li data-animate>Card</li></ul>', false);
    expect(console.error).toHaveBeenCalledWith(
      'Uncaught exception in setup routine "load enhancers":',
      expect.objectContaining({
        name: 'ElementError',
        message: 'No #app element.',
      }),
    );
    expect(loaded).toEqual(['viewport']);
  });
});
