import { describe, expect, it } from 'vitest';
import { externalLinks, wrapTables } from '../../src/eleventy/transforms.js';

describe('external links (SPEC §9): another host opens in a new tab with noopener noreferrer', () => {
  it('marks links to another host and tells screen-reader users', () => {
    const out = externalLinks('<p><a href="https://www.owlstonemedical.com/">Medical</a></p>');
    expect(out).toBe(
      '<p><a href="https://www.owlstonemedical.com/" target="_blank" rel="noopener noreferrer">Medical<span class="visually-hidden"> (opens a new tab)</span></a></p>',
    );
  });

  it('treats protocol-relative urls as another host and keeps existing rel tokens', () => {
    const out = externalLinks('<a href="//example.org/x" rel="external">x</a>');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="external noopener noreferrer"');
  });

  it('leaves site-relative, fragment and mailto links alone', () => {
    const html = '<a href="/products/">P</a><a href="#chip">C</a><a href="mailto:a@b.c">M</a>';
    expect(externalLinks(html)).toBe(html);
  });
});

describe('table wrappers (SPEC §9): rich-text tables scroll inside their own container', () => {
  it('wraps a bare table', () => {
    expect(wrapTables('<p>x</p><table><tr><td>1</td></tr></table>')).toBe(
      '<p>x</p><div class="table-wrap"><table><tr><td>1</td></tr></table></div>',
    );
  });

  it('leaves an already wrapped table alone', () => {
    const html = '<div class="table-wrap"><table><tr><td>1</td></tr></table></div>';
    expect(wrapTables(html)).toBe(html);
  });
});
