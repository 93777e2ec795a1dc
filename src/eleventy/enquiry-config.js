// @ts-check
/** Where enquiries go: the provider the environment chooses (docs/deploy.md#where-enquiries-go). */
import { AuthorError } from './author-error.js';
import { CONTACT_URL, THANKS_URL } from '../contact.js';

/** Named in place of a file: the shell, .env, or the host's build settings. */
const ENVIRONMENT = 'build environment';

/**
 * The enquiry provider from `ENQUIRY_PROVIDER` = local (default) | netlify | endpoint (needs `ENQUIRY_ENDPOINT`).
 * @param {Record<string, string | undefined>} env
 * @returns {{ provider: 'local' | 'netlify' | 'endpoint', action: string, origin: string | null }} the form's
 *   `action`, and the endpoint's origin for the CSP
 * @throws {AuthorError} naming the variable and the fix: an unknown provider, a missing or non-https endpoint
 */
export function enquiryConfig(env) {
  const provider = env.ENQUIRY_PROVIDER || 'local';
  if (provider === 'local') return { provider, action: CONTACT_URL, origin: null };
  if (provider === 'netlify') return { provider, action: THANKS_URL, origin: null };
  if (provider !== 'endpoint') {
    throw new AuthorError({ file: ENVIRONMENT, field: 'ENQUIRY_PROVIDER', problem: `ENQUIRY_PROVIDER="${provider}" is not a provider`, fix: 'Use one of local, netlify, endpoint (docs/deploy.md, "Where enquiries go")' });
  }
  const endpoint = URL.parse(env.ENQUIRY_ENDPOINT ?? '');
  if (!endpoint) {
    throw new AuthorError({
      file: ENVIRONMENT,
      field: 'ENQUIRY_ENDPOINT',
      problem: `ENQUIRY_PROVIDER=endpoint needs ENQUIRY_ENDPOINT=<the https url that accepts the form's POST>; got ${JSON.stringify(env.ENQUIRY_ENDPOINT ?? '')}`,
    });
  }
  const local = endpoint.hostname === 'localhost' || endpoint.hostname === '127.0.0.1';
  if (endpoint.protocol !== 'https:' && !(local && endpoint.protocol === 'http:')) {
    throw new AuthorError({ file: ENVIRONMENT, field: 'ENQUIRY_ENDPOINT', problem: `ENQUIRY_ENDPOINT must be an https url (http only for localhost); got ${JSON.stringify(env.ENQUIRY_ENDPOINT)}` });
  }
  return { provider, action: endpoint.href, origin: endpoint.origin };
}

