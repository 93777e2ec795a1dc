// @ts-check
/**
 * `npm run cms`: edit the site locally in the CMS (docs/requirements.md#content-as-data-and-the-cms, docs/cms.md). Builds the
 * site in preview mode (samples and content gaps shown, labelled), serves it on
 * http://localhost:<port>/ as the static hosts do (with /admin/), and builds it again whenever a
 * page or a content file changes, so a saved entry shows on the site a few seconds later
 * without reloading the CMS. Each build is a new process (scripts/lib/cms-build.js): the content is
 * read at start-up (src/content/read.js), which Eleventy's own watch mode would not repeat.
 *
 * The site and /admin/ answer throughout (docs/cms.md "While the site is built again"): each
 * build goes into a folder of its own, `_site-cms.a` or `_site-cms.b` in turn, while the server
 * serves `_site-cms`, a symbolic link to the last good build; a good build replaces the link in one
 * rename, which is atomic, so a request is answered from one whole build or the other, never from a
 * half-written one. The build's own output goes to LOG_FILE; the terminal gets one line a build.
 * A failed build leaves the last good one served, with a banner on each page naming the file, the
 * field and the fix (scripts/lib/cms-front.js), until the next good build.
 *
 * In the CMS, "Work with Local Repository" (Chrome or Edge, on localhost) edits this working copy;
 * the author then commits the changes.
 *
 * Usage: npm run cms [-- --port 8081]   (or PORT=8081)
 */
import { fork, spawn } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  closeSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import chokidar from 'chokidar';
import { createFront } from './lib/cms-front.js';
import { cmsConfig, cmsLocation } from '../src/eleventy/cms/cms-config.js';

/** The folder the local server serves: a symbolic link to the last good build. */
const SITE_DIR = '_site-cms';
/** The two folders the builds go into, in turn. */
const BUILD_DIRS = [`${SITE_DIR}.a`, `${SITE_DIR}.b`];
/** Where each build's full output goes (Eleventy's messages, an error's stack). */
const LOG_FILE = '.cache/cms-build.log';
const flag = process.argv.indexOf('--port');
const port = Number(flag > -1 ? process.argv[flag + 1] : process.env.PORT || 8081);

/** @typedef {import('./lib/cms-front.js').BuildFailure} BuildFailure */

/** The build the link points at, or undefined when there is none yet. */
function servedBuild() {
  try {
    return lstatSync(SITE_DIR).isSymbolicLink() ? readlinkSync(SITE_DIR) : undefined;
  } catch {
    return undefined;
  }
}

/** Points SITE_DIR at `dir` in one rename (a request sees the old build or the new, whole). @param {string} dir */
function serve(dir) {
  const next = `${SITE_DIR}.next`;
  rmSync(next, { force: true });
  symlinkSync(dir, next, 'dir');
  renameSync(next, SITE_DIR);
}

/** @type {import('node:child_process').ChildProcess | undefined} the build running now */
let current;

/**
 * Builds the site into `dir` (scripts/lib/cms-build.js), its output into LOG_FILE.
 * @param {string} dir
 * @returns {Promise<BuildFailure | null>} null when it succeeded
 */
function build(dir) {
  mkdirSync(path.dirname(LOG_FILE), { recursive: true });
  const log = openSync(LOG_FILE, 'w');
  return new Promise((resolve) => {
    /** @type {BuildFailure | null | undefined} */
    let verdict;
    const child = (current = fork('scripts/lib/cms-build.js', [], {
      env: { ...process.env, SITE_DIR: dir, PREVIEW: '1' },
      stdio: ['ignore', log, log, 'ipc'],
    }));
    child.on('message', (/** @type {{ ok: boolean } & BuildFailure} */ message) => {
      verdict = message.ok ? null : { problems: located(message.problems), message: message.message };
    });
    child.on('exit', (code) => {
      current = undefined;
      closeSync(log);
      if (verdict === undefined)
        verdict = code === 0 ? null : { problems: [], message: `the build stopped (exit code ${code})` };
      resolve(verdict);
    });
  });
}

/**
 * The problems with where the CMS edits each (the entry and the field's label), for /admin/.
 * @param {BuildFailure['problems']} problems
 * @returns {BuildFailure['problems']}
 */
function located(problems) {
  let config;
  try {
    config = cmsConfig();
  } catch {
    // The content the configuration is read from is itself broken: the problems name the files.
    return problems;
  }
  return problems.map((p) => ({ ...p, where: p.file ? cmsLocation(p.file, p.field, config) : null }));
}

/**
 * The verdict as one line of the terminal: the author error (the first, and how many more), or the
 * first line of another error and the log to read.
 * @param {BuildFailure} failure
 * @param {boolean} [served]  a good build is served meanwhile (false only when the first build fails)
 */
function failureLine(failure, served = true) {
  const [first, ...more] = failure.problems;
  const meanwhile = served ? ' The site shows the last good build until then.' : '';
  if (!first) return `Not built: ${failure.message} (the build's full output is in ${LOG_FILE}).${meanwhile}`;
  const others = more.length ? ` (and ${more.length} more${served ? ', listed on the site' : ` in ${LOG_FILE}`})` : '';
  return `Not built: ${first.message}${others} Fix it and save again.${meanwhile}`;
}

// A folder left by an older `npm run cms`, which built into _site-cms itself, gives way to the link.
if (existsSync(SITE_DIR) && !lstatSync(SITE_DIR).isSymbolicLink()) rmSync(SITE_DIR, { recursive: true, force: true });

/** @type {BuildFailure | null} */
let failure = null;
/** When the last good build was served (ISO 8601), for /admin/. */
let builtAt = /** @type {string | null} */ (null);
/** The folder the next build goes into: the one not served. */
const idle = () => BUILD_DIRS.find((dir) => dir !== servedBuild()) ?? BUILD_DIRS[0];

console.log(`Building the site (preview: samples shown, labelled "Sample —") …`);
{
  const dir = idle();
  failure = await build(dir);
  if (!failure) {
    serve(dir);
    builtAt = new Date().toISOString();
  } else if (!servedBuild()) {
    console.error(failureLine(failure, false));
    process.exit(1);
  } else console.log(failureLine(failure));
}

/** The folders whose changes rebuild the site: what the CMS writes. */
const WATCHED = ['pages', 'src/content'];
let building = false;
let again = false;
/** Builds now, or once the running build ends. */
const rebuild = async () => {
  if (building) {
    again = true;
    return;
  }
  building = true;
  console.log('A file changed: building the site again …');
  const dir = idle();
  const verdict = await build(dir);
  if (verdict) {
    failure = verdict;
    console.log(failureLine(verdict));
  } else {
    serve(dir);
    failure = null;
    builtAt = new Date().toISOString();
    console.log('Built: reload a page of the site to see the change.');
  }
  building = false;
  if (again) {
    again = false;
    void rebuild();
  }
};
/** @type {NodeJS.Timeout | undefined} */
let pending;
// chokidar, not fs.watch's recursive mode: on Linux that loses a file once it is replaced by a
// rename, which is how the browser writes a file the CMS saves (a swap file moved into place), so a
// second save of one entry would not rebuild.
const watcher = chokidar.watch(WATCHED, { ignoreInitial: true }).on('all', () => {
  clearTimeout(pending);
  pending = setTimeout(() => {
    pending = undefined;
    void rebuild();
  }, 300);
});
// A save made once the addresses are printed rebuilds: the watcher has read the folders by then.
await new Promise((resolve) => watcher.once('ready', resolve));

/** A port free on 127.0.0.1 now, for the static host behind the front. @returns {Promise<number>} */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(free));
    });
  });

// The local static host (scripts/serve.js, as the static hosts serve the site) reads each file when
// it is asked for, through the link, so a new build is served without a restart.
const upstreamPort = await freePort();
const server = spawn(process.execPath, ['scripts/serve.js', '--port', String(upstreamPort)], {
  // PUBLIC_PORT: the author's pages come from the front's port, so the enquiry form posts from there.
  env: { ...process.env, SITE_DIR, PUBLIC_PORT: String(port) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
// The front opens once the static host listens (its first line), so that no request finds it closed.
await new Promise((resolve) => server.stdout?.once('data', resolve));
server.stdout?.resume();
const front = createFront({
  upstreamPort,
  failure: () => failure,
  logFile: LOG_FILE,
  building: () => building || pending !== undefined,
  builtAt: () => builtAt,
});
front.listen(port, '127.0.0.1', () => {
  console.log(
    `\nEdit the site at http://localhost:${port}/admin/ (Chrome or Edge): choose "Work with Local Repository" and pick this folder.`,
  );
  console.log(
    `The site itself is at http://localhost:${port}/ and is rebuilt after each save. Commit your changes with git when you are done. Ctrl+C to stop.`,
  );
});

const stop = () => {
  void watcher.close();
  clearTimeout(pending);
  current?.kill();
  server.kill();
  front.close();
  front.closeAllConnections();
};
server.on('exit', (code) => {
  void watcher.close();
  current?.kill();
  front.close();
  front.closeAllConnections();
  process.exitCode = code ?? 0;
});
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
