// @ts-check
/**
 * Keeps a deploy preview or branch deploy out of search engines (netlify.toml; docs/deploy.md "Netlify"):
 * appends to the built site's `_headers` a block that sends `X-Robots-Tag: noindex` with every
 * response. Run after the build; running it twice adds the block once.
 * Usage: node scripts/noindex-headers.js   (SITE_DIR=dir for another build)
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_DIR } from '../src/folders.js';

/** The block appended: every path, one header. */
const NOINDEX_BLOCK =
  '\n# Added for a deploy preview or branch deploy (scripts/noindex-headers.js): not for search engines.\n/*\n  X-Robots-Tag: noindex\n';

const file = path.join(SITE_DIR, '_headers');
if (!existsSync(file)) {
  console.error(`No ${file}: run "npm run build" first.`);
  process.exit(1);
}
// The block itself, not any noindex header: /admin/* has one of its own in every build.
if (!readFileSync(file, 'utf8').includes(NOINDEX_BLOCK)) appendFileSync(file, NOINDEX_BLOCK);
console.log(`${file}: every response carries X-Robots-Tag: noindex.`);
