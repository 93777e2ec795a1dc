/**
 * Security on the built site: every page carries the strict Content-Security-Policy in a
 * <meta http-equiv> and has nothing that policy would block (inline scripts, inline event
 * handlers, style attributes); links that open a new tab cannot reach back to this page; and the
 * static host's _headers file sends the same policy with the usual security headers.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { builtPages, readPage, SITE_DIR } from '../support/built-site.js';
import { CONTENT_SECURITY_POLICY } from '../../src/eleventy/pages/seo.js';

const POLICY =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com";
/** Script types that are data, never executed, so the CSP allows them inline. */
const DATA_SCRIPT_TYPES = ['application/json', 'application/ld+json'];

it("the policy in src/eleventy/pages/seo.js is exactly the strict one: scripts from our origin (and Pagefind's WebAssembly), frames from the three video hosts only", () => {
  expect(CONTENT_SECURITY_POLICY).toBe(POLICY);
});

describe.each(builtPages().map((p) => [p.url, p] as const))('page %s', (_url, page) => {
  const html = readPage(page);
  const doc = parse(html);

  it('has the Content-Security-Policy meta, before any script or stylesheet', () => {
    const metas = doc.querySelectorAll('meta[http-equiv="Content-Security-Policy"]');
    expect(metas).toHaveLength(1);
    expect(metas[0].getAttribute('content')).toBe(POLICY);
    const head = doc.querySelector('head')!;
    const first = head.querySelectorAll(
      'script, link[rel="stylesheet"], meta[http-equiv="Content-Security-Policy"]',
    )[0];
    expect(first).toBe(metas[0]);
  });

  it('has no inline script other than JSON data blocks, and scripts only from this site', () => {
    for (const script of doc.querySelectorAll('script')) {
      const src = script.getAttribute('src');
      if (src !== undefined) {
        expect(src, 'script from another host').toMatch(/^\/(?!\/)/);
        expect(script.text.trim(), `script with src ${src} has a body`).toBe('');
        continue;
      }
      expect(
        DATA_SCRIPT_TYPES,
        `inline <script type="${script.getAttribute('type') ?? ''}">: ${script.text.slice(0, 80)}`,
      ).toContain(script.getAttribute('type'));
    }
  });

  it('has no inline event handler attributes, no style attributes, no <style> elements and no javascript: urls', () => {
    const offenders: string[] = [];
    for (const el of doc.querySelectorAll('*')) {
      for (const name of Object.keys(el.attributes)) {
        if (/^on/i.test(name) || name.toLowerCase() === 'style') offenders.push(`<${el.rawTagName} ${name}>`);
      }
      for (const attr of ['href', 'src', 'action', 'formaction']) {
        if (/^\s*javascript:/i.test(el.getAttribute(attr) ?? ''))
          offenders.push(`<${el.rawTagName} ${attr}="javascript:…">`);
      }
    }
    expect(offenders).toEqual([]);
    expect(doc.querySelectorAll('style')).toHaveLength(0);
  });

  it('gives every link that opens a new tab rel="noopener noreferrer"', () => {
    for (const el of doc.querySelectorAll('[target="_blank"]')) {
      const rel = (el.getAttribute('rel') ?? '').split(/\s+/);
      expect(rel, el.outerHTML.slice(0, 120)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    }
  });

  it('loads no stylesheet, image, frame or object from another host', () => {
    const external = doc
      .querySelectorAll(
        'link[rel~="stylesheet"], link[rel~="icon"], link[rel~="preload"], link[rel~="modulepreload"], img, source, iframe, object, embed, video, audio',
      )
      .flatMap((el) => [
        el.getAttribute('href'),
        el.getAttribute('src'),
        el.getAttribute('data'),
        el.getAttribute('srcset'),
      ])
      .filter((v): v is string => !!v)
      .filter((v) => v.split(',').some((part) => /^\s*(https?:)?\/\//i.test(part) || /^\s*data:/i.test(part)));
    expect(external).toEqual([]);
  });
});

describe('_headers for static hosts', () => {
  const file = path.join(SITE_DIR, '_headers');

  it('is in the built site (copied from public/)', () => {
    expect(existsSync(file)).toBe(true);
  });

  /** The header lines of the block that starts with the path pattern `pattern`. */
  const block = (pattern: string): Map<string, string> => {
    const lines = readFileSync(file, 'utf8').split('\n');
    const start = lines.findIndex((l) => l.trim() === pattern && !/^\s/.test(l));
    expect(start, `no "${pattern}" block in _headers`).toBeGreaterThanOrEqual(0);
    const headers = new Map<string, string>();
    for (const line of lines.slice(start + 1)) {
      if (!/^\s+\S/.test(line)) break;
      const colon = line.indexOf(':');
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    return headers;
  };

  it('sends every page the same policy, plus frame-ancestors, which only a header can set', () => {
    const csp = block('/*').get('content-security-policy');
    expect(csp).toBe(`${POLICY}; frame-ancestors 'none'`);
  });

  it('sends the usual security headers for a static site', () => {
    const headers = block('/*');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(headers.get('permissions-policy')).toMatch(/geolocation=\(\)/);
    expect(headers.get('permissions-policy')).toMatch(/microphone=\(\)/);
    expect(Number(/max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '')?.[1])).toBeGreaterThanOrEqual(
      31536000,
    );
  });

  it('caches the hashed bundles in /assets/ for a year', () => {
    expect(block('/assets/*').get('cache-control')).toBe('public, max-age=31536000, immutable');
    const assets = path.join(SITE_DIR, 'assets');
    // Only files whose names carry a content hash may be cached "immutable".
    for (const name of readdirSync(assets)) expect(name).toMatch(/-[A-Za-z0-9_-]{8}\.(js|css)$/);
  });

  it('caches the generated pictures (sizes, uploads, social image) for a year, each named by a content hash', () => {
    for (const folder of ['flexible', 'media', 'social']) {
      expect(block(`/images/${folder}/*`).get('cache-control'), folder).toBe('public, max-age=31536000, immutable');
      const dir = path.join(SITE_DIR, 'images', folder);
      // eleventy-img's names: <name>-<width>w-<hash of the source and its options>.<format>
      for (const name of existsSync(dir) ? readdirSync(dir) : [])
        expect(name).toMatch(/-\d+w-[A-Za-z0-9_-]{10}\.(webp|png|jpeg)$/);
    }
    expect(readdirSync(path.join(SITE_DIR, 'images/social'))).toHaveLength(1);
  });
});
