// @ts-check
/**
 * `npm run cms`: edit the site locally in the CMS (docs/requirements.md#content-as-data-and-the-cms, docs/cms.md). Builds the
 * site in preview mode (samples and content gaps shown, labelled) into `_site-cms/`, serves it on
 * http://localhost:<port>/ as the static hosts do (with /admin/), and builds it again whenever a
 * page, a content file or an upload changes, so a saved entry shows on the site a few seconds later
 * without reloading the CMS. Each build is a new process: the content is read at start-up
 * (src/content/read.js), which Eleventy's own watch mode would not repeat. In the CMS, "Work with Local Repository" (Chrome
 * or Edge, on localhost) edits this working copy; the author then commits the changes.
 *
 * Usage: npm run cms [-- --port 8081]   (or PORT=8081)
 */
import { spawn, spawnSync } from 'node:child_process';
import { watch } from 'node:fs';

/** The build the CMS's local server shows: its own folder, never the production build's. */
const SITE_DIR = '_site-cms';
const flag = process.argv.indexOf('--port');
const port = Number(flag > -1 ? process.argv[flag + 1] : process.env.PORT || 8081);
const env = { ...process.env, SITE_DIR, PREVIEW: '1' };
const eleventy = 'node_modules/@11ty/eleventy/cmd.cjs';

console.log(`Building the site into ${SITE_DIR}/ (preview: samples shown, labelled "Sample —") …`);
const first = spawnSync(process.execPath, [eleventy, '--quiet'], { env, stdio: 'inherit' });
if (first.status !== 0) process.exit(first.status ?? 1);

/** The folders whose changes rebuild the site: what the CMS writes. */
const WATCHED = ['pages', 'src/content'];
/** @type {import('node:child_process').ChildProcess | null} */
let building = null;
let again = false;
/** Builds now, or once the running build ends. */
const rebuild = () => {
  if (building) {
    again = true;
    return;
  }
  console.log('A file changed: building the site again …');
  building = spawn(process.execPath, [eleventy, '--quiet'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  building.on('exit', (code) => {
    building = null;
    console.log(code === 0 ? 'Built: reload a page of the site to see the change.' : 'The build failed (see above): fix the file it names, and save again.');
    if (again) {
      again = false;
      rebuild();
    }
  });
};
/** @type {NodeJS.Timeout | undefined} */
let pending;
const watchers = WATCHED.map((dir) =>
  watch(dir, { recursive: true }, () => {
    clearTimeout(pending);
    pending = setTimeout(rebuild, 300);
  }),
);
// The local server (scripts/serve.js, as the static hosts serve the site) reads each file when it
// is asked for, so a rebuild's files are served without a restart.
const server = spawn(process.execPath, ['scripts/serve.js', '--port', String(port)], { env, stdio: ['ignore', 'ignore', 'inherit'] });
console.log(`\nEdit the site at http://localhost:${port}/admin/ (Chrome or Edge): choose "Work with Local Repository" and pick this folder.`);
console.log(`The site itself is at http://localhost:${port}/ and is rebuilt after each save. Commit your changes with git when you are done. Ctrl+C to stop.`);

const stop = () => {
  for (const w of watchers) w.close();
  building?.kill();
  server.kill();
};
server.on('exit', (code) => {
  for (const w of watchers) w.close();
  building?.kill();
  process.exitCode = code ?? 0;
});
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
