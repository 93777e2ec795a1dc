/**
 * The CMS's preview shows the entry as the site shows it (docs/cms.md "The preview";
 * src/admin/preview.js): in the real Sveltia CMS at /admin/ of the built site, in local-repository
 * mode (the folder picker answered with a folder of the origin-private file system, as in
 * cms.spec.ts; every request to another origin refused), a news article and a page are opened, and
 * the preview pane is read: the hero's title and introduction in the site's markup and styles, the
 * sections with their headings and their Markdown rendered, and no Nunjucks code; then the home
 * page in its bands, a product (its specification table) and the company's facts (field by field).
 */
import { test, expect, type Page, type FrameLocator } from '@playwright/test';
import { readFileSync } from 'node:fs';
import YAML from 'yaml';
import { editorStatus, openCms, openEntry } from '../support/cms.js';

const previewOf = (page: Page): FrameLocator => page.getByRole('group', { name: /^Preview/ }).frameLocator('iframe');

/** The front matter field `name` of a content file, as written (one line). */
const frontMatter = (file: string, name: string) =>
  new RegExp(`^${name}: "?(.*?)"?$`, 'm').exec(readFileSync(file, 'utf8'))![1];

test('the preview shows a news article and a page as the site does (styled hero, rendered sections, no Nunjucks code), the home page in its bands, a product as its table, and the company’s facts', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await openCms(page, context, baseURL!);

  const articleFile = 'pages/company/news/articles/why-natural-gas-smells.md';
  await openEntry(page, 'news/why-natural-gas-smells');
  await expect(editorStatus(page)).toContainText(
    'editing the “⁨Why natural gas smells, and why its odorant is measured⁩” entry',
  );
  const preview = previewOf(page);
  const title = preview.locator('h1.page-hero__title');
  await expect(title).toHaveText('Why natural gas smells, and why its odorant is measured');
  await expect(preview.locator('p.page-hero__intro')).toHaveText(frontMatter(articleFile, 'intro'));
  await expect(preview.locator('p.article-date')).toHaveText(/^Published \d{1,2} [A-Z][a-z]+ \d{4}$/);
  // Each section as the shortcode renders it, its Markdown made HTML.
  const sections = preview.locator('section.page-section');
  await expect(sections.locator('h2.page-section__title')).toHaveText([
    'A smell added for safety',
    'Hydrogen sulfide: a smell that cannot be trusted',
    'Measuring both',
  ]);
  await expect(sections.first().locator('p').first()).toBeVisible();
  await expect(preview.locator('body')).not.toContainText('{%');
  // The site's stylesheet styles it: the hero title in the site's weight (780, src/styles/page-hero.css) and sans-serif face, not the browser's bold serif.
  await expect(preview.locator('link[rel="stylesheet"][href*="/assets/style-main-"]')).toHaveCount(1);
  await expect(title).toHaveCSS('font-weight', '780');
  await expect(title).toHaveCSS('font-family', /system-ui/);
  // An edit shows at once.
  await page.getByRole('textbox', { name: 'Title' }).fill('Why gas smells');
  await expect(title).toHaveText('Why gas smells');
  await page.screenshot({ path: test.info().outputPath('preview-article.png') });

  // A page whose sections hold macros and loops: placeholders, never code.
  await openEntry(page, 'pages/page-company--news');
  await expect(editorStatus(page)).toContainText('editing the “⁨News (/company/news/)⁩” file');
  await expect(preview.locator('h1.page-hero__title')).toHaveText('News');
  await expect(preview.locator('p.kicker')).toHaveText('Company');
  await expect(preview.locator('section.page-section h2.page-section__title')).toHaveText([
    'Latest articles',
    'Company milestones',
    'In our field',
    'Press and product enquiries',
  ]);
  await expect(preview.locator('section.page-section table')).toHaveCount(1);
  await expect(preview.locator('.cms-preview-generated')).toHaveText([
    'The news articles, newest first: a list the site fills in when it is built.',
    'Links that share the page: made by the site when it is built.',
  ]);
  for (const code of ['{%', '{{', '{#']) await expect(preview.locator('body')).not.toContainText(code);

  // The home page as the site lays it out, in its own styles (src/styles/home.css), not its fields' names.
  await openEntry(page, 'home/home');
  await expect(editorStatus(page)).toContainText('in the “⁨Home page⁩” collection');
  const home = YAML.parse(readFileSync('src/content/home.yaml', 'utf8'));
  await expect(preview.locator('h1.home-hero__title')).toHaveText(home.hero.title);
  await expect(preview.locator('section.home-band h2')).toHaveText([
    home.markets.title,
    home.technology.title,
    home.company.title,
  ]);
  await expect(preview.locator('section.home-band--dark')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await page
    .getByRole('group', { name: /Opening/ })
    .getByRole('textbox', { name: 'Heading' })
    .fill('One sensor, many chemicals');
  await expect(preview.locator('h1.home-hero__title')).toHaveText('One sensor, many chemicals');

  // A product as its specification table; the company's facts field by field: never a blank pane.
  await openEntry(page, 'products/ovg-4');
  await expect(editorStatus(page)).toContainText('editing the “⁨OVG-4⁩” entry');
  await expect(preview.locator('h1.page-hero__title')).toHaveText('OVG-4');
  await expect(preview.locator('table.spec-table th').first()).toHaveText('Vapour sources');
  // Styled by the specification table's own stylesheet, which a page links only where it has one
  // (src/eleventy/pages/stylesheets.js): the CMS registers every stylesheet of the site.
  await expect(preview.locator('table.spec-table th[scope="row"]').first()).toHaveCSS('font-weight', '600');
  await openEntry(page, 'company/company');
  await expect(editorStatus(page)).toContainText('in the “⁨Company⁩” collection');
  await expect(preview.locator('.prose h2').first()).toBeVisible();

  // Pages named like a collection show as pages: the Company page with its sections, not the
  // company's facts or its raw {% section %} code; the Products page with its hero.
  await openEntry(page, 'pages/page-company');
  await expect(editorStatus(page)).toContainText('editing the “⁨Company (/company/)⁩” file');
  await expect(preview.locator('h1.page-hero__title')).toHaveText('Company');
  await expect(preview.locator('section.page-section h2.page-section__title').first()).toHaveText('Where we come from');
  await expect(preview.locator('body')).not.toContainText('{%');
  // Through the CMS's own list, as an author goes there.
  await page.getByRole('button', { name: 'Cancel Editing' }).click();
  await page.getByRole('row', { name: /^Products \(\/products\/\)/ }).click();
  await expect(editorStatus(page)).toContainText('editing the “⁨Products (/products/)⁩” file');
  await expect(preview.locator('h1.page-hero__title')).toHaveText('Products');

  // A document as its library entry reads.
  await page.getByRole('button', { name: 'Cancel Editing' }).click();
  await page.getByRole('treeitem', { name: 'Documents' }).click();
  await page.getByRole('row', { name: 'Gen-SYS Prüfgasgeneratoren' }).click();
  await expect(editorStatus(page)).toContainText('editing the “⁨Gen-SYS Prüfgasgeneratoren⁩” entry');
  await expect(preview.locator('h1.page-hero__title')).toHaveText('Gen-SYS Prüfgasgeneratoren');
  await expect(preview.locator('dd')).toHaveText([
    'BR-0003, Ausgabe 1',
    '5 November 2025',
    'German',
    'br-0003-gen-sys-broschuere.pdf',
    'gen-sys-products, industrial, and the library',
  ]);
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/cms-preview-document-1440.png` });
});
