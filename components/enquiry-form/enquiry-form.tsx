/**
 * The enquiry form with JavaScript (docs/architecture.md#the-enquiry-form). The macro (components/enquiry-form/enquiry-form.njk)
 * renders a complete no-JS form; this module, loaded on the first interaction with it (or at once
 * when a draft or a `?topic=&product=` prefill is waiting), keeps that form and adds:
 *
 * - the GOV.UK error-summary pattern: `novalidate`; on submit, the rules of the one field list
 *   (read from the JSON the macro writes, checked by src/enquiry/rules.js, the code
 *   the server runs) give an error summary, "There is a problem", at the top of the form with one
 *   link per problem (focus moves to it, and a link moves focus to its field with the field's label
 *   scrolled into view), and an inline message on each field, tied to it by `aria-describedby`,
 *   with `aria-invalid="true"`; the document title gains "Error: ";
 * - sending with `fetch`: the same urlencoded body to the form's action. The button says
 *   "Sending…" and further submits are ignored until the answer. On success the thank-you content
 *   replaces the form, focus on its heading. A network error, a time-out (15000 ms) or a non-2xx
 *   answer keeps every field as typed and shows an alert that the enquiry was not sent, with
 *   "Try again"; but a 413 (the enquiry is larger than the server takes), which sending again
 *   cannot cure, names the answer to shorten instead (longestAnswers) and offers no "Try again";
 * - a draft in sessionStorage: what is typed is saved on every change and restored on a reload,
 *   and removed after success;
 * - prefill: `?topic=<topic>&product=<slug>` selects that topic and product; unknown values are
 *   ignored.
 *
 * The inline messages and the `aria-*` attributes are set on the form's own elements (so nothing
 * typed is ever re-rendered away); the summary and the alert are React components (preact/compat)
 * rendered into the slots the macro leaves for them.
 */
import { useEffect, useRef } from 'react';
import { render } from 'react-dom';
import type { EnhanceContext } from '../../enhancers/lib/loader';
import { ElementError } from '../../enhancers/lib/errors';
import { formEncodedLength, validateEnquiry, type EnquiryField, type EnquiryProblem } from '../../src/enquiry/rules.js';

/** The rules the macro writes into `<script type="application/json" class="enquiry-form__rules">`. */
export interface EnquiryRules {
  /** The id prefix of the form's elements ("enquiry": its fields are "enquiry-name" …). */
  id: string;
  /** The field list (src/enquiry/fields.js), without the selects' long option lists. */
  fields: EnquiryField[];
  /** The honeypot's name: never saved in the draft. */
  honeypot: string;
  /** How long to wait for an answer, in ms (15000). */
  timeoutMs: number;
}

/** Why a send failed: no answer (network), no answer in time, or an answer that was not 2xx. */
export type SendFailure =
  { kind: 'network' } | { kind: 'timeout' } | { kind: 'status'; status: number; problems?: EnquiryProblem[] };

/** Prefix of the document title while the form shows errors (GOV.UK). */
export const ERROR_TITLE_PREFIX = 'Error: ';
/** The button's text while the enquiry is on its way. */
export const SENDING_TEXT = 'Sending…';
/** The query parameters a link may prefill (`enquiryUrl` in src/eleventy/enquiry.js writes them). */
export const PREFILL_PARAMS = ['topic', 'product'] as const;

/**
 * Reads the rules from the root.
 * @throws {ElementError} when the root has no form or no rules block
 */
export function readRules(root: HTMLElement): EnquiryRules {
  const script = root.querySelector('script.enquiry-form__rules');
  if (!root.querySelector('form') || !script)
    throw new ElementError(
      'enquiry-form: the root needs its <form> and <script class="enquiry-form__rules"> (components/enquiry-form/enquiry-form.njk).',
    );
  return JSON.parse(script.textContent ?? '') as EnquiryRules;
}

/** The form's values by field name, as the browser would send them (a checkbox not ticked: ""). */
export function formValues(form: HTMLFormElement, rules: EnquiryRules): Record<string, string> {
  const data = new FormData(form);
  const values: Record<string, string> = {};
  for (const field of rules.fields) {
    const value = data.get(field.name);
    values[field.name] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** Sets the form's controls to `values` (names not in the form, and unknown options, are ignored). */
export function applyValues(form: HTMLFormElement, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) {
    const controls = form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
      `[name="${CSS.escape(name)}"]`,
    );
    for (const control of controls) {
      if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')) {
        control.checked = control.value === value;
      } else if (control instanceof HTMLSelectElement) {
        if ([...control.options].some((o) => o.value === value)) control.value = value;
      } else if (control.type !== 'hidden') {
        control.value = value;
      }
    }
  }
}

/**
 * The prefill a query string asks for: `topic` and `product` when they are options of the form.
 * @param search  `location.search`
 */
export function prefillValues(form: HTMLFormElement, search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  const values: Record<string, string> = {};
  for (const name of PREFILL_PARAMS) {
    const value = query.get(name);
    if (!value) continue;
    const known = [
      ...form.querySelectorAll<HTMLInputElement | HTMLOptionElement>(`[name="${name}"], [name="${name}"] option`),
    ].some((c) => c.value === value);
    if (known) values[name] = value;
  }
  return values;
}

/** Session storage, or null where the browser blocks it (it throws then). */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Saves the draft (never the honeypot). Storage errors (full, blocked) are ignored: the form still works. */
export function saveDraft(key: string, values: Record<string, string>, rules: EnquiryRules): void {
  const kept = Object.fromEntries(
    Object.entries(values).filter(([name, value]) => name !== rules.honeypot && value !== ''),
  );
  try {
    storage()?.setItem(key, JSON.stringify(kept));
  } catch {
    /* quota or privacy mode: the draft is a convenience */
  }
}

/** The saved draft, or {} (none, or not readable). */
export function loadDraft(key: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(key) ?? '{}');
    if (!value || typeof value !== 'object') return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    /* nothing to clear */
  }
}

/**
 * Shows each problem on its field (GOV.UK error message) and clears the fields without one: the
 * message `<p class="enquiry-form__error" id="<control id>-error">` before the control (after the
 * hint), the control's `aria-describedby` (the fieldset's, for radios) and `aria-invalid`.
 */
export function showFieldErrors(form: HTMLFormElement, problems: EnquiryProblem[]): void {
  for (const wrapper of form.querySelectorAll<HTMLElement>('.enquiry-form__field[data-field]')) {
    const name = wrapper.dataset.field ?? '';
    const problem = problems.find((p) => p.name === name);
    const controls = [...wrapper.querySelectorAll<HTMLElement>('input, select, textarea')];
    const first = controls[0];
    if (!first) continue;
    const errorId = `${first.id}-error`;
    const described = wrapper.querySelector('fieldset') ?? first;
    wrapper.querySelector('.enquiry-form__error')?.remove();
    const ids = (described.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== errorId);
    wrapper.classList.toggle('enquiry-form__field--error', !!problem);
    for (const control of controls) {
      if (problem) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
    }
    if (problem) {
      const message = document.createElement('p');
      message.className = 'enquiry-form__error';
      message.id = errorId;
      const prefix = document.createElement('span');
      prefix.className = 'visually-hidden';
      prefix.textContent = 'Error:';
      message.append(prefix, ` ${problem.message}`);
      // After the label or legend and the hint; for a checkbox, before its row.
      const anchor =
        wrapper.querySelector('.enquiry-form__hint') ?? wrapper.querySelector('label.enquiry-form__label, legend');
      if (anchor && !first.matches('[type="checkbox"]')) anchor.after(message);
      else (first.closest('.enquiry-form__choice') ?? first).before(message);
      ids.push(errorId);
    }
    if (ids.length) described.setAttribute('aria-describedby', ids.join(' '));
    else described.removeAttribute('aria-describedby');
  }
}

/** Moves focus to the field a summary link points at, its label or legend scrolled into view (GOV.UK). */
function focusTarget(link: HTMLAnchorElement): boolean {
  const id = link.hash.slice(1);
  const input = id ? document.getElementById(id) : null;
  if (!input) return false;
  const legend = input.closest('fieldset')?.querySelector('legend');
  const label = legend ?? document.querySelector(`label[for="${CSS.escape(id)}"]`);
  (label ?? input).scrollIntoView();
  input.focus({ preventScroll: true });
  return true;
}

/** Props of ErrorSummary. */
export interface ErrorSummaryProps {
  /** id prefix of the form (the summary title's id is "<idPrefix>-summary-title"). */
  idPrefix: string;
  problems: EnquiryProblem[];
  /** Changes on every submit with problems, so focus moves to the summary each time. */
  attempt: number;
}

/** The GOV.UK error summary: "There is a problem", one link per problem; takes focus when shown. */
export function ErrorSummary({ idPrefix, problems, attempt }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, [attempt]);
  return (
    // The click handler is the summary's links' (delegated): Enter on a link clicks it too.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      class="error-summary"
      tabIndex={-1}
      ref={box}
      aria-labelledby={`${idPrefix}-summary-title`}
      onClick={(event) => {
        const link = (event.target as Element).closest('a');
        if (link && focusTarget(link)) event.preventDefault();
      }}
    >
      <div role="alert">
        <h2 class="error-summary__title" id={`${idPrefix}-summary-title`}>
          There is a problem
        </h2>
        <ul class="error-summary__list">
          {problems.map((p) => (
            <li key={p.name}>
              <a href={`#${idPrefix}-${p.name}`}>{p.message}</a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The labels of the answers to shorten when the server finds the enquiry too large (413): the
 * free-text answers (fields with a maxLength) that take the most bytes once sent, largest first:
 * the largest, and any other at least half its size.
 * @param fields  the enquiry form's field list (src/enquiry/fields.js, through the rules)
 * @param values  the form's values by field name (formValues)
 */
export function longestAnswers(fields: EnquiryField[], values: Record<string, string>): string[] {
  const sizes = fields
    .filter((f) => f.maxLength !== undefined && (values[f.name] ?? '') !== '')
    .map((f) => ({ label: f.label, bytes: formEncodedLength(values[f.name]) }))
    .sort((a, b) => b.bytes - a.bytes);
  const largest = sizes[0]?.bytes ?? 0;
  return sizes.filter((s) => s.bytes * 2 >= largest).map((s) => s.label);
}

/** "“A”", "“A” and “B”", "“A”, “B” and “C”". */
function quotedList(labels: string[]): string {
  const quoted = labels.map((l) => `\u201c${l}\u201d`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}` : (quoted[0] ?? '');
}

/**
 * True when sending the same enquiry again may succeed: no answer, a time-out, a server error
 * (5xx), or the server asking to wait (408, 429). Any other refusal (4xx) would refuse it again.
 * @param failure  how the send failed
 */
export function canRetry(failure: SendFailure): boolean {
  return failure.kind !== 'status' || failure.status >= 500 || failure.status === 408 || failure.status === 429;
}

/**
 * What the alert says for each failure, and what to do (docs/architecture.md#the-enquiry-form: nothing typed is lost).
 * @param failure    how the send failed
 * @param timeoutMs  the time-out the send waited for, in ms (named in seconds)
 * @param shorten    for a 413: the labels of the answers to shorten (longestAnswers)
 */
export function failureMessage(failure: SendFailure, timeoutMs: number, shorten: string[] = []): string {
  if (failure.kind === 'network') return 'We could not reach our server. Check your connection, then try again.';
  if (failure.kind === 'timeout')
    return `Our server did not answer within ${Math.round(timeoutMs / 1000)} seconds. Try again in a moment.`;
  if (failure.status === 413) {
    const what = shorten.length ? `Shorten ${quotedList(shorten)}` : 'Shorten your answers';
    return `Our server could not accept an enquiry this long (error 413). ${what}, then send it again.`;
  }
  if (canRetry(failure)) return `Our server could not accept it (error ${failure.status}). Try again in a moment.`;
  return `Our server could not accept it (error ${failure.status}), and would refuse it again as it is. Reload the page, then send it again.`;
}

/** Props of SendAlert. */
export interface SendAlertProps {
  message: string;
  /** What "Try again" does; without it, no "Try again" (sending the same again cannot succeed). */
  onRetry?: () => void;
}

/** The alert shown when the enquiry was not sent, with "Try again" when that can help. Everything typed stays in the form. */
export function SendAlert({ message, onRetry }: SendAlertProps) {
  return (
    <div class="enquiry-form__alert" role="alert">
      <p class="enquiry-form__alert-title">Your enquiry was not sent</p>
      <p>{message} Everything you typed is still here.</p>
      {onRetry && (
        <button type="button" class="button button--ghost enquiry-form__retry" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

/**
 * Posts the form's body (application/x-www-form-urlencoded) to `action`.
 * @param timeoutMs  gives up (aborts) after this many ms
 * @returns null when the answer was 2xx (a 303 to the thank-you page is followed), else the failure
 */
export async function sendEnquiry(
  action: string,
  body: URLSearchParams,
  timeoutMs: number,
): Promise<SendFailure | null> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(action, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (response.ok) return null;
    let problems: EnquiryProblem[] | undefined;
    if (response.status === 400 && /json/.test(response.headers.get('content-type') ?? '')) {
      problems = ((await response.json()) as { problems?: EnquiryProblem[] }).problems;
    }
    return { kind: 'status', status: response.status, problems };
  } catch {
    return timedOut ? { kind: 'timeout' } : { kind: 'network' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Enhances one enquiry form (the macro's root). See the module docstring.
 * @throws {ElementError} when the root lacks its form, rules, slots or success content
 */
export default function enhance(root: HTMLElement, _context: EnhanceContext): () => void {
  const rules = readRules(root);
  const form = root.querySelector('form') as HTMLFormElement;
  const summarySlot = root.querySelector<HTMLElement>('.enquiry-form__summary-slot');
  const alertSlot = root.querySelector<HTMLElement>('.enquiry-form__alert-slot');
  const success = root.querySelector<HTMLElement>('.enquiry-form__success');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!summarySlot || !alertSlot || !success || !button)
    throw new ElementError(
      'enquiry-form: the form needs its summary and alert slots, its submit button and its success content (components/enquiry-form/enquiry-form.njk).',
    );
  const draftKey = root.dataset.enhancerRestore ?? 'enquiry-draft';
  const idPrefix = rules.id;
  const buttonText = button.textContent ?? '';
  const baseTitle = document.title.replace(ERROR_TITLE_PREFIX, '');
  let sending = false;
  let attempt = 0;

  form.noValidate = true;
  // Lengths are counted in characters by the rules (maxlength counts UTF-16 units: an emoji is 2).
  for (const control of form.querySelectorAll('[maxlength]')) control.removeAttribute('maxlength');
  summarySlot.textContent = '';

  applyValues(form, loadDraft(draftKey));
  applyValues(form, prefillValues(form, window.location.search));

  const showProblems = (problems: EnquiryProblem[]) => {
    showFieldErrors(form, problems);
    document.title = problems.length ? ERROR_TITLE_PREFIX + baseTitle : baseTitle;
    if (problems.length)
      render(<ErrorSummary idPrefix={idPrefix} problems={problems} attempt={++attempt} />, summarySlot);
    else render(null, summarySlot);
  };

  const submit = async () => {
    if (sending) return;
    const { problems } = validateEnquiry(rules.fields, formValues(form, rules));
    showProblems(problems);
    render(null, alertSlot);
    if (problems.length) return;
    sending = true;
    button.textContent = SENDING_TEXT;
    button.setAttribute('aria-disabled', 'true');
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
    const failure = await sendEnquiry(form.action, body, rules.timeoutMs);
    sending = false;
    button.textContent = buttonText;
    button.removeAttribute('aria-disabled');
    if (!failure) {
      clearDraft(draftKey);
      form.hidden = true;
      success.hidden = false;
      success.querySelector<HTMLElement>('h2')?.focus();
      return;
    }
    if (failure.kind === 'status' && failure.problems?.length) {
      showProblems(failure.problems);
      return;
    }
    const retry = () => {
      // The alert (and this button) goes away while sending: focus waits on the form's own button.
      button.focus();
      void submit();
    };
    const shorten =
      failure.kind === 'status' && failure.status === 413 ? longestAnswers(rules.fields, formValues(form, rules)) : [];
    render(
      <SendAlert
        message={failureMessage(failure, rules.timeoutMs, shorten)}
        onRetry={canRetry(failure) ? retry : undefined}
      />,
      alertSlot,
    );
  };

  const onSubmit = (event: Event) => {
    event.preventDefault();
    void submit();
  };
  const onChange = () => saveDraft(draftKey, formValues(form, rules), rules);
  form.addEventListener('submit', onSubmit);
  form.addEventListener('input', onChange);
  form.addEventListener('change', onChange);
  return () => {
    form.removeEventListener('submit', onSubmit);
    form.removeEventListener('input', onChange);
    form.removeEventListener('change', onChange);
    render(null, summarySlot);
    render(null, alertSlot);
  };
}
