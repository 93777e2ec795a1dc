import navigation from '../../src/_data/navigation.js';
import site from '../../src/_data/site.js';
import { renderMacro } from './nunjucks.js';

/**
 * Puts the real site header (components/header/header.njk, with the real navigation and site
 * data) into the document as every page has it: inside `#app`, before a `<main>`. The unit tests
 * of the header's enhancers (search overlay, section dropdowns) attach to it.
 * @param options.currentUrl  the page's url (default `/products/`, a page in a section)
 * @param options.main        the HTML of the page's `<main>` (default one paragraph)
 * @returns the header element
 */
export function mountSiteHeader({
  currentUrl = '/products/',
  main = '<p>Page</p>',
}: { currentUrl?: string; main?: string } = {}): HTMLElement {
  document.body.innerHTML = `<div id="app" class="site">${renderMacro('header.njk', 'siteHeader', {
    navigation,
    currentUrl,
    siteName: site.name,
    searchAction: site.search.url,
    contactUrl: site.contact.url,
    contactText: site.contact.text,
    quickLinks: site.quickLinks,
  })}<main id="main">${main}</main></div>`;
  return document.querySelector<HTMLElement>('.site-header')!;
}
