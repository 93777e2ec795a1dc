// @ts-check
/**
 * Serves the built site (`_site/`) on localhost and prints its URL: a thin composition of request
 * handlers, each in its own module, tried in turn.
 * Usage: node scripts/serve.js [--port 8080]   (or PORT=8080; SITE_DIR=dir serves another build).
 * Run it after the build: the host reads the files and the two configuration files once, at start-up.
 * - scripts/lib/enquiry-receiver.js: the `local` enquiry receiver (issue 12), POST /contact/,
 *   storing into $ENQUIRIES_FILE (default .data/enquiries.jsonl);
 * - scripts/lib/static-host.js: the built files as the static hosts serve them (issue 13):
 *   `_headers`, `_redirects` and the 404 page for an unknown path.
 */
import http from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import enquiry from '../src/eleventy/enquiry-fields.js';
import { createEnquiryReceiver } from './lib/enquiry-receiver.js';
import { createStaticHost } from './lib/static-host.js';
import { SITE_DIR } from '../src/folders.js';

const root = SITE_DIR;
if (!existsSync(`${root}/index.html`)) {
  console.error(`No built site in ${root}/. Run "npm run build" first (or "npm start", which builds and serves).`);
  process.exit(1);
}
const flag = process.argv.indexOf('--port');
const port = Number(flag > -1 ? process.argv[flag + 1] : process.env.PORT || 8080);
const enquiriesFile = process.env.ENQUIRIES_FILE || '.data/enquiries.jsonl';
const enquiries = createEnquiryReceiver({
  file: enquiriesFile,
  fields: enquiry.fields,
  honeypot: enquiry.honeypot.name,
  maxBodyBytes: enquiry.maxBodyBytes,
  pageShell: readFileSync(`${root}/404.html`, 'utf8'),
});
const staticHost = createStaticHost(root);

http
  .createServer((req, res) => enquiries(req, res, () => staticHost(req, res)))
  .listen(port, '127.0.0.1', () => {
    console.log(`Serving ${root}/ at http://localhost:${port}/  (Ctrl+C to stop)`);
    console.log(`Enquiries sent to this server are stored in ${enquiriesFile} ("npm run enquiries" lists them).`);
  });
