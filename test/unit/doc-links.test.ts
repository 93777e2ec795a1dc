/**
 * Every citation in the repository can be followed (docs/architecture.md#comments-test-titles-and-docs):
 * - a relative Markdown link in docs/ or the README leads to a tracked file, and its `#heading` to a
 *   heading of that file (GitHub's slugs, from github-slugger);
 * - a `docs/<name>.md#<heading>` mention in any tracked file (code comments, test titles, YAML)
 *   names a tracked guide and one of its headings;
 * - no tracked file names a document the repository does not hold (an upper-case Markdown file
 *   name that is not tracked, or a section sign after SPEC, DESIGN or CONTENT), since a maintainer
 *   could not open it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
const trackedSet = new Set(tracked);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|njk|md|ya?ml|json|css|toml|html|sh|txt)$|^\.ci\/run$/;
const textFiles = tracked.filter((file) => TEXT_FILE.test(file) && !file.endsWith('package-lock.json'));
const read = (file: string) => readFileSync(file, 'utf8');

/** The anchors of a Markdown file's headings, as GitHub makes them (duplicates get -1, -2 …). */
function anchorsOf(file: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of read(file).split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && line.match(/^#{1,6}\s+(.*?)\s*#*\s*$/);
    if (!heading) continue;
    // The heading's text as rendered: link text for links, code without its backticks.
    const text = heading[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`/g, '')
      .replace(/\*\*|__/g, '');
    anchors.add(slugger.slug(text));
  }
  return anchors;
}
const anchorCache = new Map<string, Set<string>>();
const anchors = (file: string) => anchorCache.get(file) ?? anchorCache.set(file, anchorsOf(file)).get(file)!;

/** What is wrong with a citation of `target` (a repository path, maybe with `#heading`), or null. */
function problem(target: string): string | null {
  const [file, heading] = target.split('#');
  const clean = path.posix.normalize(file).replace(/\/$/, '');
  if (!trackedSet.has(clean) && !tracked.some((f) => f.startsWith(`${clean}/`)))
    return `${clean} is not a tracked file`;
  if (heading === undefined) return null;
  if (!clean.endsWith('.md')) return `${clean} has no headings to link to`;
  return anchors(clean).has(heading) ? null : `${clean} has no heading #${heading}`;
}

interface Citation {
  where: string;
  target: string;
}

/** Relative Markdown links in docs/ and the README, resolved against the file's folder. */
function markdownLinks(): Citation[] {
  const found: Citation[] = [];
  for (const file of textFiles.filter((f) => f === 'README.md' || (f.startsWith('docs/') && f.endsWith('.md')))) {
    let fenced = false;
    read(file)
      .split('\n')
      .forEach((line, i) => {
        if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
        if (fenced) return;
        for (const [, href] of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
          if (/^[a-z]+:|^\/|^mailto:/i.test(href)) continue; // another site, or a route of this one
          const target = href.startsWith('#')
            ? `${file}${href}`
            : path.posix.join(path.posix.dirname(file), decodeURI(href));
          found.push({ where: `${file}:${i + 1}`, target });
        }
      });
  }
  return found;
}

/** `docs/<name>.md` and `docs/<name>.md#<heading>` mentions in every tracked text file. */
function docMentions(): Citation[] {
  const found: Citation[] = [];
  for (const file of textFiles) {
    read(file)
      .split('\n')
      .forEach((line, i) => {
        for (const [target] of line.matchAll(/(?<![\w/.-])docs\/[\w./-]*[\w-]\.md(?:#[\w-]+)?/g)) {
          found.push({ where: `${file}:${i + 1}`, target });
        }
      });
  }
  return found;
}

const citations = [...markdownLinks(), ...docMentions()];

describe('citations in the repository resolve', () => {
  it('finds the citations to check', () => {
    expect(citations.length).toBeGreaterThan(100);
    console.log(`doc-links: ${citations.length} citations of docs files and headings resolved`);
  });

  it('every relative link in docs/ and the README, and every docs/<name>.md#<heading> mention, leads to a tracked file and an existing heading', () => {
    const broken = citations
      .map(({ where, target }) => ({ where, target, why: problem(target) }))
      .filter((c) => c.why)
      .map((c) => `${c.where}: ${c.target}: ${c.why}`);
    expect(broken, 'link to a tracked file and one of its headings (the slug GitHub shows)').toEqual([]);
  });

  it('no tracked file names a document the repository does not hold', () => {
    const found: string[] = [];
    for (const file of textFiles) {
      read(file)
        .split('\n')
        .forEach((line, i) => {
          const names = [...line.matchAll(/(?<![\w/.-])(?:[\w.-]+\/)*[A-Z][A-Z0-9_-]*\.md\b/g)].map(([name]) => name);
          for (const name of names) {
            const candidates = [name, path.posix.join(path.posix.dirname(file), name)];
            if (!candidates.some((c) => trackedSet.has(path.posix.normalize(c))))
              found.push(`${file}:${i + 1}: ${name}`);
          }
          if (/\b(?:SPEC|DESIGN|CONTENT)\s*\u00a7/.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(
      found,
      'cite a heading in docs/ (docs/requirements.md#…) instead of a document outside the repository',
    ).toEqual([]);
  });
});
