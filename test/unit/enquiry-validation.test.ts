/**
 * The enquiry rules (src/enquiry/rules.js) applied to the one field list
 * (src/enquiry/fields.js), as the server and the browser both apply them; the option lists; the
 * provider configuration and the CSP it gives.
 */
import { describe, expect, it } from 'vitest';
import enquiry, { countryOptions, productOptions, TOPICS } from '../../src/enquiry/fields.js';
import navigation from '../../src/_data/navigation.js';
import {
  characterCount,
  checkField,
  largestEnquiryBytes,
  normaliseValue,
  validateEnquiry,
} from '../../src/enquiry/rules.js';
import { contentSecurityPolicy, CONTENT_SECURITY_POLICY } from '../../src/eleventy/pages/seo.js';
import { enquiryConfig, enquiryUrl } from '../../src/eleventy/enquiry.js';

const field = (name: string) => enquiry.fields.find((f) => f.name === name)!;
/** A valid enquiry; tests change one value at a time. */
const VALID = {
  name: 'Zoë 李 🧪',
  email: 'zoe@example.com',
  organisation: '',
  country: 'GB',
  topic: 'datasheet-quote',
  product: 'ovg-4',
  message: 'Please send the OVG-4 datasheet.',
  consent: 'yes',
};
const problemsOf = (values: Record<string, string>) => validateEnquiry(enquiry.fields, values).problems;

describe('the field list', () => {
  it("has the form's fields, in form order, with their types, autocomplete tokens, requirement and lengths", () => {
    expect(
      enquiry.fields.map((f) => [f.name, f.type, f.autocomplete ?? null, f.required, f.maxLength ?? null]),
    ).toEqual([
      ['name', 'text', 'name', true, 200],
      ['email', 'email', 'email', true, 254],
      ['organisation', 'text', 'organization', false, 200],
      ['country', 'select', 'country', false, null],
      ['topic', 'radios', null, true, null],
      ['product', 'select', null, false, null],
      ['message', 'textarea', null, true, 5000],
      ['consent', 'checkbox', null, true, null],
    ]);
    expect(field('topic').label).toBe('What is your enquiry about?');
    expect(enquiry.honeypot.name).not.toBe('');
  });

  it('offers the four topics with the values the ?topic= links use', () => {
    expect(TOPICS.map((t) => t.value)).toEqual([
      'product-question',
      'datasheet-quote',
      'distribution-partnership',
      'other',
    ]);
    expect(TOPICS.map((t) => t.label)).toEqual([
      'A product or application question',
      'Product information or a quote',
      'Distribution and partnership',
      'Something else',
    ]);
  });

  it('offers every Products child of the navigation but a programme, by the last segment of its url', () => {
    const products = navigation.find((i) => i.url === '/products/')!.children.filter((c) => !c.programme);
    expect(productOptions()).toEqual(products.map((c) => ({ value: c.url.split('/').at(-2), label: c.title })));
    expect(productOptions().map((o) => o.value)).toEqual(expect.arrayContaining(['lonestar', 'owlsens-C', 'ovg-4']));
    expect(productOptions().map((o) => o.value)).not.toContain('next-generation-chemical-detector');
  });

  it('names countries with Intl.DisplayNames, by ISO code, sorted, each once, without groupings or old codes', () => {
    const options = countryOptions();
    const byCode = new Map(options.map((o) => [o.value, o.label]));
    expect(byCode.get('GB')).toBe(new Intl.DisplayNames('en-GB', { type: 'region' }).of('GB'));
    expect(byCode.get('DE')).toBe('Germany');
    for (const code of ['EU', 'UN', 'ZZ', 'UK', 'BU', 'YU', 'XA']) expect(byCode.has(code), code).toBe(false);
    expect(new Set(options.map((o) => o.label)).size).toBe(options.length);
    expect(options.length).toBeGreaterThanOrEqual(240);
    expect(options.map((o) => o.label)).toEqual(
      [...options.map((o) => o.label)].sort((a, b) => a.localeCompare(b, 'en-GB')),
    );
  });
});

describe('the rules (server and browser alike)', () => {
  it('accept a complete enquiry, with values trimmed and line breaks as \\n', () => {
    const { values, problems } = validateEnquiry(enquiry.fields, {
      ...VALID,
      name: '  Zoë 李 🧪 ',
      message: 'Line one\r\nLine two',
    });
    expect(problems).toEqual([]);
    expect(values.name).toBe('Zoë 李 🧪');
    expect(values.message).toBe('Line one\nLine two');
  });

  it('name each missing required field with a message saying what to do, in form order', () => {
    expect(problemsOf({})).toEqual([
      { name: 'name', message: 'Enter your full name' },
      { name: 'email', message: 'Enter your work email, like name@company.com' },
      { name: 'topic', message: 'Select what your enquiry is about' },
      { name: 'message', message: 'Enter your message' },
      { name: 'consent', message: 'Tick the box so that we may contact you about this enquiry' },
    ]);
    expect(problemsOf({ ...VALID, name: '   ' })).toEqual([{ name: 'name', message: 'Enter your full name' }]);
  });

  it.each([
    ['zoe@example', false],
    ['zoe example.com', false],
    ['@example.com', false],
    ['zoe@@example.com', false],
    ['zoe@example.com', true],
    ['z.o+e@mail.example.co.uk', true],
  ])('email %s is %s', (email, ok) => {
    expect(problemsOf({ ...VALID, email })).toEqual(
      ok ? [] : [{ name: 'email', message: 'Enter your work email in the correct format, like name@company.com' }],
    );
  });

  it('count characters as code points: "Zoë 李 🧪" is 7, not 12 bytes nor 8 UTF-16 units', () => {
    expect(characterCount('Zoë 李 🧪')).toBe(7);
    expect(Buffer.byteLength('Zoë 李 🧪')).toBe(13);
    expect('Zoë 李 🧪'.length).toBe(8);
  });

  it.each([
    ['Latin', 'a'],
    ['non-Latin', '李'],
    ['emoji', '🧪'],
  ])('take a full name of 200 characters and refuse 201 (%s)', (_kind, char) => {
    expect(problemsOf({ ...VALID, name: char.repeat(200) })).toEqual([]);
    expect(problemsOf({ ...VALID, name: char.repeat(201) })).toEqual([
      { name: 'name', message: 'Full name must be 200 characters or fewer' },
    ]);
  });

  it.each([
    ['Latin', 'a'],
    ['non-Latin', 'ж'],
    ['emoji', '🧪'],
    ['mixed', 'Zoë 李 🧪'],
  ])('take a message of 5000 characters and refuse 5001 (%s)', (_kind, text) => {
    const of = (n: number) => [...text.repeat(Math.ceil(n / characterCount(text)))].slice(0, n).join('');
    expect(characterCount(of(5000))).toBe(5000);
    expect(problemsOf({ ...VALID, message: `x${of(4999)}` })).toEqual([]);
    expect(problemsOf({ ...VALID, message: `x${of(5000)}` })).toEqual([
      { name: 'message', message: 'Your message must be 5000 characters or fewer' },
    ]);
  });

  it('count a line break sent as \\r\\n once, as the browser shows it', () => {
    const message = `${'a'.repeat(4998)}\r\nb`;
    expect(characterCount(normaliseValue(message))).toBe(5000);
    expect(problemsOf({ ...VALID, message })).toEqual([]);
  });

  it('refuse a work email over 254 characters and an organisation over 200', () => {
    expect(
      problemsOf({
        ...VALID,
        email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}.com`,
      }).map((p) => p.name),
    ).toEqual(['email']);
    expect(problemsOf({ ...VALID, organisation: '李'.repeat(201) })).toEqual([
      { name: 'organisation', message: 'Organisation must be 200 characters or fewer' },
    ]);
  });

  it('refuse options that are not offered: a topic, a product or a country', () => {
    expect(problemsOf({ ...VALID, topic: 'sales' })).toEqual([
      { name: 'topic', message: 'Select what your enquiry is about' },
    ]);
    expect(problemsOf({ ...VALID, product: 'ovg-5' })).toEqual([
      { name: 'product', message: 'Choose a product from the list' },
    ]);
    expect(problemsOf({ ...VALID, country: 'XX' })).toEqual([
      { name: 'country', message: 'Choose your country from the list' },
    ]);
    expect(problemsOf({ ...VALID, product: '', country: '' })).toEqual([]);
  });

  it('refuse NUL, CR, LF, other controls and bidirectional overrides in a name, email or organisation, saying so; a message keeps its line breaks', () => {
    for (const bad of ['\u0000', '\r', '\n', '\t', '\u001b', '\u0085', '\u202a', '\u202e', '\u2066', '\u2069']) {
      const value = `Zo${bad}ë`;
      expect(problemsOf({ ...VALID, name: value, organisation: value }), JSON.stringify(bad)).toEqual([
        { name: 'name', message: 'Full name must be one line, without line breaks or invisible control characters' },
        {
          name: 'organisation',
          message: 'Organisation must be one line, without line breaks or invisible control characters',
        },
      ]);
      expect(problemsOf({ ...VALID, email: `zoe${bad}@example.com` }), JSON.stringify(bad)).toEqual([
        { name: 'email', message: 'Work email must be one line, without line breaks or invisible control characters' },
      ]);
    }
    expect(problemsOf({ ...VALID, message: 'Line one\r\nLine two\n' })).toEqual([]);
  });

  it('refuse every Unicode line and paragraph separator, format character (Cf) and character drawn as nothing in a single-line answer, at its ends too', () => {
    const invisible = [
      // Format characters (Cf) beyond the bidirectional and zero-width ones: the soft hyphen, the
      // deprecated format characters, a tag character, the interlinear annotation anchor, a musical
      // format character.
      '\u00ad',
      '\u206a',
      '\u206f',
      '\u{e0001}',
      '\u{e0041}',
      '\ufff9',
      '\u{1d173}',
      // Drawn as nothing though not Cf: the Hangul fillers, the combining grapheme joiner, a variation selector.
      '\u115f',
      '\u3164',
      '\uffa0',
      '\u034f',
      '\ufe0f',
      '\u2028',
      '\u2029',
      '\u200e',
      '\u200f',
      '\u061c',
      '\u200b',
      '\u200c',
      '\u200d',
      '\u2060',
      '\u2063',
      '\u180e',
      '\ufeff',
    ];
    for (const bad of invisible) {
      for (const value of [`Zo${bad}ë`, `${bad}Zoë`]) {
        expect(problemsOf({ ...VALID, name: value, organisation: value }), JSON.stringify(value)).toEqual([
          { name: 'name', message: 'Full name must be one line, without line breaks or invisible control characters' },
          {
            name: 'organisation',
            message: 'Organisation must be one line, without line breaks or invisible control characters',
          },
        ]);
      }
    }
    // Letters of every script, accents and emoji are text.
    expect(problemsOf({ ...VALID, name: 'Zoë 李 🧪 Łukasz Ørsted Nguyễn', organisation: 'Société Générale' })).toEqual(
      [],
    );
  });

  it('take the consent box only with its own value', () => {
    expect(problemsOf({ ...VALID, consent: 'no' }).map((p) => p.name)).toEqual(['consent']);
    expect(checkField(field('consent'), 'yes')).toBeNull();
  });
});

describe('where enquiries go (site.enquiries) and the CSP', () => {
  it('defaults to the local receiver, posting to /contact/', () => {
    expect(enquiryConfig({})).toEqual({ provider: 'local', action: '/contact/', origin: null });
    // The Pages Function (functions/contact/) takes the same post as the local receiver.
    expect(enquiryConfig({ ENQUIRY_PROVIDER: 'cloudflare' })).toEqual({
      provider: 'cloudflare',
      action: '/contact/',
      origin: null,
    });
    expect(contentSecurityPolicy(enquiryConfig({}))).toBe(CONTENT_SECURITY_POLICY);
  });

  it('posts to /contact/thanks/ with netlify, the CSP unchanged', () => {
    expect(enquiryConfig({ ENQUIRY_PROVIDER: 'netlify' })).toEqual({
      provider: 'netlify',
      action: '/contact/thanks/',
      origin: null,
    });
  });

  it('posts to an endpoint and adds its origin to form-action and connect-src', () => {
    const config = enquiryConfig({
      ENQUIRY_PROVIDER: 'endpoint',
      ENQUIRY_ENDPOINT: 'https://forms.example.com/f/abc?x=1',
    });
    expect(config).toEqual({
      provider: 'endpoint',
      action: 'https://forms.example.com/f/abc?x=1',
      origin: 'https://forms.example.com',
    });
    const csp = contentSecurityPolicy(config);
    expect(csp).toContain("form-action 'self' https://forms.example.com");
    expect(csp).toContain("connect-src 'self' https://forms.example.com");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
  });

  it.each([
    [{ ENQUIRY_PROVIDER: 'mailchimp' }, /not a provider.*local, netlify, cloudflare, endpoint/],
    [{ ENQUIRY_PROVIDER: 'endpoint' }, /needs ENQUIRY_ENDPOINT/],
    [{ ENQUIRY_PROVIDER: 'endpoint', ENQUIRY_ENDPOINT: 'http://forms.example.com/' }, /must be an https url/],
  ])('stops the build on %j, saying what to set', (env, message) => {
    expect(() => enquiryConfig(env)).toThrow(message);
  });

  it('makes the prefill links of product pages (?topic=…&product=…), refusing unknown topics and products', () => {
    expect(enquiryUrl('datasheet-quote', 'ovg-4')).toBe('/contact/?topic=datasheet-quote&product=ovg-4');
    expect(enquiryUrl('product-question')).toBe('/contact/?topic=product-question');
    expect(() => enquiryUrl('sales')).toThrow(/not a topic/);
    expect(() => enquiryUrl('datasheet-quote', 'ovg-5')).toThrow(/not a product slug/);
  });
});

describe('the body limit (maxBodyBytes) follows the field list', () => {
  it('is the size of every field at its maximum in 4-byte characters, percent-encoded, with the honeypot and form-name: 67,989 bytes today', () => {
    const at4Bytes = Object.fromEntries([
      ...enquiry.fields.map((f) => [
        f.name,
        f.maxLength
          ? '🧪'.repeat(f.maxLength)
          : f.options
            ? f.options.map((o) => o.value).sort((a, b) => b.length - a.length)[0]
            : f.value!,
      ]),
      [enquiry.honeypot.name, ''],
      ['form-name', enquiry.formName],
    ]);
    const bytes = new URLSearchParams(at4Bytes).toString().length;
    expect(enquiry.maxBodyBytes).toBe(bytes);
    expect(enquiry.maxBodyBytes).toBe(67989);
    // A message of 5,000 '李' (45,133 bytes with the other fields) fits.
    expect(new URLSearchParams({ ...VALID, message: '李'.repeat(5000) }).toString().length).toBeLessThan(
      enquiry.maxBodyBytes,
    );
  });

  it('names a field without a bound, as an author mistake', () => {
    expect(() =>
      largestEnquiryBytes([{ name: 'notes', label: 'Notes', type: 'textarea', required: false, errors: {} }]),
    ).toThrow(/src\/enquiry\/fields.js: the field "notes" needs a maxLength/);
  });
});
