/**
 * The `local` enquiry receiver over real HTTP on localhost. Each test talks to
 * `node scripts/serve.js` (the receiver composed with the static files, as `npm start` runs it),
 * started on a free port with a tiny built site and its own ENQUIRIES_FILE, and reads that file.
 * No assertion depends on the machine's speed: every wait is for an answer or a line of output.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import enquiry from '../../src/enquiry/fields.js';
import { problemPage } from '../../src/enquiry/receive.js';
import { formatEnquiry, readEnquiries } from '../../scripts/enquiries.js';
import { startServer as startServeJs, writeSite, type Server } from '../support/serve.js';

const NAME = 'Zoë 李 🧪';
const VALID = {
  name: NAME,
  email: 'zoe@example.com',
  topic: 'datasheet-quote',
  product: 'ovg-4',
  message: 'Please send the OVG-4 datasheet.',
  consent: 'yes',
};
const FORM = 'application/x-www-form-urlencoded';

let dir: string;
let site: string;
let file: string;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One POST with a raw body. `chunked`: no Content-Length, the body sent in pieces. */
function post(
  port: number,
  body: string | Buffer,
  headers: Record<string, string> = { 'Content-Type': FORM },
  chunked = false,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const data = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/contact/',
        method: 'POST',
        headers: chunked ? headers : { ...headers, 'Content-Length': String(data.length) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    if (chunked) {
      for (let i = 0; i < data.length; i += 4096) req.write(data.subarray(i, i + 4096));
      req.end();
    } else {
      req.end(data);
    }
  });
}

const encode = (values: Record<string, string>) => new URLSearchParams(values).toString();

/**
 * The largest valid enquiry: every free-text field at its maxLength in a 4-byte character (the
 * email, whose rule takes ASCII only, in "{", which percent-encodes to 3 bytes), every choice at its
 * longest value, the consent ticked and the honeypot empty, as the browser sends them.
 */
const LARGEST: Record<string, string> = Object.fromEntries([
  ...enquiry.fields.map((f) => {
    if (f.type === 'email') return [f.name, `${'{'.repeat(f.maxLength! - '@example.com'.length)}@example.com`];
    if (f.maxLength) return [f.name, '🧪'.repeat(f.maxLength)];
    if (f.options)
      return [
        f.name,
        f.options.map((o) => o.value).sort((a, b) => encode({ x: b }).length - encode({ x: a }).length)[0],
      ];
    return [f.name, f.value ?? 'yes'];
  }),
  [enquiry.honeypot.name, ''],
]);
const LARGEST_BYTES = Buffer.byteLength(encode(LARGEST));
const lines = () =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => l !== '')
    : [];

/** serve.js on the tiny site, storing into the current `file`. */
const startServer = () => startServeJs(site, file);

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'enquiries-'));
  site = path.join(dir, 'site');
  writeSite(site);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the local receiver (scripts/lib/enquiry-receiver.js via scripts/serve.js)', () => {
  let server: Server;
  beforeAll(async () => {
    file = path.join(dir, 'enquiries.jsonl');
    server = await startServer();
  });
  afterAll(() => server.stop());
  afterEach(() => rmSync(file, { force: true }));

  it('answers a valid enquiry 303 to /contact/thanks/ and stores exactly one parseable line, the name byte for byte', async () => {
    const answer = await post(server.port, encode(VALID));
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/contact/thanks/');
    const stored = lines();
    expect(stored).toHaveLength(1);
    const record = JSON.parse(stored[0]);
    expect(record.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(record.receivedAt).toISOString()).toBe(record.receivedAt);
    expect(record.fields).toEqual({ ...VALID, organisation: '', country: '' });
    expect(Buffer.from(record.fields.name, 'utf8').equals(Buffer.from(NAME, 'utf8'))).toBe(true);
    expect(readFileSync(file).includes(Buffer.from(NAME, 'utf8'))).toBe(true);
  });

  it('answers an invalid form post 400 with an HTML page listing each problem and the way back, storing nothing', async () => {
    const answer = await post(server.port, encode({ name: '', email: 'zoe@example', message: 'x'.repeat(5001) }), {
      'Content-Type': FORM,
      Accept: 'text/html',
    });
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    for (const message of [
      'Enter your full name',
      'Enter your work email in the correct format, like name@company.com',
      'Select what your enquiry is about',
      'Your message must be 5000 characters or fewer',
      'Tick the box so that we may contact you about this enquiry',
    ]) {
      expect(answer.body).toContain(`<li>${message}</li>`);
    }
    expect(answer.body).toContain('<title>There is a problem with your enquiry</title>');
    expect(answer.body).toContain('Back button');
    expect(answer.body).toContain('href="/contact/"');
    expect(answer.body).toContain('<footer>Footer</footer>');
    expect(lines()).toHaveLength(0);
  });

  it('answers 400 in JSON when the request asks for JSON', async () => {
    const answer = await post(server.port, encode({ ...VALID, topic: 'sales' }), {
      'Content-Type': FORM,
      Accept: 'application/json',
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).problems).toEqual([{ name: 'topic', message: 'Select what your enquiry is about' }]);
  });

  it('never echoes what was sent', async () => {
    const attack = '<script>alert(1)</script>';
    const answer = await post(server.port, encode({ ...VALID, name: attack, email: attack }));
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain('alert(1)');
    expect(problemPage([{ name: 'x', message: attack }])).toContain('<li>&lt;script&gt;alert(1)&lt;/script&gt;</li>');
  });

  it(`stores the largest valid enquiry in 4-byte characters, every field at its maximum (${LARGEST_BYTES} bytes form-encoded), whole`, async () => {
    const body = encode(LARGEST);
    expect(Buffer.byteLength(body)).toBe(LARGEST_BYTES);
    expect(LARGEST_BYTES).toBeLessThanOrEqual(enquiry.maxBodyBytes);
    const answer = await post(server.port, body);
    expect(answer.status).toBe(303);
    const stored = lines().map((l) => JSON.parse(l));
    expect(stored).toHaveLength(1);
    expect(stored[0].fields).toEqual(Object.fromEntries(enquiry.fields.map((f) => [f.name, LARGEST[f.name]])));
    // Reported, never asserted (docs/testing.md#tests-that-do-not-depend-on-the-machines-speed): the figures, for reading in the test output.
    console.log(`[enquiries] largest valid enquiry ${LARGEST_BYTES} bytes; body limit ${enquiry.maxBodyBytes} bytes`);
  });

  it(`reads a body of exactly maxBodyBytes (${enquiry.maxBodyBytes}), and answers 413 to one byte more, naming the limits, with nothing written`, async () => {
    const base = encode(LARGEST) + '&padding=';
    const exact = base + 'a'.repeat(enquiry.maxBodyBytes - Buffer.byteLength(base));
    expect(Buffer.byteLength(exact)).toBe(enquiry.maxBodyBytes);
    expect((await post(server.port, exact)).status).toBe(303);
    expect(lines()).toHaveLength(1);
    rmSync(file);
    for (const accept of ['text/html', 'application/json']) {
      const over = await post(server.port, `${exact}a`, { 'Content-Type': FORM, Accept: accept });
      expect(over.status).toBe(413);
      expect(over.body).toContain(`at most ${enquiry.maxBodyBytes} bytes`);
      expect(over.body).toContain('Your message: 5000 characters');
      expect(over.body).not.toMatch(/try again/i);
    }
    expect(existsSync(file)).toBe(false);
  });

  it('answers 413 to an over-long body sent without a Content-Length, once maxBodyBytes have come', async () => {
    const answer = await post(
      server.port,
      `${encode(VALID)}&padding=${'a'.repeat(enquiry.maxBodyBytes)}`,
      { 'Content-Type': FORM, 'Transfer-Encoding': 'chunked' },
      true,
    );
    expect(answer.status).toBe(413);
    expect(existsSync(file)).toBe(false);
  });

  it.each([
    ['%FF', `${encode({ ...VALID, message: '' })}Hello%FF`],
    ['%C3%28 (a cut sequence)', `${encode({ ...VALID, message: '' })}%C3%28`],
    ['%ED%A0%80 (a surrogate)', `${encode({ ...VALID, name: '' })}Zo%ED%A0%80`],
    ['raw 0xFF', Buffer.concat([Buffer.from(`${encode({ ...VALID, message: '' })}Hello`), Buffer.from([0xff])])],
  ])('answers 400 to a body whose bytes are not UTF-8: %s, storing nothing', async (_, body) => {
    const answer = await post(server.port, body, { 'Content-Type': FORM, Accept: 'application/json' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).message).toBe('The enquiry is not valid UTF-8 text. Send it from the enquiry form.');
    expect(existsSync(file)).toBe(false);
  });

  it.each(['charset=iso-8859-1', 'charset=windows-1252', 'charset="Shift_JIS"'])(
    'answers 415 to a form body declaring %s, storing nothing',
    async (charset) => {
      const answer = await post(server.port, encode(VALID), {
        'Content-Type': `${FORM}; ${charset}`,
        Accept: 'application/json',
      });
      expect(answer.status).toBe(415);
      expect(JSON.parse(answer.body).message).toMatch(/in UTF-8/);
      expect(existsSync(file)).toBe(false);
    },
  );

  it.each(['charset=UTF-8', 'charset="utf-8"', 'charset=utf8'])('takes a form body declaring %s', async (charset) => {
    expect((await post(server.port, encode(VALID), { 'Content-Type': `${FORM}; ${charset}` })).status).toBe(303);
  });

  it('refuses a line break, NUL or bidirectional control in a name, email or organisation with the field’s message', async () => {
    const cases: Record<string, string>[] = [
      { name: 'Zoë\r\nReceived: forged' },
      { name: 'Zo\u0000ë' },
      { organisation: 'Owlstone \u202egnp.exe' },
      { organisation: 'Owl\u2066stone' },
      { email: 'zoe@example.com\nbcc@example.com' },
      // Unicode line and paragraph separators, bidirectional marks, zero-width characters, BOM.
      { name: 'Zoë\u2028Received: forged' },
      { name: 'Zoë\u2029x' },
      { name: 'Zoë\u200f' },
      { organisation: 'Owlstone\u061c' },
      { organisation: 'Owl\u200bstone' },
      { name: '\ufeffZoë' },
      { name: 'Zo\u200eë' },
      { organisation: 'Owl\u2060stone' },
    ];
    for (const change of cases) {
      const answer = await post(server.port, encode({ ...VALID, ...change }), {
        'Content-Type': FORM,
        Accept: 'application/json',
      });
      const [name] = Object.keys(change);
      const label = enquiry.fields.find((f) => f.name === name)!.label;
      expect([name, answer.status]).toEqual([name, 400]);
      expect(JSON.parse(answer.body).problems).toEqual([
        { name, message: `${label} must be one line, without line breaks or invisible control characters` },
      ]);
    }
    expect(existsSync(file)).toBe(false);
  });

  it('stores a message holding NEL, U+2028 and U+2029 on one line: escaped in the JSON, read back as sent', async () => {
    const message = 'First\u2028second\u2029third\u0085fourth';
    expect((await post(server.port, encode({ ...VALID, message }))).status).toBe(303);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toMatch(/[\u0085\u2028\u2029]/);
    expect(text.split(/\r\n|[\n\r\u2028\u2029\u0085]/).filter((l) => l !== '')).toHaveLength(1);
    expect(readEnquiries(text).enquiries[0].fields.message).toBe(message);
  });

  it.each([
    ['https://elsewhere.example', 403],
    ['null', 403],
    ['http://localhost:1', 403],
    [undefined, 303],
    ['own', 303],
  ])('answers a POST whose Origin is %s %i', async (origin, status) => {
    const own = `http://localhost:${server.port}`;
    const headers: Record<string, string> = { 'Content-Type': FORM, Accept: 'text/html' };
    if (origin) headers.Origin = origin === 'own' ? own : origin;
    const answer = await post(server.port, encode(VALID), headers);
    expect(answer.status).toBe(status);
    if (status === 403) {
      expect(answer.body).toContain('only from its own pages');
      expect(existsSync(file)).toBe(false);
    } else {
      expect(lines()).toHaveLength(1);
    }
    // The server's other name for itself.
    const ip = await post(server.port, encode(VALID), { ...headers, Origin: `http://127.0.0.1:${server.port}` });
    expect(ip.status).toBe(303);
  });

  it.each([
    ['413 (too long)', () => post(server.port, `${encode(VALID)}&padding=${'a'.repeat(enquiry.maxBodyBytes)}`), 413],
    ['415 (another type)', () => post(server.port, encode(VALID), { 'Content-Type': 'text/plain' }), 415],
    [
      '400 (not UTF-8)',
      () =>
        post(
          server.port,
          Buffer.concat([Buffer.from(`${encode({ ...VALID, message: '' })}Hello`), Buffer.from([0xff])]),
        ),
      400,
    ],
    [
      '403 (another origin)',
      () => post(server.port, encode(VALID), { 'Content-Type': FORM, Origin: 'https://elsewhere.example' }),
      403,
    ],
  ])('answers %s as a page of the site', async (_, send, status) => {
    const answer = await send();
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('<header>Owlstone</header>');
    expect(answer.body).toContain('<footer>Footer</footer>');
  });

  it.each(['text/plain', 'multipart/form-data; boundary=x', 'application/json'])(
    'answers 415 to a %s body',
    async (type) => {
      const answer = await post(server.port, encode(VALID), { 'Content-Type': type });
      expect(answer.status).toBe(415);
      expect(answer.body).toMatch(/application\/x-www-form-urlencoded/);
      expect(existsSync(file)).toBe(false);
    },
  );

  it('answers a filled honeypot 303 as a success, stores nothing and logs one line', async () => {
    const before = server
      .output()
      .split('\n')
      .filter((l) => l.includes('honeypot')).length;
    const answer = await post(server.port, encode({ ...VALID, [enquiry.honeypot.name]: 'https://spam.example' }));
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/contact/thanks/');
    expect(existsSync(file)).toBe(false);
    await expect
      .poll(
        () =>
          server
            .output()
            .split('\n')
            .filter((l) => l.includes('honeypot')).length,
      )
      .toBe(before + 1);
  });

  it('stores 20 concurrent enquiries as 20 intact lines', async () => {
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(server.port, encode({ ...VALID, name: `${NAME} ${i}`, message: `${'李🧪'.repeat(600)} ${i}` })),
      ),
    );
    const elapsed = performance.now() - started;
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(303));
    const records = lines().map((l) => JSON.parse(l));
    expect(records).toHaveLength(20);
    expect(new Set(records.map((r) => r.id)).size).toBe(20);
    expect(records.map((r) => r.fields.name).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `${NAME} ${i}`).sort(),
    );
    for (const r of records) expect(r.fields.message).toMatch(/^(李🧪){600} \d+$/);
    // Reported, never asserted (docs/testing.md#tests-that-do-not-depend-on-the-machines-speed): the figures, for reading in the test output.
    console.log(
      `[enquiries] 20 concurrent enquiries (${Buffer.byteLength(readFileSync(file))} bytes stored) answered 303 in ${elapsed.toFixed(0)} ms`,
    );
  });
});

describe('stopping and restarting the server', () => {
  it('keeps every line it answered 303 for, even when killed', async () => {
    file = path.join(dir, 'restart.jsonl');
    const first = await startServer();
    const before = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => post(first.port, encode({ ...VALID, name: `before ${i}` }))),
    );
    expect(before.map((a) => a.status)).toEqual(Array(5).fill(303));
    await first.stop('SIGKILL');
    const second = await startServer();
    const after = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => post(second.port, encode({ ...VALID, name: `after ${i}` }))),
    );
    await second.stop();
    expect(after.map((a) => a.status)).toEqual(Array(5).fill(303));
    const names = lines().map((l) => JSON.parse(l).fields.name);
    expect(names.sort()).toEqual([
      ...[0, 1, 2, 3, 4].map((i) => `after ${i}`),
      ...[0, 1, 2, 3, 4].map((i) => `before ${i}`),
    ]);
  });
});

describe('npm run enquiries (scripts/enquiries.js)', () => {
  it('lists the stored enquiries newest first, options by their labels, and reports a broken line', () => {
    const older = { id: 'a', receivedAt: '2026-01-01T10:00:00.000Z', fields: { ...VALID, name: 'Older' } };
    const newer = { id: 'b', receivedAt: '2026-01-02T10:00:00.000Z', fields: { ...VALID, name: NAME } };
    const { enquiries, bad } = readEnquiries(`${JSON.stringify(older)}\n{"id":\n${JSON.stringify(newer)}\n`);
    expect(enquiries.map((e) => e.id)).toEqual(['b', 'a']);
    expect(bad).toEqual([2]);
    const text = formatEnquiry(newer);
    expect(text).toContain(`Full name: ${NAME}`);
    expect(text).toContain('What is your enquiry about?: Product information or a quote');
    expect(text).toContain('Product: OVG-4');
  });

  it('prints what a visitor typed with its control characters escaped: no escape sequence, C1 control or bidi override reaches the terminal', () => {
    const enquiries = path.join(dir, 'escapes.jsonl');
    const record = {
      id: 'c',
      receivedAt: '2026-01-03T10:00:00.000Z',
      fields: {
        ...VALID,
        name: 'Zoë\u001b]0;title\u0007',
        organisation: 'Owlstone \u202egnp.exe',
        message:
          'Hello\u001b[2J\u001b[31mRED\u0085\u2066x\u2069\u200f\u2028\r\n2026-01-04T00:00:00.000Z  forged\nline two',
      },
    };
    writeFileSync(enquiries, `${JSON.stringify(record)}\n`);
    const run = spawnSync(process.execPath, ['scripts/enquiries.js'], {
      env: { ...process.env, ENQUIRIES_FILE: enquiries },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    // eslint-disable-next-line no-control-regex -- no control character may reach the terminal
    expect(run.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u);
    expect(run.stdout).toContain('Full name: Zoë\\x1b]0;title\\x07');
    expect(run.stdout).toContain('Organisation: Owlstone \\u202egnp.exe');
    expect(run.stdout).not.toMatch(/[\u061c\u200e\u200f\u2028\u2029]/u);
    expect(run.stdout).toContain(
      'Your message: Hello\\x1b[2J\\x1b[31mRED\\x85\\u2066x\\u2069\\u200f\\u2028\\x0d\n    2026-01-04T00:00:00.000Z  forged\n    line two',
    );
  });
});
