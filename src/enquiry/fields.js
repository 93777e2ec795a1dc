// @ts-check
/**
 * The enquiry form's one field list and its option lists (docs/architecture.md#the-enquiry-form).
 * @typedef {import('./rules.js').EnquiryField} EnquiryField
 * @typedef {import('./rules.js').EnquiryOption} EnquiryOption
 */
import navigation from '../_data/navigation.js';
import { AuthorError } from '../eleventy/content/author-error.js';
import { largestEnquiryBytes } from './rules.js';

/** CLDR regions no visitor lives in: groupings, test codes, ISO's "exceptionally reserved" codes (AC, CP…). */
const NOT_COUNTRIES = new Set(['AC', 'CP', 'CQ', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'ZZ']);

/**
 * Every two-letter region `Intl.DisplayNames` names, less aliases (UK → GB) and NOT_COUNTRIES, sorted by name.
 * @param {string} [lang]  a BCP 47 language tag (default the site's, en-GB)
 * @returns {EnquiryOption[]} value: the ISO 3166-1 alpha-2 code ("GB"), label: the name ("United Kingdom")
 */
export function countryOptions(lang = 'en-GB') {
  const names = new Intl.DisplayNames(lang, { type: 'region', fallback: 'none' });
  const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
  return letters
    .flatMap((a) => letters.map((b) => ({ value: a + b, label: names.of(a + b) ?? '' })))
    .filter(
      ({ value, label }) =>
        label && !NOT_COUNTRIES.has(value) && new Intl.Locale(`und-${value}`).maximize().region === value,
    )
    .sort((x, y) => x.label.localeCompare(y.label, lang));
}

/**
 * The Products children of the navigation by their url's last segment (`ovg-4`), less a `programme: true`.
 * @param {import('../_data/navigation.js').NavigationItem[]} [tree]
 * @returns {EnquiryOption[]}
 * @throws {AuthorError} when the tree has no /products/ entry
 */
export function productOptions(tree = navigation) {
  const products = tree.find((item) => item.url === '/products/');
  if (!products)
    throw new AuthorError({
      file: 'src/enquiry/fields.js',
      problem: 'the navigation (src/_data/navigation.js) has no "/products/" entry to list products from',
    });
  return products.children
    .filter((child) => !child.programme)
    .map((child) => ({ value: child.url.split('/').filter(Boolean).pop() ?? '', label: child.title }));
}

/**
 * What an enquiry is about. The values are the `?topic=` links', so they stay; the labels offer only
 * what the company does (docs/requirements.md#content-facts): no datasheet yet, no support topic.
 */
export const TOPICS = [
  { value: 'product-question', label: 'A product or application question' },
  { value: 'datasheet-quote', label: 'Product information or a quote' },
  { value: 'distribution-partnership', label: 'Distribution and partnership' },
  { value: 'other', label: 'Something else' },
];

const PRIVACY_URL = '/privacy/';

/** @type {EnquiryField[]} in form order */
const fields = [
  {
    name: 'name',
    label: 'Full name',
    type: 'text',
    autocomplete: 'name',
    required: true,
    maxLength: 200,
    errors: {
      required: 'Enter your full name',
      tooLong: 'Full name must be 200 characters or fewer',
      controlCharacters: 'Full name must be one line, without line breaks or invisible control characters',
    },
  },
  {
    name: 'email',
    label: 'Work email',
    hint: 'We will reply to this address.',
    type: 'email',
    autocomplete: 'email',
    required: true,
    maxLength: 254,
    errors: {
      required: 'Enter your work email, like name@company.com',
      invalid: 'Enter your work email in the correct format, like name@company.com',
      tooLong: 'Work email must be 254 characters or fewer',
      controlCharacters: 'Work email must be one line, without line breaks or invisible control characters',
    },
  },
  {
    name: 'organisation',
    label: 'Organisation',
    type: 'text',
    autocomplete: 'organization',
    required: false,
    maxLength: 200,
    errors: {
      tooLong: 'Organisation must be 200 characters or fewer',
      controlCharacters: 'Organisation must be one line, without line breaks or invisible control characters',
    },
  },
  {
    name: 'country',
    label: 'Country',
    type: 'select',
    emptyOption: 'Choose a country',
    autocomplete: 'country',
    required: false,
    options: countryOptions(),
    errors: { invalid: 'Choose your country from the list' },
  },
  {
    name: 'topic',
    label: 'What is your enquiry about?',
    type: 'radios',
    required: true,
    options: TOPICS,
    errors: { required: 'Select what your enquiry is about', invalid: 'Select what your enquiry is about' },
  },
  {
    name: 'product',
    label: 'Product',
    hint: 'If your enquiry is about one of our products.',
    type: 'select',
    emptyOption: 'Choose a product',
    required: false,
    options: productOptions(),
    errors: { invalid: 'Choose a product from the list' },
  },
  {
    name: 'message',
    label: 'Your message',
    hint: 'Tell us what you need to detect, at roughly what concentrations, and whether the work is in the laboratory, on a process line or in the field.',
    type: 'textarea',
    required: true,
    maxLength: 5000,
    errors: { required: 'Enter your message', tooLong: 'Your message must be 5000 characters or fewer' },
  },
  {
    name: 'consent',
    label: 'You may contact me about this enquiry',
    hint: 'We use these details only to answer your enquiry.',
    hintLink: { text: 'Read our privacy notice', url: PRIVACY_URL },
    type: 'checkbox',
    value: 'yes',
    required: true,
    errors: { required: 'Tick the box so that we may contact you about this enquiry' },
  },
];

const HONEYPOT = 'website';
const FORM_NAME = 'enquiry';

/** Global data `enquiry`: the fields in form order, the honeypot, the form's limits and messages. */
export default {
  fields,
  /** A field only a bot fills (hidden, `aria-hidden`, untabbable): its enquiry is answered as sent and dropped. */
  honeypot: { name: HONEYPOT, label: 'Leave this field empty' },
  /** Netlify Forms' form name (provider `netlify`: the form's `name` and the hidden `form-name`). */
  formName: FORM_NAME,
  privacyUrl: PRIVACY_URL,
  /** The largest body the local receiver reads, in bytes: the largest valid enquiry; one byte more answers 413. */
  maxBodyBytes: largestEnquiryBytes(fields, { [HONEYPOT]: '', 'form-name': FORM_NAME }),
  /** How long the browser waits for an answer before telling the visitor it was not sent, in ms. */
  sendTimeoutMs: 15000,
  /** The /contact/thanks/ page's and the form's success message. */
  success: {
    title: 'Thank you: we have your enquiry',
    text: 'We will reply to the email address you gave us.',
  },
};
