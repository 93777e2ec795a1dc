/**
 * Component examples (DESIGN.md §1): every example of every layouts/components/<name>.examples.yaml
 * renders through its real macro into valid HTML, every gallery page's component has examples, and
 * a malformed examples file stops the build naming the file, the example and the fix
 * (src/eleventy/examples.js).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HtmlValidate, FileSystemConfigLoader, formatterFactory } from 'html-validate';
import { EXAMPLES, renderExample } from '../support/examples.js';
import { defaultMacro, findExample, galleryPage, loadExamples, macroNames, missingGalleryPages, parseExamples } from '../../src/eleventy/examples.js';
import { prepareImages } from '../../src/eleventy/images.js';
import declarations from '../../src/_data/images.js';
import frontendPages from '../../src/_data/frontendPages.js';

const validator = new HtmlValidate(new FileSystemConfigLoader());
const format = formatterFactory('stylish');
const rows = Object.entries(EXAMPLES).flatMap(([component, examples]) => examples.map((e) => [component, e.name, e] as const));

beforeAll(async () => {
  // flexibleImage reads the prepared sizes (eleventy-img, cached in .cache/), as in the build.
  await prepareImages(declarations, mkdtempSync(path.join(tmpdir(), 'examples-images-')));
});

describe('every example of every component', () => {
  it('covers every component of the gallery (each template page but the page layout, the video embeds and the content-gaps list shows a component’s examples)', () => {
    const components = Object.keys(EXAMPLES);
    expect(components).toEqual(expect.arrayContaining(['carousel', 'counter', 'image-modal', 'flexible-image', 'section-nav', 'spec-table', 'child-cards', 'share-links', 'scroll-indicator', 'search']));
    expect(frontendPages.filter((p) => !['page-layout', 'video-embed', 'content-gaps'].includes(p)).sort()).toEqual(components.map(galleryPage).sort());
    expect(missingGalleryPages(components, frontendPages)).toEqual([]);
  });

  it.each(rows)('%s: "%s" renders through the real macro into valid HTML', async (component, _name, example) => {
    const html = renderExample(component, example);
    expect(html.trim()).toMatch(/^<[a-z]/);
    const report = await validator.validateString(`<!doctype html><html lang="en"><head><title>t</title></head><body><main>${html}</main></body></html>`);
    expect(report.valid, format(report.results)).toBe(true);
  });
});

describe('reading an examples file (the build stops naming the file, the example and the fix)', () => {
  const FILE = 'layouts/components/counter.examples.yaml';
  const errorsOf = (yaml: string, macros = ['counter']) => parseExamples(yaml, FILE, macros).errors;

  it('reads names, descriptions, props and the default macro (the file name in camelCase)', () => {
    const { examples, errors } = parseExamples('- name: Decimal\n  description: Counts to 7.5.\n  props: { to: 7.5 }\n', FILE, ['counter']);
    expect(errors).toEqual([]);
    expect(examples).toEqual([{ name: 'Decimal', description: 'Counts to 7.5.', macro: 'counter', props: { to: 7.5 } }]);
    expect(defaultMacro('image-modal')).toBe('imageModal');
    expect(defaultMacro('scroll-indicator')).toBe('scrollIndicator');
  });

  it('an example without a name', () => {
    expect(errorsOf('- props: { to: 1 }\n')).toEqual([`${FILE}: example 1 has no name. Add "name: …", unique in the file (the gallery's heading).`]);
  });

  it('two examples with the same name', () => {
    expect(errorsOf('- name: Bare\n  props: { to: 1 }\n- name: bare\n  props: { to: 2 }\n')).toEqual([
      `${FILE}: example 2 ("bare"): the name is used by an earlier example. Give each example its own name.`,
    ]);
  });

  it('props that are not a mapping, or missing', () => {
    expect(errorsOf('- name: A list\n  props: [1, 2]\n')).toEqual([
      `${FILE}: example 1 ("A list"): "props" must be a mapping of the macro's props (key: value lines under "props:"), got a list.`,
    ]);
    expect(errorsOf('- name: None\n')[0]).toMatch(/example 1 \("None"\): "props" must be a mapping .*got nothing\./);
  });

  it('a key that is not name, description, macro or props (a prop written beside props)', () => {
    expect(errorsOf('- name: Typo\n  to: 4\n  props: {}\n')).toEqual([
      `${FILE}: example 1 ("Typo") has the key "to": an example has only name, description, macro, props. Move it under "props:" or remove it.`,
    ]);
  });

  it('a macro the .njk file does not define', () => {
    expect(errorsOf('- name: Wrong\n  macro: count\n  props: {}\n')).toEqual([
      `${FILE}: example 1 ("Wrong") calls the macro "count", which layouts/components/counter.njk does not define. Set "macro:" to one of: counter.`,
    ]);
  });

  it('a file that is not a list of examples, or not YAML', () => {
    expect(errorsOf('name: Decimal\nprops: { to: 7.5 }\n')).toEqual([`${FILE}: must be a list of examples ("- name: …" then "props:"), got a mapping.`]);
    expect(errorsOf('- name: [unclosed\n')[0]).toMatch(new RegExp(`^${FILE}: not valid YAML: unexpected end of the stream .*\\(2:1\\)`));
  });

  it('loadExamples throws listing every problem of every file, and names an examples file without its macro file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'examples-'));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'counter.njk'), '{% macro counter(props) %}{% endmacro %}');
    writeFileSync(path.join(dir, 'counter.examples.yaml'), '- name: A\n  props: {}\n- props: {}\n');
    writeFileSync(path.join(dir, 'orphan.examples.yaml'), '- name: A\n  props: {}\n');
    expect(() => loadExamples(dir)).toThrow(/Component examples \(2\):\n {2}- .*counter\.examples\.yaml: example 2 has no name\.[\s\S]*orphan\.examples\.yaml: there is no macro file orphan\.njk beside it/);
    writeFileSync(path.join(dir, 'orphan.njk'), '{% macro orphan(props) %}{% endmacro %}');
    writeFileSync(path.join(dir, 'counter.examples.yaml'), '- name: A\n  props: { to: 1 }\n');
    expect(Object.keys(loadExamples(dir))).toEqual(['counter', 'orphan']);
  });

  it('finds the macros of a file, and one example by name or fails naming the names the file has', () => {
    expect(macroNames('{% macro cardGrid(props) %}{% endmacro %}\n{%- macro childCards(props) -%}')).toEqual(['cardGrid', 'childCards']);
    expect(findExample(EXAMPLES, 'section-nav', 'Twelve anchors, Back to list').props.listUrl).toBe('/applications/');
    expect(() => findExample(EXAMPLES, 'section-nav', 'Ten anchors')).toThrow(/section-nav\.examples\.yaml: no example named "Ten anchors" \(it has "Two anchors, Back to list"/);
  });

  it('a component with examples but no gallery page, on a FRONTEND=1 build', () => {
    expect(missingGalleryPages(['counter', 'search'], ['counter'])).toEqual([
      'layouts/components/search.examples.yaml: its examples have no gallery page. Add "search-form" to src/_data/frontendPages.js and create pages/frontend/search-form/index.njk looping over examples["search"].',
    ]);
  });
});
