// @ts-check
/**
 * Prints the enquiries the `local` receiver has stored, newest first.
 * Usage: npm run enquiries   (reads $ENQUIRIES_FILE, default .data/enquiries.jsonl)
 * A line that is not a whole JSON record is reported by its line number and skipped. What a
 * visitor typed is printed with its control characters escaped (escapeControls), so no enquiry can
 * move the cursor, clear or recolour the reader's terminal, or forge a line that looks like ours.
 */
import { existsSync, readFileSync } from 'node:fs';
import enquiry from '../src/enquiry/fields.js';

/**
 * @typedef {{ id: string, receivedAt: string, fields: Record<string, string> }} StoredEnquiry
 */

/**
 * Parses a JSON-lines file's text.
 * @param {string} text
 * @returns {{ enquiries: StoredEnquiry[], bad: number[] }} enquiries newest first; bad: 1-based
 *   numbers of the lines that are not a record
 */
export function readEnquiries(text) {
  /** @type {StoredEnquiry[]} */
  const enquiries = [];
  /** @type {number[]} */
  const bad = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    try {
      const record = JSON.parse(line);
      if (typeof record?.receivedAt !== 'string' || typeof record?.fields !== 'object') throw new Error('not a record');
      enquiries.push(record);
    } catch {
      bad.push(i + 1);
    }
  });
  enquiries.sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
  return { enquiries, bad };
}

/**
 * `text` with the characters a terminal acts on written as escapes: C0 controls but the line break
 * (`keepLineBreaks`), DEL and C1 controls as `\x1b`, every bidirectional control (the marks LRM,
 * RLM and ALM, the embeddings, overrides and isolates) and the Unicode line and paragraph
 * separators U+2028 and U+2029 as `\u202e`.
 * @param {string} text
 * @param {boolean} [keepLineBreaks]  keep "\n" as it is (a message's lines)
 * @returns {string}
 */
export function escapeControls(text, keepLineBreaks = false) {
  // Control characters are what this escapes.
  /* eslint-disable no-control-regex */
  const pattern = keepLineBreaks
    ? /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\p{Bidi_Control}\u2028\u2029]/gu
    : /[\u0000-\u001f\u007f-\u009f\p{Bidi_Control}\u2028\u2029]/gu;
  /* eslint-enable no-control-regex */
  return text.replace(pattern, (c) => {
    const code = /** @type {number} */ (c.codePointAt(0));
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/**
 * One enquiry as text: each field's label and value, options by their labels, control characters
 * escaped (a textarea's line breaks kept, indented under its label).
 * @param {StoredEnquiry} record
 * @returns {string}
 */
export function formatEnquiry(record) {
  const lines = [`${escapeControls(String(record.receivedAt))}  ${escapeControls(String(record.id))}`];
  for (const field of enquiry.fields) {
    const value = record.fields[field.name];
    if (!value) continue;
    const shown =
      field.options?.find((o) => o.value === value)?.label ?? escapeControls(String(value), field.type === 'textarea');
    lines.push(`  ${field.label}: ${shown.replace(/\n/g, '\n    ')}`);
  }
  return lines.join('\n');
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const file = process.env.ENQUIRIES_FILE || '.data/enquiries.jsonl';
  if (!existsSync(file)) {
    console.log(`No enquiries yet: ${file} does not exist. Send one from /contact/ on "npm start" or "npm run serve".`);
  } else {
    const { enquiries, bad } = readEnquiries(readFileSync(file, 'utf8'));
    console.log(`${enquiries.length} ${enquiries.length === 1 ? 'enquiry' : 'enquiries'} in ${file}, newest first:\n`);
    for (const record of enquiries) console.log(`${formatEnquiry(record)}\n`);
    if (bad.length) console.error(`Skipped line(s) ${bad.join(', ')}: not a whole JSON record.`);
  }
}
