// @ts-check
/**
 * Keeps a deploy preview or branch deploy out of search engines (netlify.toml; docs/deploy.md
 * "Netlify" and "Cloudflare Pages"): adds `X-Robots-Tag: noindex` to the `/*` rule of the built
 * site's `_headers`, so that every response carries it. Run after the build; running it twice adds
 * it once.
 *
 * It goes into the existing `/*` rule, not a second `/*` rule at the end: Cloudflare keeps one rule
 * per path pattern, the last, so a second `/*` dropped the site's Content-Security-Policy and
 * X-Frame-Options from every page (seen in its own runtime, test/hosts/preview.test.ts). The
 * `/admin/*` rule detaches it (`! X-Robots-Tag`) before its own `noindex, nofollow`.
 *
 * Usage: node scripts/noindex-headers.js   (SITE_DIR=dir for another build)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_DIR } from '../src/folders.js';

/** The header line added to the `/*` rule. */
const NOINDEX_LINE = '  X-Robots-Tag: noindex';

const file = path.join(SITE_DIR, '_headers');
if (!existsSync(file)) {
  console.error(`No ${file}: run "npm run build" first.`);
  process.exit(1);
}
const lines = readFileSync(file, 'utf8').split('\n');
const rule = lines.indexOf('/*');
if (rule < 0) {
  console.error(`${file} has no "/*" rule to add X-Robots-Tag to: see pages/headers.njk.`);
  process.exit(1);
}
if (lines[rule + 1] !== NOINDEX_LINE) {
  lines.splice(rule + 1, 0, NOINDEX_LINE);
  writeFileSync(file, lines.join('\n'));
}
console.log(`${file}: every response carries X-Robots-Tag: noindex.`);
