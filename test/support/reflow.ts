/**
 * Reflow and the header's width (WCAG 2.2: 1.4.10 Reflow, 1.4.12 Text Spacing), with this machine's
 * system fonts (DejaVu Sans here, wider than most): the checks test/browser/runtime.spec.ts runs on
 * every page in the page load it audits at 1440 px, and test/browser/reflow.spec.ts at 320 px.
 */
import type { Page } from '@playwright/test';

/** The widths (CSS px) of the check: phones, tablets, the desktop breakpoint and its neighbours, laptops, the site container (1602) and beyond. */
const WIDTHS = [320, 375, 768, 1024, 1025, 1100, 1180, 1280, 1366, 1440, 1602, 1920];
/** Where the text-spacing overrides are applied too. */
const TEXT_SPACING_WIDTHS = [320, 375, 1440];
/** WCAG 1.4.12's overrides: line height 1.5, paragraph spacing 2em, letter spacing 0.12em, word spacing 0.16em (as the W3C's text-spacing bookmarklet sets them). */
export const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** Adds `css` to the page as a constructed stylesheet (the site's CSP allows no inline <style>). */
export async function addStyles(page: Page, css: string) {
  await page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);
}

/**
 * What is wrong with the layout at the window's current width, as sentences (none when all is well):
 * sideways scrolling, and any header control cut by the window's edge, overlapping the next one,
 * wrapped onto a second line or covered where a click would land.
 */
async function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const sideways = document.documentElement.scrollWidth - width;
    if (sideways > 0) problems.push(`the page scrolls ${sideways} px sideways`);
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        '.site-header__bar > .logo, .primary-nav__link--top, .primary-nav__toggle, .site-header .search-toggle__button, .site-header__contact, .site-header .mobile-nav__menu-button',
      ),
    ].filter((el) => el.getBoundingClientRect().width > 0);
    const name = (el: Element) => (el.textContent ?? '').trim().replace(/\s+/g, ' ') || el.className;
    let previous: { el: Element; right: number } | undefined;
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.left < 0 || box.right > width + 0.5)
        problems.push(
          `"${name(el)}" spans ${Math.round(box.left)}–${Math.round(box.right)} px, outside the ${width} px window`,
        );
      if (previous && box.left < previous.right - 0.5)
        problems.push(`"${name(el)}" overlaps "${name(previous.el)}" by ${Math.round(previous.right - box.left)} px`);
      previous = { el, right: box.right };
      // Lines of its visible text (the text nodes not inside a visually hidden label).
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const lines = new Set<number>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent!.trim() || node.parentElement!.getBoundingClientRect().width <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) if (r.width > 1) lines.add(Math.round(r.top));
      }
      if (lines.size > 1) problems.push(`"${name(el)}" wraps onto ${lines.size} lines`);
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !el.contains(hit))
        problems.push(
          `a click at the centre of "${name(el)}" reaches ${hit ? hit.tagName.toLowerCase() + '.' + hit.className : 'nothing'}`,
        );
    }
    return problems;
  });
}

/**
 * Resizes the page's window through every width of WIDTHS, then with the text-spacing overrides
 * through TEXT_SPACING_WIDTHS, ending at 1440 px (the desktop project's width), and returns what is
 * wrong at each (none when all is well). The overrides stay on the page until it navigates.
 * @param page  a page already loaded, 900 px high
 */
export async function reflowSweep(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    found.push(...(await reflowProblems(page)).map((p) => `${width} px: ${p}`));
  }
  await addStyles(page, TEXT_SPACING_CSS);
  for (const width of TEXT_SPACING_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    found.push(...(await reflowProblems(page)).map((p) => `${width} px with text spacing: ${p}`));
  }
  return found;
}
