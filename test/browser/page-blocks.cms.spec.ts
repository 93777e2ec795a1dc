/**
 * Blocks in a page's text, through the real CMS (docs/cms.md "Blocks in a page's text"): a
 * section's Text is the rich text editor, and the blocks inside it (key figures, pictures,
 * specification tables, company and news lists) are editor components with fields, never template
 * code. What an author does not touch is written back as it was.
 */
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { contentFiles, openCms, openEntry, readRepository, save, saveButton, sectionText } from '../support/cms.js';

/** One page or article for each kind of block and of Markdown the site's text uses. */
const ENTRIES = [
  { entry: 'pages/page-technology', file: 'pages/technology/index.md', section: 'how-faims-works' }, // expandable and responsive pictures, a drawing, key figures, a numbered list, sub-headings, a Markdown table
  { entry: 'pages/page-company', file: 'pages/company/index.md', section: 'history' }, // figures counted by the site, bold links
  { entry: 'pages/page-products--ohg-4', file: 'pages/products/ohg-4/index.md', section: 'why-humidity' }, // a specification table
  { entry: 'pages/page-company--news', file: 'pages/company/news/index.md', section: 'milestones' }, // the news list, share links, headings
  {
    entry: 'pages/page-company--distribution-partnership',
    file: 'pages/company/distribution-partnership/index.md',
    section: 'distribution',
  }, // a company list
  {
    entry: 'news/why-natural-gas-smells',
    file: 'pages/company/news/articles/why-natural-gas-smells.md',
    section: 'odorants',
  },
];

test("a change made and undone in a section's text leaves the entry unchanged: the editor writes every block and every paragraph back as it was", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(420_000);
  await openCms(page, context, baseURL!, contentFiles());
  for (const { entry, file, section } of ENTRIES) {
    await test.step(entry, async () => {
      expect(readFileSync(file, 'utf8')).toContain(`{% section "${section}", `);
      await openEntry(page, entry);
      const paragraph = (await sectionText(page, section)).locator('p').first();
      await paragraph.click();
      await page.keyboard.press('End');
      await page.keyboard.type('x');
      await expect(saveButton(page)).toBeEnabled();
      await page.keyboard.press('Backspace');
      // The body, rewritten from the editor's blocks and Markdown, equals the file: nothing to save.
      await expect(saveButton(page)).toBeDisabled();
    });
  }
});

test("a key figure is edited in its fields, and the save changes that figure's label alone", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const file = 'pages/markets/industrial/index.md';
  const before = contentFiles();
  await openCms(page, context, baseURL!, before);
  await openEntry(page, 'pages/page-markets--industrial');
  const text = await sectionText(page, 'water-food');
  const figures = text.getByRole('group', { name: /Key figures/ });
  await expect(figures).toBeVisible();
  // Fields, not code: the number, what goes around it, and its label.
  await expect(figures.getByRole('textbox', { name: 'Number' }).first()).toHaveValue('4');
  await expect(figures.getByRole('textbox', { name: 'After the number' }).first()).toHaveValue(' ng/L');
  await expect(text).not.toContainText('{{');
  const label = figures.getByRole('textbox', { name: 'Label' }).first();
  await expect(label).toHaveValue('Geosmin: where people taste it');
  await label.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: process.env.SHOTS_DIR
      ? `${process.env.SHOTS_DIR}/cms-key-figures.png`
      : testInfo.outputPath('key-figures.png'),
  });
  await label.fill('Geosmin: where most people taste it');
  await save(page);
  const now = await readRepository(page);
  const changed = Object.keys(now).filter((f) => now[f] !== before[f]);
  expect(changed).toEqual([file]);
  expect(now[file]).toBe(
    before[file].replace('label: "Geosmin: where people taste it"', 'label: "Geosmin: where most people taste it"'),
  );
});
