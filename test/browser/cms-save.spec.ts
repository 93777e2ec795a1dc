/**
 * A save in the real CMS (test/support/cms.ts) changes only what the author changed, and the CMS
 * refuses, in the field, what the build would refuse (docs/cms.md). The refusals run in an en-US and
 * an en-GB browser (the desktop-1440 and desktop-1440-en-GB projects; `LOCALE`): a British browser
 * once hung the CMS before it opened, and a date box read 25/11/2026 by the browser's locale. The
 * saves of text fields write the same bytes in any language and run in en-US alone.
 *
 * - For one entry of each collection: opened, it has nothing to save (the Save button stays
 *   disabled, also after an edit that is undone); one field edited and saved, the file differs
 *   from the original in that one line only (every other line is written back byte for byte);
 *   an article's picture uploaded from its Picture field is stored at most 2,400 px wide. One
 *   production build of the saved files then shows each page in the search index and the
 *   navigation, identical to the project's own build apart from the edit, and the picture at every
 *   width.
 * - A date typed 25/11/2026, a section anchor "How to visit", a 300-character title, a picture
 *   still over 2 MB once scaled to 2,400 px and WebP, and a text file: each refused in its field with the field's own message, nothing
 *   written.
 */
import { test, expect, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { buildScratch, makeScratchSite } from '../../scripts/lib/scale.js';
import { SITE_DIR } from '../support/built-site.js';
import { LOCALE } from '../support/widths.js';
import {
  contentFiles,
  openCms,
  openEntry,
  readRepository,
  save,
  saveButton,
  saveRefused,
  sectionText,
} from '../support/cms.js';
import { MAX_UPLOAD_BYTES } from '../../src/eleventy/cms/cms-config.js';

/** One edit per collection: the entry, the field (its label, the first of that name), the file's line before and after. */
const EDITS = [
  {
    collection: 'pages',
    entry: 'pages/page-resources',
    file: 'pages/resources/index.md',
    url: '/resources/',
    label: 'Introduction',
    before:
      "intro: 'Background reading for engineers and buyers: how FAIMS works in brief, what the terms on our product and application pages mean, and how to ask us for product information.'",
    added: ' Updated monthly.',
  },
  {
    collection: 'news',
    entry: 'news/why-natural-gas-smells',
    file: 'pages/company/news/articles/why-natural-gas-smells.md',
    url: '/company/news/why-natural-gas-smells/',
    label: 'Introduction',
    before:
      'intro: The smell of gas is added on purpose. Getting the amount right is a measurement problem, and so is keeping hydrogen sulfide out of the pipeline.',
    added: ' Updated monthly.',
  },
  // The home page's copy is content too (src/content/home.yaml): its opening's heading.
  {
    collection: 'home',
    entry: 'home/home',
    file: 'src/content/home.yaml',
    url: '/',
    label: 'Heading',
    before: '  title: One chemical sensor on a chip, programmed for what you need to find',
    added: ' today',
  },
  {
    collection: 'products',
    entry: 'products/ovg-4',
    file: 'src/content/products/ovg-4.yaml',
    url: '/products/ovg-4/',
    label: 'Category',
    before: 'category: Vapour generator',
    added: ', bench-top',
  },
  // The awards and the data controller are samples: the live site leaves them out, so their pages do not change.
  {
    collection: 'company',
    entry: 'company/company',
    file: 'src/content/company.yaml',
    url: '/company/awards/',
    label: 'Name',
    before: '    name: Sample — award name.',
    added: ' Edited.',
  },
  {
    collection: 'privacy',
    entry: 'privacy/privacy',
    file: 'src/content/privacy.yaml',
    url: '/privacy/',
    label: 'Text',
    before:
      "  text: 'Sample — the data controller: the legal entity responsible for enquiries, its registered address and how to reach whoever handles data protection, to be supplied by Owlstone.'",
    added: ' Edited.',
  },
  {
    collection: 'site',
    entry: 'site/site',
    file: 'src/content/site.yaml',
    // The sister company's card on the Markets page.
    url: '/markets/',
    label: 'Description',
    before:
      '  description: Our sister company, spun out in 2016, applies the same sensing technology to breath-based diagnosis of disease (Breath Biopsy).',
    added: ' Updated monthly.',
  },
] as const;

/** The edited line: the value with `added` at its end, inside its quotes if it has them. */
const editedLine = (line: string, added: string) =>
  line.endsWith("'") ? `${line.slice(0, -1)}${added}'` : `${line}${added}`;
/** A line's value as the field shows it. */
const valueOf = (line: string) => line.replace(/^\s*[a-zA-Z]+: /, '').replace(/^'(.*)'$/, '$1');

/** The picture uploaded from the article's Picture field: 3,000 × 1,500 px, larger than the CMS stores. */
const PICTURE = {
  name: 'Lab bench photo.jpg',
  stored: 'src/content/media/lab-bench-photo.webp',
  src: '/images/media/lab-bench-photo.webp',
  alt: 'The laboratory bench',
};

/** The fields of the open entry whose label is `label` (the first one). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true }).first();

/** The message under a field (its `aria-errormessage`). */
async function fieldError(page: Page, box: ReturnType<typeof field>): Promise<string> {
  const id = await box.getAttribute('aria-errormessage');
  return (await page.locator(`[id="${id}"]`).textContent())?.replace(/^error\s*/, '').trim() ?? '';
}

test('a save changes only the field the author edited, in every collection, and the build keeps each page in the search and the navigation', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const before = contentFiles();
  await openCms(page, context, baseURL!, before);

  for (const edit of EDITS) {
    await test.step(`${edit.collection}: ${edit.entry}`, async () => {
      await openEntry(page, edit.entry);
      // Opened, the entry has nothing to save; an edit undone leaves nothing to save either.
      await expect(saveButton(page)).toBeDisabled();
      const box = field(page, edit.label);
      await expect(box).toHaveValue(valueOf(edit.before));
      await box.fill(`${valueOf(edit.before)}x`);
      await expect(saveButton(page)).toBeEnabled();
      await box.fill(valueOf(edit.before));
      await expect(saveButton(page)).toBeDisabled();
      expect((await readRepository(page))[edit.file] === before[edit.file], 'the file after an undone edit').toBe(true);
      // One field edited: the file differs in that line only.
      await box.fill(valueOf(editedLine(edit.before, edit.added)));
      await save(page);
      const after = (await readRepository(page))[edit.file];
      expect(before[edit.file]).toContain(`${edit.before}\n`);
      expect(after).toBe(before[edit.file].replace(`${edit.before}\n`, `${editedLine(edit.before, edit.added)}\n`));
    });
  }

  await test.step('a picture uploaded from an article’s Picture field', async () => {
    await openEntry(page, 'news/how-a-faims-chip-tells-chemicals-apart');
    await page.getByRole('checkbox', { name: /^Add\W+Image\W*$/ }).click();
    const picture = page.getByRole('group', { name: /Picture/ });
    const jpeg = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#246' } })
      .jpeg()
      .toBuffer();
    await picture
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: PICTURE.name, mimeType: 'image/jpeg', buffer: jpeg });
    // Scaled and converted to WebP in the browser first ("Processing a file"), seconds under load.
    // The name the author's computer gave it is shown until the save, which stores it under its slug.
    await expect(picture.getByRole('textbox', { name: 'Picture' })).toHaveText(/\.webp$/, { timeout: 60_000 });
    // The editor renders a field once it scrolls into view.
    await picture.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.getByRole('textbox', { name: 'Alternative text' }).fill(PICTURE.alt);
    await save(page);
  });

  const after = await readRepository(page);
  const changed = Object.keys(after)
    .filter((file) => after[file] !== before[file])
    .sort();
  expect(changed).toEqual(
    [
      ...EDITS.map((e) => e.file),
      'pages/company/news/articles/how-a-faims-chip-tells-chemicals-apart.md',
      PICTURE.stored,
    ].sort(),
  );
  const article = 'pages/company/news/articles/how-a-faims-chip-tells-chemicals-apart.md';
  expect(after[article]).toBe(
    before[article].replace(/^(date: .*\n)/m, `$1image:\n  src: ${PICTURE.src}\n  alt: ${PICTURE.alt}\n`),
  );
  // Stored at most 2,400 px wide, as WebP.
  const stored = await sharp(Buffer.from(after[PICTURE.stored], 'base64')).metadata();
  expect([stored.format, stored.width, stored.height]).toEqual(['webp', 2400, 1200]);

  // The build reads only these files, asserted above line for line and the picture by its format
  // and size.
  const scratch = makeScratchSite(0);
  try {
    for (const file of changed) {
      mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      writeFileSync(
        path.join(scratch, file),
        file === PICTURE.stored ? Buffer.from(after[file], 'base64') : after[file],
      );
    }
    const { siteDir } = buildScratch(scratch);
    const html = (dir: string, url: string) => readFileSync(path.join(dir, url, 'index.html'), 'utf8');
    const indexed = readdirSync(path.join(siteDir, 'pagefind/fragment')).map((name) =>
      gunzipSync(readFileSync(path.join(siteDir, 'pagefind/fragment', name))).toString('utf8'),
    );
    for (const edit of EDITS) {
      const page = html(siteDir, edit.url);
      const newText = valueOf(editedLine(edit.before, edit.added));
      // Identical to the project's own build, apart from the edits (a sample's edit shows nowhere;
      // the home page also shows other entries' words, such as a product's category).
      const expected = EDITS.reduce(
        (text, e) => text.replaceAll(valueOf(e.before), valueOf(editedLine(e.before, e.added))),
        html(SITE_DIR, edit.url),
      );
      expect(page === expected, `${edit.url} differs from the project's build by more than the edits`).toBe(true);
      if (!edit.before.includes('Sample —')) expect(page, edit.url).toContain(newText);
      expect(page, edit.url).toContain('data-pagefind-body');
      expect(
        indexed.some((fragment) => fragment.includes(`"url":"${edit.url}"`)),
        `${edit.url} in the search index`,
      ).toBe(true);
      expect(page, `${edit.url} marked in the navigation`).toMatch(
        new RegExp(`<a [^>]*href="${edit.url}" aria-current="page"`),
      );
    }
    // The uploaded picture at every width of the article's <picture> (up to the site's largest, 1600 px).
    const articlePage = html(siteDir, '/company/news/how-a-faims-chip-tells-chemicals-apart/');
    const webp = /<source type="image\/webp" srcset="([^"]+)"/.exec(articlePage)![1];
    expect(webp.split(', ').map((s) => s.split(' ')[1])).toEqual(['400w', '800w', '1200w', '1600w']);
    for (const entry of webp.split(', ')) expect(existsSync(path.join(siteDir, entry.split(' ')[0])), entry).toBe(true);
    expect(articlePage).toContain(`alt="${PICTURE.alt}"`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});

test(
  'the CMS refuses in the field what the build would refuse: a date typed 25/11/2026, an anchor with spaces, a 300-character title, an oversize picture and a text file',
  LOCALE,
  async ({ page, context, baseURL }, testInfo) => {
    test.setTimeout(240_000);
    const before = contentFiles();
    await openCms(page, context, baseURL!, before);
    const locale = await page.evaluate(() => navigator.language);
    const nothingWritten = async () => {
      const now = await readRepository(page);
      expect(Object.keys(now).filter((file) => now[file] !== before[file])).toEqual([]);
    };
    // Screenshots of the refusals, to look at: in the test's output folder, or SHOTS_DIR (as cms-save-<name>.png).
    const shot = (name: string) =>
      page.screenshot({
        path: process.env.SHOTS_DIR
          ? path.join(process.env.SHOTS_DIR, `cms-save-${name}-${locale}.png`)
          : testInfo.outputPath(`${name}.png`),
      });

    await openEntry(page, 'news/why-natural-gas-smells');
    await test.step(`a date typed 25/11/2026, and 2026-02-30, in a ${locale} browser`, async () => {
      const date = page.getByRole('textbox', { name: 'Date' });
      await date.fill('');
      await date.pressSequentially('25/11/2026');
      await saveRefused(page);
      expect(await fieldError(page, date)).toBe(
        'Write YYYY-MM-DD (year, month, day) for a day the calendar has, such as 2026-11-25',
      );
      await expect(date).toHaveValue('25/11/2026');
      await date.scrollIntoViewIfNeeded();
      await shot('refused-date');
      await nothingWritten();
      // A day the calendar does not have is refused too, not saved and published as 2 March.
      await date.fill('2026-02-30');
      await saveRefused(page);
      expect(await fieldError(page, date)).toBe(
        'Write YYYY-MM-DD (year, month, day) for a day the calendar has, such as 2026-11-25',
      );
      await nothingWritten();
      await date.fill('2026-11-22');
    });

    await test.step('a section anchor "How to visit"', async () => {
      const anchor = await sectionText(page, 'odorants', 'Anchor');
      await anchor.fill('How to visit');
      await saveRefused(page);
      const message = page.getByText(
        "Write each section's Anchor as lower-case words joined by hyphens, such as how-it-works (no spaces or capitals)",
      );
      await expect(message).toBeVisible();
      await message.scrollIntoViewIfNeeded();
      await shot('refused-anchor');
      await nothingWritten();
      await anchor.fill('odorants');
    });

    await test.step('a 300-character title', async () => {
      const title = page.getByRole('textbox', { name: 'Title' });
      const original = await title.inputValue();
      await title.fill('A'.repeat(300));
      // Refused as it is typed; Save, pressed, saves nothing.
      await expect(page.getByRole('group', { name: /Title/ }).getByRole('alert')).toHaveText(
        /You cannot enter more than 90 characters\.$/,
      );
      await saveButton(page).click({ force: true });
      await nothingWritten();
      await title.fill(original);
    });

    await test.step(`a picture over ${MAX_UPLOAD_BYTES} bytes and a text file, from the Picture field`, async () => {
      await openEntry(page, 'news/how-a-faims-chip-tells-chemicals-apart');
      await page.getByRole('checkbox', { name: /^Add\W+Image\W*$/ }).click();
      const picture = page.getByRole('group', { name: /Picture/ });
      const input = picture.locator('input[type="file"]').first();
      // Random pixels, which no encoder can shrink: 2,000 × 2,000 px, 12 MB as PNG, about 3 MB as
      // WebP at the CMS's quality (85), half as much again as the limit. No larger: the CMS encodes
      // every pixel, seconds per million on a loaded machine.
      const side = 2000;
      // Picked from a file on disk, as an author would: the browser reads it itself, where a buffer
      // would travel through Playwright's protocol as base64 (seconds for 12 MB).
      const big = testInfo.outputPath('big.png');
      await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toFile(big);
      await input.setInputFiles(big);
      // Scaled to WebP first, then refused, the limit in the message.
      const refusal = page.getByRole('alertdialog');
      await expect(refusal).toContainText(/exceeds the maximum size of\W*2\W*MB/, { timeout: 60_000 });
      await page.screenshot({ path: testInfo.outputPath('oversize.png') });
      rmSync(big);
      await page.keyboard.press('Escape');
      await expect(refusal).toBeHidden();
      await expect(picture.getByRole('textbox', { name: 'Picture' })).toHaveCount(0);
      // A text file (dropped, or picked past the picker's filter): refused on save, in the field.
      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Not a picture.\n') });
      const src = picture.getByRole('textbox', { name: 'Picture' });
      await expect(src).toHaveText('/images/media/notes.txt', { timeout: 60_000 });
      // The editor renders a field once it scrolls into view.
      await picture.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await page.getByRole('textbox', { name: 'Alternative text' }).fill('Notes');
      await saveRefused(page);
      await expect(picture.getByRole('alert')).toHaveText(
        /Write an uploaded JPEG, PNG or WebP picture, such as \/images\/media\/lab\.jpg$/,
      );
      await nothingWritten();
    });
  },
);
