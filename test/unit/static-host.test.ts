/**
 * scripts/lib/static-host.js (issue 13 "Deploy"): the `_headers` and `_redirects` syntax of
 * Netlify and Cloudflare Pages, as `npm run serve` reads it. Over HTTP on the built site:
 * test/site/deploy.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeaders, parseRedirects, pathPattern, redirectFor } from '../../scripts/lib/static-host.js';

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

describe('_headers', () => {
  const rules = parseHeaders(`# comment
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

  it('gives the same header from two blocks the later block\'s value, as Netlify does (netlify-cli headersForPath: later rules override), so /admin/* can have a policy of its own', () => {
    const twice = parseHeaders('/*\n  Link: </a>\n/x/\n  Link: </b>\n');
    expect(headersFor(twice, '/x/').get('link')).toBe('</b>');
    expect(headersFor(twice, '/y/').get('link')).toBe('</a>');
  });

  it('names the line of a header without a path', () => {
    expect(() => parseHeaders('  X-A: 1\n')).toThrow(/_headers line 1/);
  });
});

describe('_redirects', () => {
  const rules = parseRedirects('# comment\n/products/owlsens-c/ /products/owlsens-C/ 301\n/old/* /new/:splat 302\n/plain /target\n');

  it('answers the first matching rule with its status (301 when none is given) and passes the query on', () => {
    expect(redirectFor(rules, '/products/owlsens-c/', '?topic=x')).toEqual({ status: 301, location: '/products/owlsens-C/?topic=x' });
    expect(redirectFor(rules, '/old/a/b', '')).toEqual({ status: 302, location: '/new/a/b' });
    expect(redirectFor(rules, '/plain', '')).toEqual({ status: 301, location: '/target' });
    expect(redirectFor(rules, '/products/owlsens-C/', '')).toBeNull();
  });

  it('names the line of a rule without a target', () => {
    expect(() => parseRedirects('/only-a-source\n')).toThrow(/_redirects line 1/);
  });
});
