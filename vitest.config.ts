import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { buildMode, galleryEnabled } from './src/eleventy/build-mode.js';
import { glideSourceAlias, jsxOptions, preactAliases } from './src/eleventy/bundle/vite.js';
import { enhancerRegistry } from './src/eleventy/bundle/enhancer-registry.js';

/**
 * Two projects (docs/testing.md "The layers"):
 * - `unit`, which needs no build: unit tests (each component's beside it in components/<name>/, the
 *   rest in test/unit; DOM tests opt into happy-dom with a `@vitest-environment` docblock) and the
 *   tests that run a build of their own, on fixtures or a scratch copy of the project (test/scratch).
 *   `npm test` runs it beside the builds (`npm run test:unit`).
 * - `site`, checks on the built site (test/site), which read `_site/` (`npm run test:site`, after
 *   `npm run build`).
 * - `hosts`, the built site as Cloudflare's runtime (`wrangler pages dev`) and `npm run serve`
 *   answer it over HTTP, the same checks on both (test/hosts; `npm run test:hosts`).
 * `react`/`react-dom` resolve to preact/compat here too, as in the browser bundle, Glide to its
 * ES2015 source (`glideSourceAlias`), and
 * enhancers/registry.ts gets its list from the folder as in the build (`virtual:enhancers`).
 *
 * test/site checks the build in SITE_DIR, and the environment that made it (PREVIEW, GALLERY)
 * decides which files apply (docs/testing.md "Build modes"): `*.production.test.ts` on a
 * production build, `*.preview.test.ts` on a preview build, `*.gallery.test.ts` on a build with the
 * gallery; every other file on any build. A file that does not apply is not collected, so no test
 * skips itself for the build mode.
 */
const { preview } = buildMode();
const BUILD_SPECIFIC = {
  production: 'test/site/**/*.production.test.ts',
  preview: 'test/site/**/*.preview.test.ts',
  gallery: 'test/site/**/*.gallery.test.ts',
};
const notThisBuild = [
  preview ? BUILD_SPECIFIC.production : BUILD_SPECIFIC.preview,
  ...(galleryEnabled() ? [] : [BUILD_SPECIFIC.gallery]),
];

export default defineConfig({
  plugins: [enhancerRegistry()],
  resolve: { alias: { ...preactAliases, ...glideSourceAlias } },
  esbuild: jsxOptions,
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'components/**/*.test.ts',
            'components/**/*.test.tsx',
            'test/unit/**/*.test.ts',
            'test/unit/**/*.test.tsx',
            'test/scratch/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'hosts',
          include: ['test/hosts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'site',
          include: ['test/site/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...notThisBuild],
        },
      },
    ],
    environment: 'node',
    // A guard against a hang, not a speed check (docs/testing.md): the site tests that build a scratch
    // site take ~10 s alone and several times that on a loaded 2-core machine, where 30 s failed them.
    testTimeout: 180000,
    // Glide's source imports its modules without file extensions, as a bundler allows and Node does
    // not: Vite resolves and transforms it instead of handing it to Node.
    server: { deps: { inline: [/@glidejs\/glide\/src\//] } },
    // Worker threads rather than forked processes: the same tests, ~15 % less time on 2 cores.
    pool: 'threads',
    // One thread per core: Vitest's default leaves one core out (2 cores → 1 thread, 20 % idle);
    // two threads took the step from 140.6 s to 117.5 s.
    maxWorkers: availableParallelism(),
  },
});
