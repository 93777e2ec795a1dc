/**
 * How often the production pages say the same thing (docs/authoring.md, "Say it once"): the
 * running text inside `<main>` of each page, cut into sentences, and the pages each sentence or
 * phrase appears on. test/site/claims.test.ts holds the limits; run this file on its own to print
 * the figures for the current build:
 *
 *   npm run build && node test/support/repetition.ts
 *
 * Captions (`<figcaption>`, `<caption>`) and navigation labels (breadcrumbs, the section
 * navigation, pagination, the hero's action button, card titles, a list item or line that is
 * only links, the search page's list of every page, an article's date) are left out: they repeat
 * by design. Card texts are counted: a visitor reads them as text.
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
    name: '"demand for better explosive detection"',
    pattern: /\bdemand for better explosive detection\b/i,
    maxPages: 2,
    home: '/company/',
  },
];

const STOP = new Set(
  'a an the and or but of to in on at by for from with as is are be been it its this that these those which who what so than then there their our we you your can could may would has have had not no into out up one each also only more most very such'.split(
    ' ',
  ),
);
/** The content words of a sentence, once each. */
export function contentWords(sentence: string): Set<string> {
  return new Set((sentence.toLowerCase().match(/[a-z0-9]+(?:[.'][a-z0-9]+)*/g) ?? []).filter((w) => !STOP.has(w)));
}
const jaccard = (a: Set<string>, b: Set<string>): number => {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared);
};
/**
 * Sentences said in nearly the same words on `minPages` or more pages: for each sentence of at
 * least 6 content words, the pages holding a sentence whose content words overlap it by
 * `threshold` (Jaccard: shared ÷ all) or more. Catches a paragraph copied with a word changed.
 */
export function nearRepeatedSentences(
  texts: PageText[],
  minPages = 3,
  threshold = 0.6,
): { sentence: string; pages: string[] }[] {
  const all = texts
    .flatMap(({ url, sentences }) => [...sentences].map((s) => ({ url, s, words: contentWords(s) })))
    .filter((x) => x.words.size >= 6);
  const found = new Map<string, string[]>();
  for (const x of all) {
    const pages = new Set([x.url]);
    for (const y of all)
      if (y.url !== x.url && !pages.has(y.url) && jaccard(x.words, y.words) >= threshold) pages.add(y.url);
    if (pages.size >= minPages) found.set(x.s, [...pages].sort());
  }
  return [...found].map(([sentence, pages]) => ({ sentence, pages })).sort((a, b) => b.pages.length - a.pages.length);
}

// Run on its own (node test/support/repetition.ts): print the figures of the current build.
if (import.meta.url === `file://${process.argv[1]}`) {
  const texts = productionPageTexts();
  const repeated = repeatedSentences(texts);
  console.log(`${texts.length} production pages; sentences on 3 or more pages, word for word: ${repeated.length}`);
  for (const { sentence, pages } of repeated) console.log(`  ${pages.length}  ${sentence}\n       ${pages.join(' ')}`);
  const near = nearRepeatedSentences(texts);
  console.log(`Sentences on 3 or more pages in nearly the same words: ${near.length}`);
  for (const { sentence, pages } of near) console.log(`  ${pages.length}  ${sentence}\n       ${pages.join(' ')}`);
  console.log('Phrases said once (pages carrying each, limit):');
  for (const { name, pattern, maxPages } of SAID_ONCE) {
    const pages = pagesMatching(texts, pattern);
    console.log(`  ${pages.length}/${maxPages}  ${name}\n       ${pages.join(' ')}`);
  }
}
