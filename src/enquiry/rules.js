// @ts-check
/**
 * The enquiry form's rules, one implementation for the two places that validate an
 * enquiry: the `local` receiver on the server (scripts/lib/enquiry-receiver.js) and the
 * `enquiry-form` enhancer in the browser. Both apply it to the same field list
 * (src/enquiry/fields.js, which the macro also turns into the form's HTML attributes), so the
 * browser, the server and the tests cannot disagree.
 *
 * Plain JavaScript with JSDoc types, so Node runs it as it is and Vite bundles it into the
 * enhancer's chunk. No DOM, no Node API.
 *
 * Lengths are counted in characters as a person counts them: Unicode code points, after line
 * breaks are normalised to "\n" (a browser sends a textarea's line breaks as "\r\n"). "李" and
 * "🧪" are one character each, not 3 or 4 bytes (UTF-8) nor 2 units (UTF-16's surrogate pair).
 */

/**
 * @typedef {'text' | 'email' | 'select' | 'radios' | 'textarea' | 'checkbox'} EnquiryFieldType
 * @typedef {{ value: string, label: string }} EnquiryOption
 * @typedef {object} EnquiryFieldErrors  what the visitor is told, saying what to do (GOV.UK style)
 * @property {string} [required]  when a required field is empty
 * @property {string} [tooLong]   when the value has more than `maxLength` characters
 * @property {string} [invalid]   when the value has the wrong form (an email) or is not an option
 * @property {string} [controlCharacters]  when a single-line value (text, email) holds a line
 *   break of any kind, NUL or another control character, a bidirectional control or an
 *   invisible zero-width character (CONTROL_CHARACTERS)
 * @typedef {object} EnquiryField  one field of the form (src/enquiry/fields.js)
 * @property {string} name                 the control's `name`, the key in the stored enquiry
 * @property {string} label                its label (the legend, for radios)
 * @property {string} [hint]               help under the label
 * @property {{ text: string, url: string }} [hintLink]  a link after the hint (the privacy notice)
 * @property {string} [emptyOption]        a select's first, empty option ("Choose a country")
 * @property {EnquiryFieldType} type
 * @property {string} [autocomplete]       the HTML autocomplete token
 * @property {boolean} required
 * @property {number} [maxLength]          in characters (code points)
 * @property {EnquiryOption[]} [options]   for select and radios
 * @property {string} [value]              for a checkbox: the value it sends when ticked
 * @property {EnquiryFieldErrors} errors
 * @typedef {{ name: string, message: string }} EnquiryProblem  one problem, for the error summary
 * @typedef {{ values: Record<string, string>, problems: EnquiryProblem[] }} EnquiryCheck
 */

/**
 * The HTML Standard's "valid email address" (what `type="email"` accepts), with a dot required in
 * the domain: a work email is name@company.com, never name@localhost.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * What a single-line answer (a `text` or `email` field: a name, an email, an organisation) may not
 * hold, by Unicode category and property rather than a list of ranges: control characters
 * (`\p{Cc}`: NUL, tab, CR, LF, ESC…, DEL, the C1 controls such as NEL); every format character
 * (`\p{Cf}`: the bidirectional marks, embeddings, overrides and isolates, which reorder how the text
 * and what follows it is shown to whoever reads the enquiry; the zero-width space, joiners, word
 * joiner and invisible operators; the soft hyphen; the byte order mark; the tag characters); the
 * line and paragraph separators U+2028 and U+2029 (`\p{Zl}`, `\p{Zp}`), which JSON leaves raw and
 * many readers take for line breaks; and every other character Unicode says is drawn as nothing
 * (`\p{Default_Ignorable_Code_Point}`: the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, the
 * combining grapheme joiner U+034F, the variation selectors).
 */
export const CONTROL_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

/** The field types whose answer is one line of text. */
const SINGLE_LINE_TYPES = new Set(['text', 'email']);

/**
 * The most bytes one character takes in an application/x-www-form-urlencoded body: 4 UTF-8 bytes
 * (an emoji, a rare CJK character), each sent as "%XX".
 */
export const MAX_ENCODED_BYTES_PER_CHARACTER = 12;

/**
 * Length of `text` once form-encoded (application/x-www-form-urlencoded), in bytes.
 * @param {string} text
 * @returns {number}
 */
export function formEncodedLength(text) {
  return new URLSearchParams({ x: text }).toString().length - 2;
}

/**
 * The size of the largest valid enquiry as a browser sends it, application/x-www-form-urlencoded:
 * every field at its largest (a text at `maxLength` characters of 4 bytes each, percent-encoded:
 * MAX_ENCODED_BYTES_PER_CHARACTER; a select or radios at its longest option value; a checkbox at
 * its value), with the names, "=" and "&", and the form's other fields (the honeypot, empty in a
 * valid enquiry, and hidden fields) at their largest values. The receiver's body limit: an enquiry
 * the rules accept is never refused for its size.
 * @param {EnquiryField[]} fields
 * @param {Record<string, string>} [others]  the form's other fields: name → largest valid value
 * @returns {number} bytes
 * @throws {Error} when a field has no bound (no maxLength, options or value), naming it
 */
export function largestEnquiryBytes(fields, others = {}) {
  /** @type {number[]} */
  const pairs = [];
  for (const field of fields) {
    let value;
    if (field.maxLength !== undefined) value = field.maxLength * MAX_ENCODED_BYTES_PER_CHARACTER;
    else if (field.options?.length) value = Math.max(...field.options.map((o) => formEncodedLength(o.value)));
    else if (field.type === 'checkbox') value = formEncodedLength(field.value ?? 'yes');
    else
      throw new Error(
        `src/enquiry/fields.js: the field "${field.name}" needs a maxLength (or options, or a checkbox's value): the largest enquiry, and so the server's body limit, follows from it.`,
      );
    pairs.push(formEncodedLength(field.name) + 1 + value);
  }
  for (const [name, value] of Object.entries(others))
    pairs.push(formEncodedLength(name) + 1 + formEncodedLength(value));
  return pairs.reduce((sum, bytes) => sum + bytes, 0) + pairs.length - 1;
}

/**
 * Number of characters in `text`, counted as Unicode code points ("Zoë 李 🧪" has 7).
 * @param {string} text
 * @returns {number}
 */
export function characterCount(text) {
  let count = 0;
  // The string iterator walks code points: a surrogate pair (an emoji) is one step.
  for (const _ of text) count++;
  return count;
}

/**
 * The value as it is checked and stored: line breaks as "\n", spaces (`\p{Zs}`), tabs and ASCII
 * line breaks trimmed at both ends. Unlike `String.prototype.trim`, the Unicode line and
 * paragraph separators and the byte order mark are kept, so that CONTROL_CHARACTERS refuses them
 * where they are not allowed.
 * @param {unknown} raw  what was sent (a missing field is undefined)
 * @returns {string}
 */
export function normaliseValue(raw) {
  return typeof raw === 'string'
    ? raw.replace(/\r\n?/g, '\n').replace(/^[\p{Zs}\t\n\v\f\r]+|[\p{Zs}\t\n\v\f\r]+$/gu, '')
    : '';
}

/**
 * The problem with one field's (normalised) value, or null when it is fine.
 * @param {EnquiryField} field
 * @param {string} value  normalised (normaliseValue)
 * @returns {string | null} the message to show, from `field.errors`
 */
export function checkField(field, value) {
  const { errors } = field;
  const fallback = `Check ${field.label.toLowerCase()}`;
  if (value === '') return field.required ? (errors.required ?? fallback) : null;
  if (SINGLE_LINE_TYPES.has(field.type) && CONTROL_CHARACTERS.test(value)) {
    return errors.controlCharacters ?? `${field.label} must be one line of text, without control characters`;
  }
  if (field.type === 'checkbox' && value !== (field.value ?? 'yes'))
    return errors.invalid ?? errors.required ?? fallback;
  if (field.maxLength !== undefined && characterCount(value) > field.maxLength) return errors.tooLong ?? fallback;
  if (field.type === 'email' && !EMAIL_PATTERN.test(value)) return errors.invalid ?? fallback;
  if (field.options && !field.options.some((o) => o.value === value)) return errors.invalid ?? fallback;
  return null;
}

/**
 * Checks an enquiry against the field list.
 * @param {EnquiryField[]} fields   the field list, in form order
 * @param {Record<string, unknown>} input  field name → value as sent (other keys are ignored)
 * @returns {EnquiryCheck} the normalised values of the listed fields (empty ones included) and one
 *   problem per invalid field, in form order; no problems means the enquiry may be stored
 */
export function validateEnquiry(fields, input) {
  /** @type {Record<string, string>} */
  const values = {};
  /** @type {EnquiryProblem[]} */
  const problems = [];
  for (const field of fields) {
    const value = normaliseValue(input[field.name]);
    values[field.name] = value;
    const message = checkField(field, value);
    if (message) problems.push({ name: field.name, message });
  }
  return { values, problems };
}
