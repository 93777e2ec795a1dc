/**
 * Authors publish through the real CMS (docs/requirements.md#content-as-data-and-the-cms): Sveltia CMS at /admin/ of the built site,
 * in local-repository mode (test/support/cms.ts). Through the UI: a news article is created, a
 * product's sample specification row is replaced and its sample flag cleared, and a section's text is edited through the section
 * editor component; each save ends on "Entry saved.". The files the CMS wrote are then read back
 * and compared with the originals byte for byte (the new article whole, each edited file differing
 * in its edited lines only). In the en-US project they are then written into a scratch copy of the
 * project and built as production builds it; the en-GB project, whose files are asserted the same,
 * leaves the build out.
 *
 * Known trap: text typed right after an editor opens can be lost, so each step waits for the
 * editor's status text first, and for the typed value to reach the preview pane before saving.
 */
import { test, expect } from '@playwright/test';
import { existsSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  appendParagraph,
  contentFiles,
  editorStatus,
  openCms,
  openEntry,
  readRepository,
  save,
  sectionText,
  withParagraph,
} from '../support/cms.js';
import { makeScratchSite, buildScratch } from '../../scripts/lib/scale.js';
import { LOCALE } from '../support/widths.js';
import { collectContentGaps } from '../../src/eleventy/cms/content-gaps.js';

const ARTICLE = {
  slug: 'owlstone-opens-a-demonstration-laboratory',
  title: 'Owlstone opens a demonstration laboratory',
  description: 'Our new laboratory shows the FAIMS chip at work on real samples.',
  intro: 'Customers can now see our detectors at work on their own samples.',
  date: '2026-11-24',
  body: 'Visits can be booked through the enquiry form.',
};
const ROW = { label: 'Vapour sources', value: '4 permeation tube ovens' };
/** The row's sample value, which the author replaces. */
const ROW_BEFORE = 'Sample — number of permeation tube ovens';
const SECTION_TEXT = 'Edited in the CMS: the odorant level is checked where gas enters the city network.';

test(
  'an author creates a news article, fills a product’s specification row and edits a section in the real CMS, and the build publishes them',
  LOCALE,
  async ({ page, context, baseURL }) => {
    test.setTimeout(300_000);
    const before = contentFiles();
    await openCms(page, context, baseURL!, before);

    // A new news article.
    await page.getByRole('treeitem', { name: 'News' }).click();
    await page.getByRole('button', { name: 'Create New Entry' }).click();
    await expect(editorStatus(page)).toContainText('creating a new entry in the “⁨News⁩” collection');
    await page.getByRole('textbox', { name: 'Title' }).fill(ARTICLE.title);
    await page.getByRole('textbox', { name: 'Description' }).fill(ARTICLE.description);
    await page.getByRole('textbox', { name: 'Introduction' }).fill(ARTICLE.intro);
    await page.getByRole('textbox', { name: 'Date' }).fill(ARTICLE.date);
    await page.getByRole('textbox', { name: 'Text' }).click();
    await page.keyboard.type(ARTICLE.body);
    const preview = page.getByRole('group', { name: /^Preview/ }).frameLocator('iframe');
    await expect(preview.getByText(ARTICLE.body)).toBeVisible();
    // The preview pane has the site's own stylesheet (CMS.registerPreviewStyle, src/admin/cms-setup.js).
    await expect(preview.locator('link[rel="stylesheet"][href*="/assets/style-main-"]')).toHaveCount(1);
    // Text typed while the CMS still sets up a new entry's draft can be reset under load (the
    // fields once came back empty and the save was refused): each field holds its text before the save.
    for (const [name, value] of [
      ['Title', ARTICLE.title],
      ['Description', ARTICLE.description],
      ['Introduction', ARTICLE.intro],
      ['Date', ARTICLE.date],
    ] as const) {
      const box = page.getByRole('textbox', { name, exact: true });
      await expect(async () => {
        if ((await box.inputValue()) !== value) await box.fill(value);
        await expect(box).toHaveValue(value, { timeout: 1000 });
      }).toPass({ timeout: 30_000 });
    }
    await save(page);

    // A product's sample specification row replaced, and its sample flag cleared.
    await openEntry(page, 'products/ovg-4');
    await expect(editorStatus(page)).toContainText('editing the “⁨OVG-4⁩” entry');
    // The list renders its items once they scroll into the editor pane's view.
    const rows = page.getByRole('group', { name: '“⁨Rows⁩” Field' });
    await rows.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await expect(rows.getByRole('textbox', { name: 'Label' }).first()).toHaveValue(ROW.label);
    const row = rows.getByRole('textbox', { name: 'Value' }).first();
    await expect(row).toHaveValue(ROW_BEFORE);
    await row.fill(ROW.value);
    const sample = page.getByRole('switch', { name: 'Sample: hidden in production' });
    await expect(sample).toBeChecked();
    await sample.click();
    await expect(sample).not.toBeChecked();
    await expect(preview.getByText(ROW.value)).toBeVisible();
    await save(page);

    // A section's text, through the section editor component.
    await openEntry(page, 'news/why-natural-gas-smells');
    await expect(editorStatus(page)).toContainText(
      'editing the “⁨Why natural gas smells, and why its odorant is measured⁩” entry',
    );
    const text = await sectionText(page, 'odorants');
    await appendParagraph(page, text, SECTION_TEXT);
    await expect(preview.getByText(SECTION_TEXT)).toBeVisible();
    await save(page);

    // What the CMS wrote.
    const after = await readRepository(page);
    const changed = Object.keys(after)
      .filter((file) => after[file] !== before[file])
      .sort();
    expect(changed).toEqual([
      `pages/company/news/articles/${ARTICLE.slug}.md`,
      'pages/company/news/articles/why-natural-gas-smells.md',
      'src/content/products/ovg-4.yaml',
    ]);
    const diff = changed
      .map((file) => `--- ${file}\n${before[file] ?? '(new file)'}\n+++ ${file}\n${after[file]}`)
      .join('\n');
    await test.info().attach('files the CMS wrote', { body: diff, contentType: 'text/plain' });
    writeFileSync(test.info().outputPath('files-the-cms-wrote.txt'), diff);
    expect(after[`pages/company/news/articles/${ARTICLE.slug}.md`]).toBe(
      `---\ntitle: ${ARTICLE.title}\ndescription: ${ARTICLE.description}\nintro: ${ARTICLE.intro}\ndate: ${ARTICLE.date}\n---\n\n${ARTICLE.body}\n`,
    );
    // The edited files differ from the originals in the edited lines only: the row's value, the
    // sample flag, and the section's new paragraph before its end.
    const product = 'src/content/products/ovg-4.yaml';
    expect(before[product]).toContain('  sample: true\n');
    expect(after[product]).toBe(
      before[product]
        .replace('  sample: true\n', '  sample: false\n')
        .replace(`value: ${ROW_BEFORE}\n`, `value: ${ROW.value}\n`),
    );
    const article = 'pages/company/news/articles/why-natural-gas-smells.md';
    expect(after[article]).toBe(withParagraph(before[article], 'odorants', SECTION_TEXT));
    expect(after[article]).not.toBe(before[article]);

    // The build reads only these files, asserted above byte for byte; a British browser writes the
    // same ones, so their build is checked once, in en-US (as in cms-save.spec.ts).
    if (test.info().project.use.locale === 'en-GB') return;

    // Built as production builds it, in a scratch copy of the project.
    const scratch = makeScratchSite(0);
    try {
      for (const file of changed) {
        mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
        writeFileSync(path.join(scratch, file), after[file]);
      }
      const gapsBefore = (await collectContentGaps()).length;
      const gapsAfter = (await collectContentGaps({ root: scratch })).length;
      await test
        .info()
        .attach('content gaps', { body: `${gapsBefore} before, ${gapsAfter} after`, contentType: 'text/plain' });
      writeFileSync(test.info().outputPath('content-gaps.txt'), `${gapsBefore} before, ${gapsAfter} after\n`);
      // The table's gap closes with its Sample box; each row still "Sample —", which production
      // hides, is listed as a gap of its own (one publishing rule for both: isSampleEntry).
      const sampleRows = after['src/content/products/ovg-4.yaml'].match(/value: Sample —/g)?.length ?? 0;
      expect(sampleRows).toBeGreaterThan(0);
      expect(gapsAfter).toBe(gapsBefore - 1 + sampleRows);

      const { siteDir } = buildScratch(scratch);
      const html = (url: string) => readFileSync(path.join(siteDir, url, 'index.html'), 'utf8');
      const articleUrl = `/company/news/${ARTICLE.slug}/`;
      expect(existsSync(path.join(siteDir, articleUrl, 'index.html'))).toBe(true);
      expect(html(articleUrl)).toContain(`<h1`);
      expect(html(articleUrl)).toContain(ARTICLE.title);
      expect(html(articleUrl)).toContain(`<p>${ARTICLE.body}</p>`);
      expect(readFileSync(path.join(siteDir, 'company/news/feed.xml'), 'utf8')).toContain(articleUrl);
      expect(readFileSync(path.join(siteDir, 'sitemap.xml'), 'utf8')).toContain(articleUrl);
      // The production page shows the filled row, and no longer the sample's.
      const product = html('/products/ovg-4/');
      expect(product).toMatch(new RegExp(`<th[^>]*>${ROW.label}</th>\\s*<td[^>]*>${ROW.value}</td>`));
      expect(product).not.toContain('Sample —');
      expect(html('/company/news/why-natural-gas-smells/')).toContain(`<p>${SECTION_TEXT}</p>`);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  },
);
