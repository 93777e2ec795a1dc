/**
 * The production build claims only what the company stands behind (docs/requirements.md#content-facts: "No product specification, figure, customer, award, partner or quote is invented
 * product specifications, figures, customers, awards, partners or quotes"), and no two pages
 * contradict each other:
 * - a counter says what it counts, and its figure is the number of those entries in the list beside it;
 * - no page names distributors, a support service or a datasheet while the data holds none
 *   (src/content/company.yaml distributors, src/content/products/<slug>.yaml specifications: sample entries,
 *   which production pages leave out);
 * - a claim made on one page is made in the same hedged form on every page that repeats it;
 * - what a copy review found unsupported does not come back, on any page, new ones included;
 * - each explanation is said once, where it belongs, and linked to elsewhere: no sentence on 3 or
 *   more pages, no explanation said again in other words on 2 other pages (test/support/repetition.ts
 *   sharedPassages), and each phrase of SAID_ONCE on at most its limit (docs/authoring.md, "Say it once").
 */
import { describe, expect, it } from 'vitest';
import { parse, HTMLElement } from 'node-html-parser';
import { builtPages, readPage } from '../support/built-site.js';
import { publishedEntries } from '../../src/eleventy/cms/content-gaps.js';
import { TOPICS } from '../../src/enquiry/fields.js';
import company from '../../src/_data/company.js';
import products from '../../src/_data/products.js';
import navigation from '../../src/_data/navigation.js';
import {
  SAID_ONCE,
  SIMILAR,
  describeShared,
  pagesMatching,
  passagesOf,
  productionPageTexts,
  repeatedSentences,
  runningBlocks,
  sharedPassages,
} from '../support/repetition.js';

const pages = builtPages().filter((p) => !p.url.startsWith('/frontend/'));
const docs = new Map(pages.map((p) => [p.url, parse(readPage(p))]));
const dom = (url: string): HTMLElement => {
  const doc = docs.get(url);
  if (!doc) throw new Error(`${url} was not built`);
  return doc;
};
/** What a visitor reads on a page: the main content (the form's labels included, not its scripts' data) and the meta description a search result shows. */
const visibleText = (url: string): string => {
  const main = dom(url).querySelector('main')?.clone() as HTMLElement | undefined;
  for (const hidden of main?.querySelectorAll('script, style, template') ?? []) hidden.remove();
  const description = dom(url).querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  return `${description}\n${main?.text ?? ''}`.replace(/\s+/g, ' ');
};
/** Pages whose visible text matches `pattern`, with the matched words. */
const pagesSaying = (pattern: RegExp): string[] =>
  pages.flatMap((p) => {
    const m = visibleText(p.url).match(pattern);
    return m ? [`${p.url}: "${m[0]}"`] : [];
  });

const productsMenu = navigation.find((i) => i.url === '/products/')!.children;
const kickerOf = (url: string): string => dom(url).querySelector('.page-hero .kicker')?.text.trim() ?? '';

describe('counters say what they count', () => {
  const productCounters = (url: string) =>
    dom(url)
      .querySelectorAll('#main .counter')
      .map((c) => ({
        label: c.querySelector('.counter__label')!.text.trim(),
        to: Number(c.querySelector('.counter__figure')!.getAttribute('data-to')),
      }))
      .filter((c) => /product|instrument|sensor/i.test(c.label) && !/chip/i.test(c.label));

  it.each(['/products/', '/company/'])(
    '%s: the product counter equals the entries of that kind in the Products menu and list',
    (url) => {
      const counters = productCounters(url);
      expect(counters.length, 'a product counter on the page').toBe(1);
      const [{ label, to }] = counters;
      // "Products …" counts every entry a visitor sees in the menu; "Instruments and sensors" the entries whose page is a product.
      const counted = /^products\b/i.test(label)
        ? productsMenu
        : productsMenu.filter((i) => kickerOf(i.url) === 'Product');
      expect({ label, to }).toEqual({ label, to: counted.length });
    },
  );

  it('every Products menu entry whose page is a product has its facts in src/content/products/, and no other entry does', () => {
    const productPages = productsMenu.filter((i) => kickerOf(i.url) === 'Product').map((i) => i.url.split('/').at(-2));
    expect(productPages.sort()).toEqual(Object.keys(products).sort());
  });
});

describe('no page offers what the data does not hold', () => {
  // Applies while the company has published no distributor (src/content/company.yaml); once it has, the pages may name them.
  it('names no distributor, and no buying through one, while src/content/company.yaml publishes none', (context) => {
    context.skip(
      publishedEntries(company.distributors, false).length > 0,
      'src/content/company.yaml publishes a distributor, so the pages may name one',
    );
    expect(
      pagesSaying(
        /\bour distributors\b|\bthrough (a|our|the) distributors?\b|\bwhere we work with a distributor\b|\b(a|no) distributor for your region\b|\bbuying through a distributor\b/i,
      ),
    ).toEqual([]);
  });

  it('offers no technical support service (docs/requirements.md#content-facts gives none): not as a topic of the enquiry form, not in any page', () => {
    expect(TOPICS.map((t) => t.label).filter((l) => /support/i.test(l))).toEqual([]);
    expect(pagesSaying(/\btechnical support\b|\bsupport (service|contract)s?\b/i)).toEqual([]);
  });

  // Applies while every product's specifications are sample entries; once one is confirmed, a datasheet may be offered.
  it("mentions no datasheet, and offers none, while every product's specifications are sample entries", (context) => {
    context.skip(
      !Object.values(products).every((p) => p.specifications.sample),
      "a product's specifications are confirmed, so a datasheet may be offered",
    );
    expect(TOPICS.map((t) => t.label).filter((l) => /datasheet/i.test(l))).toEqual([]);
    expect(pagesSaying(/\bdata ?sheets?\b/i)).toEqual([]);
  });

  it('the Next Generation Chemical Detector page, a programme and no product of ours, offers no product information', () => {
    const actions = dom('/products/next-generation-chemical-detector/')
      .querySelectorAll('.page-hero__action a')
      .map((a) => a.text.trim());
    expect(actions.filter((t) => /datasheet|quote|specification/i.test(t))).toEqual([]);
  });
});

describe('one claim, one form, on every page', () => {
  it('no page says the platform has already been applied to drinking water: the water page says the level has to be shown in testing', () => {
    expect(visibleText('/applications/water-analysis/')).toMatch(/ha(s|ve) to be shown in testing/);
    expect(
      pagesSaying(
        /\b(has|have) (already )?been applied\b[^.]*\bwater\b|\balready applied\b[^.]*\bwater\b|\bcan be pointed at\b/i,
      ),
    ).toEqual([]);
  });

  it('OwlSens-T and OwlSens-C are called sensor products built on the chip, with no intended use their own pages do not publish', () => {
    expect(pagesSaying(/sensors? for integration|OwlSens-[TC] (is|are) (intended|designed|made|used) for\b/i)).toEqual(
      [],
    );
  });

  it('/applications/ claims the FAIMS sensor for the detection applications only, not for every page it lists', () => {
    expect(visibleText('/applications/')).not.toMatch(/every application[^.]*runs on/i);
  });
});

describe('what the company has not said stays unsaid', () => {
  // Each: wording a copy review found unsupported, overstated or contradicted by another page, and why.
  const UNSUPPORTED: [string, RegExp][] = [
    [
      'a chip small enough for handheld, worn or unmanned detectors: no handheld product is sourced (the chip is "small enough to consider for handheld designs")',
      /\bsmall enough (for|to go into|to fit|to sit)\b[^.]{0,30}\b(handheld|worn|unmanned)\b|\bsuits handheld\b|\binto (a )?handheld (detector|device|unit)s?\b|\bhandheld units\b|\bhandheld and (distributed|worn) (detectors|devices)\b/i,
    ],
    ['one design travelling from handheld defence use to a process line', /\bfrom handheld defen[cs]e use\b/i],
    [
      'experience carrying over between markets: a benefit with no source',
      /\bexperience gained in one area\b|\bcarries over to the next\b/i,
    ],
    [
      'testing and calibration in every market: Gen-SYS is sourced for detector makers, laboratories and defence only',
      /\btesting and calibration in every market\b/i,
    ],
    [
      "a measurement service on the visitor's own samples",
      /\bmeasurements? on your own samples\b|\bmeasure your samples\b/i,
    ],
    ['a feasibility study with measurements on Lonestar', /\bfeasibility study\b|\bmeasurements on our Lonestar\b/i],
    [
      'a pipe-side instrument: the chip is not an instrument',
      /\b(sit|placed|mounted) (close to|at|beside) the pipe\b/i,
    ],
    [
      'Lonestar showing H2S and odorants on the process: no such performance or hazardous-area rating is sourced',
      /\bcan show how your gas\b|\bLonestar\b[^.]{0,80}\bsulfur compounds appear\b/i,
    ],
    [
      'surface sampling with Lonestar, which analyses gas',
      /\bsame cleaned surfaces\b|\bLonestar\b[^.]{0,80}\bcan be used for that comparison\b/i,
    ],
    ['explosive detection "central" to defence work', /\bremains central to our defen[cs]e work\b/i],
    [
      'the platform "answers" questions the markets page says could be answered once tested',
      /\bconfigured in software, answers\b/i,
    ],
    [
      'a FAIMS chip "offers a way" to check off-flavours noticed at ppt, while it detects down to ppb',
      /\bchip sensor offers a way\b|^Checking raw ingredients for\b/i,
    ],
    [
      'Lonestar as "the instrument" for developing an application: the pages say to ask whether it suits the samples',
      /\bis the instrument for (such|these|those) measurements\b/i,
    ],
    [
      'the FAIMS sensor already bringing measurement to the process: the application pages say it could, once shown in testing',
      /\b(sensor|FAIMS|chip) (brings|takes|moves) (that|the) measurement\b/i,
    ],
    [
      'a concentration that "depends directly" on the flow: it falls as the dilution flow rises',
      /\bdepends directly on the (gas )?flow\b/i,
    ],
    [
      "DF matrices on Lonestar's display: it shows positive- and negative-ion spectra side by side",
      /\bshows the two matrices\b|\bLonestar\b[^.]{0,120}\bmatrices side by side\b|\bnegative-ion DF matrices\b/i,
    ],
    [
      "Lonestar studying drugs or trying a food method: no Lonestar detection limit is sourced, and the drug results are the chips'",
      /\bstudied in the laboratory on Lonestar\b|\bLonestar\b[^.]{0,60}\b(detects|studies|identifies)\b[^.]{0,40}\bdrugs?\b|\btry such a method on Lonestar\b/i,
    ],
    [
      'a chip in mass production: the sources say it is cheap to mass-produce',
      /\bmass-produced chip\b|\bchips? (is|are) mass-produced\b|\bin mass production\b/i,
    ],
    [
      "explosive test vapours from a liquid: most explosives are solids, and the tube is described without its contents' state",
      /\bsealed tube (holding|of) (a )?liquid\b|\btube of liquid chemical\b/i,
    ],
    [
      'a vapour generator making "the chemical chosen", permanent gases such as carbon monoxide included',
      /\b(vapour|vapor) of the chemical chosen\b/i,
    ],
  ];
  it.each(UNSUPPORTED)('no page claims %s', (_why, pattern) => {
    expect(pagesSaying(pattern)).toEqual([]);
  });

  it('the narcotics card, wherever it is shown, carries the hedge of its page: compact drug detectors "could" follow', () => {
    const unhedged = pages.flatMap((p) =>
      (visibleText(p.url).match(/[^.]*\bthe way to compact\b[^.]*/gi) ?? [])
        .filter((sentence) => !/\bcould\b/i.test(sentence))
        .map((sentence) => `${p.url}: "${sentence.trim()}"`),
    );
    expect(unhedged).toEqual([]);
    expect(visibleText('/')).toMatch(/which could open the way to compact drug detectors/);
  });

  it("Lonestar's page and the technology page say it shows the positive- and negative-ion spectra side by side", () => {
    expect(visibleText('/products/lonestar/')).toMatch(/positive-ion and negative-ion spectra side by side/i);
    expect(visibleText('/technology/')).toMatch(/positive- and negative-ion spectra side by side/i);
  });

  it("a paragraph calling FAIMS more sensitive for explosives carries the explosives page's hedge: their vapour can be lower still than the chip's parts per billion", () => {
    const unhedged = pages.flatMap((p) =>
      runningBlocks(readPage(p))
        .filter((b) => /\bmore sensitive\b/i.test(b) && /\bexplosive/i.test(b) && !/\blower still\b/i.test(b))
        .map((b) => `${p.url}: "${b}"`),
    );
    expect(unhedged).toEqual([]);
    expect(visibleText('/applications/detection-explosives/')).toMatch(/\blower still\b/);
  });

  it('the Next Generation Chemical Detector page keeps its Dugway section to the programme: no product of ours in it', () => {
    const section = dom('/products/next-generation-chemical-detector/')
      .querySelectorAll('section.page-section')
      .find((s) => /Dugway/.test(s.querySelector('h2')?.text ?? ''));
    expect(section, 'a section about the Dugway testing').toBeDefined();
    expect(
      section!
        .querySelectorAll('a')
        .map((a) => a.getAttribute('href'))
        .filter((h) => h?.startsWith('/products/')),
    ).toEqual([]);
  });

  describe.each(productsMenu.filter((i) => i.programme).map((i) => [i.title, i.url]))(
    '%s, a programme under Products',
    (_title, url) => {
      const slug = url.split('/').at(-2);
      it('keeps its place in the Products menu, and its page says "Programme"', () => {
        expect(productsMenu.map((i) => i.url)).toContain(url);
        expect(kickerOf(url)).toBe('Programme');
      });
      it('is labelled "Programme" on its /products/ card and its home-page slide', () => {
        const card = dom('/products/')
          .querySelectorAll('.card')
          .find((c) => c.querySelector('.card__link')?.getAttribute('href') === url);
        expect(card?.querySelector('.card__kicker')?.text.trim()).toBe('Programme');
        const tile = dom('/')
          .querySelectorAll('.carousel-tile')
          .find((t) => t.getAttribute('href') === url);
        expect(tile?.querySelector('.carousel-tile__kicker')?.text.trim()).toBe('Programme');
      });
      it("is not offered as a product: not in the enquiry form's product list, and no link preselects it", () => {
        const options = dom('/contact/')
          .querySelectorAll('select[name="product"] option')
          .map((o) => o.getAttribute('value'));
        expect(options).toContain('lonestar');
        expect(options).not.toContain(slug);
        const preselecting = pages.flatMap((p) =>
          dom(p.url)
            .querySelectorAll('a[href*="product="]')
            .map((a) => a.getAttribute('href') ?? '')
            .filter((h) => new URL(h, 'https://x/').searchParams.get('product') === slug)
            .map((h) => `${p.url}: ${h}`),
        );
        expect(preselecting).toEqual([]);
      });
    },
  );

  it('running text spells "defence" the British way; "Defense" stays only in the navigation titles and the US Department of Defense\'s name', () => {
    const american = pages.flatMap((p) =>
      runningBlocks(readPage(p))
        .map((b) => b.replace(/\bDepartment of Defense\b/g, ''))
        .filter((b) => /\bdefense\b/i.test(b))
        .map((b) => `${p.url}: "${b}"`),
    );
    expect(american).toEqual([]);
  });
});

describe('each explanation said once, where it belongs', () => {
  const texts = productionPageTexts(pages);

  it('no sentence of running text is on 3 or more pages word for word (captions and navigation labels aside)', () => {
    expect(repeatedSentences(texts)).toEqual([]);
  });

  it(`no explanation of two sentences or more is said again, in the same or other words (similarity ${SIMILAR} or more), on 2 other pages`, () => {
    const shared = sharedPassages(passagesOf(pages));
    expect(
      shared.length,
      `merge each onto its own page, summarised on one other:\n${shared.map((s) => describeShared(s)).join('\n')}`,
    ).toBe(0);
  });

  it.each(SAID_ONCE.map((e) => [e.name, e.maxPages, e] as const))(
    '%s: on its own page, and on at most %i pages in all',
    (_name, _maxPages, { pattern, maxPages, home }) => {
      const carrying = pagesMatching(texts, pattern);
      if (home) expect(carrying, `the page it belongs on, ${home}`).toContain(home);
      expect(carrying.length, carrying.join(' ')).toBeLessThanOrEqual(maxPages);
    },
  );

  it('how an application is proven is one paragraph on /technology/, which the application pages link to', () => {
    const section = dom('/technology/').querySelector('#proving-an-application')?.parentNode as HTMLElement | undefined;
    expect(section?.querySelectorAll('p').length).toBe(1);
    expect(dom('/applications/').querySelector('a[href="/technology/#proving-an-application"]')).not.toBeNull();
  });
});
