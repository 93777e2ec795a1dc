/**
 * `npm run cms` reports a failed build (scripts/lib/cms-build.js, scripts/lib/cms-front.js;
 * docs/cms.md "When a save breaks the build"): the author errors are found inside the error
 * Eleventy throws, and each page gets a banner with the file, the field and the fix.
 */
import { describe, expect, it } from 'vitest';
import { authorProblems, firstLine } from '../../scripts/lib/cms-build.js';
import { BANNER_CSS_URL, bannerHtml, withBanner } from '../../scripts/lib/cms-front.js';
import { AuthorError, AuthorErrorList } from '../../src/eleventy/content/author-error.js';

describe('the author errors of a failed build', () => {
  it('are found where Eleventy and Nunjucks wrap them (originalError, cause), each once', () => {
    const error = new AuthorError({
      file: './pages/a.md',
      field: 'Anchor',
      problem: 'the anchor is wrong',
      fix: 'Write it as how-to-visit',
    });
    const nunjucks = Object.assign(new Error('(./pages/a.md) [Line 3] Error: the anchor is wrong'), { cause: error });
    const eleventy = Object.assign(new Error('Having trouble rendering njk template ./pages/a.md'), {
      originalError: nunjucks,
    });
    expect(
      authorProblems(
        Object.assign(new Error('Problem writing Eleventy templates'), { originalError: eleventy, cause: eleventy }),
      ),
    ).toEqual([
      {
        message: './pages/a.md: the anchor is wrong. Write it as how-to-visit.',
        file: './pages/a.md',
        field: 'Anchor',
      },
    ]);
  });

  it('of a list are one problem a message; an error that is no author’s has none, and its first line is kept', () => {
    const list = new AuthorErrorList([
      'src/content/site.yaml: "name" is missing. Add "name: …".',
      'pages/b.md: the page has no title. Add "title: …".',
    ]);
    expect(authorProblems(Object.assign(new Error('wrapped'), { cause: list })).map((p) => p.message)).toEqual(
      list.messages,
    );
    expect(authorProblems(new TypeError('x is undefined'))).toEqual([]);
    expect(firstLine(new Error('\nFirst line\n    at stack'))).toBe('First line');
  });
});

describe('the banner of a failed build', () => {
  const failure = {
    problems: [
      {
        message: './pages/a.md: the anchor <b> is wrong. Write it as how-to-visit.',
        file: './pages/a.md',
        field: 'Anchor',
      },
    ],
    message: 'x',
  };

  it('names the field, the file and the fix, escaped, with its own stylesheet', () => {
    const html = bannerHtml(failure, '.cache/cms-build.log');
    expect(html).toContain('role="alert"');
    expect(html).toContain(`<link rel="stylesheet" href="${BANNER_CSS_URL}">`);
    expect(html).toContain(
      '<li><span class="cms-build-error__field">Field “Anchor”:</span> <code>./pages/a.md</code>: the anchor &lt;b&gt; is wrong. Write it as how-to-visit.</li>',
    );
  });

  it('for a failure that is no author’s, gives its first line and the log to read', () => {
    expect(bannerHtml({ problems: [], message: 'Cannot find module x' }, '.cache/cms-build.log')).toContain(
      "<li>Cannot find module x (the build's full output is in <code>.cache/cms-build.log</code>).</li>",
    );
  });

  it('goes right after the body tag', () => {
    expect(withBanner('<html><body id="top"><main></main></body></html>', '<div>B</div>')).toBe(
      '<html><body id="top"><div>B</div><main></main></body></html>',
    );
  });
});
