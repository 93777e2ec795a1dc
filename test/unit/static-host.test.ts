/**
 * scripts/lib/static-host.js: the `_headers` and `_redirects` syntax of Netlify and Cloudflare
 * Pages, as `npm run serve` reads it (with Netlify's own parsers) and matches it, and the Range
 * header it serves (RFC 9110 §14.1). Over HTTP on the built site: test/site/deploy.test.ts; on a
 * tiny site through scripts/serve.js: test/unit/serve.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  headersFor,
  pathPattern,
  readHeaders,
  readRedirects,
  redirectFor,
  validRange,
} from '../../scripts/lib/static-host.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'static-host-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
/** Writes `text` to a file of its own and returns its path. */
const fileWith = (name: string, text: string) => {
  const file = path.join(dir, `${files++}-${name}`);
  writeFileSync(file, text);
  return file;
};
const parseHeaders = (text: string) => readHeaders(fileWith('_headers', text));
const parseRedirects = (text: string) => readRedirects(fileWith('_redirects', text));

describe('path patterns', () => {
  it('match case-sensitively, * as a splat and :name as one segment', () => {
    const { pattern, names } = pathPattern('/news/:year/*');
    expect(names).toEqual(['year', 'splat']);
    expect(pattern.exec('/news/2026/a/b')?.slice(1)).toEqual(['2026', 'a/b']);
    expect(pattern.test('/News/2026/a')).toBe(false);
    expect(pathPattern('/products/owlsens-c/').pattern.test('/products/owlsens-C/')).toBe(false);
    expect(pathPattern('/a.b/').pattern.test('/axb/')).toBe(false);
  });
});

describe('_headers', async () => {
  const rules = await parseHeaders(`# comment
/*
  X-Frame-Options: DENY
  Content-Security-Policy: default-src 'self'

/assets/*
  Cache-Control: public, max-age=31536000, immutable
/*
  X-Robots-Tag: noindex
`);

  it('gives a path the headers of every block that matches it, in file order', () => {
    expect(rules).toHaveLength(3);
    expect(Object.fromEntries(headersFor(rules, '/assets/main-abc.css'))).toEqual({
      'x-frame-options': 'DENY',
      'content-security-policy': "default-src 'self'",
      'cache-control': 'public, max-age=31536000, immutable',
      'x-robots-tag': 'noindex',
    });
    expect(headersFor(rules, '/products/').has('cache-control')).toBe(false);
  });

  it("gives the same header from two blocks the later block's value, as Netlify does (netlify-cli headersForPath: later rules override), so /admin/* can have a policy of its own", async () => {
    const twice = await parseHeaders('/*\n  Link: </a>\n/x/\n  Link: </b>\n');
    expect(headersFor(twice, '/x/').get('link')).toBe('</b>');
    expect(headersFor(twice, '/y/').get('link')).toBe('</a>');
  });

  it('names the file of a header without a path', async () => {
    await expect(parseHeaders('  X-A: 1\n')).rejects.toThrow(/_headers: Path should come before header "X-A"/);
  });

  it('reads no rules from a missing file', async () => {
    expect(await readHeaders(path.join(dir, 'missing'))).toEqual([]);
  });
});

describe('_redirects', async () => {
  const rules = await parseRedirects(
    '# comment\n/products/owlsens-c/ /products/owlsens-C/ 301\n/old/* /new/:splat 302\n/plain /target\n',
  );

  it('answers the first matching rule with its status (301 when none is given) and passes the query on', () => {
    expect(redirectFor(rules, '/products/owlsens-c/', '?topic=x')).toEqual({
      status: 301,
      location: '/products/owlsens-C/?topic=x',
    });
    expect(redirectFor(rules, '/old/a/b', '')).toEqual({ status: 302, location: '/new/a/b' });
    expect(redirectFor(rules, '/plain', '')).toEqual({ status: 301, location: '/target' });
    expect(redirectFor(rules, '/products/owlsens-C/', '')).toBeNull();
  });

  it('names the file and line of a rule without a target', async () => {
    await expect(parseRedirects('/only-a-source\n')).rejects.toThrow(/_redirects: Could not parse redirect line 1/);
  });
});

describe('Range (RFC 9110 §14.1)', () => {
  it('keeps one valid byte range; a suffix longer than the file is the whole file', () => {
    expect(validRange('bytes=-10', 23)).toBe('bytes=-10');
    expect(validRange('bytes=0-0', 23)).toBe('bytes=0-0');
    expect(validRange('bytes=20-', 23)).toBe('bytes=20-');
    expect(validRange('bytes=-99', 23)).toBe('bytes=0-');
  });

  it('ignores a range whose last position is before its first, another unit, bad syntax and several ranges', () => {
    for (const header of ['bytes=5-2', 'items=0-1', 'bytes=a-b', 'bytes=', 'bytes= 1-2', 'bytes=1-2,4-5', undefined])
      expect(validRange(header, 23), header).toBeNull();
  });
});
