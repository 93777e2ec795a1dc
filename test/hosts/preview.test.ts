/**
 * A preview as Cloudflare Pages is told to build it (docs/deploy.md "Cloudflare Pages": the build,
 * then `node scripts/noindex-headers.js`), made from the preview build with its documents (the
 * gallery build, `npm run build:gallery`), as Cloudflare's runtime and `npm run serve` answer
 * it: every answer kept out of search engines by one X-Robots-Tag, the CMS's included, and the
 * documents' PDFs with their own type and short cache.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_DIR } from '../support/built-site.js';
import { request, startHost, type Host, type Runtime } from '../support/hosts.js';
import { eachLimited, expectEveryFileAsHeadersSay, sent, servedUrls } from './checks.js';

const preview = mkdtempSync(path.join(tmpdir(), 'preview-site-'));
cpSync(GALLERY_DIR, preview, { recursive: true });
execFileSync(process.execPath, ['scripts/noindex-headers.js'], { env: { ...process.env, SITE_DIR: preview } });
afterAll(() => rmSync(preview, { recursive: true, force: true }));

describe.each<Runtime>(['cloudflare', 'local'])('a preview served by %s', (runtime) => {
  let host: Host;
  beforeAll(async () => {
    host = await startHost(runtime, preview);
  }, 180_000);
  afterAll(() => host?.stop());

  it('serves every file with the headers _headers gives its path, each sent once', async () => {
    expect(await expectEveryFileAsHeadersSay(host, preview)).toBeGreaterThan(100);
  });

  it('keeps every answer out of search engines with one X-Robots-Tag, /admin/ still noindex, nofollow', async () => {
    const problems: string[] = [];
    await eachLimited([...servedUrls(preview), '/no-such-page/'], 6, async (url) => {
      const tag = sent(await request(host.base, url), 'x-robots-tag');
      const expected = url.startsWith('/admin/') ? 'noindex, nofollow' : 'noindex';
      if (tag.length !== 1 || tag[0] !== expected) problems.push(`${url}: ${JSON.stringify(tag)}`);
    });
    expect(problems).toEqual([]);
  });

  it('serves the documents’ PDFs as application/pdf, cached for an hour and revalidated', async () => {
    const pdfs = readdirSync(path.join(preview, 'documents')).filter((name) => name.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThan(0);
    for (const name of pdfs) {
      const answer = await request(host.base, `/documents/${name}`);
      expect([name, answer.status, sent(answer, 'content-type'), sent(answer, 'cache-control')]).toEqual([
        name,
        200,
        ['application/pdf'],
        ['public, max-age=3600, must-revalidate'],
      ]);
    }
  });
});
