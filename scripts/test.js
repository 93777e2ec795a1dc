// @ts-check
/**
 * `npm test`: the whole suite, every gate (docs/testing.md "What npm test does"), in the order the steps need,
 * then a table of each step's time (s) so that a slow step shows (docs/architecture.md#budgets: ≤ 12
 * minutes on the 2-core machine, of which the cross-engine suite ≤ 4), with the total against it.
 *
 * The type check then the lint (ESLint, Prettier, knip) run beside the builds, which need neither.
 * The builds run one after the other (they share the image cache in `.cache/`; each is mostly one
 * core's work), and the unit tests (`test:unit`: components, test/unit, and test/scratch) run beside
 * the second: they need no build, but test/scratch copies the project with its `.cache/` into
 * scratch folders, which the first build of a fresh clone is still filling. Then the checks on the built site
 * (`test:site`) and the gallery's site test, beside the host suite (`test:hosts`: both builds as
 * Cloudflare's runtime and `npm run serve` answer them, the enquiry receivers), the browser tests (Playwright spreads those over the cores
 * itself), and the cross-engine suite in Firefox ESR and WebKitGTK (it serves `_site/` and the
 * gallery build itself with `node scripts/serve.js --port …`). The first failing step stops the run
 * with its exit code, once the steps running beside it have ended.
 *
 * Usage: node scripts/test.js   (npm test)
 */
import { spawn } from 'node:child_process';

/** The budgets of the whole run and of the cross-engine step, in seconds (docs/architecture.md#budgets). */
const BUDGET_S = { total: 12 * 60, 'test:engines': 4 * 60 };

/** @type {{ step: string, seconds: number, code: number }[]} */
const times = [];

/**
 * Runs `npm run <script>` with the output shown as it comes.
 * @param {string} script  a script of package.json
 * @returns {Promise<number>} its exit code
 */
function run(script) {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('exit', (code, signal) => {
      const exit = code ?? (signal ? 1 : 0);
      times.push({ step: script, seconds: (performance.now() - start) / 1000, code: exit });
      resolve(exit);
    });
  });
}

/** Prints the step times and exits with `code`. @param {number} code */
function finish(code) {
  console.log('\nnpm test, step times:');
  const line = (/** @type {string} */ step, /** @type {number} */ seconds, exit = 0) => {
    const budget = BUDGET_S[/** @type {keyof BUDGET_S} */ (step)];
    const over = budget && seconds > budget ? `  (over its budget of ${budget} s)` : '';
    console.log(`  ${step.padEnd(14)} ${seconds.toFixed(1).padStart(7)} s${exit ? `  (exit ${exit})` : ''}${over}`);
  };
  for (const { step, seconds, code: exit } of times) line(step, seconds, exit);
  line('total', (performance.now() - started) / 1000);
  process.exit(code);
}

const started = performance.now();
// The type check and the lint need no build; the unit tests need `.cache/` filled by the first build.
const typecheck = (async () => (await run('typecheck')) || run('lint'))();
const build = run('build');
const gallery = (async () => (await build) || run('build:gallery'))();
const unit = (async () => (await build) || run('test:unit'))();
const failed = (await Promise.all([build, gallery, typecheck, unit])).find((code) => code !== 0);
if (failed) finish(failed);
// The host suite beside the checks on the built site: it mostly waits on the runtimes it starts
// (wrangler's start, a D1 migration, a person's pace in the browser), while those use the cores.
const checks = (
  await Promise.all([(async () => (await run('test:site')) || run('test:gallery'))(), run('test:hosts')])
).find((code) => code !== 0);
if (checks) finish(checks);
for (const step of ['test:browser', 'test:engines']) {
  const code = await run(step);
  if (code) finish(code);
}
finish(0);
