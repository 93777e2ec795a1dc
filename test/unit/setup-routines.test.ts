// @vitest-environment happy-dom
/** The start-up routines (docs/requirements.md#page-startup), each on its own. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import setImageSizes from '../../enhancers/lib/image-sizes';
import styleMarketingForms from '../../enhancers/lib/marketing-forms/marketing-forms';
import { correctDropdownSizes, DROPDOWN_MAX_HEIGHT_PROPERTY } from '../../enhancers/lib/setup';

afterEach(() => vi.restoreAllMocks());

describe('start-up routines', () => {
  it('set image sizes: sizes becomes the rendered width in px', () => {
    document.body.innerHTML = '<img data-sizes="auto" alt="" srcset="a.png 480w, b.png 960w"><img alt="">';
    const [auto, plain] = document.querySelectorAll('img');
    vi.spyOn(auto, 'getBoundingClientRect').mockReturnValue({ width: 343.5 } as DOMRect);
    setImageSizes();
    expect(auto.getAttribute('sizes')).toBe('344px');
    expect(plain.hasAttribute('sizes')).toBe(false);
  });

  it('style marketing forms: our classes on the form, its fields and its button', () => {
    document.body.innerHTML =
      '<form class="hs-form"><input name="email"><input type="hidden" name="t"><textarea></textarea><input type="submit"></form><form id="ours"></form>';
    expect(styleMarketingForms()).toBe(1);
    expect(document.querySelector('.hs-form')!.classList.contains('marketing-form')).toBe(true);
    expect(document.querySelectorAll('.marketing-form__field')).toHaveLength(2);
    expect(document.querySelector('[type="submit"]')!.classList.contains('button')).toBe(true);
    expect(document.getElementById('ours')!.className).toBe('');
  });

  it('correct dropdown sizes: the room below the header, on load and after a resize', () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      cb(0);
      return 1;
    });
    document.body.innerHTML = '<header class="site-header"></header>';
    const header = document.querySelector('.site-header')!;
    vi.spyOn(header, 'getBoundingClientRect').mockReturnValue({ bottom: 64 } as DOMRect);
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 700 });
    correctDropdownSizes();
    const value = () => document.documentElement.style.getPropertyValue(DROPDOWN_MAX_HEIGHT_PROPERTY);
    expect(value()).toBe('636px');
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 500 });
    window.dispatchEvent(new Event('resize'));
    expect(value()).toBe('436px');
  });
});
