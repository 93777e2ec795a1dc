/**
 * The flexible image's build-time sizes survive the Vite build (docs/architecture.md#known-traps): on every built page
 * that has a flexible image, each JSON entry, each `srcset` candidate and the `src` resolve to a
 * file of `_site/images/flexible/` whose pixel width is the one the entry claims, and the native
 * width matches the no-JS image.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'node-html-parser';
import declarations from '../../src/_data/images.js';
import { builtPages, readPage, SITE_DIR } from '../support/built-site.js';

const pages = builtPages()
  .map((p) => ({ url: p.url, doc: parse(readPage(p)) }))
  .filter((p) => p.doc.querySelector('[data-enhancer="flexible-image"]'));

const fileOf = (url: string) => path.join(SITE_DIR, decodeURIComponent(new URL(url, 'http://site/').pathname));

describe('flexible images in the built site', () => {
  it('are used on the technology page and on product pages', () => {
    expect(pages.map((p) => p.url)).toEqual(
      expect.arrayContaining(['/technology/', '/products/lonestar/', '/products/owlsens-t/']),
    );
  });

  it('every declared image has its files in images/flexible/ (not dropped by Vite)', () => {
    const files = existsSync(path.join(SITE_DIR, 'images/flexible'))
      ? readdirSync(path.join(SITE_DIR, 'images/flexible'))
      : [];
    for (const name of Object.keys(declarations)) {
      expect(files.filter((f) => f.startsWith(`${name}-`)).length, name).toBe(4);
    }
  });

  describe.each(pages.map((p) => [p.url, p.doc] as const))('%s', (_url, doc) => {
    it('each entry, srcset candidate and src resolves to a file of the claimed width', async () => {
      for (const root of doc.querySelectorAll('[data-enhancer="flexible-image"]')) {
        const entries = JSON.parse(root.querySelector('script.flexible-image__entries')!.textContent) as {
          width: number;
          url: string;
        }[];
        expect(entries.length).toBeGreaterThan(1);
        const img = root.querySelector('img')!;
        const srcset = img
          .getAttribute('srcset')!
          .split(',')
          .map((c) => c.trim().split(/\s+/))
          .map(([url, w]) => ({ url, width: Number(w.replace(/w$/, '')) }));
        expect(srcset).toEqual(entries);
        const native = Number(root.getAttribute('data-native-width'));
        expect(img.getAttribute('width')).toBe(String(native));
        const nativeEntry = entries.find((e) => e.width === native)!;
        expect(img.getAttribute('src')).toBe(nativeEntry.url);
        for (const e of entries) {
          const file = fileOf(e.url);
          expect(existsSync(file), `${e.url} exists`).toBe(true);
          const meta = await sharp(file).metadata();
          expect(meta.width, e.url).toBe(e.width);
          if (e === nativeEntry) expect(String(meta.height)).toBe(img.getAttribute('height'));
        }
      }
    });
  });
});
