// @vitest-environment happy-dom
/**
 * Page start-up (SPEC §2): the entry runs its routines, and a routine's chunk is imported only when
 * its elements are on the page (DESIGN.md §2: no module for an element that is not there).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted((): string[] => []);
vi.mock('../../enhancers/lib/viewport', () => {
  loaded.push('viewport');
  return { default: vi.fn() };
});
vi.mock('../../enhancers/lib/image-sizes', async (original) => {
  loaded.push('image-sizes');
  return original();
});
vi.mock('../../enhancers/lib/marketing-forms', async (original) => {
  loaded.push('marketing-forms');
  return original();
});
vi.mock('../../enhancers/lib/iframe-fix', () => {
  loaded.push('iframe-fix');
  return { default: vi.fn() };
});

async function startPage(body: string): Promise<void> {
  document.documentElement.className = '';
  document.body.innerHTML = body;
  vi.resetModules();
  loaded.length = 0;
  await import('../../enhancers/main');
  await new Promise((r) => setTimeout(r, 0));
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
});
