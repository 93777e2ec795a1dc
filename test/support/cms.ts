/**
 * Driving the real CMS (Sveltia CMS at /admin/ of the built site) in local-repository mode, for
 * the browser tests: the browser's folder picker is answered with a folder of the origin-private
 * file system (`navigator.storage.getDirectory()`), filled with the project's content files and a
 * `.git` entry (the CMS only checks that it exists); every request to another origin is refused.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The folder the picker answers with: `repo` in the origin-private file system. */
export const REPO = 'repo';

/** The files the CMS edits (path from the project root → text): every page's Markdown and the content folder. */
export function contentFiles(): Record<string, string> {
  const list = (dir: string) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.relative('.', path.join(d.parentPath, d.name)).split(path.sep).join('/'));
  return Object.fromEntries([...list('pages').filter((f) => f.endsWith('.md')), ...list('src/content')].map((f) => [f, readFileSync(f, 'utf8')]));
}

/**
 * Opens the CMS on `files` as its local repository, with no network beyond `baseURL`, and waits
 * for its collections.
 * @param files  path from the project root → text, as `contentFiles()` gives
 */
export async function openLocalRepository(page: Page, context: BrowserContext, baseURL: string, files: Record<string, string>): Promise<void> {
  const origin = new URL(baseURL).origin;
  // Every request to another origin (a CDN, GitHub, the CMS's update check) is refused.
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  await context.addInitScript((repo) => {
    // The folder picker answers with a folder of the origin-private file system.
    Object.defineProperty(window, 'showDirectoryPicker', { value: async () => (await navigator.storage.getDirectory()).getDirectoryHandle(repo, { create: true }) });
  }, REPO);
  await page.goto('/admin/');
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
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  // The CMS reads every file of the folder first: on a loaded machine that takes more than the default 5 s.
  await expect(page.getByRole('treeitem', { name: 'News' })).toBeVisible({ timeout: 60_000 });
}

/** Every file of the origin-private folder but `.git` (path → text). */
export async function readRepository(page: Page): Promise<Record<string, string>> {
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
export const editorStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^You’re now/ });

/**
 * The Text field of the section editor component whose anchor is `id`. The editor renders a
 * block's fields once it scrolls into view, so each block is brought into view in turn.
 */
export async function sectionText(page: Page, id: string) {
  // The editor renders its fields as they scroll into view: on a page's long form, the Text field
  // comes last, so the editor pane is scrolled down, as an author would, until it is there.
  const pane = page.getByRole('group', { name: /^Edit / });
  // The first: each section block has a Text field of its own.
  const body = page.getByRole('group', { name: '“⁨Text⁩” Field' }).first();
  await expect
    .poll(
      async () => {
        await pane.hover();
        await page.mouse.wheel(0, 1000);
        return body.count();
      },
      // Rendering a long form takes seconds on a loaded machine: the state is waited for, not a time.
      { timeout: 30_000 },
    )
    .toBe(1);
  await body.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  // Exact: a page's field "Section page" is a group too.
  const sections = body.getByRole('group', { name: 'Section', exact: true });
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
export async function save(page: Page): Promise<void> {
  await page.getByRole('toolbar', { name: 'Primary' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry saved.')).toBeVisible();
  // The notification goes; the next save shows its own.
  await expect(page.getByText('Entry saved.')).toBeHidden({ timeout: 15_000 });
}
