/**
 * Going from one page straight to another in the real CMS (docs/cms.md "Going from one page to
 * another"; src/admin/entry-navigation.js): an address typed or a link followed from one page's
 * editor (as the build panel's "Open it"), then Back and Forward, each show the page's fields and
 * its preview, never an editor without them.
 */
import { test, expect, type Page } from '@playwright/test';
import { editorReady, openCms, openEntry } from '../support/cms.js';

/** Waits until the editor shows the page named `title` ("News (/company/news/)"): its Edit pane, its Title and its preview. */
async function showsPage(page: Page, title: string, heading: string) {
  const edit = await editorReady(page, `You’re now editing the “⁨${title}⁩” file in the “⁨Pages⁩” collection.`);
  await expect(edit.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(heading);
  const preview = page.getByRole('group', { name: /^Preview/ }).frameLocator('iframe');
  await expect(preview.locator('h1.page-hero__title')).toHaveText(heading);
}

test('an address that goes from one page straight to another, and Back and Forward, show each page with its fields', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await openCms(page, context, baseURL!);
  await openEntry(page, 'pages/page-products--ohg-4');
  await showsPage(page, 'OHG-4 (/products/ohg-4/)', 'OHG-4');

  // A link followed from this page's editor, as the build panel's "Open it".
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), { href: '#/collections/pages/entries/page-company--news' });
    document.body.append(link);
    link.click();
    link.remove();
  });
  await showsPage(page, 'News (/company/news/)', 'News');
  expect(new URL(page.url()).hash).toBe('#/collections/pages/entries/page-company--news');

  await page.goBack();
  await showsPage(page, 'OHG-4 (/products/ohg-4/)', 'OHG-4');
  await page.goForward();
  await showsPage(page, 'News (/company/news/)', 'News');
});
