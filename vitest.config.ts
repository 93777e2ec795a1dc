import { defineConfig } from 'vitest/config';

/**
 * Unit tests (test/unit, happy-dom) and checks on the built site (test/site, Node).
 * `npm test` builds first; test/site reads `_site/`.
 */
export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/site/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30000,
  },
});
