/**
 * Built-site checks of the two deployable enquiry providers (docs/architecture.md#the-enquiry-form). Each builds the site with Eleventy
 * alone (`SKIP_VITE=1`, as `npm run build:html`: cheap, and the form, the meta tag and `_headers`
 * are all Eleventy's output) into a temporary folder, then reads it:
 * - `netlify`: the form carries Netlify Forms' attributes and posts to /contact/thanks/; the CSP is
 *   the site's own;
 * - `endpoint`: the form posts to the endpoint, whose origin joins `form-action` and `connect-src`
 *   in every page's meta tag and in `_headers`;
 * - a misconfigured provider stops the build, saying what to set.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { HtmlValidate, FileSystemConfigLoader, formatterFactory } from 'html-validate';
import enquiry from '../../src/enquiry/fields.js';
import { builtPages, readPage } from '../support/built-site.js';
import { CONTENT_SECURITY_POLICY } from '../../src/eleventy/pages/seo.js';

const ENDPOINT = 'https://forms.example.com/f/owlstone-enquiries';
const dirs: string[] = [];

/** Builds the HTML with the given environment into a new temporary folder. */
function build(env: Record<string, string>): string {
  const out = mkdtempSync(path.join(os.tmpdir(), 'enquiry-build-'));
  dirs.push(out);
  execFileSync(process.execPath, ['node_modules/@11ty/eleventy/cmd.cjs', `--output=${out}`, '--quiet'], {
    env: { ...process.env, SKIP_VITE: '1', GALLERY: '', ...env },
    stdio: 'pipe',
  });
  return out;
}
const page = (dir: string, url: string) => parse(readFileSync(path.join(dir, url, 'index.html'), 'utf8'));
/** The Content-Security-Policy line of the `/*` block of a built `_headers` (under public/ without Vite). */
const headerPolicy = (dir: string) =>
  /^\s+Content-Security-Policy: (.+)$/m.exec(readFileSync(path.join(dir, 'public/_headers'), 'utf8'))?.[1];
const validator = new HtmlValidate(new FileSystemConfigLoader());

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('a netlify build', () => {
  const dir = build({ ENQUIRY_PROVIDER: 'netlify' });
  const form = page(dir, 'contact').querySelector('form.enquiry-form__form')!;

  it('gives the form Netlify Forms\u2019 name, data-netlify and netlify-honeypot, and the hidden form-name', () => {
    expect(form.getAttribute('name')).toBe(enquiry.formName);
    expect(form.getAttribute('data-netlify')).toBe('true');
    expect(form.getAttribute('netlify-honeypot')).toBe(enquiry.honeypot.name);
    expect(form.querySelector(`input[name="${enquiry.honeypot.name}"]`)).not.toBeNull();
    const formName = form.querySelector('input[type="hidden"][name="form-name"]');
    expect(formName?.getAttribute('value')).toBe(enquiry.formName);
  });

  it('posts every field of the field list to /contact/thanks/, where Netlify stores it and shows the thank-you page', () => {
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/contact/thanks/']);
    const names = new Set(form.querySelectorAll('[name]').map((el) => el.getAttribute('name')));
    for (const field of enquiry.fields) expect(names.has(field.name), field.name).toBe(true);
    expect(page(dir, 'contact/thanks').querySelector('main h1')?.text.trim()).toBe('Thank you');
  });

  it('keeps the site\u2019s own CSP in the meta tag and in _headers', () => {
    expect(
      page(dir, 'contact').querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'),
    ).toBe(CONTENT_SECURITY_POLICY);
    expect(headerPolicy(dir)).toBe(`${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`);
  });

  it('says in the privacy notice that Netlify Forms handles enquiries', () => {
    expect(page(dir, 'privacy').querySelector('main')?.text).toMatch(/Netlify Forms/);
  });

  it('passes html-validate on the contact page', async () => {
    const report = await validator.validateFile(path.join(dir, 'contact/index.html'));
    expect(report.valid, formatterFactory('stylish')(report.results)).toBe(true);
  });
});

describe('an endpoint build', () => {
  const dir = build({ ENQUIRY_PROVIDER: 'endpoint', ENQUIRY_ENDPOINT: ENDPOINT });
  const policy = `${CONTENT_SECURITY_POLICY.replace("form-action 'self'", "form-action 'self' https://forms.example.com")}; connect-src 'self' https://forms.example.com`;

  it('posts the form to the endpoint, with no Netlify attributes', () => {
    const form = page(dir, 'contact').querySelector('form.enquiry-form__form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', ENDPOINT]);
    expect(form.getAttribute('data-netlify')).toBeUndefined();
  });

  it('adds the endpoint\u2019s origin to form-action and connect-src in every page\u2019s meta tag', () => {
    const pages = builtPages(dir).filter((p) => p.url.endsWith('/'));
    expect(pages.length).toBeGreaterThan(30);
    for (const p of pages) {
      expect(
        parse(readPage(p)).querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'),
        p.url,
      ).toBe(policy);
    }
  });

  it('and in _headers, with frame-ancestors', () => {
    expect(headerPolicy(dir)).toBe(`${policy}; frame-ancestors 'none'`);
  });

  it('names the endpoint\u2019s origin in the privacy notice', () => {
    expect(page(dir, 'privacy').querySelector('main')?.text).toContain('https://forms.example.com');
  });
});

describe('a misconfigured provider', () => {
  it.each([
    [{ ENQUIRY_PROVIDER: 'endpoint', ENQUIRY_ENDPOINT: '' }, 'ENQUIRY_PROVIDER=endpoint needs ENQUIRY_ENDPOINT'],
    [{ ENQUIRY_PROVIDER: 'formspree' }, 'ENQUIRY_PROVIDER="formspree" is not a provider'],
  ])('%j stops the build, saying what to set', (env, message) => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'enquiry-build-'));
    dirs.push(out);
    const result = spawnSync(process.execPath, ['node_modules/@11ty/eleventy/cmd.cjs', `--output=${out}`, '--quiet'], {
      env: { ...process.env, SKIP_VITE: '1', ...env },
      encoding: 'utf8',
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr + result.stdout).toContain(message);
  });
});
