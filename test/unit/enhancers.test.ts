// @vitest-environment happy-dom
/**
 * One name per component (issue 15, DESIGN.md §2 "Macro ↔ enhancer"): the registry is built from
 * the enhancers/ folder (`virtual:enhancers`, src/eleventy/vite-plugins/enhancer-registry.js), and every `data-enhancer` value a macro or page template writes names a
 * module there (or the gallery tooling's, enhancers/frontend.ts) and that module has a unit test,
 * test/unit/<name>.test.ts or .tsx.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../enhancers/registry';
import { tools } from '../../enhancers/frontend';
import { enhancerModules } from '../../src/eleventy/enhancer-modules.js';

const root = process.cwd();

/** Every template file under `dir` (recursively). */
function templates(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(njk|md|html)$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')));
}

/** Each `data-enhancer="…"` value written in the templates of layouts/ and pages/, with its file. */
const roots = ['layouts', 'pages'].flatMap(templates).flatMap((file) =>
  [...readFileSync(path.join(root, file), 'utf8').matchAll(/data-enhancer="([^"]*)"/g)].map((m) => ({ file, name: m[1]! })),
);

const hasUnitTest = (name: string) => ['ts', 'tsx'].some((ext) => existsSync(path.join(root, `test/unit/${name}.test.${ext}`)));

describe('enhancer registry', () => {
  it('has one entry per module of enhancers/, named after its file, the entries, lists and gallery tooling left out', () => {
    expect(Object.keys(registry).sort()).toEqual([...enhancerModules().keys()]);
    expect(Object.keys(registry)).toContain('carousel');
    expect(Object.keys(registry)).not.toContain('page-switcher');
  });

  it('exports only `default` from each on-demand module (enhancers, the tooling’s, the routines’), so its chunk exports nothing else', async () => {
    const files = [...enhancerModules().values(), 'enhancers/page-switcher.tsx', ...['image-sizes', 'iframe-fix', 'marketing-forms', 'viewport'].map((n) => `enhancers/lib/${n}.ts`)];
    for (const file of files) {
      const exported = Object.keys((await import(/* @vite-ignore */ path.join(root, file))) as object);
      expect(exported, `${file}: move its other exports to its sibling module (${file.replace(/(\w[\w-]*)\.tsx?$/, '$1/$1')})`).toEqual(['default']);
    }
  });

  it('loads each name from the module of that name', async () => {
    for (const [name, file] of enhancerModules()) {
      const loaded = await registry[name]!();
      const direct = (await import(/* @vite-ignore */ path.join(root, file))) as { default: unknown };
      expect(loaded.default, file).toBe(direct.default);
    }
  });
});

describe('data-enhancer values in layouts/ and pages/', () => {
  it('are found (the scan reads the templates)', () => {
    expect(roots.map((r) => r.name)).toEqual(expect.arrayContaining(['carousel', 'mobile-nav', 'search-overlay', 'search-results', 'page-switcher']));
  });

  it.each(roots.map((r) => [r.name, r.file] as const))('"%s" (%s) is a literal name with a module in enhancers/ and a unit test', (name, file) => {
    expect(name, `${file}: write the enhancer's name literally, e.g. data-enhancer="carousel"; a variant is a prop of the macro`).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(name in registry || name in tools, `${file}: data-enhancer="${name}" has no module; add enhancers/${name}.tsx`).toBe(true);
    expect(hasUnitTest(name), `${file}: data-enhancer="${name}" has no unit test; add test/unit/${name}.test.ts(x)`).toBe(true);
  });
});
