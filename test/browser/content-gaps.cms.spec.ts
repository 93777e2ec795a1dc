/**
 * Content gaps are fields an author fills in the real CMS (docs/cms.md "Filling a content gap";
 * Sveltia CMS at /admin/, local-repository mode, test/support/cms.ts): a product's specification
 * table (its rows and its "Sample: hidden in production" box), and a page's "Facts to supply". The
 * contact page and the privacy notice are pages of the CMS like the others. The files the CMS
 * wrote are read back, the content-gaps list is counted on them, and a scratch copy of the
 * project is built as production builds it. Each step waits for the editor's status before it
 * types (text typed right after an editor opens can be lost) and for the typed value in the field.
 * Runs at 1440 px only, as every CMS journey (playwright.config.ts).
 */
import { test, expect } from '@playwright/test';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeScratchSite, buildScratch } from '../../scripts/lib/scale.js';
import { collectContentGaps, findGapComments } from '../../src/eleventy/cms/content-gaps.js';
import {
  appendParagraph,
  caretAtEnd,
  contentFiles,
  editorStatus,
  fieldGroup,
  openCms,
  openEntry,
  readRepository,
  save,
  sectionText,
  typedIntoEntry,
  withParagraph,
} from '../support/cms.js';

/** The OVG-4's specification rows as the company supplies them (test values, not datasheet facts). */
const ROWS = [
  { label: 'Vapour sources', value: 'Two permeation tube ovens' },
  { label: 'Oven temperature stability', value: '±0.1 °C' },
  { label: 'Dilution flow range', value: '0.2–5 l/min' },
  { label: 'Concentration range', value: 'ppt to ppm' },
];
const CONTACT_TEXT = 'Technical support for customers is reached through the same form.';
const PRIVACY_TEXT = 'Edited in the CMS: this notice is reviewed every year.';

/** Writes `files` into a scratch copy of the project, and calls `check` with it; removes it after. */
async function inScratch(files: Record<string, string>, check: (root: string) => Promise<void>): Promise<void> {
  const scratch = makeScratchSite(0);
  try {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      writeFileSync(path.join(scratch, file), text);
    }
    await check(scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

test('filling every specification row of a product and clearing its Sample box closes exactly one content gap, and no gap of that product remains', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const before = contentFiles();
  await openCms(page, context, baseURL!, before);

  await openEntry(page, 'products/ovg-4');
  await expect(editorStatus(page)).toContainText('editing the “⁨OVG-4⁩” entry');
  // The list renders its items once they scroll into the editor pane's view.
  const rows = page.getByRole('group', { name: '“⁨Rows⁩” Field' });
  await rows.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const labels = rows.getByRole('textbox', { name: 'Label' });
  const values = rows.getByRole('textbox', { name: 'Value' });
  // The list renders its items as they scroll into view: bring the last one in until all are there.
  await expect
    .poll(async () => {
      await labels.last().scrollIntoViewIfNeeded();
      return labels.count();
    })
    .toBe(ROWS.length);
  for (const [i, row] of ROWS.entries()) {
    await expect(labels.nth(i)).toHaveValue(row.label);
    await expect(values.nth(i)).toHaveValue(/^Sample —/);
    await values.nth(i).fill(row.value);
  }
  const sample = page.getByRole('switch', { name: 'Sample: hidden in production' });
  await expect(sample).toBeChecked();
  await sample.click();
  await expect(sample).not.toBeChecked();
  for (const [i, row] of ROWS.entries()) await expect(values.nth(i)).toHaveValue(row.value);
  await save(page);

  const after = await readRepository(page);
  const changed = Object.keys(after).filter((file) => after[file] !== before[file]);
  expect(changed).toEqual(['src/content/products/ovg-4.yaml']);
  await inScratch({ [changed[0]]: after[changed[0]] }, async (root) => {
    const gapsBefore = await collectContentGaps();
    const gapsAfter = await collectContentGaps({ root });
    writeFileSync(
      test.info().outputPath('content-gaps.txt'),
      `${gapsBefore.length} before, ${gapsAfter.length} after\n`,
    );
    expect(gapsAfter.length).toBe(gapsBefore.length - 1);
    // Neither the product's data nor its page holds a gap any more, as a field or as a comment (its
    // sample datasheet, a document of its own in src/content/documents/, is another gap).
    expect(
      gapsAfter.filter(
        (g) => g.file === 'src/content/products/ovg-4.yaml' || g.file.startsWith('pages/products/ovg-4/'),
      ),
    ).toEqual([]);
    expect(findGapComments({ root })).toEqual([]);
    expect(readFileSync(path.join(root, 'pages/products/ovg-4/index.md'), 'utf8')).not.toMatch(/Content gap/i);
  });
});

test('the contact page and the privacy notice open and save in the CMS: their text, and a fact to supply removed once written', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const before = contentFiles();
  await openCms(page, context, baseURL!, before);

  await openEntry(page, 'pages/page-contact');
  await expect(editorStatus(page)).toContainText('editing the “⁨Contact us (/contact/)⁩” file');
  const facts = await fieldGroup(page, 'Facts to supply');
  await expect(facts.getByRole('textbox')).toHaveCount(1);
  await expect(facts.getByRole('textbox').first()).toHaveValue(/^Whether Owlstone offers technical support/);
  await page.screenshot({ path: test.info().outputPath('contact-in-the-cms.png') });
  const text = page.getByRole('textbox', { name: 'Text' });
  await text.click();
  await caretAtEnd(text);
  await page.keyboard.press('Enter');
  await page.keyboard.type(CONTACT_TEXT);
  // A paragraph of its own after the page's text, which is unchanged.
  await expect(text.locator('p')).toHaveText([/^It helps to tell us what you need .* in the field\.$/, CONTACT_TEXT]);
  await typedIntoEntry(page, CONTACT_TEXT);
  await facts.getByRole('button', { name: 'Remove' }).click();
  await expect(facts.getByRole('textbox')).toHaveCount(0);
  await save(page);

  await openEntry(page, 'pages/page-privacy');
  await expect(editorStatus(page)).toContainText('editing the “⁨Privacy notice (/privacy/)⁩” file');
  const noCookies = await sectionText(page, 'no-cookies');
  await appendParagraph(page, noCookies, PRIVACY_TEXT);
  await save(page);

  const after = await readRepository(page);
  const changed = Object.keys(after)
    .filter((file) => after[file] !== before[file])
    .sort();
  expect(changed).toEqual(['pages/contact/index.md', 'pages/privacy/index.md']);
  const diff = changed.map((file) => `--- ${file}\n${before[file]}\n+++ ${file}\n${after[file]}`).join('\n');
  writeFileSync(test.info().outputPath('files-the-cms-wrote.txt'), diff);
  expect(after['pages/contact/index.md']).not.toContain('factsToSupply');
  expect(after['pages/contact/index.md']).toContain(`in the field.\n\n${CONTACT_TEXT}\n`);
  expect(after['pages/privacy/index.md']).toBe(
    withParagraph(before['pages/privacy/index.md'], 'no-cookies', PRIVACY_TEXT),
  );
  await inScratch(Object.fromEntries(changed.map((f) => [f, after[f]])), async (root) => {
    expect((await collectContentGaps({ root })).length).toBe((await collectContentGaps()).length - 1);
    const { siteDir } = buildScratch(root, { vite: false });
    const html = (url: string) => readFileSync(path.join(siteDir, url, 'index.html'), 'utf8');
    const contact = html('/contact/');
    expect(contact).toContain(`<p>${CONTACT_TEXT}</p>`);
    expect(contact).toMatch(/<form[^>]* class="enquiry-form__form"/);
    const privacy = html('/privacy/');
    expect(privacy).toContain(`<p>${PRIVACY_TEXT}</p>`);
    expect(privacy).toContain('class="enquiry-destination"');
    expect(privacy).toContain('Who is responsible, and how long we keep enquiries');
  });
});
