import { defineConfig } from 'vitest/config';
import { jsxOptions, preactAliases } from './src/eleventy/vite.js';

/**
 * Unit tests (test/unit; DOM tests opt into happy-dom with a `@vitest-environment` docblock) and
 * checks on the built site (test/site). `npm test` builds first; test/site reads `_site/`.
 * `react`/`react-dom` resolve to preact/compat here too, as in the browser bundle.
 */
export default defineConfig({
  resolve: { alias: preactAliases },
  esbuild: jsxOptions,
  test: {
    include: ['test/unit/**/*.test.ts', 'test/unit/**/*.test.tsx', 'test/site/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30000,
  },
});
