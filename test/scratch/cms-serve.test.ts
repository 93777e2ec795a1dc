/**
 * `npm run cms` shows the author the build's verdict where they work (docs/cms.md "While the site
 * is built again", "When a save breaks the build"). It runs in a scratch copy of the project
 * (scripts/lib/scale.js), so the real pages are never touched; its terminal output is read line by
 * line. Throughout each rebuild, `/` and `/admin/` are fetched one request after another, and every
 * answer must be 200: the last good build stays served until the new one replaces it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { makeScratchSite } from '../../scripts/lib/scale.js';
import { request } from '../support/hosts.js';
import { HEADLESS_CHROMIUM, LAUNCH_ARGS } from '../../scripts/lib/chromium.js';

const ARTICLE = 'pages/company/news/articles/why-natural-gas-smells.md';
const ADDED = 'Checked while the site was built again.';
const PROBLEM =
  '{% section %} needs an id of lowercase words joined by hyphens as its first argument, got "How to visit". In the CMS, write the section\'s Anchor as lower-case words joined by hyphens, such as "how-to-visit".';

let dir: string;
let cms: ChildProcess;
let origin: string;
/** Every line the command printed, stdout and stderr, in order. */
const lines: string[] = [];
/** Resolvers waiting for a line that matches. */
const waiting: { pattern: RegExp; from: number; resolve: (line: string) => void }[] = [];

/** The first line matching `pattern` printed at or after index `from`. */
function lineMatching(pattern: RegExp, from: number): Promise<string> {
  const found = lines.slice(from).find((line) => pattern.test(line));
  if (found !== undefined) return Promise.resolve(found);
  return new Promise((resolve) => waiting.push({ pattern, from, resolve }));
}

function read(stream: NodeJS.ReadableStream) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      for (const w of [...waiting]) {
        if (lines.length - 1 >= w.from && w.pattern.test(line)) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve(line);
        }
      }
    }
  });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * Writes `text` to the article, then fetches `/` and `/admin/` in turn until the command prints the
 * build's verdict (a line matching `verdict`). Returns the statuses seen and the output lines the
 * build printed (from its "A file changed" line on).
 */
async function saveAndPoll(text: string, verdict: RegExp) {
  const from = lines.length;
  writeFileSync(path.join(dir, ARTICLE), text);
  let done = false;
  const end = lineMatching(verdict, from).then(() => (done = true));
  const statuses: Record<string, number[]> = { '/': [], '/admin/': [] };
  while (!done) {
    for (const url of ['/', '/admin/'])
      statuses[url].push(
        await fetch(origin + url, { cache: 'no-store' }).then(async (r) => (await r.arrayBuffer(), r.status)),
      );
  }
  await end;
  const started = lines.findIndex((line, i) => i >= from && line.startsWith('A file changed'));
  return { statuses, printed: lines.slice(started) };
}

const page = async (url: string) => (await fetch(origin + url)).text();

describe('npm run cms', () => {
  let original: string;
  /** The CMS in Chromium, opened by the first save's test and read again by the next. */
  let browser: Browser | undefined;
  let admin: Page | undefined;

  beforeAll(async () => {
    dir = makeScratchSite(0);
    original = readFileSync(path.join(dir, ARTICLE), 'utf8');
    const port = await freePort();
    origin = `http://localhost:${port}`;
    cms = spawn(process.execPath, ['scripts/cms.js', '--port', String(port)], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    read(cms.stdout!);
    read(cms.stderr!);
    await lineMatching(/^The site itself is at /, 0);
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    if (cms && cms.exitCode === null) {
      const exited = new Promise((resolve) => cms.once('exit', resolve));
      cms.kill('SIGTERM');
      await exited;
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('takes an enquiry posted from the site as the author sees it, on the CMS’s own port', async () => {
    const body = new URLSearchParams({
      name: 'Author checking the form',
      email: 'author@example.com',
      topic: 'other',
      message: 'Sent from the site under npm run cms.',
      consent: 'yes',
    }).toString();
    const answer = await request(origin, '/contact/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
      body,
    });
    expect([answer.status, answer.headers.get('location')]).toEqual([303, ['/contact/thanks/']]);
    expect(readFileSync(path.join(dir, '.data/enquiries.jsonl'), 'utf8')).toContain(
      'Sent from the site under npm run cms.',
    );
  });

  // The saves follow one another, each from the state the last left (four rebuilds in all): a broken
  // link, its fix with a sentence added, a broken anchor, and the article as it was.
  it('shows the verdict in the CMS itself: the entry, the field, the line and the fix of a broken link, with a link to the entry', async () => {
    const broken = await saveAndPoll(
      original.replace('{% endsection %}', '\nSee [the OVG-5](/products/ovg-5/).\n{% endsection %}'),
      /^Not built: /,
    );
    expect(broken.printed[1]).toMatch(
      /^Not built: pages\/company\/news\/articles\/why-natural-gas-smells\.md \(line \d+\): the link to "\/products\/ovg-5\/" leads to no page of the site\./,
    );
    const status = await (await fetch(`${origin}/admin/build-status.json`)).json();
    expect(status.failure.problems).toEqual([
      expect.objectContaining({
        file: ARTICLE,
        field: 'body',
        where: {
          collection: 'News',
          entry: 'Why natural gas smells, and why its odorant is measured',
          route: '#/collections/news/entries/why-natural-gas-smells',
          field: 'Text',
        },
      }),
    ]);
    browser = await chromium.launch({ executablePath: HEADLESS_CHROMIUM, args: LAUNCH_ARGS });
    admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await admin.goto(`${origin}/admin/`);
    const panel = admin.getByRole('alert').filter({ hasText: 'Your last save could not be published' });
    await panel.waitFor({ timeout: 30_000 });
    const text = await panel.innerText();
    expect(text).toContain('News › Why natural gas smells, and why its odorant is measured, field “Text”');
    expect(text).toMatch(
      /At line \d+ of the file: the link to "\/products\/ovg-5\/" leads to no page of the site\. Correct the address/,
    );
    expect(await panel.getByRole('link', { name: 'Open it' }).getAttribute('href')).toBe(
      '#/collections/news/entries/why-natural-gas-smells',
    );
    if (process.env.SHOTS_DIR)
      await admin.screenshot({ path: path.join(process.env.SHOTS_DIR, 'cms-build-verdict-1440.png') });
  }, 900_000);

  it('keeps / and /admin/ answering 200 from the last good build while it builds again, then shows the change, and the CMS says "Built"', async () => {
    const { statuses, printed } = await saveAndPoll(
      original.replace('{% endsection %}', `\n${ADDED}\n{% endsection %}`),
      /^Built: /,
    );
    expect(statuses['/'].length).toBeGreaterThan(0);
    expect(new Set(statuses['/'])).toEqual(new Set([200]));
    expect(new Set(statuses['/admin/'])).toEqual(new Set([200]));
    expect(printed).toEqual([
      'A file changed: building the site again …',
      'Built: reload a page of the site to see the change.',
    ]);
    expect(await page('/company/news/why-natural-gas-smells/')).toContain(`<p>${ADDED}</p>`);
    await admin!
      .getByRole('status')
      .filter({ hasText: 'Built: the site shows your change.' })
      .waitFor({ timeout: 30_000 });
  }, 600_000);

  it('when a save breaks the build: one clean terminal line, a banner with the file and the fix on every page, and the next good save clears it', async () => {
    const broken = await saveAndPoll(
      original
        .replace('{% endsection %}', `\n${ADDED}\n{% endsection %}`)
        .replace('{% section "odorants"', '{% section "How to visit"'),
      /^Not built: /,
    );
    expect(new Set([...broken.statuses['/'], ...broken.statuses['/admin/']])).toEqual(new Set([200]));
    // One line for the failure, naming the file, the problem and the fix; no stack trace anywhere.
    expect(broken.printed).toHaveLength(2);
    expect(broken.printed[1]).toBe(
      `Not built: ./${ARTICLE}: ${PROBLEM} Fix it and save again. The site shows the last good build until then.`,
    );
    expect(lines.filter((line) => /^\s+at /.test(line) || /Error:/.test(line))).toEqual([]);

    for (const url of ['/', '/company/news/why-natural-gas-smells/']) {
      const html = await page(url);
      expect(html, url).toMatch(/<body[^>]*><div class="cms-build-error" role="alert"/);
      expect(html, url).toContain('Your last save was not built: the site below is the last good build.');
      expect(html, url).toContain(
        `<span class="cms-build-error__field">Field “Anchor”:</span> <code>./${ARTICLE}</code>: ${PROBLEM.replace(/"/g, '&quot;')}`,
      );
    }
    // The last good build is what is served under the banner.
    expect(await page('/company/news/why-natural-gas-smells/')).toContain(`<p>${ADDED}</p>`);
    // The CMS itself is left as it is.
    expect(await page('/admin/')).not.toContain('cms-build-error');

    const fixed = await saveAndPoll(original, /^Built: /);
    expect(new Set([...fixed.statuses['/'], ...fixed.statuses['/admin/']])).toEqual(new Set([200]));
    for (const url of ['/', '/company/news/why-natural-gas-smells/'])
      expect(await page(url), url).not.toContain('cms-build-error');
    expect(await page('/company/news/why-natural-gas-smells/')).not.toContain(ADDED);
  }, 900_000);
});
