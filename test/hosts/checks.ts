/**
 * What a visitor's browser gets from a host serving a built site, checked against the answers of
 * a running runtime (test/support/hosts.ts), not against our reading of the rules alone: every
 * file with the headers `_headers` gives its path, each sent once; the Content-Security-Policy
 * header equal to the page's meta; every `_redirects` line a 301 that does not loop; unknown
 * paths the 404 page with status 404; a page's other addresses redirected to its folder; no
 * spelling of a path that drops a security header. The same checks run on Cloudflare's runtime
 * and on `npm run serve` (docs/deploy.md "Check in the hosts' own runtime").
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { headersFor, readHeaders, readRedirects } from '../../scripts/lib/static-host.js';
import { request, type Answer, type Host } from '../support/hosts.js';

/** The security headers every answer carries, whatever its status (docs/deploy.md "Deploy"). */
export const SECURITY_HEADERS = ['content-security-policy', 'x-frame-options', 'x-content-type-options'] as const;

/** The site-relative URL of each file a host serves (a folder's index.html by its folder). */
export function servedUrls(siteDir: string): string[] {
  return readdirSync(siteDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !['_headers', '_redirects', '404.html'].includes(file))
    .map((file) => `/${file.replace(/(^|\/)index\.html$/, '$1')}`)
    .sort();
}

/** Runs `task` over `items`, `limit` at a time (a runtime answers a few requests at once best). */
export async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

/** The values `answer` sent for `name`, one per occurrence. */
export const sent = (answer: Answer, name: string) => answer.headers.get(name) ?? [];

/** Problems with the headers `_headers` gives `url`, as `host` sent them: missing, other, or sent twice. */
export function headerProblems(answer: Answer, expected: Map<string, string>, url: string): string[] {
  return [...expected].flatMap(([name, value]) => {
    const values = sent(answer, name);
    if (values.length === 1 && values[0] === value) return [];
    const shown = (v: string) => JSON.stringify(v.length > 70 ? `${v.slice(0, 30)}…${v.slice(-30)}` : v);
    const what = values.length ? values.map(shown).join(' and ') : 'nothing';
    return [`${url} ${name}: sent ${what}, _headers says ${shown(value)}`];
  });
}

/** The rules of the site's `_headers` and `_redirects`. */
export async function rulesOf(siteDir: string) {
  return {
    headerRules: await readHeaders(path.join(siteDir, '_headers')),
    redirectRules: await readRedirects(path.join(siteDir, '_redirects')),
  };
}

/**
 * Every file of `siteDir` answers 200 with each header `_headers` gives its path, sent once with
 * that value; an HTML page's Content-Security-Policy header is its meta tag's policy plus
 * `frame-ancestors 'none'` (which works only in a header).
 */
export async function expectEveryFileAsHeadersSay(host: Host, siteDir: string): Promise<number> {
  const { headerRules } = await rulesOf(siteDir);
  const urls = servedUrls(siteDir);
  const problems: string[] = [];
  await eachLimited(urls, 6, async (url) => {
    const answer = await request(host.base, url);
    if (answer.status !== 200) {
      problems.push(`${url}: ${answer.status}`);
      return;
    }
    problems.push(...headerProblems(answer, headersFor(headerRules, url), url));
    if (url.endsWith('/')) {
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(answer.body.toString('utf8'));
      if (meta && sent(answer, 'content-security-policy')[0] !== `${meta[1]}; frame-ancestors 'none'`)
        problems.push(`${url}: its Content-Security-Policy header is not its meta tag's policy plus frame-ancestors`);
    }
  });
  expect(problems).toEqual([]);
  return urls.length;
}

/** Reads the 404 page the host should answer with. */
export const notFoundPage = (siteDir: string) => readFileSync(path.join(siteDir, '404.html'), 'utf8');
