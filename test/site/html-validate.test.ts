/** html-validate on every built page: 0 errors (rules in .htmlvalidate.json). */
import { describe, expect, it } from 'vitest';
import { HtmlValidate, FileSystemConfigLoader, formatterFactory } from 'html-validate';
import { builtPages } from '../support/built-site.js';

const validator = new HtmlValidate(new FileSystemConfigLoader());
const format = formatterFactory('stylish');

describe('html-validate', () => {
  it.each(builtPages().map((p) => [p.url, p.file]))('%s has 0 errors', async (_url, file) => {
    const report = await validator.validateFile(file);
    expect(report.valid, format(report.results)).toBe(true);
  });
});
