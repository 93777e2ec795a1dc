// @ts-check
/**
 * Enquiries at build time: the provider the environment chooses (docs/deploy.md#where-enquiries-go),
 * the enquiry form's view model, the prefill links, the privacy notice's paragraph on where enquiries
 * go (docs/architecture.md#the-enquiry-form).
 */
import enquiry, { TOPICS, productOptions } from '../enquiry/fields.js';
import { validateEnquiry } from '../enquiry/rules.js';
import { AuthorError } from './content/author-error.js';
import { CONTACT_URL, THANKS_URL } from '../contact.js';
import { FORM_TOKEN_PLACEHOLDER } from '../enquiry/form-token.js';

/** Named in place of a file: the shell, .env, or the host's build settings. */
const ENVIRONMENT = 'build environment';

/**
 * The enquiry provider from `ENQUIRY_PROVIDER` = local (default) | netlify | cloudflare (the Pages Function in
 * functions/, storing in D1) | endpoint (needs `ENQUIRY_ENDPOINT`).
 * @param {Record<string, string | undefined>} env
 * @returns {{ provider: 'local' | 'netlify' | 'cloudflare' | 'endpoint', action: string, origin: string | null }} the form's
 *   `action`, and the endpoint's origin for the CSP
 * @throws {AuthorError} naming the variable and the fix: an unknown provider, a missing or non-https endpoint
 */
export function enquiryConfig(env) {
  const provider = env.ENQUIRY_PROVIDER || 'local';
  if (provider === 'local' || provider === 'cloudflare') return { provider, action: CONTACT_URL, origin: null };
  if (provider === 'netlify') return { provider, action: THANKS_URL, origin: null };
  if (provider !== 'endpoint') {
    throw new AuthorError({
      file: ENVIRONMENT,
      field: 'ENQUIRY_PROVIDER',
      problem: `ENQUIRY_PROVIDER="${provider}" is not a provider`,
      fix: 'Use one of local, netlify, cloudflare, endpoint (docs/deploy.md, "Where enquiries go")',
    });
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
    throw new AuthorError({
      file: ENVIRONMENT,
      field: 'ENQUIRY_ENDPOINT',
      problem: `ENQUIRY_ENDPOINT must be an https url (http only for localhost); got ${JSON.stringify(env.ENQUIRY_ENDPOINT)}`,
    });
  }
  return { provider, action: endpoint.href, origin: endpoint.origin };
}

/**
 * The enquiryForm macro's props, as components/enquiry-form/enquiry-form.examples.yaml declares them.
 * @typedef {{ id?: string, provider?: 'local' | 'netlify' | 'cloudflare' | 'endpoint', endpoint?: string,
 *   values?: Record<string, string>, showErrors?: boolean }} EnquiryFormProps
 */

/**
 * The filter `enquiryFormModel`: what components/enquiry-form/enquiry-form.njk renders: ids, the provider's
 * action, each field with its ids, value and error, the problems, the enhancer's rules as JSON.
 * @param {EnquiryFormProps} [props]  props that keep the schema (`checkParams` first)
 * @throws {AuthorError} naming the prop and the fix: `values` naming no field, a provider's own errors
 */
export function enquiryFormModel(props = {}) {
  const id = props.id ?? 'enquiry';
  const env = props.provider
    ? { ENQUIRY_PROVIDER: props.provider, ENQUIRY_ENDPOINT: props.endpoint ?? process.env.ENQUIRY_ENDPOINT }
    : process.env;
  const config = enquiryConfig(env);
  const values = props.values ?? {};
  const unknown = Object.keys(values).filter((name) => !enquiry.fields.some((f) => f.name === name));
  if (unknown.length) {
    throw new AuthorError({
      file: 'enquiryForm()',
      field: 'values',
      problem: `"values" names no field: ${unknown.join(', ')}`,
      fix: `Fields: ${enquiry.fields.map((f) => f.name).join(', ')}`,
    });
  }
  const problems = props.showErrors ? validateEnquiry(enquiry.fields, values).problems : [];
  const fields = enquiry.fields.map((field) => {
    const fieldId = `${id}-${field.name}`;
    const error = problems.find((p) => p.name === field.name)?.message ?? null;
    const hintId = field.hint ? `${fieldId}-hint` : '';
    const errorId = `${fieldId}-error`;
    const describedBy = [hintId, error ? errorId : ''].filter(Boolean).join(' ');
    return { ...field, id: fieldId, hintId, errorId, describedBy, current: values[field.name] ?? '', error };
  });
  // The enhancer's rules: the selects' option lists and the options' labels are not needed there.
  const rules = enquiry.fields.map(({ name, label, type, required, maxLength, options, value, errors }) => ({
    name,
    label,
    type,
    required,
    ...(maxLength ? { maxLength } : {}),
    ...(type === 'radios' && options ? { options: options.map((o) => ({ value: o.value, label: '' })) } : {}),
    ...(value ? { value } : {}),
    errors,
  }));
  return {
    id,
    provider: config.provider,
    action: config.action,
    formName: enquiry.formName,
    // Our own receivers (local, cloudflare) fill the timing token when they serve the page.
    formToken: config.provider === 'local' || config.provider === 'cloudflare' ? FORM_TOKEN_PLACEHOLDER : '',
    draftKey: `enquiry-draft:${id}`,
    fields,
    honeypot: { ...enquiry.honeypot, id: `${id}-${enquiry.honeypot.name}` },
    problems: problems.map((p) => ({ ...p, href: `#${id}-${p.name}` })),
    success: enquiry.success,
    rulesJson: JSON.stringify({
      id,
      fields: rules,
      honeypot: enquiry.honeypot.name,
      timeoutMs: enquiry.sendTimeoutMs,
    }).replace(/</g, '\\u003c'),
  };
}

/**
 * @param {string} url  a page's url
 * @returns {string} its product slug (/products/ovg-4/ → "ovg-4"), else ""
 */
export function enquiryProductSlug(url) {
  const slug = /^\/products\/([^/]+)\/$/.exec(url)?.[1];
  return slug && productOptions().some((o) => o.value === slug) ? slug : '';
}

/**
 * @param {string} topic  a value of TOPICS
 * @param {string} [product]  a product slug
 * @returns {string} the contact page's url with the prefill query `?topic=<topic>&product=<slug>`
 * @throws {AuthorError} on an unknown topic or product, naming the values allowed
 */
export function enquiryUrl(topic, product = '') {
  if (!TOPICS.some((t) => t.value === topic))
    throw new AuthorError({
      file: 'enquiryUrl',
      problem: `"${topic}" is not a topic`,
      fix: `Use one of ${TOPICS.map((t) => t.value).join(', ')}`,
    });
  if (product && !productOptions().some((o) => o.value === product)) {
    throw new AuthorError({
      file: 'enquiryUrl',
      problem: `"${product}" is not a product slug of src/_data/navigation.js`,
    });
  }
  const query = new URLSearchParams({ topic, ...(product ? { product } : {}) });
  return `${CONTACT_URL}?${query}`;
}

const DESTINATION_CLASS = 'enquiry-destination';

/**
 * Shortcode `{% enquiryDestination %}`: the privacy notice's paragraph on where an enquiry goes.
 * @param {{ provider: string, origin: string | null }} enquiries  `site.enquiries`
 * @returns {string} one `<p>`
 */
export function enquiryDestination(enquiries) {
  const text =
    enquiries.provider === 'netlify'
      ? 'The form is handled by Netlify Forms, a service of Netlify, the company that hosts this website. Netlify stores each enquiry, filters out spam and passes it on to us.'
      : enquiries.provider === 'endpoint'
        ? `The form sends your enquiry to the form service we use, at ${enquiries.origin}, which passes it on to us.`
        : enquiries.provider === 'cloudflare'
          ? 'The form sends your enquiry to this website, hosted by Cloudflare, which stores it in a database of ours there for us to answer.'
          : 'The form sends your enquiry to the server that runs this website, which stores it for us to answer.';
  return `<p class="${DESTINATION_CLASS}">${text}</p>`;
}

/**
 * Filter `withEnquiryDestination`: the privacy notice must say where enquiries go, for every provider.
 * @param {string} html  the rendered Markdown
 * @param {string} inputPath
 * @returns {string} `html`, unchanged
 * @throws {AuthorError} when the text has no `{% enquiryDestination %}`
 */
export function withEnquiryDestination(html, inputPath) {
  if (!String(html).includes(`class="${DESTINATION_CLASS}"`)) {
    throw new AuthorError({
      file: inputPath,
      field: 'Text',
      problem: 'the privacy notice no longer says where an enquiry goes',
      fix: 'Put the line {% enquiryDestination %} back into the section "Where your enquiry goes"; the build writes there the form service this deploy uses',
    });
  }
  return html;
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function enquiryPlugin(eleventyConfig) {
  eleventyConfig.addFilter('withEnquiryDestination', withEnquiryDestination);
  eleventyConfig.addFilter('enquiryFormModel', enquiryFormModel);
  eleventyConfig.addFilter('enquiryProductSlug', enquiryProductSlug);
  eleventyConfig.addFilter('enquiryUrl', enquiryUrl);
  // `site.enquiries` is deep-merged into src/_data/site.js.
  eleventyConfig.addGlobalData('enquiry', () => enquiry);
  const enquiries = enquiryConfig(process.env);
  eleventyConfig.addGlobalData('site', () => ({ enquiries }));
  eleventyConfig.addShortcode('enquiryDestination', () => enquiryDestination(enquiries));
}
