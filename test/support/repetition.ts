/**
 * How often the production pages say the same thing (docs/authoring.md, "Say it once"): the
 * running text inside `<main>` of each page, and three measures of it:
 * - the sentences said word for word on several pages (repeatedSentences);
 * - the explanations said again in other words: every pair of paragraphs (blocks) of different
 *   pages compared by the content words they share, weighted by how rare each word is on the site
 *   (sharedPassages);
 * - the phrases of the explanations the site says once (SAID_ONCE).
 * test/site/claims.test.ts holds the limits; run this file on its own to print the figures and
 * the passages alike for a build (SITE_DIR=<folder> for another build than `_site/`):
 *
 *   npm run build && node test/support/repetition.ts
 *
 * Captions (`<figcaption>`, `<caption>`) and navigation labels (breadcrumbs, the section
 * navigation, pagination, the hero's action button, card titles, a list item or line that is
 * only links, the search page's list of every page, an article's date) are left out: they repeat
 * by design. Card texts are counted as sentences (a visitor reads them as text), not as
 * explanations (NOT_EXPLANATION).
 */
import { parse, type HTMLElement } from 'node-html-parser';
import { builtPages, readPage, type BuiltPage } from './built-site.ts';

/** What inside `<main>` is not running text: scripts, captions, navigation labels, form controls. */
const NOT_RUNNING_TEXT = [
  'script',
  'style',
  'template',
  'nav',
  'figcaption',
  'caption',
  'select',
  'option',
  'label',
  'button',
  '.page-hero__action',
  '.card__title',
  '.visually-hidden',
  '.section-nav',
  '.breadcrumbs',
  '.pagination',
  // The search page's list of every page: each page's title and description, as a site index.
  '.page-list',
  '.article-date',
].join(', ');

/** A block that is links and nothing else ("All news · Atom feed", a related page's title): a navigation label. */
const isOnlyLinks = (el: HTMLElement): boolean =>
  el.querySelector('a') !== null &&
  el.text.replace(/\s+/g, ' ').trim() !== '' &&
  el
    .querySelectorAll('a')
    .reduce((rest, a) => rest.replace(a.text, ''), el.text)
    .replace(/[\s·|,.;:–—-]+/g, '') === '';

/** Elements whose text is read as running text: paragraphs, list items, table cells, quotes. */
const BLOCKS = 'p, li, dd, dt, td, th, blockquote';

/** The running text of a page's `<main>`, one string per block element (innermost blocks win). */
export function runningBlocks(html: string): string[] {
  const main = parse(html).querySelector('main');
  if (!main) return [];
  for (const el of main.querySelectorAll(NOT_RUNNING_TEXT)) el.remove();
  return (
    main
      .querySelectorAll(BLOCKS)
      // A list item holding a paragraph or a nested list: its own blocks are counted instead.
      .filter((el: HTMLElement) => el.querySelector(BLOCKS) === null && !isOnlyLinks(el))
      .map((el: HTMLElement) => el.text.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
  );
}

/** One sentence as it is compared: lower case, straight quotes, single spaces, no closing stop. */
export function normaliseSentence(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .replace(/[.!?:;,\s]+$/, '')
    .trim();
}

/**
 * `text` cut into sentences at ". ", "? " or "! " before a capital, a digit or an opening quote;
 * abbreviations such as "e.g." and "i.e." do not end a sentence. Sentences of fewer than 4 words
 * ("Talk to us.") are dropped: they are labels, not explanations.
 */
export function sentencesOf(text: string): string[] {
  return (
    text
      .replace(/\b(e\.g|i\.e|etc|approx|vs)\.\s/gi, '$1\u0000 ')
      .split(/(?<=[.!?])\s+(?=["“‘(]?[A-Z0-9])/)
      // eslint-disable-next-line no-control-regex -- NUL is the separator this splits on
      .map((s) => s.replace(/\u0000/g, '.').trim())
      .filter((s) => s.split(/\s+/).length >= 4)
  );
}

export interface PageText {
  url: string;
  /** The page's running text, blocks joined by newlines. */
  text: string;
  /** Its sentences, normalised, once each. */
  sentences: Set<string>;
}

/** The running text of each page of the production build but the gallery pages under /frontend/. */
export function productionPageTexts(pages: BuiltPage[] = builtPages()): PageText[] {
  return pages
    .filter((p) => !p.url.startsWith('/frontend/'))
    .map((p) => {
      const blocks = runningBlocks(readPage(p));
      return {
        url: p.url,
        text: blocks.join('\n'),
        sentences: new Set(blocks.flatMap(sentencesOf).map(normaliseSentence)),
      };
    });
}

/** Every sentence said on `minPages` or more pages, with those pages, most repeated first. */
export function repeatedSentences(texts: PageText[], minPages = 3): { sentence: string; pages: string[] }[] {
  const where = new Map<string, string[]>();
  for (const { url, sentences } of texts) for (const s of sentences) where.set(s, [...(where.get(s) ?? []), url]);
  return [...where]
    .filter(([, pages]) => pages.length >= minPages)
    .map(([sentence, pages]) => ({ sentence, pages }))
    .sort((a, b) => b.pages.length - a.pages.length || a.sentence.localeCompare(b.sentence));
}

/** The pages whose running text matches `pattern` (case as the pattern says). */
export function pagesMatching(texts: PageText[], pattern: RegExp): string[] {
  return texts.filter((t) => pattern.test(t.text.replace(/\n/g, ' '))).map((t) => t.url);
}

/**
 * The explanations the site says once, where each belongs, and links to elsewhere
 * (docs/authoring.md, "Say it once"): a phrase of each, the page it belongs on (`home`), and the
 * most pages it may appear on (its home and at most one page that needs it too).
 * test/site/claims.test.ts holds every page to these limits.
 */
export const SAID_ONCE: { name: string; pattern: RegExp; maxPages: number; home?: string }[] = [
  {
    name: 'the testing hedge ("has to be confirmed / shown in testing")',
    pattern: /\b(confirmed|shown|proven|proved) (in|by|through) (testing|tests|trials)\b/i,
    maxPages: 2,
    home: '/technology/',
  },
  {
    name: 'continuous filtering removing the chemical background',
    pattern: /\bcontinuous(ly)? filter|\bfilters? (out )?[^.]{0,30}\bcontinuously\b|\bbackground noise\b/i,
    maxPages: 2,
    home: '/technology/',
  },
  {
    name: 'humidity changes how a detector responds',
    pattern: /\b(humidity|moisture)\b[^.]{0,40}\bchanges? how\b[^.]{0,40}\b(respond|behave)/i,
    maxPages: 2,
    home: '/products/ohg-4/',
  },
  { name: 'the chip is cheap to mass-produce', pattern: /\bmass[- ]produc/i, maxPages: 2, home: '/technology/' },
  { name: 'the chip is about 7.5 mm square', pattern: /\b7\.5 ?mm\b/i, maxPages: 2, home: '/technology/' },
  {
    name: 'the two-dimensional fingerprint',
    pattern: /\btwo-dimensional (fingerprint|map)\b/i,
    maxPages: 2,
    home: '/technology/',
  },
  {
    name: 'the permeation tube explanation',
    pattern:
      /\bthrough (its|the tube) wall\b|\bsteady rate set by temperature\b|\bpermeation rate × constant\b|\bcertified by weighing\b/i,
    maxPages: 2,
    home: '/products/ovg-4/',
  },
  {
    name: '"Lonestar, our portable gas analyser, can …"',
    pattern:
      /\bLonestar\b,? our portable (FAIMS )?gas analyser\b|\bLonestar\b[^.]{0,60}\bcan (be used|be a starting point|show)\b/i,
    maxPages: 2,
  },
  {
    name: 'the NGCD summary (four efforts, the 2013 study, Dugway)',
    pattern: /\bfour (separate )?(detector )?efforts\b|\b2013\b[^.]{0,40}\bstudy\b|\bDugway\b/i,
    maxPages: 2,
    home: '/products/next-generation-chemical-detector/',
  },
  {
    name: 'the full FAIMS explanation (the asymmetric waveform and the compensation voltage)',
    pattern:
      /\b(short|strong) pulse\b|\b5,000 V\/cm\b|\bvoltage × time\b|\bcompensation voltage\b[^.]{0,60}\b(cancels|lets|through)\b/i,
    maxPages: 2,
    home: '/technology/',
  },
  {
    name: 'the three parts of a Gen-SYS test set-up (vapour, humidity, flow) in one sentence',
    pattern: /\b(OVG-4|V-OVG|vapour generators?)\b[^.]{0,200}\b(OHG-4|humidity)\b[^.]{0,200}\b(OFC-1|flows?)\b/i,
    maxPages: 2,
    home: '/products/gen-sys-products/',
  },
  {
    name: 'Gen-SYS made for detector makers and laboratories',
    pattern: /\bfor detector makers\b|\bdetector makers and (test )?laboratories\b/i,
    maxPages: 2,
    home: '/products/gen-sys-products/',
  },
  {
    name: 'how the dilution flow scales the concentration ("double … halves")',
    pattern: /\bdouble[^.]{0,60}\bhalves\b/i,
    maxPages: 1,
    home: '/products/v-ovg/',
  },
  {
    name: 'testing at the humidity a detector meets in service',
    pattern: /\bhumidity\b[^.]{0,60}\b(in service|meet in use|will meet)\b/i,
    maxPages: 2,
    home: '/products/ohg-4/',
  },
  {
    name: 'the chip passes (picks out) only the ions it is set for',
    pattern: /\b(passes|picks out) (only )?the ions\b/i,
    maxPages: 2,
  },
  {
    name: 'the proving hedge in other words ("proven like any application", "still to be measured", "a question for measurement")',
    pattern: /\bproven\b[^.]{0,40}\blike any\b|\bstill to be measured\b|\bquestion for measurement\b/i,
    maxPages: 2,
  },
  {
    name: 'Lonestar "for the laboratory and process monitoring"',
    pattern: /\bLonestar\b[^.]{0,80}\b(laboratory|lab)\b[^.]{0,40}\bprocess monitoring\b/i,
    maxPages: 2,
    home: '/products/lonestar/',
  },
  {
    name: '"demand for better explosive detection"',
    pattern: /\bdemand for better explosive detection\b/i,
    maxPages: 2,
    home: '/company/',
  },
];

/** Words that carry no explanation of their own: function words, and the words of a pointer to the enquiry form. */
const STOP = new Set(
  (
    'a an the and or but nor of to in on at by for from with as is are be been being it its this that these those ' +
    'which who whom what when where how why so than then there their they them our we us you your can could may ' +
    'might would will should must has have had do does not no into out up one each also only more most very such ' +
    'if any all about over under between through while both either other another same some own just even because ' +
    'like per via see here page ask enquiry form discuss'
  ).split(' '),
);
/**
 * Names of several words, each counted as one word: naming a thing (a programme, a technique, a
 * unit) is not explaining it, so pages that only name it do not look alike for that.
 */
const NAMES: [RegExp, string][] = [
  [/\bfield asymmetric ion mobility spectrometry( \(faims\))?/g, 'faims'],
  [/\b(the )?(us )?department of defense's\b/g, 'dod'],
  [/\bnext generation chemical detector( programme)?/g, 'ngcd'],
  [/\bchemical warfare agents?/g, 'cwa'],
  [/\bnon-traditional agents?/g, 'nta'],
  [/\btoxic industrial chemicals?/g, 'tic'],
  [/\bparts per billion( \(ppb\))?/g, 'ppb'],
  [/\bparts per trillion( \(ppt\))?/g, 'ppt'],
  [/\bowlstone medical\b/g, 'owlstone-medical'],
  [/\bbreath-based diagnosis of disease( \(breath biopsy\))?/g, 'breath-biopsy'],
  [/\bofc-1 flow controller\b/g, 'ofc-1'],
  [/\bohg-4 humidity generator\b/g, 'ohg-4'],
];
/**
 * A word as compared: its ending cut, so that "tube", "tubes", "release", "released" and "releasing"
 * count as one word ("tub", "releas"); a double s stays ("process", "processes").
 */
const stem = (w: string): string =>
  w
    .replace(/'s$/, '')
    .replace(/(?<=\w{3})ies$/, 'y')
    .replace(/(?<=\w{3})(ing|ed|(?<=(ss|x|z|ch|sh))es|(?<!s)s)$/, '')
    .replace(/(?<=\w{3})e$/, '');
/** The content words of a text, in order, stemmed, with names of several words as one. */
export function contentWords(text: string): string[] {
  let t = text.toLowerCase().replace(/[‘’]/g, "'");
  for (const [name, word] of NAMES) t = t.replace(name, word);
  return (t.match(/[a-z0-9]+(?:[-.'][a-z0-9]+)*/g) ?? []).filter((w) => !STOP.has(w)).map(stem);
}

/**
 * What the comparison of passages leaves out of the running text (runningBlocks already leaves out
 * the navigation: breadcrumbs, section navigation, card titles; the footer is outside `<main>`):
 * the texts that summarise another page beside a link to it (a card, a carousel card, a news list
 * entry), which say in a clause what their page says in full, and a form's help texts, which
 * say what a field is for wherever the form is.
 */
const NOT_EXPLANATION = 'form, .card__text, .carousel-card__text, .news-list__summary';

/** One block of running text on a page, for the comparison of passages. */
export interface Passage {
  url: string;
  text: string;
  /** The number of its sentences of 4 words or more (sentencesOf). */
  sentences: number;
  /** Its content words, weighted by how rare each is across the site (tf-idf), as a unit vector. */
  vector: Map<string, number>;
}

/** The passages of the production pages (the gallery's aside): their blocks of running text, less NOT_EXPLANATION. */
export function passagesOf(pages: BuiltPage[] = builtPages()): Passage[] {
  const blocks = pages
    .filter((p) => !p.url.startsWith('/frontend/'))
    .flatMap((p) => {
      const main = parse(readPage(p)).querySelector('main');
      for (const el of main?.querySelectorAll(NOT_EXPLANATION) ?? []) el.remove();
      return runningBlocks(main?.toString() ?? '').map((text) => ({ url: p.url, text, words: contentWords(text) }));
    });
  const blocksWith = new Map<string, number>();
  for (const b of blocks) for (const w of new Set(b.words)) blocksWith.set(w, (blocksWith.get(w) ?? 0) + 1);
  return blocks.map(({ url, text, words }) => {
    const vector = new Map<string, number>();
    for (const w of words) vector.set(w, (vector.get(w) ?? 0) + Math.log(blocks.length / blocksWith.get(w)!));
    const norm = Math.hypot(...vector.values()) || 1;
    for (const [w, x] of vector) vector.set(w, x / norm);
    return { url, text, sentences: sentencesOf(text).length, vector };
  });
}

/** How alike two passages are in their content words: the cosine of their tf-idf vectors, 0 to 1. */
export function similarity(a: Passage, b: Passage): number {
  const [small, large] = a.vector.size < b.vector.size ? [a.vector, b.vector] : [b.vector, a.vector];
  let sum = 0;
  for (const [w, x] of small) sum += x * (large.get(w) ?? 0);
  return sum;
}

/**
 * The calibration of sharedPassages (docs/authoring.md, "Say it once"): two passages alike at
 * SIMILAR or more say the same thing; only passages of MIN_WORDS different content words or more
 * are compared (a shorter one is a label or a clause), and an explanation is a passage of two
 * sentences or more. Calibrated on a copy review's table of explanations recurring in other words
 * (docs/authoring.md, "Say it once"): at 0.4 the build before the review's fixes shows 47, among
 * them each explanation of the table said as a paragraph; at 0.45 it misses Lonestar's two modes,
 * the DF-matrix fingerprint and the compensation voltage; at 0.35 it takes a link with a clause of
 * summary ("For detector testing, see permeation tubes, dilution, …") for an explanation.
 * Explanations that recur as a clause, not a paragraph (the proving hedge, testing at the humidity
 * met in service), are held by SAID_ONCE.
 */
export const SIMILAR = 0.4;
export const MIN_WORDS = 8;

export interface SharedPassage {
  /** The explanation: a passage of two sentences or more. */
  url: string;
  text: string;
  /** The passages on other pages that say it again, most alike first, one per page. */
  alike: { url: string; text: string; similarity: number }[];
}

/**
 * Each explanation (a passage of two sentences or more) that passages on `minOtherPages` or more
 * other pages say again, in the same or other words (similarity SIMILAR or more): it is then on
 * three pages, where the rule allows its own page and one summary.
 */
export function sharedPassages(passages: Passage[], minOtherPages = 2, threshold = SIMILAR): SharedPassage[] {
  const compared = passages.filter((p) => p.vector.size >= MIN_WORDS);
  const found: SharedPassage[] = [];
  for (const p of compared) {
    if (p.sentences < 2) continue;
    const best = new Map<string, { url: string; text: string; similarity: number }>();
    for (const q of compared) {
      if (q.url === p.url) continue;
      const s = similarity(p, q);
      if (s >= threshold && s > (best.get(q.url)?.similarity ?? 0))
        best.set(q.url, { url: q.url, text: q.text, similarity: s });
    }
    if (best.size >= minOtherPages)
      found.push({ url: p.url, text: p.text, alike: [...best.values()].sort((x, y) => y.similarity - x.similarity) });
  }
  return found.sort((a, b) => b.alike.length - a.alike.length || a.url.localeCompare(b.url));
}

/** A shared passage as an author reads it: the explanation, then each page that says it again. */
export function describeShared({ url, text, alike }: SharedPassage, width = 160): string {
  const cut = (t: string) => (t.length > width ? `${t.slice(0, width - 1)}…` : t);
  return [
    `${alike.length + 1} pages: ${url}  "${cut(text)}"`,
    ...alike.map((a) => `    ${a.similarity.toFixed(2)}  ${a.url}  "${cut(a.text)}"`),
  ].join('\n');
}

// Run on its own (node test/support/repetition.ts): print the figures of the current build.
if (import.meta.url === `file://${process.argv[1]}`) {
  const texts = productionPageTexts();
  const repeated = repeatedSentences(texts);
  console.log(`${texts.length} production pages; sentences on 3 or more pages, word for word: ${repeated.length}`);
  for (const { sentence, pages } of repeated) console.log(`  ${pages.length}  ${sentence}\n       ${pages.join(' ')}`);
  const started = performance.now();
  const shared = sharedPassages(passagesOf());
  console.log(
    `Explanations said again on 2 or more other pages, similarity ${SIMILAR} or more: ${shared.length} (${Math.round(performance.now() - started)} ms)`,
  );
  for (const s of shared) console.log(describeShared(s));
  console.log('Phrases said once (pages carrying each, limit):');
  for (const { name, pattern, maxPages } of SAID_ONCE) {
    const pages = pagesMatching(texts, pattern);
    console.log(`  ${pages.length}/${maxPages}  ${name}\n       ${pages.join(' ')}`);
  }
}
