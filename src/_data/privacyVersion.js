// @ts-check
/**
 * Global data `privacyVersion`: the version of the privacy notice this build publishes, the first
 * 12 hex digits of a SHA-256 of what makes its text (its Markdown, its facts, its layout, and the
 * enquiry provider, which words where an enquiry goes). Each stored enquiry keeps the version its
 * sender agreed to (docs/deploy.md "Consent and the rights of the person who wrote"); git holds
 * the text of every version.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The files the notice's text is made of. */
const SOURCES = ['pages/privacy/index.md', 'src/content/privacy.yaml', 'layouts/privacy.njk'];

const hash = createHash('sha256');
for (const file of SOURCES) hash.update(readFileSync(file)).update('\0');
hash.update(process.env.ENQUIRY_PROVIDER || 'local');
export default hash.digest('hex').slice(0, 12);
