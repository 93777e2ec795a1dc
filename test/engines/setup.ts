/**
 * The cross-engine suite's global setup: `node scripts/serve.js` on the built `_site/` (as `npm start`
 * serves it; `npm test` builds first), and the error probe's proxy in front of it
 * (test/engines/lib/probe.ts). The browsers load the proxy's origin, `http://localhost:<port + 1>`.
 *
 * Ports: TEST_ENGINES_PORT (default TEST_PORT + 600, or 4773) for the server, the next one for the
 * proxy, and the one after for WebKitWebDriver.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { SITE_DIR } from '../support/built-site.js';
import { TEST_ENQUIRIES_FILE } from '../support/enquiries.js';
import { startProbeProxy } from './lib/probe.js';

export const enginesPort = () => Number(process.env.TEST_ENGINES_PORT || Number(process.env.TEST_PORT || 4173) + 600);

declare module 'vitest' {
  export interface ProvidedContext {
    /** The origin the browsers load: the probe's proxy in front of serve.js. */
    engineOrigin: string;
    /** WebKitWebDriver's port. */
    webkitDriverPort: number;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(path.join(SITE_DIR, 'index.html'))) throw new Error(`No built site in ${SITE_DIR}: run \`npm run build\` first.`);
  const port = enginesPort();
  const server = spawn(process.execPath, ['scripts/serve.js', '--port', String(port)], {
    env: { ...process.env, ENQUIRIES_FILE: TEST_ENQUIRIES_FILE },
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
  project.provide('engineOrigin', `http://localhost:${port + 1}`);
  project.provide('webkitDriverPort', port + 2);
  return async () => {
    await closeProxy();
    server.kill('SIGTERM');
  };
}
