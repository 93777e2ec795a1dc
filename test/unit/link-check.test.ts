// The build's check of its own links and anchors (src/eleventy/pages/link-check.js), on Eleventy's results
// of a build: a link to a page the build did not write, to an anchor the page does not have, and two
// elements with one id each stop the build, naming the file, the line, the link and the fix.
import { describe, expect, it } from 'vitest';
import { builtPages, headProblems, linkProblems } from '../../src/eleventy/pages/link-check.js';

const page = (url: string, main: string, inputPath = `./pages${url}index.md`) => ({
  url,
  inputPath,
  outputPath: `_site${url}index.html`,
  content: `<!doctype html><html><body><main><h1>${url}</h1>${main}</main></body></html>`,
});
const site = (...extra: ReturnType<typeof page>[]) => [
  page('/', '<a href="/products/">Products</a>', './pages/index.njk'),
  page('/products/', '<section><a id="range"></a></section><a href="/products/ovg-4/">OVG-4</a>'),
  page(
    '/products/ovg-4/',
    '<a class="section-anchor" id="specifications"></a><h2 id="specifications-title">Specifications</h2>',
  ),
  {
    url: '/_redirects',
    inputPath: './pages/_redirects.njk',
    outputPath: '_site/_redirects',
    content: '/old-products/ /products/ 301\n',
  },
  ...extra,
];

describe('links and anchors of the built site', () => {
  it('passes a site whose links all lead to pages, anchors and redirected old addresses', () => {
    expect(
      linkProblems(
        site(
          page(
            '/about/',
            '<a href="/products/#range">x</a> <a href="/old-products/">y</a> <a href="/documents/ds-1.pdf">z</a> <a href="https://example.com/">w</a> <a href="#top">t</a><a id="top"></a>',
          ),
        ),
      ),
    ).toEqual([]);
  });

  it('refuses a link to no page and a link to an anchor the page lacks, naming the file, the link and where the CMS shows it', () => {
    const messages = linkProblems(
      site(page('/about/', '<a href="/products/ovg-5/">OVG-5</a> <a href="/products/ovg-4/#flows">flows</a>')),
    ).map((e) => e.message);
    expect(messages).toEqual([
      'pages/about/index.md: the link to "/products/ovg-5/" leads to no page of the site. Correct the address (a page\'s address ends in "/", such as /products/ovg-4/), or remove the link. In the CMS: Page "/about/", field "Text".',
      'pages/about/index.md: the link to "/products/ovg-4/#flows" leads to no section: /products/ovg-4/ has no anchor "flows". Use the Anchor of one of that page\'s sections, or link to the page alone. In the CMS: Page "/about/", field "Text".',
    ]);
  });

  it('refuses two sections with one Anchor once, not again for their headings', () => {
    const twice =
      '<a class="section-anchor" id="history"></a><h2 id="history-title">A</h2><a class="section-anchor" id="history"></a><h2 id="history-title">B</h2>';
    expect(linkProblems(site(page('/about/', twice))).map((e) => e.message)).toEqual([
      'pages/about/index.md: 2 elements of the page have the id "history" (two sections with the Anchor history?), so a link to #history cannot tell them apart. Give each section an Anchor of its own. In the CMS: Page "/about/", field "Text".',
    ]);
  });

  it('names a news article as the CMS does, and a link left behind by a deleted article', () => {
    const article = page(
      '/company/news/a/',
      '<a href="/company/news/deleted-article/">Earlier</a>',
      './pages/company/news/articles/a.md',
    );
    expect(linkProblems(site(article)).map((e) => e.message)[0]).toMatch(
      /^pages\/company\/news\/articles\/a\.md: the link to "\/company\/news\/deleted-article\/" leads to no page of the site\. .* In the CMS: News article "\/company\/news\/a\/", field "Text"\.$/,
    );
  });
});

describe("every page's own title, description and main heading", () => {
  /** A built page with the head the base layout writes. */
  const built = (url: string, head: string, main: string, inputPath = `./pages${url}index.md`) => ({
    url,
    inputPath,
    outputPath: `_site${url}index.html`,
    content: `<!doctype html><html><head>${head}</head><body><main>${main}</main></body></html>`,
  });
  const head = (title: string, description: string) =>
    `<title>${title}</title><meta name="description" content="${description}">`;

  it('passes a page with a title, a description and one <h1>', () => {
    expect(
      headProblems(
        builtPages([
          built(
            '/search/',
            head('Search | Owlstone', 'Search the site.'),
            '<h1>Search</h1><h2>Results</h2>',
            './pages/search.njk',
          ),
        ]),
      ),
    ).toEqual([]);
  });

  it('stops a Nunjucks page without a title or description, naming the file, the field and the fix', () => {
    const problems = headProblems(
      builtPages([built('/search/', head(' | Owlstone', ''), '<h1></h1>', './pages/search.njk')]),
    );
    expect(problems.map((e) => e.field)).toEqual(['title', 'description', 'title']);
    expect(problems[0].message).toBe(
      'pages/search.njk: the page (/search/) has no title, so its browser tab and search result would read "| Owlstone". Write the page\'s title in its front matter, such as "title: Technology".',
    );
    expect(problems[1].message).toBe(
      'pages/search.njk: the page (/search/) has no description, so search results and link previews would show none. Write one sentence about the page as "description:" in its front matter.',
    );
  });

  it('stops a Markdown page with a second <h1> ("# " in its text), saying where to fix it in the CMS', () => {
    const [problem] = headProblems(
      builtPages([
        built('/technology/', head('Technology | Owlstone', 'How FAIMS works.'), '<h1>Technology</h1><h1>More</h1>'),
      ]),
    );
    expect(problem.message).toBe(
      'pages/technology/index.md: the page (/technology/) has 2 main headings (<h1> with words), where it needs exactly one. Use "## " (a section heading) for the headings inside the text, and keep "# " for none.',
    );
  });
});
