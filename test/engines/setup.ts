/**
 * The cross-engine suite's global setup: `node scripts/serve.js` on the built `_site/` (as `npm start`
 * serves it; `npm test` builds first), and the error probe's proxy in front of it
 * (test/engines/lib/probe.ts). The browsers load the proxy's origin, `http://localhost:<port + 1>`.
 * The gallery build (`npm run build:gallery`, a preview build whose sample documents are
 * published) is served the same way, for the journeys through what production does not publish yet.
 *
 * Ports: TEST_ENGINES_PORT (default TEST_PORT + 600, or 4773) for the server, the next one for the
 * proxy, the one after for WebKitWebDriver, and the two after that for the gallery's server and proxy.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { GALLERY_DIR, SITE_DIR } from '../support/built-site.js';
import { TEST_ENQUIRIES_FILE } from '../support/enquiries.js';
import { startProbeProxy } from './lib/probe.js';

export const enginesPort = () => Number(process.env.TEST_ENGINES_PORT || Number(process.env.TEST_PORT || 4173) + 600);

declare module 'vitest' {
  export interface ProvidedContext {
    /** The origin the browsers load: the probe's proxy in front of serve.js. */
    engineOrigin: string;
    /** WebKitWebDriver's port. */
    webkitDriverPort: number;
    /** The same for the gallery build. */
    galleryOrigin: string;
  }
}

/**
 * Serves `siteDir` with scripts/serve.js on `port`, and the error probe's proxy on `port + 1`.
 * @param siteDir  the built site's folder
 * @param port  the server's port; the proxy takes the next one
 * @param build  the command that builds `siteDir`, named when it is not built
 * @returns its origin (the proxy's) and what stops both
 * @throws {Error} when the site is not built or the server exits
 */
async function serveWithProbe(
  siteDir: string,
  port: number,
  build: string,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  if (!existsSync(path.join(siteDir, 'index.html')))
    throw new Error(`No built site in ${siteDir}: run \`${build}\` first.`);
  const server = spawn(process.execPath, ['scripts/serve.js', '--port', String(port)], {
    env: { ...process.env, SITE_DIR: siteDir, ENQUIRIES_FILE: TEST_ENQUIRIES_FILE },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (d: Buffer) => {
      output += d;
      if (output.includes(`http://localhost:${port}/`)) resolve();
    };
    server.stdout!.on('data', read);
    server.stderr!.on('data', read);
    server.once('exit', (code) => reject(new Error(`scripts/serve.js exited (${code}) on port ${port}: ${output}`)));
  });
  const closeProxy = await startProbeProxy(port + 1, `http://127.0.0.1:${port}`);
  return {
    origin: `http://localhost:${port + 1}`,
    stop: async () => {
      await closeProxy();
      server.kill('SIGTERM');
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const port = enginesPort();
  const site = await serveWithProbe(SITE_DIR, port, 'npm run build');
  const gallery = await serveWithProbe(GALLERY_DIR, port + 3, 'npm run build:gallery').catch(async (error) => {
    await site.stop();
    throw error;
  });
  project.provide('engineOrigin', site.origin);
  project.provide('webkitDriverPort', port + 2);
  project.provide('galleryOrigin', gallery.origin);
  return async () => {
    await gallery.stop();
    await site.stop();
  };
}
