// @vitest-environment happy-dom
/**
 * One name per component (docs/architecture.md#macro--enhancer): the registry is built from
 * the components' folders (`virtual:enhancers`, src/eleventy/bundle/enhancer-registry.js), and every `data-enhancer` value a macro or page template writes names a
 * module there (or the gallery tooling's, enhancers/gallery.ts) and that module has a unit test
 * beside it, components/<name>/<name>.test.ts or .tsx.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../enhancers/registry';
import { tools } from '../../enhancers/gallery';
import { enhancerModules } from '../../src/eleventy/bundle/enhancer-modules.js';
import { enhancersSource } from '../../src/eleventy/bundle/enhancer-registry.js';
import type { Enhance } from '../../enhancers/lib/loader';
import carousel from '../../components/carousel/carousel';
import counter from '../../components/counter/counter';
import documentLibrary from '../../components/document-library/document-library';
import enquiryForm from '../../components/enquiry-form/enquiry-form';
import flexibleImage from '../../components/flexible-image/flexible-image';
import imageModal from '../../components/image-modal/image-modal';
import mobileNav from '../../components/mobile-nav/mobile-nav';
import pageSwitcher from '../../components/page-switcher/page-switcher';
import primaryNav from '../../components/primary-nav/primary-nav';
import scrollIndicator from '../../components/scroll-indicator/scroll-indicator';
import searchOverlay from '../../components/search-overlay/search-overlay';
import searchResults from '../../components/search-results/search-results';
import sectionNav from '../../components/section-nav/section-nav';
import shareLinks from '../../components/share-links/share-links';
import tableOverflow from '../../components/table-overflow/table-overflow';

const root = process.cwd();

/** Every template file under `dir` (recursively). */
function templates(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(njk|md|html)$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')));
}

/** Each `data-enhancer="…"` value written in the templates of components/, layouts/ and pages/, with its file. */
const roots = ['components', 'layouts', 'pages'].flatMap(templates).flatMap((file) =>
  [...readFileSync(path.join(root, file), 'utf8').matchAll(/data-enhancer="([^"]*)"/g)].map((m) => ({
    file,
    name: m[1]!,
  })),
);

const hasUnitTest = (name: string) =>
  ['ts', 'tsx'].some((ext) => existsSync(path.join(root, `components/${name}/${name}.test.${ext}`)));

describe('enhancer registry', () => {
  it('has one entry per enhancer module of components/, named after its file, the entries, lists and gallery tooling left out', () => {
    expect(Object.keys(registry).sort()).toEqual([...enhancerModules().keys()]);
    expect(Object.keys(registry)).toContain('carousel');
    expect(Object.keys(registry)).not.toContain('page-switcher');
  });

  it('imports each enhancer module as its default export only (the registry and the tooling’s), so its chunk exports nothing else', () => {
    const lines = enhancersSource().trim().split('\n').slice(1, -1);
    expect(lines).toHaveLength(enhancerModules().size);
    for (const line of lines)
      expect(line).toMatch(/^ {2}"([\w-]+)": \(\) => import\("\/components\/\1\/\1\.tsx?\?default"\),$/);
    expect(readFileSync(path.join(root, 'enhancers/gallery.ts'), 'utf8')).toContain(
      "'page-switcher': () => import('../components/page-switcher/page-switcher.tsx?default'),",
    );
  });

  it('every enhancer is an `Enhance`, returning its clean-up (the types are checked by `npm run typecheck`)', () => {
    const all: Record<string, Enhance> = {
      carousel,
      counter,
      'document-library': documentLibrary,
      'enquiry-form': enquiryForm,
      'flexible-image': flexibleImage,
      'image-modal': imageModal,
      'mobile-nav': mobileNav,
      'page-switcher': pageSwitcher,
      'primary-nav': primaryNav,
      'scroll-indicator': scrollIndicator,
      'search-overlay': searchOverlay,
      'search-results': searchResults,
      'section-nav': sectionNav,
      'share-links': shareLinks,
      'table-overflow': tableOverflow,
    };
    expect(Object.keys(all).sort()).toEqual([...enhancerModules().keys(), ...Object.keys(tools)].sort());
  });

  it('loads each name from the module of that name', async () => {
    for (const [name, file] of enhancerModules()) {
      const loaded = await registry[name]!();
      const direct = (await import(/* @vite-ignore */ path.join(root, file))) as { default: unknown };
      expect(Object.keys(loaded), `${file}: the registry's import sees its default export only`).toEqual(['default']);
      expect(loaded.default, file).toBe(direct.default);
    }
  });
});

describe('data-enhancer values in components/, layouts/ and pages/', () => {
  it('are found (the scan reads the templates)', () => {
    expect(roots.map((r) => r.name)).toEqual(
      expect.arrayContaining(['carousel', 'mobile-nav', 'search-overlay', 'search-results', 'page-switcher']),
    );
  });

  it.each(roots.map((r) => [r.name, r.file] as const))(
    '"%s" (%s) is a literal name with a module in components/ and a unit test',
    (name, file) => {
      expect(
        name,
        `${file}: write the enhancer's name literally, e.g. data-enhancer="carousel"; a variant is a prop of the macro`,
      ).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(
        name in registry || name in tools,
        `${file}: data-enhancer="${name}" has no module; add components/${name}/${name}.tsx`,
      ).toBe(true);
      expect(
        hasUnitTest(name),
        `${file}: data-enhancer="${name}" has no unit test; add components/${name}/${name}.test.ts(x)`,
      ).toBe(true);
    },
  );
});
