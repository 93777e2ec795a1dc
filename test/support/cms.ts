/**
 * Driving the real CMS (Sveltia CMS at /admin/ of the built site) in local-repository mode, for
 * test/browser/cms*.spec.ts. The browser's folder picker is answered with a folder of the
 * origin-private file system (`navigator.storage.getDirectory()`), filled with the project's
 * content files and a `.git` entry (the CMS only checks that it exists); every request to another
 * origin is refused.
 */
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether a file of the repository is binary: a picture in a media folder, or a document's PDF.
 * Binary files travel as their bytes in base64 (contentFiles, the origin-private folder,
 * readRepository), text files as text. Kept to a file name, as it runs in the page too.
 */
export const isBinaryFile = (file: string): boolean => file.includes('/media/') || file.toLowerCase().endsWith('.pdf');

/**
 * The files the CMS edits (path from the project root → text, or for a binary file (isBinaryFile)
 * its bytes in base64): every page's Markdown and the content folder.
 */
export function contentFiles(): Record<string, string> {
  const list = (dir: string) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.relative('.', path.join(d.parentPath, d.name)).split(path.sep).join('/'));
  return Object.fromEntries(
    [...list('pages').filter((f) => f.endsWith('.md')), ...list('src/content')].map((f) => [
      f,
      isBinaryFile(f) ? readFileSync(f).toString('base64') : readFileSync(f, 'utf8'),
    ]),
  );
}

/** The folder the picker answers with: `repo` in the origin-private file system. */
const REPO = 'repo';

/** Writes `files` (as contentFiles gives them) into the origin-private folder, with a `.git` entry. */
async function fillRepository(page: Page, files: Record<string, string>): Promise<void> {
  const binary = Object.keys(files).filter(isBinaryFile);
  await page.evaluate(
    async ({ files, repo, binary }) => {
      const opfs = await navigator.storage.getDirectory();
      await opfs.removeEntry(repo, { recursive: true }).catch(() => undefined);
      const root = await opfs.getDirectoryHandle(repo, { create: true });
      await (await root.getDirectoryHandle('.git', { create: true })).getFileHandle('HEAD', { create: true });
      for (const [file, text] of Object.entries(files)) {
        const parts = file.split('/');
        let dir = root;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(binary.includes(file) ? Uint8Array.from(atob(text), (c) => c.charCodeAt(0)) : text);
        await writable.close();
      }
    },
    { files, repo: REPO, binary },
  );
}

/**
 * Every file of the origin-private folder but `.git`: path → text, or for a binary file
 * (isBinaryFile: a picture the CMS uploaded to the media folder, a document's PDF) path → its
 * bytes in base64, as contentFiles gives them.
 */
export async function readRepository(page: Page): Promise<Record<string, string>> {
  // Every file comes out of the page as its bytes in base64; text files are decoded here, so the
  // rule for which file is binary is isBinaryFile's alone.
  const bytes = await page.evaluate(async (repo) => {
    const out: Record<string, string> = {};
    const walk = async (dir: FileSystemDirectoryHandle, at: string): Promise<void> => {
      // entries() is in Chromium's FileSystemDirectoryHandle, not yet in TypeScript's DOM types.
      for await (const [name, handle] of (
        dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
      ).entries()) {
        if (name === '.git') continue;
        if (handle.kind === 'directory') {
          await walk(handle as FileSystemDirectoryHandle, `${at}${name}/`);
          continue;
        }
        const data = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
        let binary = '';
        for (const byte of data) binary += String.fromCharCode(byte);
        out[`${at}${name}`] = btoa(binary);
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(repo), '');
    return out;
  }, REPO);
  return Object.fromEntries(
    Object.entries(bytes).map(([file, base64]) => [
      file,
      isBinaryFile(file) ? base64 : Buffer.from(base64, 'base64').toString('utf8'),
    ]),
  );
}

/**
 * Opens the CMS on a copy of `files` (default the project's content files) and waits for its
 * collections. Every request to another origin (a CDN, GitHub, the CMS's update check) is refused.
 */
export async function openCms(
  page: Page,
  context: BrowserContext,
  baseURL: string,
  files: Record<string, string> = contentFiles(),
): Promise<void> {
  const origin = new URL(baseURL).origin;
  page.on('pageerror', (error) => pageErrors(page).push(error.message));
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  await context.addInitScript((repo) => {
    // The folder picker answers with a folder of the origin-private file system.
    Object.defineProperty(window, 'showDirectoryPicker', {
      value: async () => (await navigator.storage.getDirectory()).getDirectoryHandle(repo, { create: true }),
    });
  }, REPO);
  await page.goto('/admin/');
  await fillRepository(page, files);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  // Reading every file of the folder takes seconds on a loaded machine: wait for the result.
  await expect(page.getByRole('treeitem', { name: 'News' })).toBeVisible({ timeout: 60_000 });
}

/** The uncaught errors a CMS page has thrown since openCms, by page: a failing wait reports them. */
const PAGE_ERRORS = new WeakMap<Page, string[]>();
const pageErrors = (page: Page) => {
  if (!PAGE_ERRORS.has(page)) PAGE_ERRORS.set(page, []);
  return PAGE_ERRORS.get(page)!;
};

/**
 * The CMS's own announcement of what is on screen ("You’re now editing the … entry"), which it
 * makes once the editor is ready for input (not its notifications, which are statuses too).
 */
export const editorStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^You’re now/ });

/** Whether the CMS shows a collection's list, with no editor open: it says so, and the editor is gone. */
const showsCollection = async (page: Page): Promise<boolean> =>
  /^You’re now viewing the /.test((await editorStatus(page).allTextContents()).join(' ')) &&
  !(await page.getByRole('group', { name: 'Content Editor' }).count());

/**
 * Shows the list of `collection` (as in the CMS's address), closing any open editor, and waits
 * until the CMS says so and the editor is gone. Where it already shows a list, nothing is done.
 */
export async function showCollection(page: Page, collection: string): Promise<void> {
  if (await showsCollection(page)) return;
  await page.evaluate((target) => {
    location.hash = target;
  }, `#/collections/${collection}`);
  await expect.poll(() => showsCollection(page), { timeout: 30_000 }).toBe(true);
}

/**
 * Waits until the editor is ready: the CMS announces the entry (`status`, default any "You’re now
 * editing the …") and shows its Edit pane. The state is waited for: a build of the editor takes
 * seconds on a loaded machine, and a long page's blocks, each a rich text editor, took over 30 s
 * to render.
 * @returns the Edit pane
 */
export async function editorReady(page: Page, status: string | RegExp = /^You’re now editing the /): Promise<Locator> {
  await expect(editorStatus(page)).toHaveText(status, { timeout: 20_000 });
  const edit = page.getByRole('group', { name: /^Edit / });
  await expect(edit).toBeVisible({ timeout: 45_000 });
  return edit;
}

/**
 * Opens an entry (`collection/entry`, as in the CMS's address) from its collection's list, as an
 * author does, and waits until its editor is ready: the CMS announces the entry and its Edit pane
 * is shown.
 * The address is set only while the CMS shows a list (docs/testing.md "Driving the CMS"): an
 * address change made while the CMS still applies the one before is merged into it, and the
 * editor then goes straight from one page to another, which in Sveltia CMS 0.221 leaves it
 * without its panes (docs/cms.md "Going from one page to another"). If the entry does not open (an
 * address change made before the CMS's router started is lost), the list is shown again and the
 * address set again, up to ATTEMPTS times.
 * @throws {Error} when the editor is not ready after the last attempt: Playwright's assertion, with the errors the CMS threw
 */
export async function openEntry(page: Page, entry: string): Promise<void> {
  const ATTEMPTS = 3;
  const [collection] = entry.split('/');
  const hash = `#/collections/${entry.replace('/', '/entries/')}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await showCollection(page, collection);
      await page.evaluate((target) => {
        location.hash = target;
      }, hash);
      await editorReady(page);
      return;
    } catch (error) {
      if (attempt === ATTEMPTS)
        throw new Error(`${(error as Error).message}\nErrors the CMS threw: ${JSON.stringify(pageErrors(page))}`, {
          cause: error,
        });
    }
  }
}

/** The editor's Save button. */
export const saveButton = (page: Page) =>
  page.getByRole('toolbar', { name: 'Primary' }).getByRole('button', { name: 'Save' });

/**
 * Saves the open entry, waits for the CMS to say so and for its editor to close (the CMS then
 * announces the collection it shows). The CMS shows "Entry saved." for 5 s and a save made
 * meanwhile does not show it again, so a save first waits for the notification of the one before
 * to go: the next notification is then this save's own. Waiting there rather than after each save
 * lets the test go on (open the next entry, edit, read the files) while it shows.
 */
export async function save(page: Page): Promise<void> {
  await expect(page.getByText('Entry saved.')).toBeHidden({ timeout: 15_000 });
  await saveButton(page).click();
  await expect(page.getByText('Entry saved.')).toBeVisible();
  await expect(editorStatus(page)).toHaveText(/^You’re now viewing the /);
}

/** The CMS's refusal of a save: the notice it shows instead of saving. */
export const fieldErrorNotice = (page: Page) => page.getByRole('alert').filter({ hasText: /has an error|have errors/ });

/**
 * Presses Save on an entry the CMS must refuse, and waits for its refusal. The refusal shows for
 * 5 s, and a refused save made meanwhile neither shows it again nor restarts its timer (Sveltia sets
 * an already-true `show` once more), so a press just before it goes would see no refusal of its
 * own: as `save`, the press first waits for the refusal before it to go.
 */
export async function saveRefused(page: Page): Promise<void> {
  await expect(fieldErrorNotice(page)).toBeHidden({ timeout: 15_000 });
  await saveButton(page).click();
  await expect(fieldErrorNotice(page)).toBeVisible();
}

/**
 * The group of the editor's field labelled `label`, once rendered. The editor renders fields as they
 * scroll into view, so on a long form the pane is scrolled down, as an author would, until it is there.
 */
export async function fieldGroup(page: Page, label: string) {
  const pane = page.getByRole('group', { name: /^Edit / });
  // The first: each section block has a Text field of its own.
  const group = page.getByRole('group', { name: `“⁨${label}⁩” Field` }).first();
  await expect
    .poll(
      async () => {
        if (await group.count()) return 1;
        await pane.hover();
        await page.mouse.wheel(0, 1000);
        return group.count();
      },
      // Rendering a long form takes seconds on a loaded machine: the state is waited for, not a time.
      { timeout: 30_000 },
    )
    .toBe(1);
  await group.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  return group;
}

/**
 * A field (default its Text) of the section editor component whose anchor is `id`. The editor
 * renders a block's fields once it scrolls into view, so each block is brought into view in turn.
 */
export async function sectionText(page: Page, id: string, field: 'Text' | 'Anchor' | 'Heading' = 'Text') {
  const body = await fieldGroup(page, 'Text');
  // Exact: a page's field "Section page" is a group too.
  const sections = body.getByRole('group', { name: 'Section', exact: true });
  let found: Locator | undefined;
  // Looked for again until found: under load the editor renders the blocks, and fills their fields, late.
  await expect(async () => {
    await expect(sections.first()).toBeVisible();
    const anchors: string[] = [];
    for (let i = 0; i < (await sections.count()); i++) {
      const section = sections.nth(i);
      await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      const anchor = section.getByRole('textbox', { name: 'Anchor' });
      await expect(anchor).toBeVisible();
      anchors.push(await anchor.inputValue());
      if (anchors.at(-1) === id) {
        found = section.getByRole('textbox', { name: field });
        return;
      }
    }
    // What the editor shows instead, so that a failure tells a late editor from one that lost the
    // sections' values (blocks with empty fields, and Save enabled as if the author had changed them).
    const save = (await saveButton(page).isEnabled()) ? 'enabled' : 'disabled';
    throw new Error(
      `No section editor component with the anchor "${id}": the editor shows ${anchors.length} sections, anchors ${JSON.stringify(anchors)}, Save ${save}. Errors the CMS threw: ${JSON.stringify(pageErrors(page))}.`,
    );
  }).toPass({ timeout: 30_000 });
  return found!;
}

/**
 * Puts the caret at the end of `element`, in the rich text editor it is part of (End alone reaches
 * only the end of a wrapped line). The editor takes the caret from the document's
 * `selectionchange` event, which comes a task later: this waits for it, since a key pressed before
 * would land where a click put the caret, in the middle of the text.
 */
export async function caretAtEnd(element: Locator): Promise<void> {
  await element.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        document.addEventListener('selectionchange', () => requestAnimationFrame(() => resolve()), { once: true });
        // No event comes if the caret was at the end already.
        setTimeout(resolve, 1_000);
        const range = document.createRange();
        range.selectNodeContents(node);
        range.collapse(false);
        getSelection()!.removeAllRanges();
        getSelection()!.addRange(range);
      }),
  );
}

/**
 * Adds a paragraph at the end of a section's Text (the rich text editor that `sectionText`
 * returns), as an author does: a click in its last paragraph, the caret at its end, Enter, the words.
 * @param text  the section's Text editor
 * @param paragraph  the words typed
 */
export async function appendParagraph(page: Page, text: Locator, paragraph: string): Promise<void> {
  const last = text.locator('p').last();
  await last.click();
  await caretAtEnd(last);
  await page.keyboard.press('Enter');
  await page.keyboard.type(paragraph);
  await expect(text.locator('p').last()).toHaveText(paragraph);
  await typedIntoEntry(page, paragraph);
}

/**
 * Waits until text typed into a rich text field is in the entry itself, not only on screen: the
 * editor shows each key at once and hands its Markdown to the CMS a moment later, and a save in
 * between wrote the paragraph without its last character under load. The preview pane renders from
 * the entry, so the text there, whole, means the entry has it.
 */
export async function typedIntoEntry(page: Page, typed: string): Promise<void> {
  const preview = page.getByRole('group', { name: /^Preview/ }).frameLocator('iframe');
  await expect(preview.getByText(typed, { exact: true })).toBeVisible({ timeout: 15_000 });
}

/**
 * The file's text with `paragraph` added at the end of the section `id`, as the CMS writes it (a
 * blank line before it, the section's end after it).
 */
export const withParagraph = (source: string, id: string, paragraph: string): string =>
  source.replace(
    new RegExp(`(\\{% section "${id}", [^\\n]*\\n[\\s\\S]*?)\\n\\{% endsection %\\}`),
    (_, body: string) => `${body}\n\n${paragraph}\n{% endsection %}`,
  );
