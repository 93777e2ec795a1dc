/**
 * The production build (`_site/`) as Cloudflare's runtime (`wrangler pages dev`) and `npm run
 * serve` answer it: the same checks on both (test/hosts/checks.ts), so the local server that the
 * browser tests use cannot drift from the host (docs/deploy.md "Check in the hosts' own runtime").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_DIR, builtPages } from '../support/built-site.js';
import { request, startHost, type Host, type Runtime } from '../support/hosts.js';
import {
  SECURITY_HEADERS,
  eachLimited,
  expectEveryFileAsHeadersSay,
  headerProblems,
  notFoundPage,
  rulesOf,
  sent,
} from './checks.js';
import { headersFor } from '../../scripts/lib/static-host.js';

const { headerRules, redirectRules } = await rulesOf(SITE_DIR);

describe.each<Runtime>(['cloudflare', 'local'])('the production build served by %s', (runtime) => {
  let host: Host;
  beforeAll(async () => {
    host = await startHost(runtime, SITE_DIR);
  }, 180_000);
  afterAll(() => host?.stop());

  it('serves every file with the headers _headers gives its path, each sent once, and each page’s policy as its meta tag says', async () => {
    expect(await expectEveryFileAsHeadersSay(host, SITE_DIR)).toBeGreaterThan(100);
  });

  it('answers every line of _redirects with a 301 to its target, which answers 200 (no loop), keeping the query', async () => {
    expect(redirectRules.length).toBeGreaterThan(0);
    for (const rule of redirectRules) {
      const answer = await request(host.base, rule.source);
      expect([rule.source, answer.status, sent(answer, 'location')]).toEqual([rule.source, 301, [rule.to]]);
      expect((await request(host.base, rule.to)).status, rule.to).toBe(200);
      expect(headerProblems(answer, headersFor(headerRules, rule.source), rule.source)).toEqual([]);
    }
    const withQuery = await request(host.base, `${redirectRules[0].source}?ref=card`);
    expect(sent(withQuery, 'location')).toEqual([`${redirectRules[0].to}?ref=card`]);
  });

  it('answers an unknown path with the 404 page and status 404, its security headers once, a missing asset not cached for a year', async () => {
    for (const url of ['/no-such-page/', '/no-such-page', '/assets/no-such-file.js', '/products/OWLSENS-c/']) {
      const answer = await request(host.base, url);
      expect([url, answer.status]).toEqual([url, 404]);
      expect(answer.body.toString('utf8'), url).toBe(notFoundPage(SITE_DIR));
      for (const name of SECURITY_HEADERS) expect(sent(answer, name), `${url} ${name}`).toHaveLength(1);
      expect(sent(answer, 'cache-control').join(), url).not.toContain('immutable');
    }
  });

  it('redirects (308) a page’s other addresses, /path and /path/index.html, to /path/', async () => {
    const folders = builtPages()
      .map((page) => page.url)
      .filter((url) => url.endsWith('/') && url !== '/');
    expect(folders.length).toBeGreaterThan(30);
    await eachLimited(folders, 6, async (url) => {
      for (const other of [url.slice(0, -1), `${url}index.html`]) {
        const answer = await request(host.base, other);
        // Cloudflare's Location is the path; ours too (a browser resolves either against the page).
        expect([other, answer.status, sent(answer, 'location')]).toEqual([other, 308, [url]]);
      }
    });
  });

  it('gives /admin/ the CMS’s own policy, opener policy and noindex, each once, and no other spelling of its path drops a security header', async () => {
    const admin = await request(host.base, '/admin/');
    expect(admin.status).toBe(200);
    expect(headerProblems(admin, headersFor(headerRules, '/admin/'), '/admin/')).toEqual([]);
    expect(sent(admin, 'cross-origin-opener-policy')).toEqual(['same-origin-allow-popups']);
    const spellings = [
      '/admin',
      '//admin/',
      '/%2fadmin/',
      '/products/..%2fadmin/',
      '/%0a/..%2fadmin/',
      '/%0d/..%2fcontact/',
      '/%E2%80%A8/..%2fproducts/',
      '/admin/./',
      '/ADMIN/',
    ];
    for (const url of spellings) {
      const answer = await request(host.base, url);
      for (const name of SECURITY_HEADERS) expect(sent(answer, name), `${url} ${name}`).toHaveLength(1);
      expect(sent(answer, 'content-security-policy')[0], url).toContain("frame-ancestors 'none'");
    }
  });

  it('never serves _headers or _redirects, under any spelling', async () => {
    for (const url of ['/_headers', '/_redirects', '/_headers/', '/_redirects/', '/%5fheaders']) {
      const answer = await request(host.base, url);
      // wrangler pages dev answers 502 here (it looks for `_headers/index.html` and fails on a
      // file); the host answers 404. Either way, the rules are not published.
      expect(answer.status, url).toBeGreaterThanOrEqual(400);
      expect(answer.body.toString('utf8'), url).not.toMatch(/Content-Security-Policy:|\/products\/owlsens-c\//);
    }
  });
});
