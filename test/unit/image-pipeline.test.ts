/**
 * The one image pipeline (docs/architecture.md#images): src/eleventy/images/image-pipeline.js makes the
 * files into its cache and copies them where the site serves them; src/folders.js decides the
 * public folder for every plugin.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CACHE_DIR, publishImage } from '../../src/eleventy/images/image-pipeline.js';
import { publicFolder } from '../../src/folders.js';

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"><rect width="300" height="150" fill="${fill}"/></svg>`;

describe('publishImage', () => {
  const dirs: string[] = [];
  const tmp = (prefix: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it("draws a vector at every width, names the files by eleventy-img's hash, and copies them from its cache", async () => {
    const source = path.join(tmp('pipeline-src-'), 'drawing.svg');
    writeFileSync(source, svg('#3a6'));
    const targetDir = path.join(tmp('pipeline-out-'), 'images', 'x');
    const files = await publishImage(source, {
      name: 'drawing',
      widths: [200, 600],
      formats: ['webp'],
      urlPath: '/images/x/',
      targetDir,
      look: 'drawing',
    });
    expect(files.webp.map((s) => [s.width, s.height])).toEqual([
      [200, 100],
      [600, 300],
    ]);
    for (const s of files.webp) {
      expect(s.url).toMatch(new RegExp(`^/images/x/drawing-${s.width}w-[\\w-]+\\.webp$`));
      expect(path.dirname(s.outputPath)).toBe(CACHE_DIR);
      expect(existsSync(path.join(targetDir, s.filename))).toBe(true);
    }
  });

  it('names files without a hash when asked (the name carries one), and makes again a file deleted from the cache', async () => {
    const source = path.join(tmp('pipeline-src-'), 'page.svg');
    writeFileSync(source, svg('#36a'));
    const targetDir = tmp('pipeline-out-');
    // A name of this run only: without a hash, a file of that name in the cache is taken as it is.
    const name = `test-${process.pid}-${Date.now()}`;
    const job = {
      name,
      hashed: false,
      widths: [80],
      formats: ['webp'],
      urlPath: '/t/',
      targetDir,
      look: 'photo' as const,
    };
    const first = await publishImage(source, job);
    expect(first.webp[0].url).toBe(`/t/${name}-80w.webp`);
    rmSync(first.webp[0].outputPath);
    rmSync(path.join(targetDir, `${name}-80w.webp`));
    await publishImage(source, job);
    expect(existsSync(first.webp[0].outputPath)).toBe(true);
    expect(readdirSync(targetDir)).toEqual([`${name}-80w.webp`]);
    rmSync(first.webp[0].outputPath);
  });
});

describe('publicFolder', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is the output's public/ (Vite's publicDir) under Vite, the output itself under SKIP_VITE", () => {
    vi.stubEnv('SKIP_VITE', '');
    expect(publicFolder('_site')).toBe(path.join('_site', 'public'));
    vi.stubEnv('SKIP_VITE', '1');
    expect(publicFolder('_site')).toBe('_site');
  });
});
