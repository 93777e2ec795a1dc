/**
 * One conformance suite for every receiver of the enquiry form (docs/deploy.md "Where enquiries
 * go"): the local receiver behind `npm run serve`, and the Cloudflare Pages Function
 * (functions/contact/index.js) in Cloudflare's own runtime with a local D1 database, migrated as
 * a deploy is (migrations/). Every case runs against both with the same expectations: the same
 * status, the same page or JSON byte for byte (src/enquiry/receive.js with the site's 404 page as
 * its shell), the site's security headers once each, and exactly what was stored. The receivers
 * are test/hosts/receivers.ts; Firefox's and WebKit's posts and a crash are
 * enquiries-in-browsers.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enquiry from '../../src/enquiry/fields.js';
import { ENQUIRY_MESSAGES, RATE_LIMIT, SPAM_MESSAGES, refusal } from '../../src/enquiry/receive.js';
import {
  FORM_TOKEN_FIELD,
  MIN_FILL_MS,
  TOKEN_LIFETIME_MS,
  checkToken,
  issueToken,
} from '../../src/enquiry/form-token.js';
import { validateEnquiry } from '../../src/enquiry/rules.js';
import { SITE_DIR } from '../support/built-site.js';
import { request, type Answer, type Runtime } from '../support/hosts.js';
import { SECURITY_HEADERS, eachLimited, sent } from './checks.js';
import { chromium } from '@playwright/test';
import { HEADLESS_CHROMIUM, LAUNCH_ARGS } from '../../scripts/lib/chromium.js';
import { fillEnquiry } from '../support/enquiries.js';
import { FORM, SECRET, VALID, cloudflareReceiver, encode, localReceiver, type Receiver } from './receivers.js';

const shell = readFileSync(path.join(SITE_DIR, '404.html'), 'utf8');

/** The answer's security headers are the site's, each once. */
function expectSecurityHeaders(answer: Answer, what: string) {
  for (const name of SECURITY_HEADERS) expect(sent(answer, name), `${what}: ${name}`).toHaveLength(1);
  expect(sent(answer, 'content-security-policy')[0], what).toContain("frame-ancestors 'none'");
}

describe.each<Runtime>(['local', 'cloudflare'])('enquiries received by %s', (runtime) => {
  let receiver: Receiver;
  let origin = '';
  beforeAll(async () => {
    receiver = runtime === 'local' ? await localReceiver() : await cloudflareReceiver();
    origin = receiver.host.base;
  }, 180_000);
  afterAll(() => receiver?.stop());

  const post = (body: string | Buffer, headers: Record<string, string> = {}, target = '/contact/') =>
    request(receiver.host.base, target, {
      method: 'POST',
      headers: { 'Content-Type': FORM, Origin: origin, ...headers },
      body,
    });

  /** Posts, and asserts the refusal `expected` with nothing stored. */
  async function expectRefused(
    body: string | Buffer,
    headers: Record<string, string>,
    expected: ReturnType<typeof refusal>,
    what: string,
  ) {
    const before = receiver.stored().length;
    const answer = await post(body, headers);
    expect([what, answer.status]).toEqual([what, expected.status]);
    expect(answer.body.toString('utf8'), what).toBe(expected.body);
    expect(sent(answer, 'content-type'), what).toEqual([expected.headers['Content-Type']]);
    expectSecurityHeaders(answer, what);
    expect(receiver.stored().length, `${what}: stored`).toBe(before);
  }

  it('stores a valid enquiry once, its answers byte for byte, and answers 303 to /contact/thanks/', async () => {
    const before = receiver.stored().length;
    const answer = await post(encode(VALID));
    expect([answer.status, sent(answer, 'location')]).toEqual([303, ['/contact/thanks/']]);
    expectSecurityHeaders(answer, 'the 303');
    const stored = receiver.stored();
    expect(stored.length).toBe(before + 1);
    expect(stored.at(-1)).toEqual(validateEnquiry(enquiry.fields, VALID).values);
    expect(stored.at(-1)!.name).toBe(VALID.name);
    // Consent on record: the privacy notice this build publishes, agreed to as it arrived.
    const { privacyVersion } = JSON.parse(readFileSync(path.join(SITE_DIR, 'contact/enquiry-form.json'), 'utf8'));
    expect(privacyVersion).toMatch(/^[0-9a-f]{12}$/);
    const consent = receiver.consents().at(-1)!;
    expect(consent.privacyVersion).toBe(privacyVersion);
    expect(Math.abs(Date.parse(consent.agreedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('finds every enquiry from one email address, in any case, and deletes them all and no other (npm run enquiries)', async () => {
    const other = { ...VALID, email: 'someone.else@example.com', name: 'Someone Else' };
    expect((await post(encode(other))).status).toBe(303);
    expect((await post(encode({ ...VALID, email: 'ZOE@example.com' }))).status).toBe(303);
    const listed = receiver.enquiries('--email', 'zoe@EXAMPLE.com');
    expect(listed).toMatch(/^2 enquiries in .*newest first/);
    expect(listed).toContain(VALID.name);
    expect(listed).toContain('Agreed to: the privacy notice ');
    expect(listed).not.toContain('Someone Else');
    expect(receiver.enquiries('--delete-email', 'Zoe@Example.com')).toMatch(
      /^Deleted 2 enquiries from Zoe@Example.com/,
    );
    expect(receiver.stored().map((fields) => fields.email)).toEqual(['someone.else@example.com']);
  });

  it('answers a filled honeypot 303 as if sent, and stores nothing', async () => {
    const before = receiver.stored().length;
    const answer = await post(encode({ ...VALID, [enquiry.honeypot.name]: 'https://spam.example' }));
    expect([answer.status, sent(answer, 'location')]).toEqual([303, ['/contact/thanks/']]);
    expect(receiver.stored().length).toBe(before);
  });

  it('answers an enquiry with problems 400, as the page listing each in the site’s shell or as JSON when asked', async () => {
    const body = encode({ name: VALID.name, email: 'not an address' });
    const { problems } = validateEnquiry(enquiry.fields, { name: VALID.name, email: 'not an address' });
    expect(problems.length).toBeGreaterThan(2);
    await expectRefused(body, {}, refusal(400, ENQUIRY_MESSAGES.problems, { shell, problems }), 'a form post');
    await expectRefused(
      body,
      { Accept: 'application/json' },
      refusal(400, ENQUIRY_MESSAGES.problems, { accept: 'application/json', problems }),
      'the enhancer’s post',
    );
  });

  it('answers a body that is not UTF-8 400, raw or percent-encoded', async () => {
    const expected = refusal(400, ENQUIRY_MESSAGES.notUtf8, { shell });
    await expectRefused(Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff]), {}, expected, 'a raw 0xFF');
    await expectRefused(`${encode(VALID)}&message=%FF`, {}, expected, '%FF');
  });

  it('answers another content type or charset 415', async () => {
    const expected = refusal(415, ENQUIRY_MESSAGES.contentType, { shell });
    await expectRefused(encode(VALID), { 'Content-Type': 'text/plain' }, expected, 'text/plain');
    await expectRefused(encode(VALID), { 'Content-Type': `${FORM}; charset=latin1` }, expected, 'charset=latin1');
  });

  it(`answers a body over ${enquiry.maxBodyBytes} bytes 413, by its Content-Length or once it has come`, async () => {
    const expected = refusal(413, ENQUIRY_MESSAGES.tooLarge(enquiry.maxBodyBytes, enquiry.fields), { shell });
    const body = `${encode(VALID)}&message=${'a'.repeat(enquiry.maxBodyBytes)}`;
    await expectRefused(body, {}, expected, 'by its Content-Length');
    await expectRefused(body, { 'Transfer-Encoding': 'chunked' }, expected, 'sent in chunks, without a length');
  });

  it('answers a post from another site’s page 403', async () => {
    await expectRefused(
      encode(VALID),
      { Origin: 'https://attacker.example' },
      refusal(403, ENQUIRY_MESSAGES.foreignOrigin, { shell }),
      'Origin https://attacker.example',
    );
  });

  it('redirects a post to /contact or /contact/index.html (308, keeping the method and what was typed) to /contact/', async () => {
    for (const target of ['/contact', '/contact/index.html']) {
      const answer = await post(encode(VALID), {}, target);
      expect([target, answer.status, sent(answer, 'location')]).toEqual([target, 308, ['/contact/']]);
      expectSecurityHeaders(answer, target);
    }
  });
});

describe.each<Runtime>(['local', 'cloudflare'])('spam kept out by %s, with ENQUIRY_SECRET set', (runtime) => {
  let receiver: Receiver;
  let origin = '';
  /** A CRM's form handler of our own on 127.0.0.1: it answers 500 to the first notification, then 200. */
  const hook: { requests: { key: string | undefined; body: string }[]; server?: http.Server } = { requests: [] };
  beforeAll(async () => {
    hook.server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        hook.requests.push({ key: req.headers['idempotency-key'] as string | undefined, body });
        res.writeHead(hook.requests.length === 1 ? 500 : 200).end();
      });
    });
    await new Promise<void>((resolve) => hook.server!.listen(0, '127.0.0.1', resolve));
    const env = {
      ENQUIRY_SECRET: SECRET,
      ENQUIRY_WEBHOOK: `http://127.0.0.1:${(hook.server.address() as AddressInfo).port}/hook`,
      ENQUIRY_WEBHOOK_RETRY_MS: '100,100,100',
    };
    receiver = runtime === 'local' ? await localReceiver(env) : await cloudflareReceiver(env);
    origin = receiver.host.base;
  }, 180_000);
  afterAll(async () => {
    await receiver?.stop();
    hook.server?.close();
  });

  const post = (fields: Record<string, string>, accept = 'text/html') =>
    request(receiver.host.base, '/contact/', {
      method: 'POST',
      headers: { 'Content-Type': FORM, Origin: origin, Accept: accept },
      body: encode(fields),
    });
  /** A token as the contact page would have had it `ageMs` ago. */
  const tokenAged = (ageMs: number) => issueToken(SECRET, Date.now() - ageMs);
  const oldEnough = () => tokenAged(MIN_FILL_MS + 7000);

  /** Posts, and expects it held back for `reason`, with nothing stored and a way to send it again. */
  async function expectHeldBack(fields: Record<string, string>, reason: keyof typeof SPAM_MESSAGES) {
    const before = receiver.stored().length;
    const answer = await post(fields);
    const html = answer.body.toString('utf8');
    expect([reason, answer.status]).toEqual([reason, reason === 'rate-limited' ? 429 : 400]);
    expect(html, reason).toContain(SPAM_MESSAGES[reason].replace(/'/g, '&#x27;'));
    for (const name of SECURITY_HEADERS) expect(sent(answer, name), `${reason}: ${name}`).toHaveLength(1);
    expect(receiver.stored().length, `${reason}: stored`).toBe(before);
    // What was typed comes back in a form that sends it again, with a new token of ours.
    const resend = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
        m[1],
        m[2]
          .replace(/&#x27;/g, "'")
          .replace(/&quot;/g, '"')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&'),
      ]),
    );
    const { [FORM_TOKEN_FIELD]: token, ...kept } = resend;
    const answered = Object.entries(validateEnquiry(enquiry.fields, VALID).values).filter(([, value]) => value !== '');
    expect(kept, reason).toEqual(Object.fromEntries(answered));
    expect(await checkToken(SECRET, token, Date.now() + MIN_FILL_MS), reason).toHaveProperty('nonce');
    return answer;
  }

  it('serves the contact page with a new timing token each time, never cached', async () => {
    const tokens = [];
    for (let i = 0; i < 2; i++) {
      const page = await request(receiver.host.base, '/contact/');
      expect(page.status).toBe(200);
      expect(sent(page, 'cache-control')).toEqual(['no-store']);
      for (const name of SECURITY_HEADERS) expect(sent(page, name), name).toHaveLength(1);
      tokens.push(new RegExp(`name="${FORM_TOKEN_FIELD}" value="([^"]+)"`).exec(page.body.toString('utf8'))?.[1]);
    }
    expect(tokens[0]).toMatch(/^\d+\./);
    expect(tokens[1]).not.toBe(tokens[0]);
    expect(await checkToken(SECRET, tokens[0], Date.now() + MIN_FILL_MS)).toHaveProperty('nonce');
  });

  it('stores a person’s enquiry sent from a form opened seconds before, forwards it to the webhook once delivered (a failed attempt retried with the same key), and refuses the same form sent again', async () => {
    const before = receiver.stored().length;
    const token = await oldEnough();
    const answer = await post({ ...VALID, [FORM_TOKEN_FIELD]: token });
    expect([answer.status, sent(answer, 'location')]).toEqual([303, ['/contact/thanks/']]);
    expect(receiver.stored().length).toBe(before + 1);
    await expectHeldBack({ ...VALID, [FORM_TOKEN_FIELD]: token }, 'replayed');
    // Forwarded to the CRM's handler, which failed once: retried with the same key, stored once.
    await expect.poll(() => hook.requests.length, { timeout: 30_000 }).toBe(2);
    const [first, second] = hook.requests;
    expect(second.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).toEqual(second);
    expect(JSON.parse(second.body).fields).toEqual(validateEnquiry(enquiry.fields, VALID).values);
    expect(receiver.stored().length).toBe(before + 1);
  });

  it('holds back a post without a token, with a forged one, sent within 3 s of the page, or from a page opened over 24 hours before', async () => {
    await expectHeldBack(VALID, 'missing');
    const genuine = await oldEnough();
    await expectHeldBack({ ...VALID, [FORM_TOKEN_FIELD]: `${genuine.slice(0, -2)}xx` }, 'forged');
    const [servedAt, nonce, signature] = genuine.split('.');
    await expectHeldBack({ ...VALID, [FORM_TOKEN_FIELD]: `${Number(servedAt) + 1}.${nonce}.${signature}` }, 'forged');
    await expectHeldBack({ ...VALID, [FORM_TOKEN_FIELD]: await tokenAged(0) }, 'too-fast');
    await expectHeldBack({ ...VALID, [FORM_TOKEN_FIELD]: await tokenAged(TOKEN_LIFETIME_MS + 60_000) }, 'expired');
  });

  it('a person sends an enquiry in Chromium with JavaScript and without: at a person’s pace it is stored; sent too fast, the page that holds it back sends it on, nothing retyped', async () => {
    const browser = await chromium.launch({ executablePath: HEADLESS_CHROMIUM, args: LAUNCH_ARGS });
    try {
      for (const javaScriptEnabled of [true, false]) {
        const page = await (await browser.newContext({ javaScriptEnabled })).newPage();
        const message = `Sent at a person's pace, JavaScript ${javaScriptEnabled ? 'on' : 'off'}.`;
        await page.goto(`${receiver.host.base}/contact/`);
        await fillEnquiry(page, message);
        // The behaviour under test is a time: a person is slower than MIN_FILL_MS.
        await page.waitForTimeout(MIN_FILL_MS);
        await page.getByRole('button', { name: 'Send enquiry' }).click();
        // Without JavaScript the thank-you page; with it, the same words in place of the form.
        await page.getByText(enquiry.success.title).first().waitFor({ timeout: 30_000 });
        expect(receiver.stored().map((fields) => fields.message)).toContain(message);
      }
      // Without JavaScript, sent within MIN_FILL_MS: held back, then sent on from that page.
      const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
      const message = 'Sent too fast, then sent on.';
      await page.goto(`${receiver.host.base}/contact/`);
      await fillEnquiry(page, message);
      // Sent within MIN_FILL_MS of the page being served, however long this machine took to fill
      // it in: the post leaves with a token issued as it is sent.
      await page.route(
        '**/contact/',
        async (route) => {
          const body = new URLSearchParams(route.request().postData() ?? '');
          body.set(FORM_TOKEN_FIELD, await issueToken(SECRET));
          await route.continue({ postData: body.toString() });
        },
        { times: 1 },
      );
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your enquiry was not sent yet' }).waitFor();
      await page.getByText(message).waitFor();
      // Choices by their labels, as the form showed them.
      await page.getByText('Product information or a quote').waitFor();
      expect(receiver.stored().map((fields) => fields.message)).not.toContain(message);
      await page.waitForTimeout(MIN_FILL_MS);
      await page.getByRole('button', { name: 'Send my enquiry' }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe('/contact/thanks/');
      expect(receiver.stored().filter((fields) => fields.message === message)).toHaveLength(1);
    } finally {
      await browser.close();
    }
  }, 120_000);

  it(`takes at most ${RATE_LIMIT.enquiries} enquiries from one address in ${RATE_LIMIT.windowMs / 60000} minutes of a flood, each with a token of its own, then answers 429`, async () => {
    const before = receiver.stored().length;
    // The robots' flood: a filled honeypot, instant posts, one token replayed, 100 posts from one address.
    const counts: Record<string, { posted: number; stored: number; answers: Record<number, number> }> = {};
    /** Posts `count` bodies, `at` a time, each made (its token issued) just before it is sent. */
    const flood = async (kind: string, count: number, make: () => Promise<Record<string, string>>, at = 10) => {
      const start = receiver.stored().length;
      const answers: Record<number, number> = {};
      await eachLimited(Array.from({ length: count }), at, async () => {
        const { status } = await post(await make());
        answers[status] = (answers[status] ?? 0) + 1;
      });
      counts[kind] = { posted: count, stored: receiver.stored().length - start, answers };
    };
    await flood('honeypot filled', 20, async () => ({
      ...VALID,
      [enquiry.honeypot.name]: 'x',
      [FORM_TOKEN_FIELD]: await oldEnough(),
    }));
    await flood('posted at once', 20, async () => ({ ...VALID, [FORM_TOKEN_FIELD]: await tokenAged(0) }));
    const replayed = await oldEnough();
    // All 20 at once: only one may take the token, however they interleave.
    await flood('one token replayed', 20, async () => ({ ...VALID, [FORM_TOKEN_FIELD]: replayed }), 20);
    await flood('100 from one address', 100, async () => ({ ...VALID, [FORM_TOKEN_FIELD]: await oldEnough() }));
    console.log(`[${runtime}] flood:`, JSON.stringify(counts));
    expect(counts['honeypot filled'].stored).toBe(0);
    expect(counts['posted at once'].stored).toBe(0);
    expect(counts['one token replayed'].stored).toBe(1);
    // Everything stored from this address in the window, the earlier tests' included.
    expect(before).toBeGreaterThan(0);
    expect(receiver.stored().length).toBeLessThanOrEqual(RATE_LIMIT.enquiries);
    expect(counts['100 from one address'].answers[429]).toBeGreaterThanOrEqual(100 - RATE_LIMIT.enquiries);
    const limited = await expectHeldBack({ ...VALID, [FORM_TOKEN_FIELD]: await oldEnough() }, 'rate-limited');
    expect(sent(limited, 'retry-after')).toEqual([String(RATE_LIMIT.windowMs / 1000)]);
  });
});
