/**
 * The paraphrase check of test/support/repetition.ts (docs/authoring.md, "Say it once") on pages
 * written for it: an explanation said again in other words on two other pages is found, with the
 * passages alike; the same explanation on its own page and one summary is not; and what every page
 * repeats by design (the breadcrumbs, the enquiry form, the footer, a card's summary) is never
 * taken for an explanation.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BuiltPage } from '../support/built-site.ts';
import { describeShared, passagesOf, sharedPassages } from '../support/repetition.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'repetition-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const BREADCRUMBS = 'Home Products Vapour generator';
const FOOTER =
  'Owlstone makes chemical detectors and the generators that test them. We set no cookies and run no analytics on this site.';
const FORM_HINT =
  'Tell us which compounds you need to measure and at what concentrations. We use these details only to answer your enquiry.';
const CARD =
  'Vapour generators make known trace test vapours from permeation tubes for calibrating chemical detectors.';

/** A page as the site builds it: header, breadcrumbs inside `<main>`, its paragraphs, a card, the form, the footer. */
function page(name: string, paragraphs: string[]): BuiltPage {
  const file = path.join(dir, `${name}.html`);
  writeFileSync(
    file,
    `<!doctype html><html><body><header><nav>Products Applications Markets</nav></header>
<main><nav class="breadcrumbs"><ol><li><a href="/">Home</a></li><li><a href="/products/">Products</a></li><li>Vapour generator</li></ol></nav>
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
<div class="card"><a class="card__link" href="/products/ovg-4/"><span class="card__title">OVG-4</span></a><p class="card__text">${CARD}</p></div>
<form><label for="m">Message</label><textarea id="m"></textarea><p class="field__hint">${FORM_HINT}</p></form></main>
<footer class="site-footer"><p>${FOOTER}</p></footer></body></html>`,
  );
  return { url: `/${name}/`, file };
}

// One explanation in three wordings, and text of each page's own.
const EXPLANATION = [
  'A permeation tube releases vapour through its wall at a steady rate set by temperature. The dilution flow then sets the concentration: more flow, lower concentration.',
  'The vapour comes from a permeation tube, whose wall lets it through at a rate the temperature keeps steady. How much dilution flow carries it away decides the concentration.',
  'Inside the oven, a permeation tube gives off its vapour through the tube wall at a steady rate that the temperature sets. The dilution flow past the tube decides the concentration of the test.',
];
const OWN = [
  'Hydrogen sulfide is lethal and deadens the sense of smell at high levels. Pipeline limits are around four parts per million by volume.',
  'Geosmin and MIB give drinking water an earthy, musty taste. People notice them at a few nanograms per litre.',
  'Cleaning verification between pharmaceutical batches can hold a line for a day or more. Ion mobility answers in minutes.',
  'The company grew out of the University of Cambridge. Defence programmes funded its early years.',
];

/** The rest of a site: text on other subjects, against which the explanation's words are rare, as they are on the site. */
const REST = page('rest', [
  ...OWN,
  'Natural gas has no smell, so odorants such as mercaptans and sulfides are added to make leaks noticeable.',
  'Farmed fish, grain, juice and wine grapes can carry the same off-flavour compounds as water.',
  'The programme was split into four efforts after an Army study, from handheld alarms to unmanned detection.',
  'Explosives of low volatility give off very little vapour, so detection limits must be extremely low.',
  'Our sister company applies the same technology to breath-based diagnosis of disease.',
  'The enquiry form collects name, work email, organisation, country, topic, product and message.',
  'Humidity can make a detector false-alarm or miss its target, and can break the target chemical down.',
  'Lonestar saves its data as plain-text files that open in a spreadsheet or a review tool.',
]);

describe('explanations said again in other words', () => {
  it('finds an explanation said on three pages in three wordings, and names each page with how alike its passage is', () => {
    const pages = [
      page('a', [EXPLANATION[0], OWN[0]]),
      page('b', [EXPLANATION[1], OWN[1]]),
      page('c', [EXPLANATION[2], OWN[2]]),
    ];
    const shared = sharedPassages(passagesOf([...pages, REST]));
    expect(shared.map((s) => s.url).sort()).toEqual(['/a/', '/b/', '/c/']);
    const fromA = shared.find((s) => s.url === '/a/')!;
    expect(fromA.alike.map((a) => a.url).sort()).toEqual(['/b/', '/c/']);
    expect(describeShared(fromA)).toMatch(/^3 pages: \/a\/ {2}"A permeation tube[\s\S]*\n {4}0\.\d\d {2}\/[bc]\//);
  });

  it('allows an explanation on its own page and one other', () => {
    const pages = [
      page('d', [EXPLANATION[0], OWN[0]]),
      page('e', [EXPLANATION[1], OWN[1]]),
      page('f', [OWN[2], OWN[3]]),
    ];
    expect(sharedPassages(passagesOf([...pages, REST]))).toEqual([]);
  });

  it('takes no breadcrumb, form help, footer or card summary for an explanation, though every page repeats them', () => {
    const pages = ['g', 'h', 'i', 'j'].map((name, i) => page(name, [OWN[i]]));
    const passages = passagesOf(pages);
    expect(passages.map((p) => p.text).sort()).toEqual([...OWN].sort());
    expect(sharedPassages(passages)).toEqual([]);
    for (const repeated of [BREADCRUMBS, FORM_HINT, FOOTER, CARD])
      expect(passages.filter((p) => p.text.includes(repeated))).toEqual([]);
  });
});
