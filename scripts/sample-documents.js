// @ts-check
/**
 * Writes the project's sample documents into src/content/documents/: for each, a folder holding
 * its entry (`<slug>/index.yaml`, `sample: true`) and its PDF (scripts/lib/sample-pdf.js, "SAMPLE" on every
 * page). They fill the documents library in preview builds until the company uploads its own;
 * production builds leave them out, and every build lists them as content gaps
 * (docs/authoring.md "Documents").
 *
 * Usage: node scripts/sample-documents.js   (rewrites the samples; the same input gives the same bytes)
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { makeSamplePdf } from './lib/sample-pdf.js';
import { DOCUMENTS_FOLDER } from '../src/eleventy/documents/documents.js';
import { BUNDLE_ENTRY, PROJECT_ROOT } from '../src/content/read.js';

const NOTICE =
  'This is a sample made by the website project to show how a document is published. It is not an Owlstone document, and no figure in it is a specification.';

/**
 * @typedef {import('../src/content/types').Document & { slug: string, paragraphs: string[], pages?: number, pageText?: (page: number) => string }} Sample
 */

/** The pages of the sample user manual (UM-0007): as long as a real instrument's manual. */
export const MANUAL_PAGES = 300;
/** The only word of the sample manual that no other page or document holds, and its page. */
export const MANUAL_WORD = 'waypoint';
export const MANUAL_WORD_PAGE = 234;

/** @type {Sample[]} */
export const SAMPLES = [
  {
    slug: 'ds-0012-ovg-4-datasheet-revision-2',
    title: 'OVG-4 Vapour Generator Datasheet',
    type: 'Datasheet',
    number: 'DS-0012',
    revision: 'Revision 2',
    date: '2025-04-14',
    language: 'en',
    summary: 'Sample — the earlier issue of the OVG-4 datasheet, kept to show how a superseded revision is published.',
    file: 'ds-0012-ovg-4-datasheet-revision-2.pdf',
    products: ['ovg-4'],
    paragraphs: [
      NOTICE,
      'The OVG-4 makes test vapours of known concentration from a permeation tube held in a temperature-controlled oven. Sample figures to be supplied by Owlstone.',
    ],
  },
  {
    slug: 'ds-0012-ovg-4-datasheet',
    title: 'OVG-4 Vapour Generator Datasheet',
    type: 'Datasheet',
    number: 'DS-0012',
    revision: 'Revision 3',
    date: '2026-09-30',
    language: 'en',
    summary: 'Sample — the OVG-4 datasheet: oven, flows and concentration range, to be replaced by the company’s own.',
    file: 'ds-0012-ovg-4-datasheet.pdf',
    products: ['ovg-4', 'gen-sys-products'],
    markets: ['defense'],
    supersedes: ['ds-0012-ovg-4-datasheet-revision-2'],
    paragraphs: [
      NOTICE,
      'The OVG-4 makes test vapours of known concentration, down to parts per billion and parts per trillion, from a permeation tube held in a temperature-controlled oven.',
      'Vapour sources: sample — number of permeation tube ovens. Oven temperature stability: sample — to be confirmed. Dilution flow range: sample — to be confirmed. Concentration range: sample — to be confirmed.',
    ],
    pages: 2,
  },
  {
    slug: 'ds-0015-ohg-4-datasheet',
    title: 'OHG-4 Humidity Generator Datasheet',
    type: 'Datasheet',
    number: 'DS-0015',
    revision: 'Revision 1',
    date: '2026-06-02',
    language: 'en',
    summary: 'Sample — the OHG-4 datasheet: humidity range and flows, to be replaced by the company’s own.',
    file: 'ds-0015-ohg-4-datasheet.pdf',
    products: ['ohg-4', 'gen-sys-products'],
    paragraphs: [
      NOTICE,
      'The OHG-4 adds a controlled humidity stream to a test vapour, since moisture changes how many detectors respond. Humidity range: sample — to be confirmed.',
    ],
  },
  {
    slug: 'an-0104-explosives-detector-calibration',
    title: 'Calibrating Explosives Trace Detectors with Permeation-Tube Vapours',
    type: 'Application note',
    number: 'AN-0104',
    revision: 'Revision 1',
    date: '2026-03-18',
    language: 'en',
    summary:
      'Sample — how a permeation-tube vapour generator gives an explosives trace detector a traceable reference.',
    file: 'an-0104-explosives-detector-calibration.pdf',
    products: ['ovg-4', 'v-ovg'],
    applications: ['detection-explosives'],
    markets: ['defense'],
    paragraphs: [
      NOTICE,
      'A permeation tube is certified gravimetrically: it is weighed over weeks, and the mass it loses is the vapour it has released. That rate, divided by the dilution flow, gives the concentration the detector sees.',
      'This note walks through setting an alarm-level check for a trace detector, holding the oven to 0.1 °C and choosing the dilution flow for the concentration the detector must alarm at.',
    ],
    pages: 3,
  },
  {
    slug: 'um-0007-ofc-1-user-manual',
    title: 'OFC-1 Flow Controller User Manual',
    type: 'User manual',
    number: 'UM-0007',
    revision: 'Revision 4',
    date: '2026-01-20',
    language: 'en',
    summary: 'Sample — setting up the OFC-1’s carrier and dilution flows for a test vapour set-up.',
    file: 'um-0007-ofc-1-user-manual.pdf',
    products: ['ofc-1'],
    markets: ['industrial'],
    paragraphs: [
      NOTICE,
      'The OFC-1 manages the carrier and dilution flows that set a test vapour’s final concentration. Connect the carrier gas, set the flows, and let the generator settle before the first reading.',
    ],
    pages: MANUAL_PAGES,
    pageText: (page) =>
      `Sample page ${page} of ${MANUAL_PAGES}: a long manual, to show that a search finds the page inside the PDF where its words are.${page === MANUAL_WORD_PAGE ? ` This page alone holds the word ${MANUAL_WORD}.` : ''}`,
  },
  {
    slug: 'br-0003-gen-sys-broschuere',
    title: 'Gen-SYS Prüfgasgeneratoren',
    type: 'Brochure',
    number: 'BR-0003',
    revision: 'Ausgabe 1',
    date: '2025-11-05',
    language: 'de',
    summary: 'Sample — a brochure in German on the Gen-SYS vapour, humidity and flow products.',
    file: 'br-0003-gen-sys-broschuere.pdf',
    products: ['gen-sys-products'],
    markets: ['industrial'],
    paragraphs: [
      'Dies ist ein Muster des Website-Projekts, kein Dokument von Owlstone.',
      'Gen-SYS: Prüfdämpfe bekannter Konzentration für die Kalibrierung von Detektoren, mit Feuchte und Durchfluss aus einer Hand.',
    ],
  },
];

/**
 * Writes every sample's entry and PDF.
 * @param {string} [root]  the project (absolute)
 * @returns {Promise<string[]>} the files written, from the root
 */
export async function writeSamples(root = PROJECT_ROOT) {
  const folder = path.join(root, DOCUMENTS_FOLDER);
  mkdirSync(folder, { recursive: true });
  const written = [];
  for (const { slug, paragraphs, pages, pageText, ...entry } of SAMPLES) {
    const bytes = await makeSamplePdf({
      pageText,
      title: entry.title,
      number: entry.number,
      revision: entry.revision,
      date: entry.date,
      language: entry.language,
      paragraphs,
      pages,
    });
    mkdirSync(path.join(folder, slug), { recursive: true });
    writeFileSync(path.join(folder, slug, entry.file), bytes);
    const header =
      '# A sample made by scripts/sample-documents.js: replace it with the company\'s own document (docs/authoring.md "Documents").\n';
    writeFileSync(
      path.join(folder, slug, BUNDLE_ENTRY),
      header + yaml.dump({ ...entry, sample: true }, { lineWidth: 200, quotingType: '"' }),
    );
    written.push(`${DOCUMENTS_FOLDER}/${slug}/${entry.file}`, `${DOCUMENTS_FOLDER}/${slug}/${BUNDLE_ENTRY}`);
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  writeSamples().then((files) => console.log(`Wrote ${files.length} files:\n  ${files.join('\n  ')}`));
}
