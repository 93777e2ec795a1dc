/**
 * Browser journeys on the gallery's examples (like GOV.UK Frontend's `goToComponent`):
 * `gotoExample(page, component, name)` opens the gallery page that shows `component`'s examples
 * (/frontend/<page>/ of the gallery build, so only in the gallery-375 and gallery-1440 projects,
 * whose baseURL is the gallery's server) and returns the example's section, scrolled into view.
 * The example must exist in layouts/components/<component>.examples.yaml: a renamed example fails
 * here with the file and the name, not as a missing element.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test, type Locator, type Page } from '@playwright/test';
import { exampleNamed } from './examples.js';
import { GALLERY_DIR } from './built-site.js';
import { galleryPage } from '../../src/eleventy/gallery/examples.js';
import { galleryPages as galleryPageNames } from '../../src/eleventy/gallery/gallery.js';
import { GALLERY_URL } from '../../src/eleventy/build-mode.js';

/** The gallery page names (global data `galleryPages`). */
const galleryPages = galleryPageNames();

/**
 * Skips the calling spec file, saying how to build what it needs, when GALLERY_DIR has no gallery
 * pages (`npm test` always builds them, so in CI every gallery spec runs). Call it at the top of a
 * gallery spec file.
 */
export function skipWithoutGallery(): void {
  test.skip(
    !existsSync(path.join(GALLERY_DIR, GALLERY_URL)),
    `${GALLERY_DIR} has no ${GALLERY_URL} gallery pages: run "npm run build:gallery" (npm test does) to test the gallery.`,
  );
}

/**
 * @param component  the macro file's name without ".njk" (e.g. "counter", "image-modal")
 * @param name       the example's `name` in its examples file
 * @param options    `search`: the page url's query string, without "?" (e.g. "q=humidity", for the
 *                   search results); the rest are page.goto's options (e.g. `waitUntil`)
 * @returns the example's section (the region its name labels), in view
 * @throws {Error} when the examples file has no such example
 */
export async function gotoExample(
  page: Page,
  component: string,
  name: string,
  { search, ...options }: { search?: string } & Parameters<Page['goto']>[1] = {},
): Promise<Locator> {
  exampleNamed(component, name);
  await page.goto(`/frontend/${galleryPage(component)}/${search ? `?${search}` : ''}`, options);
  // Every example is a region named by its example's name (layouts/gallery-example.njk): a
  // `section.gallery__example`, or for the scroll indicator the hero that holds it.
  const section = page.getByRole('region', { name, exact: true });
  await section.scrollIntoViewIfNeeded();
  return section;
}

/**
 * Opens a whole gallery page (a folder pages/gallery/<name>/), for a component that needs a page
 * of its own rather than examples in a section (the section navigation's twelve sections, the rich
 * text's table in the content column).
 * @param name     the gallery page's name, as the page switcher lists it (e.g. "section-nav")
 * @param options  page.goto's options (e.g. `{ waitUntil: 'networkidle' }`)
 * @throws {Error} when the gallery has no such gallery page
 */
export async function gotoGalleryPage(page: Page, name: string, options?: Parameters<Page['goto']>[1]): Promise<void> {
  if (!galleryPages.includes(name))
    throw new Error(
      `No gallery page "${name}" (pages: ${galleryPages.join(', ')}); a whole page is a folder pages/gallery/<name>/.`,
    );
  await page.goto(`/frontend/${name}/`, options);
}
