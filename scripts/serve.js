// @ts-check
/**
 * Serves the built site (`_site/`) on localhost and prints its URL, as the static hosts serve it:
 * `_headers`, `_redirects` and the 404 page (scripts/lib/static-host.js).
 * Usage: node scripts/serve.js [--port 8080]   (or PORT=8080; SITE_DIR=dir serves another build).
 * Run it after the build: the host reads the files and the two configuration files once, at start-up.
 */
import http from 'node:http';
import { existsSync } from 'node:fs';
import { createStaticHost } from './lib/static-host.js';

const root = process.env.SITE_DIR || '_site';
if (!existsSync(`${root}/index.html`)) {
  console.error(`No built site in ${root}/. Run "npm run build" first (or "npm start", which builds and serves).`);
  process.exit(1);
}
const flag = process.argv.indexOf('--port');
const port = Number(flag > -1 ? process.argv[flag + 1] : process.env.PORT || 8080);
const staticHost = createStaticHost(root);

http
  .createServer((req, res) => staticHost(req, res))
  .listen(port, '127.0.0.1', () => {
    console.log(`Serving ${root}/ at http://localhost:${port}/  (Ctrl+C to stop)`);
  });
