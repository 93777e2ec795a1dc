/**
 * Authors publish through the real CMS (docs/requirements.md#content-as-data-and-the-cms): Sveltia CMS at /admin/ of the built site,
 * in local-repository mode. The browser's folder picker is answered with a folder of the
 * origin-private file system (`navigator.storage.getDirectory()`), filled with the project's
 * content files and a `.git` entry (the CMS only checks that it exists); every request to another
 * origin is refused. Through the UI: a news article is created, a product's sample specification
 * row is replaced and its sample flag cleared, and a section's text is edited through the section
 * editor component; each save ends on "Entry saved.". The files the CMS wrote are then read back,
 * written into a scratch copy of the project, and built as production builds it.
 *
 * Known trap: text typed right after an editor opens can be lost, so each step waits for the
 * editor's status text first, and for the typed value to reach the preview pane before saving.
 */
import { test, expect, type Page } from '@playwright/test';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { makeScratchSite, buildScratch } from '../../scripts/lib/scale.js';
import { collectContentGaps } from '../../src/eleventy/content-gaps.js';

/** The files the CMS edits (path from the project root → text): every page's Markdown and the content folder. */
function contentFiles(): Record<string, string> {
  const list = (dir: string) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.relative('.', path.join(d.parentPath, d.name)).split(path.sep).join('/'));
  return Object.fromEntries([...list('pages').filter((f) => f.endsWith('.md')), ...list('src/content')].map((f) => [f, readFileSync(f, 'utf8')]));
}

/** The folder the picker answers with: `repo` in the origin-private file system. */
const REPO = 'repo';

/** Writes `files` into the origin-private folder, with a `.git` entry. */
async function fillRepository(page: Page, files: Record<string, string>): Promise<void> {
  await page.evaluate(
    async ({ files, repo }) => {
      const opfs = await navigator.storage.getDirectory();
      await opfs.removeEntry(repo, { recursive: true }).catch(() => undefined);
      const root = await opfs.getDirectoryHandle(repo, { create: true });
      await (await root.getDirectoryHandle('.git', { create: true })).getFileHandle('HEAD', { create: true });
      for (const [file, text] of Object.entries(files)) {
        const parts = file.split('/');
        let dir = root;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { files, repo: REPO },
  );
}

/** Every file of the origin-private folder but `.git` (path → text). */
async function readRepository(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async (repo) => {
    const out: Record<string, string> = {};
    const walk = async (dir: FileSystemDirectoryHandle, at: string): Promise<void> => {
      // entries() is in Chromium's FileSystemDirectoryHandle, not yet in TypeScript's DOM types.
      for await (const [name, handle] of (dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
        if (name === '.git') continue;
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${at}${name}/`);
        else out[`${at}${name}`] = await (await (handle as FileSystemFileHandle).getFile()).text();
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(repo), '');
    return out;
  }, REPO);
}

/**
 * The CMS's own announcement of what is on screen ("You’re now editing the … entry"), which it
 * makes once the editor is ready for input (not its notifications, which are statuses too).
 */
const editorStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^You’re now/ });

/**
 * The Text field of the section editor component whose anchor is `id`. The editor renders a
 * block's fields once it scrolls into view, so each block is brought into view in turn.
 */
async function sectionText(page: Page, id: string) {
  const sections = page.getByRole('group', { name: 'Section' });
  await expect(sections.first()).toBeVisible();
  for (let i = 0; i < (await sections.count()); i++) {
    const section = sections.nth(i);
    await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    const anchor = section.getByRole('textbox', { name: 'Anchor' });
    await expect(anchor).toBeVisible();
    if ((await anchor.inputValue()) === id) return section.getByRole('textbox', { name: 'Text' });
  }
  throw new Error(`No section editor component with the anchor "${id}".`);
}

/** Saves the open entry and waits for the CMS to say so. */
async function save(page: Page): Promise<void> {
  await page.getByRole('toolbar', { name: 'Primary' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry saved.')).toBeVisible();
  // The notification goes; the next save shows its own.
  await expect(page.getByText('Entry saved.')).toBeHidden({ timeout: 15_000 });
}

const ARTICLE = {
  slug: 'owlstone-opens-a-demonstration-laboratory',
  title: 'Owlstone opens a demonstration laboratory',
  description: 'Our new laboratory shows the FAIMS chip at work on real samples.',
  intro: 'Customers can now see our detectors at work on their own samples.',
  date: '2026-11-24',
  body: 'Visits can be booked through the enquiry form.',
};
const ROW = { label: 'Vapour sources', value: '4 permeation tube ovens' };
const SECTION_TEXT = 'Edited in the CMS: the odorant level is checked where gas enters the city network.';

test('an author creates a news article, fills a product’s specification row and edits a section in the real CMS, and the build publishes them', async ({ page, context, baseURL }) => {
  test.setTimeout(300_000);
  const origin = new URL(baseURL!).origin;
  // Every request to another origin (a CDN, GitHub, the CMS's update check) is refused.
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  await context.addInitScript((repo) => {
    // The folder picker answers with a folder of the origin-private file system.
    Object.defineProperty(window, 'showDirectoryPicker', { value: async () => (await navigator.storage.getDirectory()).getDirectoryHandle(repo, { create: true }) });
  }, REPO);
  const before = contentFiles();

  await page.goto('/admin/');
  await fillRepository(page, before);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await expect(page.getByRole('treeitem', { name: 'News' })).toBeVisible();

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
  await expect(preview.locator('link[rel="stylesheet"][href*="/assets/main-"]')).toHaveCount(1);
  await save(page);

  // A product's sample specification row replaced, and its sample flag cleared.
  await page.goto('/admin/#/collections/products/entries/ovg-4');
  await expect(editorStatus(page)).toContainText('editing the “⁨OVG-4⁩” entry');
  // The list renders its items once they scroll into the editor pane's view.
  const rows = page.getByRole('group', { name: '“⁨Rows⁩” Field' });
  await rows.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await expect(rows.getByRole('textbox', { name: 'Label' }).first()).toHaveValue(ROW.label);
  const row = rows.getByRole('textbox', { name: 'Value' }).first();
  await expect(row).toHaveValue('Sample — number of permeation tube ovens');
  await row.fill(ROW.value);
  const sample = page.getByRole('switch', { name: 'Sample: hidden in production' });
  await expect(sample).toBeChecked();
  await sample.click();
  await expect(sample).not.toBeChecked();
  await expect(preview.getByText(ROW.value)).toBeVisible();
  await save(page);

  // A section's text, through the section editor component.
  await page.goto('/admin/#/collections/news/entries/why-natural-gas-smells');
  await expect(editorStatus(page)).toContainText('editing the “⁨Why natural gas smells, and why its odorant is measured⁩” entry');
  const text = await sectionText(page, 'odorants');
  const original = await text.inputValue();
  await text.fill(`${original}\n\n${SECTION_TEXT}`);
  await expect(preview.getByText(SECTION_TEXT)).toBeVisible();
  await save(page);

  // What the CMS wrote.
  const after = await readRepository(page);
  const changed = Object.keys(after).filter((file) => after[file] !== before[file]).sort();
  expect(changed).toEqual([`pages/company/news/articles/${ARTICLE.slug}.md`, 'pages/company/news/articles/why-natural-gas-smells.md', 'src/content/products/ovg-4.yaml']);
  const diff = changed.map((file) => `--- ${file}\n${before[file] ?? '(new file)'}\n+++ ${file}\n${after[file]}`).join('\n');
  await test.info().attach('files the CMS wrote', { body: diff, contentType: 'text/plain' });
  writeFileSync(test.info().outputPath('files-the-cms-wrote.txt'), diff);
  expect(after[`pages/company/news/articles/${ARTICLE.slug}.md`]).toBe(
    `---\ntitle: ${ARTICLE.title}\ndescription: ${ARTICLE.description}\nintro: ${ARTICLE.intro}\ndate: ${ARTICLE.date}\n---\n\n${ARTICLE.body}\n`,
  );

  // Built as production builds it, in a scratch copy of the project.
  const scratch = makeScratchSite(0);
  try {
    for (const file of changed) {
      mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      writeFileSync(path.join(scratch, file), after[file]);
    }
    const gapsBefore = (await collectContentGaps()).length;
    const gapsAfter = (await collectContentGaps({ root: scratch })).length;
    await test.info().attach('content gaps', { body: `${gapsBefore} before, ${gapsAfter} after`, contentType: 'text/plain' });
    writeFileSync(test.info().outputPath('content-gaps.txt'), `${gapsBefore} before, ${gapsAfter} after\n`);
    expect(gapsAfter).toBe(gapsBefore - 1);

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
});
