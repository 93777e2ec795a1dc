// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderMacro } from '../../test/support/nunjucks';
import { checkAndRewritePage } from '../../src/eleventy/pages/transforms.js';
import enhance, { openSharePopup, popupFeatures, SHARE_WINDOW_NAME } from './share-links';

const URL_ = 'https://www.owlstoneinc.com/company/news/';
const TITLE = "News & views: Owlstone's year";

function render() {
  return renderMacro('share-links.njk', 'shareLinks', { url: URL_, title: TITLE });
}

function mount() {
  document.body.innerHTML = render();
  const root = document.querySelector<HTMLElement>('[data-enhancer="share-links"]')!;
  return { root, links: [...root.querySelectorAll<HTMLAnchorElement>('a')] };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('share links macro (docs/requirements.md#share-links): three networks, url-encoded at build time', () => {
  it('renders exact LinkedIn, X/Twitter and Facebook share URLs', () => {
    const { links } = mount();
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [
        'LinkedIn',
        'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.owlstoneinc.com%2Fcompany%2Fnews%2F',
      ],
      [
        'X (Twitter)',
        "https://twitter.com/intent/tweet?url=https%3A%2F%2Fwww.owlstoneinc.com%2Fcompany%2Fnews%2F&text=News%20%26%20views%3A%20Owlstone's%20year",
      ],
      [
        'Facebook',
        'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.owlstoneinc.com%2Fcompany%2Fnews%2F',
      ],
    ]);
  });

  it('is a labelled group, enhanced when visible', () => {
    const { root } = mount();
    expect(root.getAttribute('data-enhancer-on')).toBe('visible');
    expect(root.getAttribute('role')).toBe('group');
    expect(root.getAttribute('aria-labelledby')).toBe('share-links-title');
    expect(document.getElementById('share-links-title')!.textContent).toBe('Share this page');
  });

  it('with no JS the links open in a new tab with noopener noreferrer (external-links transform)', () => {
    const out = checkAndRewritePage(render(), 'layouts/article.njk');
    expect(out.match(/target="_blank" rel="noopener noreferrer"/g)).toHaveLength(3);
  });
});

describe('share links enhancer (docs/requirements.md#share-links): a popup window 600 by 300', () => {
  it('popup features are width=600,height=300, centred on the window', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 900 })).toBe(
      'width=600,height=300,left=500,top=350',
    );
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 375, outerHeight: 200 })).toBe(
      'width=600,height=300,left=0,top=0',
    );
  });

  it('a click opens the link in the popup and cancels the navigation', () => {
    const popup = { opener: {} as unknown, focus: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { root, links } = mount();
    enhance(root, {});
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    links[2]!.dispatchEvent(event);
    expect(open).toHaveBeenCalledTimes(1);
    const [url, name, features] = open.mock.calls[0]!;
    expect(url).toBe(links[2]!.href);
    expect(name).toBe(SHARE_WINDOW_NAME);
    expect(String(features)).toMatch(/^width=600,height=300,/);
    expect(event.defaultPrevented).toBe(true);
    expect(popup.opener).toBeNull();
  });

  it('falls back to the ordinary link when the popup is blocked', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { root, links } = mount();
    enhance(root, {});
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    links[0]!.dispatchEvent(event);
    expect(window.open).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(false);
    expect(openSharePopup('https://x.example/')).toBe(false);
  });

  it('leaves modified clicks to the browser, and stops after clean-up', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ focus() {} } as unknown as Window);
    const { root, links } = mount();
    const cleanup = enhance(root, {});
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      links[1]!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
    }
    expect(open).not.toHaveBeenCalled();
    cleanup();
    links[1]!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(open).not.toHaveBeenCalled();
  });
});
