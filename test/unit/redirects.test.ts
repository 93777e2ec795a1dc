/**
 * src/eleventy/pages/redirects.js (docs/deploy.md#deploy): front matter `redirectFrom` becomes `_redirects`,
 * and every author mistake names the file and the fix.
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  findRedirects,
  MAX_REDIRECT_LINE,
  MAX_STATIC_REDIRECTS,
  redirectLine,
} from '../../src/eleventy/pages/redirects.js';
import { contentErrors } from '../../src/eleventy/content/content-schema.js';

const FRONT = { title: 'T', description: 'D', intro: 'I' };

const page = (inputPath: string, url: string | false, redirectFrom?: unknown) => ({
  inputPath,
  url,
  data: { redirectFrom },
});

describe('redirectFrom', () => {
  it('gives one 301 per old path, with and without its trailing slash', () => {
    const { redirects, errors } = findRedirects([
      page('./pages/products/owlsens-C/index.md', '/products/owlsens-C/', ['/products/owlsens-c/']),
      page('./pages/index.njk', '/'),
    ]);
    expect(errors).toEqual([]);
    expect(redirects.map(redirectLine)).toEqual([
      '/products/owlsens-c/ /products/owlsens-C/ 301',
      '/products/owlsens-c /products/owlsens-C/ 301',
    ]);
  });

  it('stops on a source that is itself a page, naming the file and the fix', () => {
    const { errors } = findRedirects([page('./pages/a.md', '/a/', ['/b/']), page('./pages/b.md', '/b/')]);
    expect(errors).toEqual([
      './pages/a.md: redirectFrom "/b/" is itself a page, which the redirect would hide. Remove it from redirectFrom, or move or delete that page.',
    ]);
  });

  it('stops on a source that is a page of public/ (a folder with its index.html)', () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), 'public-'));
    mkdirSync(path.join(publicDir, 'old'));
    writeFileSync(path.join(publicDir, 'old/index.html'), '<!doctype html>');
    const { errors } = findRedirects([page('./pages/a.md', '/a/', ['/old/'])], { publicDir });
    rmSync(publicDir, { recursive: true });
    expect(errors[0]).toMatch(/^\.\/pages\/a\.md: redirectFrom "\/old\/" is a file of public\//);
  });

  it('stops when the target does not exist (the page writes no HTML page)', () => {
    const { errors } = findRedirects([page('./pages/feed.njk', false, ['/old-feed/'])]);
    expect(errors[0]).toMatch(/^\.\/pages\/feed\.njk: redirectFrom needs a target that exists/);
  });

  it('stops on a page’s own url or a source claimed twice', () => {
    const { errors } = findRedirects([
      page('./pages/a.md', '/a/', ['/a/', '/old/']),
      page('./pages/c.md', '/c/', ['/old/']),
    ]);
    expect(errors).toEqual([
      './pages/a.md: redirectFrom "/a/" is the page\'s own url. Remove it.',
      './pages/c.md: redirectFrom "/old/" is also claimed by ./pages/a.md. Keep it on one page.',
    ]);
  });

  it('leaves the shape of redirectFrom, a list of site paths, to the page schema', () => {
    expect(contentErrors('page', { ...FRONT, redirectFrom: '/old-d/' }, 'pages/d.md').map((e) => e.message)).toEqual([
      'pages/d.md: the field "redirectFrom" must be a list, got the string "/old-d/". Write a list: old site paths that redirect to this page, such as /products/owlsens-c/. In the CMS: Page "T", field "Old addresses".',
    ]);
    expect(
      contentErrors('page', { ...FRONT, redirectFrom: ['products/x/', 'https://example.org/x/'] }, 'pages/d.md').map(
        (e) => e.field,
      ),
    ).toEqual(['redirectFrom[0]', 'redirectFrom[1]']);
  });

  it('holds a template page, which the page schema check does not read, to the same rule', () => {
    expect(findRedirects([page('./pages/feed.njk', '/feed/', '/old-feed/')]).errors).toEqual([
      './pages/feed.njk: the field "redirectFrom" must be a list, got the string "/old-feed/". Write a list: old site paths that redirect to this page, such as /products/owlsens-c/.',
    ]);
    const { redirects, errors } = findRedirects([page('./pages/feed.njk', '/feed/', ['https://example.org/x/'])]);
    expect(errors).toEqual([
      './pages/feed.njk: item 1 of the field "redirectFrom" must be a site path ending in "/", such as /products/owlsens-c/, got the string "https://example.org/x/". Write a site path ending in "/", such as /products/owlsens-c/.',
    ]);
    expect(redirects).toEqual([]);
  });

  it(`stops beyond Cloudflare's ${MAX_STATIC_REDIRECTS} static redirects`, () => {
    const sources = Array.from({ length: MAX_STATIC_REDIRECTS / 2 + 1 }, (_, i) => `/old-${i}/`);
    const { errors } = findRedirects([page('./pages/a.md', '/a/', sources)]);
    expect(errors).toEqual([
      expect.stringContaining(`over Cloudflare's limit of ${MAX_STATIC_REDIRECTS} static redirects`),
    ]);
  });

  it("lists a renamed document's former address after the pages' redirects, held to the same limits", () => {
    const documents = [
      {
        from: '/documents/ds-9-old.pdf',
        to: '/documents/ds-9-new.pdf',
        inputPath: 'src/content/documents/ds-9-1.yaml',
      },
    ];
    const { redirects, errors } = findRedirects([page('./pages/a.md', '/a/', ['/b/'])], { documents });
    expect(errors).toEqual([]);
    expect(redirects.map(redirectLine)).toEqual([
      '/b/ /a/ 301',
      '/b /a/ 301',
      '/documents/ds-9-old.pdf /documents/ds-9-new.pdf 301',
    ]);
    const sources = Array.from({ length: MAX_STATIC_REDIRECTS / 2 }, (_, i) => `/old-${i}/`);
    expect(findRedirects([page('./pages/a.md', '/a/', sources)]).errors).toEqual([]);
    const full = findRedirects([page('./pages/a.md', '/a/', sources)], { documents });
    expect(full.errors).toEqual([expect.stringContaining(`${MAX_STATIC_REDIRECTS + 1} redirects`)]);
    const long = [{ ...documents[0], from: `/documents/${'x'.repeat(MAX_REDIRECT_LINE)}.pdf` }];
    expect(findRedirects([], { documents: long }).errors).toEqual([
      expect.stringMatching(/^src\/content\/documents\/ds-9-1\.yaml: the redirect from .* over Cloudflare's 1000/),
    ]);
  });
});
