import { defineConfig } from 'vitest/config';

/**
 * The cross-engine suite (`npm run test:engines`, docs/testing.md "Cross-engine suite"): Firefox
 * ESR and WebKitGTK on the built site, one file per engine, the two files side by side (one core
 * each). test/engines/setup.ts serves `_site/` and the error probe's proxy.
 */
export default defineConfig({
  test: {
    include: ['test/engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/engines/setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // A step waits at most 20 s for a page state (test/engines/lib/suite.ts); a journey has a few.
    testTimeout: 90000,
    // Starting a browser on a busy machine: Firefox took 23 s on the loaded 2-core machine.
    hookTimeout: 120000,
  },
});
