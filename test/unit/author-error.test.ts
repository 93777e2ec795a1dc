/**
 * One shape for every build-time author error (src/eleventy/content/author-error.js; docs/architecture.md#code):
 * `<file>[ (line N)]: <what is wrong>. <the fix>.`, alone or as a list.
 */
import { describe, expect, it } from 'vitest';
import {
  AuthorError,
  AuthorErrorList,
  formatAuthorError,
  throwAuthorErrors,
} from '../../src/eleventy/content/author-error.js';

describe('formatAuthorError', () => {
  it('names the file, what is wrong and the fix, adding the full stops', () => {
    expect(
      formatAuthorError({
        file: './pages/x.md',
        problem: 'the page has no title',
        fix: 'Add "title: …" to its front matter',
      }),
    ).toBe('./pages/x.md: the page has no title. Add "title: …" to its front matter.');
  });

  it('keeps full stops the author of the check wrote, and leaves the fix out when there is none', () => {
    expect(formatAuthorError({ file: 'a.yaml', problem: 'example 2 has no name.', fix: 'Give it one.' })).toBe(
      'a.yaml: example 2 has no name. Give it one.',
    );
    expect(formatAuthorError({ file: 'a.yaml', problem: 'example 2 has no name' })).toBe(
      'a.yaml: example 2 has no name.',
    );
  });

  it('places the line after the file; the field stays off the text', () => {
    expect(formatAuthorError({ file: 'pages/x.md', line: 12, field: 'date', problem: 'no date', fix: 'Add one' })).toBe(
      'pages/x.md (line 12): no date. Add one.',
    );
  });

  it('refuses a message without a file or a problem (a bug in the check)', () => {
    expect(() => formatAuthorError({ file: '', problem: 'p' })).toThrow(TypeError);
    expect(() => formatAuthorError({ file: 'f', problem: '' })).toThrow(TypeError);
  });
});

describe('AuthorError', () => {
  it('is an Error whose message is the formatted text, with the details kept', () => {
    const e = new AuthorError({
      file: 'pages/x.md',
      field: 'title',
      problem: 'the page has no title',
      fix: 'Add "title: …"',
    });
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('AuthorError');
    expect(e.message).toBe('pages/x.md: the page has no title. Add "title: …".');
    expect(e).toMatchObject({
      file: 'pages/x.md',
      field: 'title',
      problem: 'the page has no title',
      fix: 'Add "title: …"',
      line: undefined,
    });
  });

  it('keeps the cause it surfaced from', () => {
    const cause = new SyntaxError('bad YAML');
    expect(new AuthorError({ file: 'a.yaml', problem: 'the file is not YAML' }, { cause }).cause).toBe(cause);
  });
});

describe('AuthorErrorList and throwAuthorErrors', () => {
  const one = new AuthorError({ file: 'a.md', problem: 'one', fix: 'Fix one' });
  const two = formatAuthorError({ file: 'b.md', problem: 'two', fix: 'Fix two' });

  it('lists every problem, one a line, under a heading with the count', () => {
    const list = new AuthorErrorList([one, two]);
    expect(list.message).toBe('Author errors (2):\n  - a.md: one. Fix one.\n  - b.md: two. Fix two.');
    expect(list.messages).toEqual(['a.md: one. Fix one.', 'b.md: two. Fix two.']);
    expect(new AuthorErrorList([two], 'Component examples').message).toBe(
      'Component examples (1):\n  - b.md: two. Fix two.',
    );
  });

  it('throws only when there is a problem', () => {
    expect(() => throwAuthorErrors([])).not.toThrow();
    expect(() => throwAuthorErrors([one])).toThrow(AuthorErrorList);
    expect(() => throwAuthorErrors([one])).toThrow('Author errors (1):\n  - a.md: one. Fix one.');
  });
});
