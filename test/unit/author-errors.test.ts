/**
 * The author-error contract (docs/requirements.md, "Author errors"): every build-time author error has
 * one row there, and its trigger here makes the author's mistake against the real check (a direct call,
 * no build) and gets the row's message exactly: the file, what is wrong, the field and the fix, the
 * same text the CMS shows. A row without a trigger, a trigger without a row, and a new `new
 * AuthorError(` or `formatAuthorError(` in src/, components/ or scripts/ without a row of its own fail.
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Image from '@11ty/eleventy-img';
import nunjucks from 'nunjucks';
import yaml from 'js-yaml';
import { parse } from 'node-html-parser';
import { AuthorError, AuthorErrorList } from '../../src/eleventy/content/author-error.js';
import { enquiryConfig, enquiryFormModel, enquiryUrl, withEnquiryDestination } from '../../src/eleventy/enquiry.js';
import { productOptions } from '../../src/enquiry/fields.js';
import { readYaml } from '../../src/content/read.js';
import { declarationErrors, flexibleImageModel, prepareImages } from '../../src/eleventy/images/images.js';
import { enhancerRootErrors } from '../../src/eleventy/bundle/enhancer-check.js';
import { navigationErrors, pageErrors } from '../../src/eleventy/content/validation.js';
import { contentErrors, readContentData } from '../../src/eleventy/content/content-schema.js';
import { findGapComments, strictError } from '../../src/eleventy/cms/content-gaps.js';
import { mediaImage, prepareMedia } from '../../src/eleventy/cms/media.js';
import { MEDIA_FOLDER } from '../../src/eleventy/cms/cms-config.js';
import {
  checkParamsFilter,
  findExample,
  loadComponents,
  parseExamples,
  type ComponentFile,
} from '../../src/eleventy/gallery/examples.js';
import { galleryEntries } from '../../src/eleventy/gallery/gallery.js';
import { checkParams, compileParams, type Params } from '../../src/eleventy/gallery/params.js';
import { childCardItems, navItem, relatedTitle } from '../../src/eleventy/pages/navigation.js';
import { builtPages, headProblems, linkProblems } from '../../src/eleventy/pages/link-check.js';
import { illustration, section } from '../../src/eleventy/pages/shortcodes.js';
import { findRedirects, MAX_STATIC_REDIRECTS } from '../../src/eleventy/pages/redirects.js';
import { loadDocuments, MAX_PDF_BYTES } from '../../src/eleventy/documents/documents.js';
import { templateProblem } from '../../scripts/lib/cms-build.js';
import { makeEncryptedPdf } from '../../scripts/lib/sample-pdf.js';
import { MAX_PDF_PAGES } from '../../src/eleventy/documents/pdf.js';
import { PDFDocument } from 'pdf-lib';
import type { NavigationItem } from '../../src/_data/navigation.js';
import { scratchDir } from '../support/scratch.js';

const REQUIREMENTS = 'docs/requirements.md';
const HEADING = '### Author errors';
const THIS_FILE = 'test/unit/author-errors.test.ts';
/** The folders whose code may raise an author error, and the formatter itself, which is no call site. */
const SOURCE_DIRS = ['src', 'components', 'scripts'];
const FORMATTER = 'src/eleventy/content/author-error.js';
const CALL_SITE = /new AuthorError\(|formatAuthorError\(/g;

// --- Getting the message of a check ----------------------------------------------------------------

/** The one message of `messages` that contains `containing` (the only one, when not given). */
function only(messages: readonly (string | { message: string })[], containing?: string): string {
  const texts = messages.map((m) => (typeof m === 'string' ? m : m.message));
  const found = containing === undefined ? texts : texts.filter((t) => t.includes(containing));
  if (found.length !== 1) {
    const wanted = containing === undefined ? 'one message' : `one message containing ${JSON.stringify(containing)}`;
    throw new Error(`The check gave ${found.length} where the trigger expects ${wanted}:\n${texts.join('\n')}`);
  }
  return found[0];
}

/**
 * What `run` throws: an AuthorError's message, or the line of an AuthorErrorList that contains `containing`.
 * @throws {Error} when `run` passes (the trigger no longer makes its mistake) or throws something else
 */
async function thrown(run: () => unknown, containing?: string): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AuthorErrorList) return only(error.messages, containing);
    if (error instanceof AuthorError) return error.message;
    throw error;
  }
  throw new Error('The check passed: the trigger no longer makes the mistake its row describes.');
}

/** `message` with the scratch folder `scratch` named as the project's `folder` that it stands in for. */
const asProject = (message: string, scratch: string, folder: string) => message.split(scratch).join(folder);

/** Writes `files` (path from `root` → text or bytes) under `root`, making their folders. */
function write(root: string, files: Record<string, string | Uint8Array>): string {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

// --- Inputs shared by several triggers ---------------------------------------------------------------

const EXAMPLES_FILE = 'components/counter/counter.examples.yaml';
/** A `params:` block of the counter (one required number, one optional string), as in test/unit/examples.test.ts. */
const COUNTER_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['to'],
  properties: {
    to: { type: 'number', description: 'The target.' },
    label: { type: 'string', description: 'What it is.' },
  },
};
const PARAMS = (macro = '') =>
  macro ? `params:\n  ${macro}: ${JSON.stringify(COUNTER_SCHEMA)}\n` : `params: ${JSON.stringify(COUNTER_SCHEMA)}\n`;
/** The errors of the counter's examples file with `examples` (YAML) after its params. */
const examplesErrors = (examples: string, macros = ['counter']) =>
  parseExamples(`${PARAMS()}examples:\n${examples}`, EXAMPLES_FILE, macros).errors;

/** A page of the built site, as Eleventy's results give it. */
const built = (url: string, inputPath: string, head: string, main: string) => ({
  url,
  inputPath,
  outputPath: `_site${url}index.html`,
  content: `<!doctype html><html><head>${head}</head><body><main>${main}</main></body></html>`,
});
const HEAD = '<title>Technology | Owlstone</title><meta name="description" content="How FAIMS works.">';
/** Link problems of a Markdown page written at `pages/about/index.md` (a scratch copy, for its lines). */
function aboutPageProblem(body: string, html: string): string {
  const scratch = path.join(scratchDir('link-check-'), 'index.md');
  writeFileSync(scratch, `---\ntitle: About\ndescription: Who we are.\nintro: Owlstone.\n---\n\n${body}\n`);
  const results = [
    built('/about/', scratch, HEAD, `<h1>About</h1>${html}`),
    built('/products/', './pages/products/index.md', HEAD, '<h1>Products</h1><section id="range"></section>'),
  ];
  return asProject(only(linkProblems(results)), scratch, 'pages/about/index.md');
}

/** A page that asks for redirects, as Eleventy's `collectionApi.getAll()` gives it. */
const redirecting = (inputPath: string, url: string | false, redirectFrom?: unknown) => ({
  inputPath,
  url,
  data: { redirectFrom },
});

/** A document entry that keeps its schema, as in test/unit/documents.test.ts. */
const DOCUMENT = {
  title: 'OVG-4 Vapour Generator Datasheet',
  type: 'Datasheet',
  number: 'DS-0012',
  revision: 'Revision 3',
  date: '2026-09-30',
  language: 'en',
  summary: 'The OVG-4 datasheet.',
  file: 'ds-0012.pdf',
  products: ['ovg-4'],
};
/** The documents' errors of a scratch project holding `files` (path from src/content/documents/). */
async function documentErrors(files: Record<string, string | Uint8Array>, containing?: string): Promise<string> {
  const root = scratchDir('documents-');
  mkdirSync(path.join(root, 'src/content/documents'), { recursive: true });
  write(
    root,
    Object.fromEntries(Object.entries(files).map(([file, content]) => [`src/content/documents/${file}`, content])),
  );
  return only((await loadDocuments({ root })).errors, containing);
}
const entry = (over: Record<string, unknown> = {}) => yaml.dump({ ...DOCUMENT, ...over });

/** A 10 × 10 px WebP named `name` in `folder`, as the CMS uploads pictures. */
const upload = (folder: string, name: string) =>
  Image(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), {
    widths: [10],
    formats: ['webp'],
    outputDir: folder,
    filenameFormat: () => name,
  });

// --- One trigger per row of docs/requirements.md "Author errors" ---------------------------------

const TRIGGERS: Record<string, () => string | Promise<string>> = {
  // src/eleventy/enquiry.js
  'enquiry-provider-unknown': () => thrown(() => enquiryConfig({ ENQUIRY_PROVIDER: 'formspree' })),
  'enquiry-endpoint-missing': () => thrown(() => enquiryConfig({ ENQUIRY_PROVIDER: 'endpoint' })),
  'enquiry-endpoint-not-https': () =>
    thrown(() =>
      enquiryConfig({ ENQUIRY_PROVIDER: 'endpoint', ENQUIRY_ENDPOINT: 'http://forms.example.com/owlstone' }),
    ),
  'enquiry-form-values-unknown': () =>
    thrown(() => enquiryFormModel({ provider: 'local', values: { phone: '01223 000000' } })),
  'enquiry-url-topic-unknown': () => thrown(() => enquiryUrl('sales')),
  'enquiry-url-product-unknown': () => thrown(() => enquiryUrl('datasheet-quote', 'ovg-5')),
  'privacy-destination-missing': () =>
    thrown(() => withEnquiryDestination('<h2>Where your enquiry goes</h2><p>To us.</p>', './pages/privacy/index.md')),

  // src/enquiry/fields.js
  'navigation-products-missing': () => thrown(() => productOptions([])),

  // src/content/read.js
  'content-file-missing': async () => {
    const root = scratchDir('read-');
    return asProject(await thrown(() => readYaml('src/content/company.yaml', root)), root, '<project>');
  },
  'content-yaml-invalid': () => {
    const root = write(scratchDir('read-'), { 'src/content/company.yaml': 'name: Owlstone\nslogan: "Sense: more\n' });
    return thrown(() => readYaml('src/content/company.yaml', root));
  },

  // src/eleventy/content/content-schema.js
  'front-matter-unreadable': () => {
    const root = write(scratchDir('front-matter-'), {
      'pages/technology/index.md': '---\ntitle: Technology\ndescription: "How FAIMS works\n---\n\nText.\n',
    });
    const file = { type: 'page', file: 'pages/technology/index.md', format: 'markdown', dataPath: '' } as const;
    return thrown(() => readContentData(file, root));
  },
  'content-schema-mismatch': () =>
    only(
      contentErrors('page', { description: 'How FAIMS works.', intro: 'FAIMS.' }, 'pages/technology/index.md'),
      '"title"',
    ),

  // src/eleventy/content/validation.js
  'page-outside-navigation': () =>
    only(pageErrors('./pages/products/ovg-5/index.md', '/products/ovg-5/', { title: 'OVG-5' })),
  'navigation-entry-no-page': () => {
    const tree: NavigationItem[] = [{ url: '/technology/', title: 'Technology', here: false, children: [] }];
    const home = { url: '/', inputPath: './pages/index.njk', data: {} };
    return only(navigationErrors([home], tree));
  },

  // src/eleventy/images/images.js
  'image-declaration-name': () =>
    only(declarationErrors({ 'Hero Art': { src: 'public/images/illustrations/chip.svg' } })),
  'image-declaration-src': () =>
    only(declarationErrors({ 'hero-art': { src: 'public/images/illustrations/hero-art.svg' } })),
  'image-declaration-widths': () =>
    only(declarationErrors({ chip: { src: 'public/images/illustrations/chip.svg', widths: [800, 400] } })),
  'image-declaration-format': () =>
    only(
      declarationErrors({
        chip: { src: 'public/images/illustrations/chip.svg', format: 'jpeg' as unknown as 'webp' },
      }),
    ),
  'flexible-image-unknown': async () => {
    await prepareImages({}, scratchDir('flexible-image-'));
    return thrown(() => flexibleImageModel({ image: 'hero-art', alt: 'The chip' }));
  },
  'flexible-image-native-width': async () => {
    const src = path.join(scratchDir('flexible-image-'), 'chip.svg');
    writeFileSync(src, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" width="200" height="100"/>');
    await prepareImages({ chip: { src, widths: [40, 80] } }, scratchDir('flexible-image-out-'));
    return thrown(() => flexibleImageModel({ image: 'chip', alt: 'The chip', nativeWidth: 60 }));
  },

  // src/eleventy/cms/media.js
  'media-name-clash': async () => {
    const folder = scratchDir('media-');
    for (const name of ['Lab photo.webp', 'lab-photo.webp']) await upload(folder, name);
    return asProject(await thrown(() => prepareMedia(scratchDir('media-out-'), folder)), folder, MEDIA_FOLDER);
  },
  'media-image-missing': async () => {
    await prepareMedia(scratchDir('media-out-'), scratchDir('media-'));
    return thrown(() => mediaImage('/images/media/lab.webp', 'A bench', './pages/company/news/articles/launch.md'));
  },
  'media-image-alt-missing': async () => {
    const folder = scratchDir('media-');
    await upload(folder, 'lab.webp');
    await prepareMedia(scratchDir('media-out-'), folder);
    return thrown(() => mediaImage('/images/media/lab.webp', ' ', './pages/company/news/articles/launch.md'));
  },

  // src/eleventy/cms/content-gaps.js
  'content-gap-comment': () => {
    const root = write(scratchDir('gap-comments-'), {
      'pages/company/index.md': '---\ntitle: Company\n---\n\nFounded in\n<!-- Content gap: the founding year -->\n',
    });
    return only(findGapComments({ root }));
  },
  'content-strict-gaps': () =>
    thrown(() => {
      throw strictError([
        { file: 'src/content/company.yaml', where: 'company.awards[0]', text: 'Sample — an award' },
        { file: 'pages/company/index.md', where: 'factsToSupply[0]', text: 'The founding year.' },
      ]);
    }, 'src/content/company.yaml'),

  // src/eleventy/bundle/enhancer-check.js
  'enhancer-unknown': () =>
    only(enhancerRootErrors(parse('<div data-enhancer="section-navv"></div>'), './pages/technology/index.md')),
  'enhancer-load-condition': () =>
    only(
      enhancerRootErrors(
        parse('<div data-enhancer="counter" data-enhancer-on="soon"></div>'),
        './pages/technology/index.md',
      ),
    ),
  'scroll-indicator-parent-missing': () =>
    only(
      enhancerRootErrors(
        parse('<section><div data-enhancer="scroll-indicator"><a href="#range">More</a></div></section>'),
        './pages/index.njk',
      ),
    ),
  'scroll-indicator-target-missing': () =>
    only(
      enhancerRootErrors(
        parse(
          '<section data-scroll-to-parent><div data-enhancer="scroll-indicator"><a href="#">More</a></div></section><section id="range"></section>',
        ),
        './pages/index.njk',
      ),
    ),
  'scroll-indicator-target-wrong': () =>
    only(
      enhancerRootErrors(
        parse(
          '<section data-scroll-to-parent><div data-enhancer="scroll-indicator"><a href="#range">More</a></div></section><section id="overview"></section>',
        ),
        './pages/index.njk',
      ),
    ),

  // src/eleventy/gallery/examples.js
  'examples-yaml-invalid': () =>
    only(parseExamples('params: { type: object\nexamples: []\n', EXAMPLES_FILE, ['counter']).errors),
  'examples-file-shape': () =>
    only(parseExamples('- name: Decimal\n  props: { to: 7.5 }\n', EXAMPLES_FILE, ['counter']).errors),
  'examples-params-macro-unknown': () =>
    only(
      parseExamples(`${PARAMS('count')}examples:\n- name: A\n  props: { to: 1 }\n`, EXAMPLES_FILE, ['counter']).errors,
    ),
  'example-name-repeated': () =>
    only(examplesErrors('- name: Bare\n  props: { to: 1 }\n- name: bare\n  props: { to: 2 }\n')),
  'example-macro-unknown': () => only(examplesErrors('- name: Wrong\n  macro: count\n  props: { to: 1 }\n')),
  'example-props-invalid': () => only(examplesErrors('- name: Words\n  props: { to: lots }\n')),
  'example-macro-params-undeclared': () =>
    only(
      parseExamples(
        `${PARAMS('cardGrid')}examples:\n- name: A\n  macro: childCards\n  props: { to: 1 }\n`,
        'components/child-cards/child-cards.examples.yaml',
        ['cardGrid', 'childCards'],
      ).errors,
    ),
  'examples-macro-file-missing': () => {
    const dir = write(scratchDir('examples-'), {
      'counters/counter.examples.yaml': `${PARAMS()}examples:\n- name: A\n  props: { to: 1 }\n`,
      'counters/counters.njk': '{% macro counter(props) %}{% endmacro %}',
    });
    return thrown(() => loadComponents(dir)).then((message) => asProject(message, dir, 'components'));
  },
  'check-params-undeclared-macro': () => thrown(() => checkParamsFilter.call(undefined, { to: 1 }, 'countr')),
  'example-not-found': () =>
    thrown(() =>
      findExample(
        { 'section-nav': [{ name: 'Two anchors', macro: 'sectionNav', props: {} }] },
        'section-nav',
        'Ten anchors',
      ),
    ),

  // src/eleventy/gallery/gallery.js
  'gallery-folder-name': () => only(galleryEntries({}, ['Image_Modal']).errors),
  'gallery-page-title-missing': () => {
    const counter: ComponentFile = { examples: [{ name: 'A', macro: 'counter', props: { to: 1 } }], params: {} };
    return only(galleryEntries({ counter }, []).errors);
  },

  // src/eleventy/gallery/params.js
  'params-schema-invalid': () =>
    only(
      compileParams(
        { ...COUNTER_SCHEMA, properties: { to: { type: 'float', description: 'The target.' } } },
        `${EXAMPLES_FILE}: params`,
      ).errors,
    ),
  'macro-props-invalid': () => {
    const { params } = compileParams(COUNTER_SCHEMA, EXAMPLES_FILE);
    return thrown(() =>
      checkParams('counter', params as Params, { to: 'lots' }, 'pages/technology/index.md', EXAMPLES_FILE),
    );
  },

  // src/eleventy/pages/navigation.js
  'nav-item-unknown': () => thrown(() => navItem('/nowhere/')),
  'related-page-unknown': () => thrown(() => relatedTitle('/products/ovg-5/', './pages/company/index.md')),
  'child-card-no-page': () => thrown(() => childCardItems('/company/', [])),

  // src/eleventy/pages/link-check.js
  'page-title-missing': () =>
    only(
      headProblems(
        builtPages([
          built(
            '/search/',
            './pages/search.njk',
            '<title> | Owlstone</title><meta name="description" content="Search the site.">',
            '<h1>Search</h1>',
          ),
        ]),
      ),
    ),
  'page-description-missing': () =>
    only(
      headProblems(
        builtPages([
          built(
            '/technology/',
            './pages/technology/index.md',
            '<title>Technology | Owlstone</title>',
            '<h1>Technology</h1>',
          ),
        ]),
      ),
    ),
  'page-main-heading-missing': () =>
    only(headProblems(builtPages([built('/technology/', './pages/technology/index.md', HEAD, '<h1> </h1>')]))),
  'page-main-heading-several': () =>
    only(
      headProblems(
        builtPages([built('/technology/', './pages/technology/index.md', HEAD, '<h1>Technology</h1><h1>More</h1>')]),
      ),
    ),
  'page-id-repeated': () =>
    aboutPageProblem(
      '{% section "history", "History" %}\nFounded.\n{% endsection %}\n\n{% section "history", "Today" %}\nNow.\n{% endsection %}',
      '<a class="section-anchor" id="history"></a><h2 id="history-title">History</h2><a class="section-anchor" id="history"></a><h2 id="history-title">Today</h2>',
    ),
  'link-page-missing': () =>
    aboutPageProblem('See the [OVG-5](/products/ovg-5/).', '<p>See the <a href="/products/ovg-5/">OVG-5</a>.</p>'),
  'link-anchor-missing': () =>
    aboutPageProblem('See [the range](/products/#ranges).', '<p>See <a href="/products/#ranges">the range</a>.</p>'),

  // src/eleventy/pages/shortcodes.js
  'section-id-invalid': () =>
    thrown(() => section('Text.', 'How It Works', 'How it works', './pages/technology/index.md')),
  'section-title-missing': () => thrown(() => section('Text.', 'how-it-works', '', './pages/technology/index.md')),
  'illustration-missing': () =>
    thrown(() => illustration('faims-chip', 'The FAIMS chip', undefined, './pages/technology/index.md')),
  'illustration-alt-missing': () =>
    thrown(() => illustration('chip', undefined as unknown as string, undefined, './pages/technology/index.md')),
  'illustration-viewbox-missing': () => {
    // The shortcode reads public/images/illustrations/<name>.svg; a name may lead out of it, to a scratch drawing.
    const drawing = path.join(scratchDir('illustration-'), 'flat.svg');
    writeFileSync(drawing, '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"></svg>');
    const folder = 'public/images/illustrations';
    const name = path.relative(folder, drawing).replace(/\.svg$/, '');
    return thrown(() => illustration(name, 'A flat drawing', undefined, './pages/technology/index.md')).then(
      (message) => asProject(message, path.join(folder, `${name}.svg`), `${folder}/flat.svg`),
    );
  },

  // src/eleventy/pages/redirects.js
  'redirect-from-invalid': () => only(findRedirects([redirecting('./pages/feed.njk', '/feed/', '/old-feed/')]).errors),
  'redirect-from-no-page-target': () =>
    only(findRedirects([redirecting('./pages/feed.njk', false, ['/old-feed/'])]).errors),
  'redirect-from-own-url': () =>
    only(findRedirects([redirecting('./pages/technology/index.md', '/technology/', ['/technology/'])]).errors),
  'redirect-from-is-page': () =>
    only(
      findRedirects([
        redirecting('./pages/technology/index.md', '/technology/', ['/markets/']),
        redirecting('./pages/markets/index.md', '/markets/'),
      ]).errors,
    ),
  'redirect-from-public-file': () => {
    const publicDir = write(scratchDir('public-'), { 'old/index.html': '<!doctype html>' });
    return only(
      findRedirects([redirecting('./pages/technology/index.md', '/technology/', ['/old/'])], { publicDir }).errors,
    );
  },
  'redirect-from-claimed-twice': () =>
    only(
      findRedirects([
        redirecting('./pages/technology/index.md', '/technology/', ['/faims/']),
        redirecting('./pages/markets/index.md', '/markets/', ['/faims/']),
      ]).errors,
    ),
  'redirects-over-limit': () => {
    const documents = Array.from({ length: MAX_STATIC_REDIRECTS + 1 }, (_, i) => ({
      from: `/documents/ds-${i}.pdf`,
      to: '/documents/ds-0012.pdf',
      inputPath: 'src/content/documents/ds-0012/index.yaml',
    }));
    return only(findRedirects([], { documents }).errors);
  },
  'redirect-line-too-long': () => {
    // The line is `<old path> <page's address> 301`: here the page's address makes it long.
    const long = `/products/${'ovg-4-vapour-generator-'.repeat(44)}/`;
    return only(findRedirects([redirecting('./pages/products/ovg-4/index.md', long, ['/ovg-4/'])]).errors, '"/ovg-4/"');
  },

  // src/eleventy/documents/documents.js
  'document-supersedes-unknown': () =>
    documentErrors({ 'a/index.yaml': entry({ file: 'a.pdf', supersedes: ['ds-0012-old'] }) }, '"supersedes"'),
  'document-supersedes-other-number': () =>
    documentErrors(
      {
        'a/index.yaml': entry({ file: 'a.pdf', supersedes: ['b'] }),
        'b/index.yaml': entry({ file: 'b.pdf', number: 'DS-0013', revision: 'Revision 1' }),
      },
      '"supersedes"',
    ),
  'document-page-unknown': () =>
    documentErrors({ 'a/index.yaml': entry({ file: 'a.pdf', markets: ['mining'] }) }, '"markets"'),
  'document-current-twice': () =>
    documentErrors(
      {
        'a/index.yaml': entry({ file: 'a.pdf' }),
        'b/index.yaml': entry({ file: 'b.pdf', revision: 'Revision 4' }),
      },
      'both current revisions',
    ),
  'document-pdf-missing': () => documentErrors({ 'a/index.yaml': entry({ file: 'nowhere.pdf' }) }),
  'document-pdf-too-large': async () => {
    const root = scratchDir('documents-');
    const pdf = path.join(
      write(root, { 'src/content/documents/a/a.pdf': '%PDF-1.7\n' }),
      'src/content/documents/a/a.pdf',
    );
    truncateSync(pdf, MAX_PDF_BYTES + 1);
    write(root, { 'src/content/documents/a/index.yaml': entry({ file: 'a.pdf' }) });
    return only((await loadDocuments({ root })).errors);
  },
  'document-not-pdf': () =>
    documentErrors({ 'a/index.yaml': entry({ file: 'a.pdf' }), 'a/a.pdf': 'PK\u0003\u0004 a spreadsheet renamed' }),
  'document-pdf-protected': async () =>
    documentErrors({ 'a/index.yaml': entry({ file: 'a.pdf' }), 'a/a.pdf': await makeEncryptedPdf() }),
  'document-pdf-unreadable': () =>
    documentErrors({ 'a/index.yaml': entry({ file: 'a.pdf' }), 'a/a.pdf': '%PDF-1.7\nnot a PDF body at all' }),
  'document-pdf-too-costly': async () => {
    const doc = await PDFDocument.create();
    for (let n = 0; n <= MAX_PDF_PAGES; n++) doc.addPage([200, 200]);
    return documentErrors({ 'a/index.yaml': entry({ file: 'a.pdf' }), 'a/a.pdf': await doc.save() });
  },
  'document-stray-file': () => documentErrors({ 'b.yaml': entry({ file: 'b.pdf' }) }),
  'document-folder-no-entry': () => documentErrors({ 'c/c.pdf': '%PDF-1.7' }),

  // scripts/lib/cms-build.js
  'page-template-code-invalid': () => {
    // Nunjucks's own error for a mistyped block in a page's text, as the build gets it from Eleventy.
    try {
      new nunjucks.Template(
        'Intro.\n\n{% sectoin "history", "History" %}\n',
        new nunjucks.Environment(),
        './pages/company/history.md',
        true,
      ).render({});
    } catch (nunjucksError) {
      const problem = templateProblem(
        Object.assign(new Error('Having trouble rendering njk template'), { originalError: nunjucksError }),
      );
      if (problem) return problem.message;
    }
    throw new Error('Nunjucks rendered the mistyped block: the trigger no longer makes its mistake.');
  },
};

// --- The registry: docs/requirements.md "Author errors" --------------------------------------------

type Row = { id: string; check: string; when: string; message: string };

/** A table cell's text: `\|` is a `|`; a message is in backticks, `\n` in it a line break. */
const cellText = (cell: string) => cell.trim().replace(/\\\|/g, '|');
const codeText = (cell: string) =>
  cellText(cell)
    .replace(/^(`+) ?([\s\S]*?) ?\1$/, '$2')
    .replace(/\\n/g, '\n');

/** The rows of the table under "### Author errors" in docs/requirements.md. */
function registryRows(): Row[] {
  const text = readFileSync(REQUIREMENTS, 'utf8');
  const at = text.indexOf(`\n${HEADING}\n`);
  if (at < 0) throw new Error(`${REQUIREMENTS} has no "${HEADING}" section: add it under "## Errors".`);
  const after = text.slice(at + HEADING.length + 2);
  const section = after.slice(0, after.search(/^#{1,3} |$(?![\s\S])/m));
  const lines = section.split('\n').filter((line) => line.startsWith('|'));
  return lines.slice(2).map((line) => {
    const cells = line
      .trim()
      .replace(/^\||\|$/g, '')
      .split(/(?<!\\)\|/);
    if (cells.length !== 4) throw new Error(`${REQUIREMENTS}: a row of "${HEADING}" needs 4 cells: ${line}`);
    const [id, check, when, message] = cells;
    return {
      id: cellText(id).replace(/^`|`$/g, ''),
      check: cellText(check),
      when: cellText(when),
      message: codeText(message),
    };
  });
}

/** The source files a row's "check (source file)" cell names. */
const namedFiles = (check: string) => check.match(/\b(?:src|components|scripts)\/[\w./-]+\.(?:js|ts|tsx)\b/g) ?? [];

/** Every source file that calls `new AuthorError(` or `formatAuthorError(`, with how many times. */
function callSites(): Map<string, number> {
  const sites = new Map<string, number>();
  for (const dir of SOURCE_DIRS) {
    for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      const file = `${dir}/${name.split(path.sep).join('/')}`;
      if (!/\.(js|ts|tsx)$/.test(file) || /\.(test|spec)\.tsx?$/.test(file) || file.includes('node_modules/')) continue;
      if (file === FORMATTER) continue;
      const count = readFileSync(file, 'utf8').match(CALL_SITE)?.length ?? 0;
      if (count) sites.set(file, count);
    }
  }
  return sites;
}

const rows = registryRows();

describe('the author-error registry (docs/requirements.md, "Author errors")', () => {
  it('lists each author error once, by a kebab-case id, with its check, when it happens and its message', () => {
    const ids = rows.map((r) => r.id);
    expect(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      'ids used by two rows',
    ).toEqual([]);
    expect(
      ids.filter((id) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)),
      'ids that are not kebab-case',
    ).toEqual([]);
    const incomplete = rows.filter((r) => !r.when || !r.message || namedFiles(r.check).length === 0);
    expect(
      incomplete.map((r) => r.id),
      'rows without a "when", a message, or a source file (src/…, components/…, scripts/…) in "check (source file)"',
    ).toEqual([]);
  });

  it('has a trigger for every row, and a row for every trigger', () => {
    const ids = new Set(rows.map((r) => r.id));
    const triggers = new Set(Object.keys(TRIGGERS));
    expect(
      [...ids].filter((id) => !triggers.has(id)),
      `rows of ${REQUIREMENTS} "${HEADING}" without a trigger: add one to TRIGGERS in ${THIS_FILE}`,
    ).toEqual([]);
    expect(
      [...triggers].filter((id) => !ids.has(id)),
      `triggers without a row: add "| <id> | <check> (<source file>) | <when> | \`<message>\` |" to ${REQUIREMENTS} "${HEADING}"`,
    ).toEqual([]);
  });

  it('names every file that raises an author error, with a row for each of its call sites', () => {
    const rowsPerFile = new Map<string, number>();
    for (const row of rows)
      for (const file of new Set(namedFiles(row.check))) rowsPerFile.set(file, (rowsPerFile.get(file) ?? 0) + 1);
    const sites = callSites();
    expect(sites.size, 'no call site found: has the formatter moved?').toBeGreaterThan(10);
    const short = [...sites]
      .filter(([file, count]) => count > (rowsPerFile.get(file) ?? 0))
      .map(
        ([file, count]) =>
          `${file}: ${count} call sites of new AuthorError( / formatAuthorError(, ${rowsPerFile.get(file) ?? 0} rows. Add a row for each new author error to ${REQUIREMENTS} "${HEADING}" (naming ${file} in "check (source file)") and its trigger to ${THIS_FILE}`,
      );
    expect(short, 'source files with more call sites than rows naming them').toEqual([]);
    const gone = [...rowsPerFile.keys()].filter((file) => !sites.has(file));
    expect(
      gone,
      `rows naming a file that raises no author error: correct "check (source file)" or remove the row`,
    ).toEqual([]);
  });

  it.each(rows)('$id: the build stops with the file, the field and the fix', async ({ id, message }) => {
    const trigger = TRIGGERS[id];
    expect(trigger, `no trigger for "${id}": add one to TRIGGERS in ${THIS_FILE}`).toBeDefined();
    expect(await trigger()).toBe(message);
  });
});
