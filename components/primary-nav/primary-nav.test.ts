// @vitest-environment happy-dom
/**
 * The header's section dropdowns (components/primary-nav/primary-nav.ts): the real header macro with the real
 * navigation, then the enhancer attached to its <nav class="primary-nav">, as the APG's disclosure
 * navigation menu behaves.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import enhance from './primary-nav';
import { mountSiteHeader } from '../../test/support/header.js';

let nav: HTMLElement;
let cleanup: () => void;
const disclosure = (title: string) =>
  [...nav.querySelectorAll<HTMLDetailsElement>('.primary-nav__list > li > details')].find(
    (d) => d.querySelector('summary')?.textContent?.trim() === title,
  )!;
const summary = (title: string) => disclosure(title).querySelector<HTMLElement>('summary')!;
const openOnes = () =>
  [...nav.querySelectorAll<HTMLDetailsElement>('details')]
    .filter((d) => d.open)
    .map((d) => d.querySelector('summary')?.textContent?.trim());

beforeEach(() => {
  mountSiteHeader({ main: '<p><a href="/x/">A link in the page</a></p>' });
  nav = document.querySelector<HTMLElement>('[data-enhancer="primary-nav"]')!;
  cleanup = enhance(nav, {});
});

describe('the header dropdowns (APG disclosure navigation)', () => {
  it('the macro marks the navigation for this enhancer, loaded on interaction', () => {
    expect(nav.matches('nav.primary-nav[data-enhancer-on="interaction"]')).toBe(true);
  });

  it('Esc closes the open dropdown and returns focus to its summary', () => {
    disclosure('Products').open = true;
    const link = disclosure('Products').querySelector<HTMLAnchorElement>('a')!;
    link.focus();
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(disclosure('Products').open).toBe(false);
    expect(document.activeElement).toBe(summary('Products'));
  });

  it('an Esc that loaded the module closes the open dropdown too', () => {
    mountSiteHeader({ currentUrl: '/' });
    nav = document.querySelector<HTMLElement>('[data-enhancer="primary-nav"]')!;
    disclosure('Company').open = true;
    enhance(nav, { trigger: new KeyboardEvent('keydown', { key: 'Escape' }) });
    expect(disclosure('Company').open).toBe(false);
  });

  it('after its clean-up the dropdowns are plain disclosures again: Esc and a click outside leave them open', () => {
    cleanup();
    disclosure('Products').open = true;
    const link = disclosure('Products').querySelector<HTMLAnchorElement>('a')!;
    link.focus();
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    document.querySelector('main')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(disclosure('Products').open).toBe(true);
  });

  it('opening one closes the others', async () => {
    disclosure('Markets').open = true;
    disclosure('Markets').dispatchEvent(new Event('toggle'));
    disclosure('Products').open = true;
    disclosure('Products').dispatchEvent(new Event('toggle'));
    expect(openOnes()).toEqual(['Products']);
  });

  it('focus moving out of the open dropdown closes it; moving within it does not', () => {
    const products = disclosure('Products');
    products.open = true;
    const [first, second] = products.querySelectorAll<HTMLAnchorElement>('a');
    first.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: second }));
    expect(products.open).toBe(true);
    second.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: summary('Company') }));
    expect(products.open).toBe(false);
  });

  it('focus arriving outside the navigation closes the open dropdown', () => {
    disclosure('Applications').open = true;
    document.querySelector<HTMLAnchorElement>('main a')!.focus();
    expect(openOnes()).toEqual([]);
  });

  it('a click outside the open dropdown closes it; a click inside it does not', () => {
    const company = disclosure('Company');
    company.open = true;
    company.querySelector('a')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(company.open).toBe(true);
    document.querySelector('main p')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(company.open).toBe(false);
  });
});
