/**
 * Publishing a datasheet through the real CMS (test/support/cms.ts; docs/cms.md "Publishing a
 * datasheet"): an author creates a document in the Documents collection, types its fields (the
 * date as YYYY-MM-DD), uploads its PDF from the PDF file field under the name their computer gave
 * it (capitals and spaces, which the CMS turns into the lower-case file name the build accepts),
 * links it to the OVG-4 and saves. The CMS writes the entry and the PDF, byte for byte, into a
 * folder of their own in src/content/documents/; a production build of what it wrote (not a sample, so published) lists
 * the document on the OVG-4's page and in the library, publishes the PDF, and its search finds
 * the document by a word that is only inside the PDF.
 */
import { test, expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import YAML from 'yaml';
import { buildScratch, makeScratchSite } from '../../scripts/lib/scale.js';
import { DOCUMENTS_FOLDER, documentUrl } from '../../src/eleventy/documents/documents.js';
import { contentFiles, editorStatus, openCms, readRepository, save } from '../support/cms.js';

/** The document as the author types it. */
const DOCUMENT = {
  title: 'OVG-4 Field Calibration Datasheet',
  type: 'Datasheet',
  number: 'DS-0042',
  revision: 'Revision 1',
  date: '2026-11-20',
  language: 'en',
  summary: 'How to check an OVG-4 against a reference flow meter on site.',
};
/** The entry's folder and file: the collection's slug, `{{number}}-{{title}}`, a folder of its own. */
const FOLDER = `${DOCUMENTS_FOLDER}/ds-0042-ovg-4-field-calibration-datasheet`;
const ENTRY = `${FOLDER}/index.yaml`;
/** The PDF as the author's computer names it, and as the CMS stores it beside the entry, in its folder. */
const UPLOAD = { name: 'DS-0042 Field Calibration.pdf', stored: 'ds-0042-field-calibration.pdf' };
/** A word printed only inside the PDF: the site's search finds the document by it. */
const WORD = 'zephyrquill';
/** The port the scratch build is served on: two above the test server's (TEST_PORT), one above the gallery's. */
const SCRATCH_PORT = Number(process.env.TEST_PORT || 4173) + 2;

/** A one-page PDF, made as a datasheet is, that says WORD. */
async function datasheetPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(DOCUMENT.title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText(`${DOCUMENT.number} · ${DOCUMENT.revision} · ${DOCUMENT.date}`, { x: 56, y: 780, size: 11, font });
  page.drawText(DOCUMENT.title, { x: 56, y: 750, size: 18, font });
  page.drawText(`Check the oven with the ${WORD} reference before each campaign.`, { x: 56, y: 700, size: 11, font });
  return Buffer.from(await pdf.save());
}

test('an author publishes a datasheet with its PDF in the real CMS, and the build lists it on its product and in the library and finds it by a word inside the PDF', async ({
  browser,
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const pdf = await datasheetPdf();
  const before = contentFiles();
  // The word is nowhere on the site yet.
  expect(Object.entries(before).filter(([, text]) => text.toLowerCase().includes(WORD))).toEqual([]);
  await openCms(page, context, baseURL!, before);

  await page.getByRole('treeitem', { name: 'Documents' }).click();
  await page.getByRole('button', { name: 'Create New Entry' }).click();
  await expect(editorStatus(page)).toContainText('creating a new entry in the “⁨Documents⁩” collection');
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: DOCUMENT.type, exact: true }).click();
  await page.getByRole('textbox', { name: 'Document number' }).fill(DOCUMENT.number);
  await page.getByRole('textbox', { name: 'Revision' }).fill(DOCUMENT.revision);
  // Typed as text, as every date of the CMS (docs/cms.md): not a date picker in the browser's locale.
  await page.getByRole('textbox', { name: 'Date' }).fill(DOCUMENT.date);
  await page.getByRole('textbox', { name: 'Language' }).fill(DOCUMENT.language);
  await page.getByRole('textbox', { name: 'Summary' }).fill(DOCUMENT.summary);
  const file = page.getByRole('group', { name: /PDF file/ });
  await file.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  // The field's file picker offers PDFs.
  await expect(file.locator('input[type="file"]').first()).toHaveAttribute('accept', 'application/pdf');
  await file
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: UPLOAD.name, mimeType: 'application/pdf', buffer: pdf });
  await expect(file.getByRole('textbox', { name: 'PDF file' })).toHaveText(UPLOAD.stored);
  const products = page.getByRole('group', { name: /Products/ });
  await products.getByRole('combobox', { name: 'Products' }).click();
  await page.getByRole('option', { name: 'OVG-4', exact: true }).click();
  await expect(products.getByRole('row', { name: /OVG-4/ })).toHaveCount(1);
  // Text typed as a new entry's editor opens can be lost while the CMS sets up its draft (the
  // Title once stayed empty and the save was refused), so the first field is typed last.
  const title = page.getByRole('textbox', { name: 'Title' });
  await title.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await title.fill(DOCUMENT.title);
  await expect(title).toHaveValue(DOCUMENT.title);
  await save(page);

  // What the CMS wrote: the entry and the PDF beside it, byte for byte.
  const after = await readRepository(page);
  const pdfFile = `${FOLDER}/${UPLOAD.stored}`;
  const changed = Object.keys(after)
    .filter((f) => after[f] !== before[f])
    .sort();
  expect(changed).toEqual([pdfFile, ENTRY].sort());
  expect(YAML.parse(after[ENTRY])).toEqual({ ...DOCUMENT, file: UPLOAD.stored, products: ['ovg-4'] });
  expect(Buffer.from(after[pdfFile], 'base64').equals(pdf), 'the stored PDF is the uploaded one').toBe(true);

  // A production build of what the CMS wrote.
  const scratch = makeScratchSite(0);
  const server = { kill: () => undefined } as { kill: () => unknown };
  try {
    for (const f of changed) {
      mkdirSync(path.dirname(path.join(scratch, f)), { recursive: true });
      writeFileSync(path.join(scratch, f), f === pdfFile ? Buffer.from(after[f], 'base64') : after[f]);
    }
    const { siteDir } = buildScratch(scratch);
    const html = (url: string) => readFileSync(path.join(siteDir, url, 'index.html'), 'utf8');
    const url = documentUrl(DOCUMENT, false);
    expect(url).toBe('/documents/ds-0042-ovg-4-field-calibration-datasheet.pdf');
    // The PDF is published with the uploaded bytes.
    expect(readFileSync(path.join(siteDir, url)).equals(pdf), 'the published PDF is the uploaded one').toBe(true);

    // Served, the product page and the library list it, and the search finds it by the word in the PDF.
    const child = spawn(process.execPath, ['scripts/serve.js', '--port', String(SCRATCH_PORT)], {
      cwd: scratch,
      env: { ...process.env, SITE_DIR: siteDir },
      stdio: 'ignore',
    });
    server.kill = () => child.kill();
    const origin = `http://localhost:${SCRATCH_PORT}`;
    await expect.poll(async () => (await fetch(`${origin}/`).catch(() => null))?.status, { timeout: 30_000 }).toBe(200);
    expect(html('/products/ovg-4/')).toContain(url);
    // A context of its own: the CMS's context refuses every other origin.
    const site = await (await browser.newContext()).newPage();
    for (const at of ['/products/ovg-4/', '/resources/documents/']) {
      await site.goto(`${origin}${at}`);
      await expect(site.locator(`main a[href="${url}"]`).first(), at).toBeVisible();
      await expect(site.locator('main').getByText(DOCUMENT.title).first(), at).toBeVisible();
    }
    await site.goto(`${origin}/search/?q=${WORD}`);
    await expect(site.locator(`.search-results__list a[href="${url}"]`)).toBeVisible({ timeout: 30_000 });
    await site.context().close();
  } finally {
    server.kill();
    rmSync(scratch, { recursive: true, force: true });
  }
});
