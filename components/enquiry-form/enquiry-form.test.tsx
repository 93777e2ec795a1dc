// @vitest-environment happy-dom
/**
 * The enquiry form's macro (components/enquiry-form/enquiry-form.njk) renders every field from
 * the one field list (src/enquiry/fields.js); the enhancer (components/enquiry-form/enquiry-form.tsx) adds the
 * GOV.UK error summary, fetch with a time-out, the draft, prefill and retry.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import enhance, { SENDING_TEXT } from './enquiry-form';
import enquiry from '../../src/enquiry/fields.js';
import { renderMacro } from '../../test/support/nunjucks.js';
import { exampleNamed, exampleRows } from '../../test/support/examples.js';

let cleanup: () => void = () => undefined;

function mount(props: Record<string, unknown> = { id: 'enquiry', provider: 'local' }) {
  document.body.innerHTML = `<div id="app"><main>${renderMacro('enquiry-form.njk', 'enquiryForm', props)}</main></div>`;
  return document.querySelector<HTMLElement>('[data-enhancer="enquiry-form"]')!;
}
async function enhanced(props?: Record<string, unknown>) {
  const root = mount(props);
  await act(() => {
    cleanup = enhance(root, {});
  });
  const form = root.querySelector('form')!;
  return { root, form, button: form.querySelector<HTMLButtonElement>('button[type="submit"]')! };
}
const $ = <T extends Element = HTMLInputElement>(selector: string) => document.querySelector<T>(selector)!;
function type(selector: string, value: string) {
  const control = $<HTMLInputElement | HTMLTextAreaElement>(selector);
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
}
function fillValid() {
  type('#enquiry-name', 'Zoë 李 🧪');
  type('#enquiry-email', 'zoe@example.com');
  $('#enquiry-topic-datasheet-quote').click();
  type('#enquiry-message', 'Please send the OVG-4 datasheet.');
  $('#enquiry-consent').click();
}
async function submit(form: HTMLFormElement) {
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await Promise.resolve();
  });
}
/** Lets the enhancer's awaited fetch settle and Preact render. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => await Promise.resolve());
}

beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/contact/');
  document.title = 'Contact us | Owlstone';
});
afterEach(async () => {
  await act(() => cleanup());
  cleanup = () => undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('macro (no JS): every attribute from the field list', () => {
  it.each(enquiry.fields.filter((f) => !['radios', 'checkbox'].includes(f.type)).map((f) => [f.name, f]))(
    '%s: label, hint, type, autocomplete, required, maxlength',
    (_name, field) => {
      mount();
      const control = $<HTMLInputElement>(`#enquiry-${field.name}`);
      expect(control.getAttribute('name')).toBe(field.name);
      expect($(`label[for="enquiry-${field.name}"]`).textContent!.replace(/\s+/g, ' ').trim()).toBe(
        field.required ? field.label : `${field.label} (optional)`,
      );
      expect(control.hasAttribute('required')).toBe(field.required);
      expect(control.getAttribute('autocomplete')).toBe(field.autocomplete ?? null);
      expect(control.getAttribute('maxlength')).toBe(field.maxLength ? String(field.maxLength) : null);
      if (field.type === 'text' || field.type === 'email') expect(control.getAttribute('type')).toBe(field.type);
      if (field.hint) expect($(`#${control.getAttribute('aria-describedby')}`).textContent).toContain(field.hint);
      if (field.type === 'select')
        expect([...control.querySelectorAll('option')].slice(1).map((o) => o.value)).toEqual(
          field.options!.map((o) => o.value),
        );
    },
  );

  it('the topic: required radios in a fieldset whose legend is the question', () => {
    mount();
    const topic = enquiry.fields.find((f) => f.name === 'topic')!;
    expect($('fieldset legend').textContent).toBe('What is your enquiry about?');
    const radios = [...document.querySelectorAll<HTMLInputElement>('input[name="topic"]')];
    expect(radios.map((r) => [r.type, r.value, r.required])).toEqual(
      topic.options!.map((o) => ['radio', o.value, true]),
    );
    expect(radios.map((r) => $(`label[for="${r.id}"]`).textContent)).toEqual(topic.options!.map((o) => o.label));
  });

  it('the consent box: required, and its hint links to the privacy notice', () => {
    mount();
    const box = $('#enquiry-consent');
    expect([box.type, box.value, box.required]).toEqual(['checkbox', 'yes', true]);
    expect($(`#${box.getAttribute('aria-describedby')} a`).getAttribute('href')).toBe('/privacy/');
  });

  it('the honeypot: hidden from assistive technology, out of the tab order, no autofill', () => {
    mount();
    const trap = $(`input[name="${enquiry.honeypot.name}"]`);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect([trap.tabIndex, trap.getAttribute('autocomplete')]).toEqual([-1, 'off']);
  });

  it('the local provider posts the form to /contact/ with no Netlify attributes', () => {
    const form = mount().querySelector('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action'), form.hasAttribute('novalidate')]).toEqual([
      'post',
      '/contact/',
      false,
    ]);
    expect(form.hasAttribute('data-netlify') || form.querySelector('[name="form-name"]') !== null).toBe(false);
  });

  it('the netlify example carries Netlify Forms\u2019 attributes and posts to /contact/thanks/', () => {
    const form = mount(exampleNamed('enquiry-form', 'Netlify provider').props).querySelector('form')!;
    expect([
      form.getAttribute('name'),
      form.getAttribute('data-netlify'),
      form.getAttribute('netlify-honeypot'),
      form.getAttribute('action'),
    ]).toEqual(['enquiry', 'true', enquiry.honeypot.name, '/contact/thanks/']);
    expect(form.querySelector<HTMLInputElement>('input[type="hidden"][name="form-name"]')!.value).toBe('enquiry');
  });

  it('fails the render on an id that is not lower-case and hyphenated, or a provider the site does not have, naming the prop and the values allowed', () => {
    expect(() => mount({ id: 'Enquiry form' })).toThrow(
      'enquiryForm(): the prop "id" must be a string matching /^[a-z][a-z0-9-]*$/, got the string "Enquiry form".',
    );
    expect(() => mount({ provider: 'mailchimp' })).toThrow(
      'enquiryForm(): the prop "provider" must be one of "local", "netlify", "cloudflare", "endpoint", got the string "mailchimp".',
    );
  });

  it.each(exampleRows('enquiry-form'))('example "%s": one form whose ids are unique', (_name, example) => {
    const root = mount(example.props);
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(root.querySelectorAll('form')).toHaveLength(1);
  });

  it('the "With errors shown" example shows the summary and each message as the enhancer does', () => {
    mount(exampleNamed('enquiry-form', 'With errors shown').props);
    expect([...document.querySelectorAll('.error-summary__list a')].map((a) => a.getAttribute('href'))).toEqual([
      '#gallery-errors-name',
      '#gallery-errors-email',
      '#gallery-errors-topic',
      '#gallery-errors-message',
      '#gallery-errors-consent',
    ]);
    expect($('#gallery-errors-email').getAttribute('aria-invalid')).toBe('true');
    expect($('#gallery-errors-email').getAttribute('aria-describedby')).toBe(
      'gallery-errors-email-hint gallery-errors-email-error',
    );
    expect($('#gallery-errors-email-error').textContent).toBe(
      'Error: Enter your work email in the correct format, like name@company.com',
    );
  });
});

describe('enhancer: the error summary (GOV.UK pattern)', () => {
  it('turns off the browser\u2019s own validation and maxlength (lengths are counted in characters)', async () => {
    const { form } = await enhanced();
    expect(form.noValidate).toBe(true);
    expect(form.querySelectorAll('[maxlength]')).toHaveLength(0);
  });

  it('on an empty submit: "There is a problem", one link per problem, focus on the summary, a message on each field, the title prefixed', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { form } = await enhanced();
    await submit(form);
    const summary = $<HTMLElement>('.error-summary');
    expect(document.activeElement).toBe(summary);
    expect(summary.querySelector('h2')!.textContent).toBe('There is a problem');
    expect([...summary.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['#enquiry-name', 'Enter your full name'],
      ['#enquiry-email', 'Enter your work email, like name@company.com'],
      ['#enquiry-topic', 'Select what your enquiry is about'],
      ['#enquiry-message', 'Enter your message'],
      ['#enquiry-consent', 'Tick the box so that we may contact you about this enquiry'],
    ]);
    expect($('#enquiry-name').getAttribute('aria-invalid')).toBe('true');
    expect($('#enquiry-name').getAttribute('aria-describedby')).toBe('enquiry-name-error');
    expect($('#enquiry-name-error').textContent).toBe('Error: Enter your full name');
    expect($('#enquiry-email').getAttribute('aria-describedby')).toBe('enquiry-email-hint enquiry-email-error');
    expect($('fieldset').getAttribute('aria-describedby')).toBe('enquiry-topic-error');
    expect($('#enquiry-organisation').hasAttribute('aria-invalid')).toBe(false);
    expect(document.title).toBe('Error: Contact us | Owlstone');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a bidirectional override in the name with the rules\u2019 message, as the server does', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { form } = await enhanced();
    fillValid();
    type('#enquiry-name', 'Zoë \u202egnp.exe');
    await submit(form);
    expect([...document.querySelectorAll('.error-summary a')].map((a) => a.textContent)).toEqual([
      'Full name must be one line, without line breaks or invisible control characters',
    ]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a summary link moves focus to its field', async () => {
    const { form } = await enhanced();
    await submit(form);
    $<HTMLAnchorElement>('.error-summary a[href="#enquiry-message"]').click();
    expect(document.activeElement).toBe($('#enquiry-message'));
  });

  it('clears a field\u2019s message once it is right, on the next submit', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    const { form } = await enhanced();
    await submit(form);
    type('#enquiry-name', 'Zoë');
    await submit(form);
    expect(document.querySelector('#enquiry-name-error')).toBeNull();
    expect($('#enquiry-name').hasAttribute('aria-invalid')).toBe(false);
    expect($('#enquiry-name').hasAttribute('aria-describedby')).toBe(false);
    expect(document.querySelectorAll('.error-summary a')).toHaveLength(4);
  });
});

describe('enhancer: sending', () => {
  it('posts the urlencoded body to the action, says "Sending…", ignores a second submit, then shows the thank-you with focus', async () => {
    let answer: (r: Response) => void = () => undefined;
    const fetchSpy = vi.fn(
      (_url: string, _init: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const { root, form, button } = await enhanced();
    fillValid();
    await submit(form);
    expect(button.textContent).toBe(SENDING_TEXT);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await submit(form);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0];
    expect(new URL(url, 'http://localhost').pathname).toBe('/contact/');
    expect(init.method).toBe('POST');
    const body = init.body as URLSearchParams;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(body)).toMatchObject({
      name: 'Zoë 李 🧪',
      email: 'zoe@example.com',
      topic: 'datasheet-quote',
      consent: 'yes',
      [enquiry.honeypot.name]: '',
    });
    answer(new Response('<p>thanks</p>', { status: 200 }));
    await settle();
    expect(form.hidden).toBe(true);
    const success = root.querySelector<HTMLElement>('.enquiry-form__success')!;
    expect(success.hidden).toBe(false);
    expect(document.activeElement).toBe(success.querySelector('h2'));
    expect(success.querySelector('h2')!.textContent).toBe(enquiry.success.title);
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch')), /could not reach our server/],
    ['a 500', () => Promise.resolve(new Response('oops', { status: 500 })), /error 500/],
  ])('on %s: an alert that it was not sent, every field kept, and Try again sends it', async (_case, fail, reason) => {
    const fetchSpy = vi.fn(fail as () => Promise<Response>);
    vi.stubGlobal('fetch', fetchSpy);
    const { root, form, button } = await enhanced();
    fillValid();
    await submit(form);
    await settle();
    const alert = $<HTMLElement>('.enquiry-form__alert');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toMatch(/Your enquiry was not sent/);
    expect(alert.textContent).toMatch(reason);
    expect($<HTMLTextAreaElement>('#enquiry-message').value).toBe('Please send the OVG-4 datasheet.');
    expect($('#enquiry-name').value).toBe('Zoë 李 🧪');
    expect(button.textContent).toBe('Send enquiry');
    fetchSpy.mockImplementation(() => Promise.resolve(new Response('', { status: 200 })));
    await act(async () => $<HTMLButtonElement>('.enquiry-form__retry').click());
    await settle();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(root.querySelector<HTMLElement>('.enquiry-form__success')!.hidden).toBe(false);
  });

  it('on a 413 names the answer to shorten and offers no Try again, which could never succeed', async () => {
    const fetchSpy = vi.fn(() => Promise.resolve(Response.json({ message: 'too long' }, { status: 413 })));
    vi.stubGlobal('fetch', fetchSpy);
    const { form } = await enhanced();
    fillValid();
    type('#enquiry-message', '🧪'.repeat(5000));
    await submit(form);
    await settle();
    const alert = $<HTMLElement>('.enquiry-form__alert');
    expect(alert.textContent).toBe(
      'Your enquiry was not sentOur server could not accept an enquiry this long (error 413). Shorten \u201cYour message\u201d, then send it again. Everything you typed is still here.',
    );
    expect(alert.textContent).not.toMatch(/try again/i);
    expect(document.querySelector('.enquiry-form__retry')).toBeNull();
    expect($<HTMLTextAreaElement>('#enquiry-message').value).toBe('🧪'.repeat(5000));
  });

  it.each([
    ['a 415', 415],
    ['a 400 without the problems', 400],
  ])(
    'on %s (a refusal that would come again) says so, offers no Try again and keeps every field',
    async (_case, status) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.resolve(new Response('no', { status }))),
      );
      const { form } = await enhanced();
      fillValid();
      await submit(form);
      await settle();
      const alert = $<HTMLElement>('.enquiry-form__alert');
      expect(alert.textContent).toBe(
        `Your enquiry was not sentOur server could not accept it (error ${status}), and would refuse it again as it is. Reload the page, then send it again. Everything you typed is still here.`,
      );
      expect(document.querySelector('.enquiry-form__retry')).toBeNull();
      expect($<HTMLTextAreaElement>('#enquiry-message').value).toBe('Please send the OVG-4 datasheet.');
    },
  );

  it('gives up after 15000 ms without an answer and says so', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal!.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
          ),
      ),
    );
    const { form } = await enhanced();
    fillValid();
    await submit(form);
    await act(async () => {
      vi.advanceTimersByTime(14999);
    });
    expect(document.querySelector('.enquiry-form__alert')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    await settle();
    expect($('.enquiry-form__alert').textContent).toMatch(/did not answer within 15 seconds/);
  });

  it('shows the server\u2019s own problems (a 400 in JSON) in the error summary', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          Response.json(
            {
              problems: [
                { name: 'email', message: 'Enter your work email in the correct format, like name@company.com' },
              ],
            },
            { status: 400 },
          ),
        ),
      ),
    );
    const { form } = await enhanced();
    fillValid();
    await submit(form);
    await settle();
    expect([...document.querySelectorAll('.error-summary a')].map((a) => a.getAttribute('href'))).toEqual([
      '#enquiry-email',
    ]);
    expect(document.querySelector('.enquiry-form__alert')).toBeNull();
  });
});

describe('enhancer: draft and prefill', () => {
  it('saves what is typed in sessionStorage (never the honeypot) and restores it on the next load', async () => {
    await enhanced();
    type('#enquiry-name', 'Zoë 李 🧪');
    type('#enquiry-message', 'Half a thought');
    type(`input[name="${enquiry.honeypot.name}"]`, 'spam');
    const saved = JSON.parse(sessionStorage.getItem('enquiry-draft:enquiry')!);
    expect(saved).toEqual({ name: 'Zoë 李 🧪', message: 'Half a thought' });
    await act(() => cleanup());
    await enhanced();
    expect($('#enquiry-name').value).toBe('Zoë 李 🧪');
    expect($<HTMLTextAreaElement>('#enquiry-message').value).toBe('Half a thought');
  });

  it('clears the draft after success', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('', { status: 200 }))),
    );
    const { form } = await enhanced();
    fillValid();
    expect(sessionStorage.getItem('enquiry-draft:enquiry')).not.toBeNull();
    await submit(form);
    await settle();
    expect(sessionStorage.getItem('enquiry-draft:enquiry')).toBeNull();
  });

  it('selects the topic and the product of ?topic=&product=', async () => {
    history.replaceState(null, '', '/contact/?topic=datasheet-quote&product=owlsens-C');
    await enhanced();
    expect($('#enquiry-topic-datasheet-quote').checked).toBe(true);
    expect($<HTMLSelectElement>('#enquiry-product').value).toBe('owlsens-C');
  });

  it('ignores unknown values in the query', async () => {
    history.replaceState(null, '', '/contact/?topic=sales&product=ovg-5');
    await enhanced();
    expect(document.querySelectorAll('input[name="topic"]:checked')).toHaveLength(0);
    expect($<HTMLSelectElement>('#enquiry-product').value).toBe('');
  });
});
