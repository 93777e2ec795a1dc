/**
 * The authors' CMS at /admin/ in the built site (docs/requirements.md#content-as-data-and-the-cms, src/eleventy/cms/cms.js): served from our
 * origin with a policy of its own, kept out of search engines, the sitemap, the search index and
 * the navigation; its config.yml is the one generated from the content schemas and is valid
 * against the configuration schema Sveltia CMS ships.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { readdirSync } from 'node:fs';
import { parse } from 'node-html-parser';
import yaml from 'js-yaml';
import Ajv from 'ajv';
import { SITE_DIR, builtPages, readPage } from '../support/built-site.js';
import { headersFor, readHeaders } from '../../scripts/lib/static-host.js';
import {
  ADMIN_CONTENT_SECURITY_POLICY,
  REACT_CHUNK,
  SVELTIA_BUNDLE,
  SVELTIA_LOCALES,
  localBundle,
  withoutSourceMap,
} from '../../src/eleventy/cms/cms.js';
import { cmsConfigYaml } from '../../src/eleventy/cms/cms-config.js';
import { contentSecurityPolicy } from '../../src/eleventy/pages/seo.js';
import { enquiryConfig } from '../../src/eleventy/enquiry.js';
import site from '../../src/_data/site.js';

const ADMIN = path.join(SITE_DIR, 'admin');
const read = (file: string) => readFileSync(path.join(ADMIN, file), 'utf8');
const headerRules = await readHeaders(path.join(SITE_DIR, '_headers'));

describe('the CMS at /admin/', () => {
  const doc = parse(read('index.html'));

  it('loads Sveltia CMS and our setup from our own origin, nothing from another host', () => {
    expect(
      doc.querySelectorAll('script').map((s) => [s.getAttribute('src'), s.getAttribute('type') ?? 'classic']),
    ).toEqual([
      ['/admin/sveltia-cms.js', 'classic'],
      ['/admin/cms-setup.js', 'module'],
    ]);
    for (const el of doc.querySelectorAll('[src], [href]'))
      expect(el.getAttribute('src') ?? el.getAttribute('href'), el.toString()).toMatch(/^\/admin\//);
    // The package's bundle, with only its font addresses moved to /admin/fonts/, its translations'
    // to /admin/locales/ (a British browser fetches en-GB.json; refused, it hung), its load of
    // Immutable.js (for preview templates) to /admin/vendor/, and its source map comment dropped.
    const { code, fonts, immutable } = localBundle(readFileSync(SVELTIA_BUNDLE, 'utf8'));
    expect(read('sveltia-cms.js') === withoutSourceMap(code)).toBe(true);
    expect(code).not.toContain('`immutable`');
    expect(read('vendor/immutable.es.js') === readFileSync(immutable, 'utf8')).toBe(true);
    expect(read('chunks/react-dom.js') === withoutSourceMap(readFileSync(REACT_CHUNK, 'utf8'))).toBe(true);
    // The package's source maps are not shipped, so nothing names them.
    expect(code).toContain('//# sourceMappingURL=sveltia-cms.js.map');
    for (const file of ['sveltia-cms.js', 'chunks/react-dom.js'])
      expect(read(file), file).not.toContain('sourceMappingURL');
    expect(code).not.toContain('cdn.jsdelivr.net/fontsource');
    expect(code).toContain('`/admin/locales`');
    expect(code).not.toMatch(/`\$\{\w+\}@\$\{\w+\}\/locales`/);
    for (const name of readdirSync(SVELTIA_LOCALES))
      expect(read(`locales/${name}`), name).toBe(readFileSync(path.join(SVELTIA_LOCALES, name), 'utf8'));
    expect(existsSync(path.join(ADMIN, 'locales/en-GB.json'))).toBe(true);
    expect(fonts.map((f) => f.name).sort()).toEqual([
      'material-symbols-outlined-latin-wght-normal.woff2',
      'noto-mono-latin-400-normal.woff2',
      'source-sans-3-latin-wght-normal.woff2',
    ]);
    for (const font of fonts) expect(existsSync(path.join(ADMIN, 'fonts', font.name)), font.name).toBe(true);
  });

  it('is noindex: a robots meta and the X-Robots-Tag header', () => {
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(headersFor(headerRules, '/admin/').get('x-robots-tag')).toBe('noindex, nofollow');
    expect(headersFor(headerRules, '/admin/config.yml').get('x-robots-tag')).toBe('noindex, nofollow');
    expect(headersFor(headerRules, '/').has('x-robots-tag')).toBe(false);
  });

  it('has a policy of its own on /admin/* only: scripts from our origin, inline styles, images from our origin, data: and blob:, requests to the GitHub API', () => {
    expect(ADMIN_CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(ADMIN_CONTENT_SECURITY_POLICY).toContain("style-src 'self' 'unsafe-inline';");
    expect(ADMIN_CONTENT_SECURITY_POLICY).toContain("img-src 'self' data: blob:;");
    expect(ADMIN_CONTENT_SECURITY_POLICY).toContain("connect-src 'self' https://api.github.com;");
    expect(ADMIN_CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval/);
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toBe(
      ADMIN_CONTENT_SECURITY_POLICY,
    );
    expect(headersFor(headerRules, '/admin/').get('content-security-policy')).toBe(
      `${ADMIN_CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
    );
    expect(headersFor(headerRules, '/admin/').get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    // Every other path keeps the site's policy.
    for (const url of ['/', '/products/lonestar/', '/administration/', '/assets/x.js']) {
      expect(headersFor(headerRules, url).get('content-security-policy'), url).toBe(
        `${contentSecurityPolicy(enquiryConfig(process.env))}; frame-ancestors 'none'`,
      );
    }
  });

  it('is in no sitemap, search index or navigation, and no page links to it', () => {
    expect(readFileSync(path.join(SITE_DIR, 'sitemap.xml'), 'utf8')).not.toContain('/admin');
    const fragments = path.join(SITE_DIR, 'pagefind', 'fragment');
    for (const name of readdirSync(fragments))
      expect(gunzipSync(readFileSync(path.join(fragments, name))).toString('utf8')).not.toContain('/admin/');
    const pages = builtPages();
    expect(pages.some((p) => p.url.startsWith('/admin/'))).toBe(false);
    for (const page of pages)
      expect(parse(readPage(page)).querySelectorAll('a[href^="/admin"]'), page.url).toHaveLength(0);
  });

  it('serves the config.yml generated from the content schemas, valid against the schema Sveltia CMS ships (schema/sveltia-cms.json)', () => {
    const text = read('config.yml');
    expect(text).toBe(cmsConfigYaml({ siteUrl: site.url }));
    const schema = JSON.parse(
      readFileSync(path.join(path.dirname(SVELTIA_BUNDLE), '../schema/sveltia-cms.json'), 'utf8'),
    );
    const validate = new Ajv({ strict: false, allErrors: true, logger: false }).compile(schema);
    const config = yaml.load(text) as { collections: Record<string, unknown>[] };
    const valid = validate(config);
    expect(validate.errors ?? [], JSON.stringify(validate.errors?.slice(0, 5), null, 1)).toEqual([]);
    expect(valid).toBe(true);
    // The schema bites: a collection without its name is refused.
    const { name, ...nameless } = config.collections[0];
    expect(name).toBe('news');
    expect(validate({ ...config, collections: [nameless, ...config.collections.slice(1)] })).toBe(false);
  });
});

describe('an article with an uploaded picture', () => {
  it('builds the picture the CMS uploaded into every size, in a <picture> under the introduction, with its alt text', async () => {
    const { makeScratchSite, buildScratch } = await import('../../scripts/lib/scale.js');
    const { default: Image } = await import('@11ty/eleventy-img');
    const { rmSync, writeFileSync } = await import('node:fs');
    const dir = makeScratchSite(0);
    try {
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="1300" height="650"><rect width="1300" height="650" fill="#246"/></svg>';
      await Image(Buffer.from(svg), {
        widths: [1300],
        formats: ['jpeg'],
        outputDir: path.join(dir, 'src/content/media'),
        filenameFormat: () => 'lab.jpg',
      });
      writeFileSync(
        path.join(dir, 'pages/company/news/articles/lab.md'),
        '---\ntitle: A new laboratory\ndescription: A laboratory for visitors.\nintro: Visitors can see the chip at work.\ndate: 2026-11-24\nimage:\n  src: /images/media/lab.jpg\n  alt: The laboratory bench\n---\nText.\n',
      );
      const { siteDir } = buildScratch(dir, { vite: false });
      const doc = parse(readFileSync(path.join(siteDir, 'company/news/lab/index.html'), 'utf8'));
      const figure = doc.querySelector('figure.article-image')!;
      expect(figure.querySelector('img')!.getAttribute('alt')).toBe('The laboratory bench');
      const webp = figure.querySelector('source[type="image/webp"]')!.getAttribute('srcset')!;
      expect(webp.split(', ').map((s) => s.split(' ')[1])).toEqual(['400w', '800w', '1200w', '1300w']);
      for (const entry of webp.split(', '))
        expect(existsSync(path.join(siteDir, entry.split(' ')[0])), entry).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
