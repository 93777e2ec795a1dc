// @ts-check
/**
 * The enquiry form's field list (global data `enquiry`): the single source of the
 * form's HTML (layouts/components/enquiry-form.njk turns each field into its label, hint, type,
 * `autocomplete`, `required`, `maxlength` and options), of its validation on the server
 * (scripts/lib/enquiry-receiver.js) and in the browser (enhancers/enquiry-form/enquiry-form.tsx, which reads
 * the rules the macro writes into the page), and of the tests. The rules themselves are in
 * enhancers/lib/enquiry-validation.js.
 *
 * Country names come from the runtime's CLDR data (`Intl.DisplayNames`), not a hand-typed list;
 * product options from the Products children of the navigation tree (src/_data/navigation.js);
 * both made in src/eleventy/enquiry-options.js. Developer configuration, not author content:
 * src/eleventy/enquiry.js gives it to the templates as global data.
 *
 * @typedef {import('../../enhancers/lib/enquiry-validation.js').EnquiryField} EnquiryField
 * @typedef {import('../../enhancers/lib/enquiry-validation.js').EnquiryOption} EnquiryOption
 */
import { countryOptions, productOptions, TOPICS } from './enquiry-options.js';
import { largestEnquiryBytes } from '../../enhancers/lib/enquiry-validation.js';

/** The privacy notice the consent box links to. */
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

/** The honeypot's name (see `honeypot` below). */
const HONEYPOT = 'website';
/** Netlify Forms' form name (see `formName` below). */
const FORM_NAME = 'enquiry';

export default {
  fields,
  /**
   * The honeypot: a text field hidden from people and from assistive technology (the macro puts it
   * in an `aria-hidden` box, out of the tab order, with autocomplete off). Only a bot fills it;
   * an enquiry with it filled is answered as a success and not stored.
   */
  honeypot: { name: HONEYPOT, label: 'Leave this field empty' },
  /** Netlify Forms' form name (provider `netlify`: the form's `name` and the hidden `form-name`). */
  formName: FORM_NAME,
  privacyUrl: PRIVACY_URL,
  /**
   * The largest request body the local receiver reads, in bytes: the largest valid enquiry, every
   * field at its maximum in 4-byte characters, percent-encoded, with the empty honeypot and the
   * hidden `form-name` (largestEnquiryBytes). One byte more answers 413.
   */
  maxBodyBytes: largestEnquiryBytes(fields, { [HONEYPOT]: '', 'form-name': FORM_NAME }),
  /** How long the browser waits for an answer before telling the visitor it was not sent, in ms. */
  sendTimeoutMs: 15000,
  /** The thank-you content: the /contact/thanks/ page and the form's own success message. */
  success: {
    title: 'Thank you: we have your enquiry',
    text: 'We will reply to the email address you gave us.',
  },
};
