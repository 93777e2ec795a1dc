/**
 * Pictures uploaded through the CMS become responsive sizes at build time (src/eleventy/cms/media.js,
 * eleventy-img), never wider than the upload.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import Image from '@11ty/eleventy-img';
import { parse } from 'node-html-parser';
import { mediaImage, mediaSocialImage, prepareMedia } from '../../src/eleventy/cms/media.js';
import { DEFAULT_SIZES } from '../../src/eleventy/images/images.js';
import { scratchDir } from '../support/scratch.js';

describe('uploaded pictures', () => {
  it('an upload 1000 px wide becomes WebP and JPEG at 400 and 800 px (and its own width), in a <picture> with its size', async () => {
    const folder = scratchDir('media-');
    const target = scratchDir('media-out-');
    await Image(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="500"><rect width="1000" height="500" fill="#3a6"/></svg>',
      ),
      { widths: [1000], formats: ['jpeg'], outputDir: folder, filenameFormat: () => 'lab.jpg' },
    );
    await prepareMedia(target, folder);
    const files = readdirSync(target).sort();
    // <name>-<width>w-<hash>.<format>; the hash may hold hyphens.
    expect(files.filter((f) => f.endsWith('.webp')).map((f) => /^(lab-\d+w)-/.exec(f)?.[1])).toEqual([
      'lab-1000w',
      'lab-400w',
      'lab-800w',
    ]);
    expect(files.filter((f) => f.endsWith('.jpeg'))).toHaveLength(3);
    const doc = parse(mediaImage('/images/media/lab.jpg', 'A laboratory bench'));
    const img = doc.querySelector('img')!;
    expect([
      img.getAttribute('alt'),
      img.getAttribute('width'),
      img.getAttribute('height'),
      img.getAttribute('loading'),
      img.getAttribute('sizes'),
    ]).toEqual(['A laboratory bench', '1000', '500', 'lazy', DEFAULT_SIZES]);
    expect(doc.querySelector('source[type="image/webp"]')!.getAttribute('srcset')).toMatch(
      /^\/images\/media\/lab-400w-\S+\.webp 400w, \/images\/media\/lab-800w-\S+\.webp 800w, \/images\/media\/lab-1000w-\S+\.webp 1000w$/,
    );
  });

  it('a picture named with spaces and capitals is published under its slug, so every width of its srcset is a URL a browser reads', async () => {
    const folder = scratchDir('media-');
    const target = scratchDir('media-out-');
    await Image(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="450"><rect width="900" height="450" fill="#36a"/></svg>',
      ),
      { widths: [900], formats: ['webp'], outputDir: folder, filenameFormat: () => 'Lab bench photo.webp' },
    );
    await prepareMedia(target, folder);
    const webp = parse(mediaImage('/images/media/Lab bench photo.webp', 'A bench'))
      .querySelector('source[type="image/webp"]')!
      .getAttribute('srcset')!;
    // Each candidate is "<url> <width>w": a space inside a URL would split it, and the browser would drop the candidate.
    expect(webp.split(', ').map((c) => c.split(' ').length)).toEqual([2, 2, 2]);
    expect(webp).toMatch(/^\/images\/media\/lab-bench-photo-400w-\S+\.webp 400w, /);
    // As an article's social image: its largest JPEG, which every link preview reads.
    expect(mediaSocialImage({ src: '/images/media/Lab bench photo.webp', alt: 'A bench' })).toMatchObject({
      url: expect.stringMatching(/^\/images\/media\/lab-bench-photo-900w-\S+\.jpeg$/),
      width: 900,
      height: 450,
      type: 'image/jpeg',
      alt: 'A bench',
    });
    expect(mediaSocialImage(undefined)).toBeNull();
  });

  it('two uploads whose names make one slug are refused, naming both and the fix', async () => {
    const folder = scratchDir('media-');
    for (const name of ['Lab photo.webp', 'lab-photo.webp'])
      await Image(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), {
        widths: [10],
        formats: ['webp'],
        outputDir: folder,
        filenameFormat: () => name,
      });
    await expect(prepareMedia(scratchDir('media-out-'), folder)).rejects.toThrow(
      /lab-photo\.webp: it and Lab photo\.webp are published under one name, lab-photo\. Rename one of them/,
    );
  });

  it('a picture that was not uploaded, or one without alt text, is an author error naming the field', () => {
    expect(() => mediaImage('/images/media/missing.jpg', 'x', 'pages/company/news/articles/a.md')).toThrow(
      /^pages\/company\/news\/articles\/a\.md: no uploaded picture is at "\/images\/media\/missing\.jpg"/,
    );
  });
});
