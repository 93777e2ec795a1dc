/**
 * The CMS's preview of pages and articles (src/admin/preview.js): every page and article of the
 * site renders in the site's markup, each `{% section %}` as the shortcode renders it, and no
 * Nunjucks code is left in what the author sees. Markdown is passed through as it is here (the
 * CMS renders it with Sveltia's `marked`), so what is checked is the preview's own work.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import YAML from 'yaml';
import {
  GENERATED_CLASS,
  bodyHtml,
  documentHtml,
  entryHtml,
  fieldsHtml,
  homeHtml,
  productHtml,
  readableDay,
  withoutNunjucks,
} from '../../src/admin/preview.js';

const markdownFiles = readdirSync('pages', { recursive: true, withFileTypes: true })
  .filter((d) => d.isFile() && d.name.endsWith('.md'))
  .map((d) => path.join(d.parentPath, d.name));
/** A Markdown file's body, after its front matter. */
const bodyOf = (file: string) => readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
const asIs = (text: string) => text;

describe('the CMS preview', () => {
  it('shows a document as its library entry reads: type, title and summary, then number and revision, the date and language in words, its PDF and where it is listed', () => {
    const html = documentHtml({
      title: 'Gen-SYS <Prüf>',
      type: 'Brochure',
      number: 'BR-0003',
      revision: 'Ausgabe 1',
      date: '2025-11-05',
      language: 'de',
      summary: 'S',
      file: 'br.pdf',
      sample: true,
      products: ['gen-sys-products'],
    });
    expect(html).toContain(
      '<p class="kicker">Brochure · Sample</p><h1 class="page-hero__title">Gen-SYS &lt;Prüf&gt;</h1><p class="page-hero__intro">S</p>',
    );
    expect(html).toContain(
      '<dl><dt>Number and revision</dt><dd>BR-0003, Ausgabe 1</dd><dt>Date</dt><dd>5 November 2025</dd><dt>Language</dt><dd>German</dd><dt>PDF</dt><dd>br.pdf</dd><dt>Listed on</dt><dd>gen-sys-products, and the library</dd></dl>',
    );
    expect(documentHtml({ language: 'not a tag!' })).toContain('<dd>not a tag!</dd>');
  });

  it.each(markdownFiles)('%s: every section rendered with its heading, no Nunjucks code', (file) => {
    const body = bodyOf(file);
    const html = bodyHtml(body, asIs);
    const titles = [...body.matchAll(/^\{% section "([a-z][a-z0-9-]*)", "((?:[^"\\]|\\.)*)" %\}$/gm)];
    expect(html.match(/<section class="page-section"/g)?.length ?? 0).toBe(titles.length);
    for (const [, id, title] of titles)
      expect(html).toContain(
        `<h2 class="page-section__title" id="${id}-title">${title.replace(/\\(.)/g, '$1').replace(/&/g, '&amp;').replace(/"/g, '&quot;')}</h2>`,
      );
    expect(html).not.toMatch(/\{%|\{\{|\{#|%\}|\}\}/);
  });

  it('shows the blocks inside a section as they read: key figures as figures, a picture with its caption, a table by its product', () => {
    const html = bodyHtml(readFileSync('pages/technology/index.md', 'utf8'), asIs);
    expect(html).toContain(
      '<ul class="key-figures"><li><span class="counter"><span class="counter__figure">about 7.5 mm</span><span class="counter__label">Chip size, square</span></span></li></ul>',
    );
    expect(html).toContain('<figcaption>Ions travel with the gas between the electrodes.');
    expect(bodyHtml(readFileSync('pages/products/ohg-4/index.md', 'utf8'), asIs)).toContain(
      '<caption>OHG-4 key specifications</caption>',
    );
  });

  it('replaces what only the build fills in with a labelled placeholder', () => {
    expect(withoutNunjucks('{%- for a in list %}\n<li>{{ a }}</li>\n{%- endfor %}')).toContain(
      'A list the site fills in when it is built.',
    );
    expect(withoutNunjucks('{{ shareLinks({ url: page.url }) }}')).toContain('Made by the site when it is built.');
    expect(withoutNunjucks('Price: {{ price }}.')).toBe('Price: ….');
  });

  it('renders an article with its hero, date and picture above the text', () => {
    const html = entryHtml(
      {
        title: 'A & B',
        intro: 'Lead.',
        date: '2026-11-25',
        image: { src: '/images/media/lab.jpg', alt: 'The lab' },
        body: '{% section "one", "One" %}\nText.\n{% endsection %}',
      },
      { markdown: asIs, article: true, assetUrl: (p) => `blob:${p}` },
    );
    expect(html).toContain('<h1 class="page-hero__title">A &amp; B</h1><p class="page-hero__intro">Lead.</p>');
    expect(html).toContain(
      '<p class="article-date">Published <time>25 November 2026</time></p><figure class="article-image"><img src="blob:/images/media/lab.jpg" alt="The lab"></figure>',
    );
    expect(html).toContain('<h2 class="page-section__title" id="one-title">One</h2>\nText.\n</section>');
    expect(readableDay('not a date')).toBe('not a date');
  });

  it('shows a product as its specification table, and other data field by field', () => {
    const product = productHtml({
      name: 'OVG-4',
      category: 'Vapour generator',
      specifications: {
        sample: true,
        text: 'Sample — figures to come.',
        rows: [{ label: 'Flow', value: '50–500 ml/min' }],
      },
    });
    expect(product).toContain('<p class="kicker">Vapour generator</p><h1 class="page-hero__title">OVG-4</h1>');
    expect(product).toContain(
      '<tr><th scope="row">Flow</th><td>50–500 ml/min</td></tr><tr class="spec-table__request">',
    );
    expect(product).toContain('<p class="sample-note">Sample — figures to come.</p>');
    expect(fieldsHtml({ dataController: { name: 'Owlstone' }, awards: [{ title: 'A', year: 2020 }] })).toBe(
      '<h2>Data controller</h2><h3>Name</h3><p>Owlstone</p><h2>Awards</h2><div class="table-wrap"><table><thead><tr><th scope="col">Title</th><th scope="col">Year</th></tr></thead><tbody><tr><td>A</td><td>2020</td></tr></tbody></table></div>',
    );
  });

  it('shows the home page as the site lays it out: its hero, its bands in order with the steps as a list, and placeholders where the site fills in cards and carousels', () => {
    const home = YAML.parse(readFileSync('src/content/home.yaml', 'utf8'));
    const doc = new new Window().DOMParser().parseFromString(homeHtml(home), 'text/html');
    const texts = (selector: string) => [...doc.querySelectorAll(selector)].map((e) => e.textContent);
    expect(texts('.home-hero .kicker, .home-hero__title, .home-hero__intro')).toEqual([
      home.hero.kicker,
      home.hero.title,
      home.hero.intro,
    ]);
    expect(texts('.home-band h2')).toEqual([home.markets.title, home.technology.title, home.company.title]);
    expect(texts('.home-band .steps li')).toEqual(
      home.technology.steps.map((step: { action: string; text: string }) => `${step.action} ${step.text}`),
    );
    expect(texts(`.${GENERATED_CLASS}`)).toEqual([
      'The markets’ cards, which the site fills in when it is built.',
      'The products’, applications’ and customers’ carousels, which the site fills in when it is built.',
    ]);
  });
});
