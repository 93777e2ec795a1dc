/**
 * What the CMS does to a document's files (docs/cms.md "Publishing a datasheet"), through its real
 * UI in a British browser: each document is a folder of its own (src/content/documents/<name>/,
 * its index.yaml and its PDF), so deleting one deletes exactly its two files and no other
 * document's, and a new PDF for a document is written over its old one (src/admin/pdf-check.js
 * gives it the old one's name, and the CMS asks whether to replace it), so the folder keeps one PDF.
 */
import { test, expect } from '@playwright/test';
import YAML from 'yaml';
import { DOCUMENTS_FOLDER, unusedDocumentFiles } from '../../src/eleventy/documents/documents.js';
import { makeEncryptedPdf, makeSamplePdf } from '../../scripts/lib/sample-pdf.js';
import { contentFiles, editorStatus, openCms, readRepository, save } from '../support/cms.js';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

test.use({ locale: 'en-GB' });

/** The files that differ between two readings of the repository, sorted. */
const changedFiles = (before: Record<string, string>, after: Record<string, string>) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => before[f] !== after[f]).sort();

/**
 * Opens a document's entry from the Documents collection's list, as an author does, and waits
 * until the CMS announces it. Under load the editor took over 5 s to open after the click: the
 * announcement is waited for 20 s, and the row is clicked again while the CMS still shows the list
 * (a click it missed while the list was settling), up to 90 s in all.
 */
async function openDocument(page: import('@playwright/test').Page, title: string, revision?: string) {
  await page.getByRole('treeitem', { name: 'Documents' }).click();
  await expect(editorStatus(page)).toContainText('viewing the “⁨Documents⁩” collection');
  const row = page
    .getByRole('row', { name: title })
    .filter({ hasText: revision ?? '' })
    .first();
  await expect(async () => {
    if (!(await editorStatus(page).allTextContents()).join(' ').includes('editing the'))
      await row.click({ timeout: 5_000 });
    await expect(editorStatus(page)).toContainText(`editing the “⁨${title}⁩” entry`, { timeout: 20_000 });
  }).toPass({ timeout: 90_000 });
}

test("deleting one document deletes its folder's two files and no other document's", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const before = contentFiles();
  await openCms(page, context, baseURL!, before);
  await openDocument(page, 'Gen-SYS Prüfgasgeneratoren');
  await page.getByRole('button', { name: 'Show Editor Options' }).click();
  await page.getByRole('menuitem', { name: 'Delete Entry' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Entry' });
  await expect(confirm).toContainText('delete this entry and associated assets?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(editorStatus(page)).toContainText('viewing the “⁨Documents⁩” collection, which has 5 entries');
  const folder = `${DOCUMENTS_FOLDER}/br-0003-gen-sys-broschuere`;
  await expect
    .poll(async () => changedFiles(before, await readRepository(page)))
    .toEqual([`${folder}/br-0003-gen-sys-broschuere.pdf`, `${folder}/index.yaml`]);
  const after = await readRepository(page);
  expect(Object.keys(after).filter((f) => f.startsWith(folder))).toEqual([]);
  // Every other document keeps its entry and its PDF.
  expect(Object.keys(after).filter((f) => f.startsWith(`${DOCUMENTS_FOLDER}/`) && f.endsWith('.pdf'))).toHaveLength(5);
});

test("replacing a document's PDF writes the new file over the old one, after the CMS asks, so its folder keeps one PDF", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const before = contentFiles();
  const pdf = Buffer.from(
    await makeSamplePdf({
      title: 'OHG-4 Humidity Generator Datasheet',
      number: 'DS-0015',
      revision: 'Revision 1',
      date: '2026-06-02',
      paragraphs: ['The corrected issue.'],
    }),
  );
  await openCms(page, context, baseURL!, before);
  await openDocument(page, 'OHG-4 Humidity Generator Datasheet');
  const field = page.getByRole('group', { name: /PDF file/ });
  await field.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  // The author's computer names it otherwise; it takes the name of the PDF it replaces.
  await field
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'DS-0015 OHG-4 corrected.pdf', mimeType: 'application/pdf', buffer: pdf });
  const conflict = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .filter({ hasText: 'already exists in this folder' });
  await expect(conflict).toContainText(
    'A file named “⁨ds-0015-ohg-4-datasheet.pdf⁩” already exists in this folder. Do you want to replace it?',
  );
  await conflict.getByRole('button', { name: 'Replace' }).click();
  await expect(field.getByRole('textbox', { name: 'PDF file' })).toHaveText('ds-0015-ohg-4-datasheet.pdf');
  await save(page);
  const folder = `${DOCUMENTS_FOLDER}/ds-0015-ohg-4-datasheet`;
  const after = await readRepository(page);
  // One file changed: the PDF, in place; the entry still names it, and no other file is left behind.
  expect(changedFiles(before, after)).toEqual([`${folder}/ds-0015-ohg-4-datasheet.pdf`]);
  expect(
    Object.keys(after)
      .filter((f) => f.startsWith(`${folder}/`))
      .sort(),
  ).toEqual([`${folder}/ds-0015-ohg-4-datasheet.pdf`, `${folder}/index.yaml`]);
  expect(Buffer.from(after[`${folder}/ds-0015-ohg-4-datasheet.pdf`], 'base64').equals(pdf)).toBe(true);
  expect(YAML.parse(after[`${folder}/index.yaml`]).file).toBe('ds-0015-ohg-4-datasheet.pdf');
  // The build finds no file left unused.
  const root = mkdtempSync(path.join(tmpdir(), 'replaced-'));
  try {
    for (const [file, text] of Object.entries(after).filter(([f]) => f.startsWith(`${DOCUMENTS_FOLDER}/`))) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), file.endsWith('.pdf') ? Buffer.from(text, 'base64') : text);
    }
    expect(unusedDocumentFiles({ root })).toEqual([]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a JPEG renamed .pdf and a password-protected PDF are refused in the PDF file field when picked, with the fix, and nothing is written', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const before = contentFiles();
  await openCms(page, context, baseURL!, before);
  await openDocument(page, 'OHG-4 Humidity Generator Datasheet');
  const field = page.getByRole('group', { name: /PDF file/ });
  await field.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const input = field.locator('input[type="file"]').first();
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.from('JFIF not a PDF')]);
  await input.setInputFiles({ name: 'Lab photo.pdf', mimeType: 'application/pdf', buffer: jpeg });
  await expect(field.getByRole('alert')).toHaveText(
    "“Lab photo.pdf” is not a PDF (its content does not begin as a PDF's does, whatever its name says). Export or save the document as PDF, and choose that file.",
  );
  // The field keeps the entry's own PDF.
  await expect(field.getByRole('textbox', { name: 'PDF file' })).toHaveText('ds-0015-ohg-4-datasheet.pdf');
  await input.setInputFiles({
    name: 'locked.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await makeEncryptedPdf()),
  });
  await expect(field.getByRole('alert')).toHaveText(
    /^“locked\.pdf” is protected \(a password, or restrictions on printing or copying\)\. Save it again without any password or protection/,
  );
  await expect(field.getByRole('textbox', { name: 'PDF file' })).toHaveText('ds-0015-ohg-4-datasheet.pdf');
  await expect(page.getByRole('toolbar', { name: 'Primary' }).getByRole('button', { name: 'Save' })).toBeDisabled();
  expect(changedFiles(before, await readRepository(page))).toEqual([]);
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, 'cms-pdf-refused-1440.png') });
});
