// @ts-check
/**
 * Serves the built site (`_site/`) on localhost and prints its URL.
 * Usage: node scripts/serve.js [--port 8080]   (or PORT=8080; SITE_DIR=dir serves another build). Unknown paths get 404.html with status 404.
 * Run it after the build: sirv in production mode lists the files once, at start-up.
 */
import http from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import sirv from 'sirv';

const root = process.env.SITE_DIR || '_site';
if (!existsSync(`${root}/index.html`)) {
  console.error(`No built site in ${root}/. Run "npm run build" first (or "npm start", which builds and serves).`);
  process.exit(1);
}
const flag = process.argv.indexOf('--port');
const port = Number(flag > -1 ? process.argv[flag + 1] : process.env.PORT || 8080);
const assets = sirv(root, { etag: true, gzip: false, brotli: false, extensions: ['html'] });
const notFound = readFileSync(`${root}/404.html`);

http
  .createServer((req, res) => {
    assets(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(notFound);
    });
  })
  .listen(port, '127.0.0.1', () => {
    console.log(`Serving ${root}/ at http://localhost:${port}/  (Ctrl+C to stop)`);
  });
