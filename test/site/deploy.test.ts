/**
 * Deploy, on the built site's files: the hosts' limits
 * (Cloudflare: 100 header rules, 2,000 static redirects, 404.html at the root); netlify.toml and
 * the deploy previews' noindex header; no build leftover published (a dotfile, a source map
 * comment without its map); what docs/deploy.md tells a Cloudflare deploy about headers that two
 * rules set; `/admin` in any case redirected to the CMS's folder by `npm run serve`. What a host
 * answers over HTTP, in Cloudflare's runtime and ours, is test/hosts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_DIR } from '../support/built-site.js';
import { DEFAULT_SITE_DIR } from '../../src/folders.js';
import { createStaticHost, headersFor, readHeaders, readRedirects } from '../../scripts/lib/static-host.js';
import { scratchDir } from '../support/scratch.js';

const headerRules = await readHeaders(path.join(SITE_DIR, '_headers'));
const redirectRules = await readRedirects(path.join(SITE_DIR, '_redirects'));

let server: http.Server;
let base = '';
beforeAll(async () => {
  const host = await createStaticHost(SITE_DIR);
  // The static host alone, as scripts/serve.js composes it for a GET or HEAD.
  server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(req.url!.split('?')[0]);
    host.answerHeaders(res, pathname);
    void host.serve(req, res, {
      pathname,
      search: req.url!.includes('?') ? req.url!.slice(req.url!.indexOf('?')) : '',
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (url: string) => fetch(base + url, { redirect: 'manual' });

describe('the limits of the hosts', () => {
  it('keeps 404.html at the root, as Cloudflare Pages and Netlify look for it', () => {
    expect(existsSync(path.join(SITE_DIR, '404.html'))).toBe(true);
  });

  it('stays within Cloudflare’s 100 header rules and 2,000 static redirects (each line within 1,000 characters)', () => {
    expect(headerRules.length).toBeGreaterThan(0);
    expect(headerRules.length).toBeLessThanOrEqual(100);
    expect(redirectRules.length).toBeGreaterThan(0);
    expect(redirectRules.filter((r) => r.names.length === 0).length).toBeLessThanOrEqual(2000);
    expect(redirectRules.filter((r) => r.names.length > 0)).toEqual([]);
    for (const line of readFileSync(path.join(SITE_DIR, '_redirects'), 'utf8').split('\n'))
      expect(line.length).toBeLessThanOrEqual(1000);
  });
});

describe('what is published', () => {
  const files = readdirSync(SITE_DIR, { recursive: true, withFileTypes: true }).map((entry) =>
    path.relative(SITE_DIR, path.join(entry.parentPath, entry.name)),
  );

  it('holds no dotfile or dot-folder (Vite’s .vite/manifest.json): Netlify leaves them out, other hosts serve them', () => {
    expect(
      files.filter((file) =>
        file.split(path.sep).some((segment) => segment.startsWith('.') && segment !== '.well-known'),
      ),
    ).toEqual([]);
  });

  it('names no source map it does not ship (a sourceMappingURL comment whose map is missing)', () => {
    const dangling = files
      .filter((file) => /\.(?:js|mjs|css)$/.test(file))
      .flatMap((file) =>
        [...readFileSync(path.join(SITE_DIR, file), 'utf8').matchAll(/[#@] sourceMappingURL=(\S+)/g)]
          .map((m) => m[1])
          .filter((map) => !map.startsWith('data:') && !existsSync(path.join(SITE_DIR, path.dirname(file), map)))
          .map((map) => `${file} → ${map}`),
      );
    expect(dangling).toEqual([]);
  });
});

describe('the CMS at /admin/', () => {
  it.each(['/admin', '/Admin'])(
    '%s redirects (308) to /admin/, so the CMS page always gets its own headers',
    async (url) => {
      const res = await get(url);
      expect([res.status, res.headers.get('location')]).toEqual([308, '/admin/']);
    },
  );

  it('_headers detaches (`! Name`, for Cloudflare, which would join the two values) every header that both /* and /admin/* set, before the CMS’s own', () => {
    const site = headersFor(
      headerRules.filter((r) => r.source === '/*'),
      '/',
    );
    const admin = headerRules.filter((r) => r.source === '/admin/*').flatMap((r) => r.headers.map(([name]) => name));
    const both = admin.filter((name) => name.toLowerCase() !== 'cache-control' && site.has(name.toLowerCase()));
    expect(both.map((name) => name.toLowerCase())).toEqual(
      expect.arrayContaining(['content-security-policy', 'cross-origin-opener-policy']),
    );
    const text = readFileSync(path.join(SITE_DIR, '_headers'), 'utf8');
    const block = text
      .slice(text.indexOf('\n/admin/*\n') + 1)
      .split(/\n(?=\/)/)[0]
      .split('\n')
      .map((line) => line.trim());
    for (const name of both) {
      const detach = block.indexOf(`! ${name}`);
      expect(detach, `! ${name}`).toBeGreaterThan(0);
      expect(detach, `! ${name} before ${name}:`).toBeLessThan(block.findIndex((line) => line.startsWith(`${name}:`)));
    }
  });
});

describe('netlify.toml', () => {
  const toml = readFileSync('netlify.toml', 'utf8');
  /** The lines of a [table], up to the next table. */
  const table = (name: string) => toml.split(/^\[/m).find((t) => t.startsWith(`${name}]`)) ?? '';

  it('builds with npm run build and publishes the folder it writes (src/folders.js) on Node 24 (.node-version), with the Netlify Forms enquiry provider', () => {
    expect(table('build')).toMatch(/^\s*command = "npm run build"$/m);
    // TOML cannot import: the folder is spelled in netlify.toml and held to src/folders.js here.
    expect(table('build')).toMatch(new RegExp(`^\\s*publish = "${DEFAULT_SITE_DIR}"(\\s*#.*)?$`, 'm'));
    expect(table('build.environment')).toMatch(/^\s*NODE_VERSION = "24"$/m);
    expect(readFileSync('.node-version', 'utf8').trim()).toBe('24');
    expect(table('build.environment')).toMatch(/^\s*ENQUIRY_PROVIDER = "netlify"$/m);
  });

  it('deploy previews and branch deploys add X-Robots-Tag: noindex to every response', async () => {
    for (const context of ['context.deploy-preview', 'context.branch-deploy']) {
      expect(table(context), context).toMatch(/^\s*command = "npm run build && node scripts\/noindex-headers\.js"$/m);
    }
    const dir = scratchDir('noindex-');
    copyFileSync(path.join(SITE_DIR, '_headers'), path.join(dir, '_headers'));
    for (let i = 0; i < 2; i++) {
      const run = spawnSync(process.execPath, ['scripts/noindex-headers.js'], {
        env: { ...process.env, SITE_DIR: dir },
        encoding: 'utf8',
      });
      expect(run.status, run.stderr).toBe(0);
    }
    const rules = await readHeaders(path.join(dir, '_headers'));
    expect(headersFor(rules, '/products/lonestar/').get('x-robots-tag')).toBe('noindex');
    expect(headersFor(rules, '/admin/').get('x-robots-tag')).toBe('noindex, nofollow');
    // Inside the one `/*` rule: Cloudflare keeps only the last rule of a pattern (test/hosts).
    expect(rules.map((rule) => rule.source)).toEqual(headerRules.map((rule) => rule.source));
    expect(headersFor(headerRules, '/').has('x-robots-tag')).toBe(false);
  });
});
