// @vitest-environment happy-dom
/**
 * lib/select-choice.ts: a committed choice in a navigating <select> told from a keyboard browsing
 * its options (WCAG 3.2.2 On Input). Chromium's order of events is modelled: the arrow key's
 * `keydown`, then in the same task (its default action) `input` and `change`; a pick in the open
 * picker fires `change` in a task of its own.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchSelectChoices } from '../../enhancers/lib/select-choice';

let select: HTMLSelectElement;
let other: HTMLButtonElement;
let stop: () => void;
const onCommit = vi.fn();
const onAbandon = vi.fn();

/** One task: the key's listeners, then its default action changing the value (`to`, if given). */
function key(name: string, to?: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  select.dispatchEvent(event);
  if (to !== undefined) {
    select.value = to;
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  return event;
}
const nextTask = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  document.body.innerHTML =
    '<div id="root"><select><option value="">Jump to section</option><option value="a">A</option><option value="b">B</option></select></div><button>Other</button>';
  select = document.querySelector('select')!;
  other = document.querySelector('button')!;
  select.focus();
  onCommit.mockClear();
  onAbandon.mockClear();
  stop = watchSelectChoices(document.getElementById('root')!, { onCommit, onAbandon });
});
afterEach(() => stop());

describe('watchSelectChoices', () => {
  it('an arrow key on the closed select only browses: no choice, however many options it passes', async () => {
    key('ArrowDown', 'a');
    await nextTask();
    key('ArrowDown', 'b');
    await nextTask();
    expect(onCommit).not.toHaveBeenCalled();
    expect(select.value).toBe('b');
  });

  it('Enter chooses the option browsed to, and opens no picker (its default is prevented)', async () => {
    key('ArrowDown', 'a');
    await nextTask();
    const enter = key('Enter');
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit.mock.calls[0][0].value).toBe('a');
    expect(enter.defaultPrevented).toBe(true);
  });

  it('Enter with nothing browsed does what the browser does (no choice, default kept)', () => {
    const enter = key('Enter');
    expect(onCommit).not.toHaveBeenCalled();
    expect(enter.defaultPrevented).toBe(false);
  });

  it('a change in a task of its own (a tap or a click in the picker, Enter in it) is a choice, even after keys', async () => {
    key('ArrowDown'); // macOS: the arrow opens the picker, no change
    await nextTask();
    select.value = 'b';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit.mock.calls[0][0].value).toBe('b');
  });

  it('focus leaving, or Escape, abandons the option browsed to', async () => {
    key('ArrowDown', 'a');
    await nextTask();
    key('Escape');
    expect(onAbandon).toHaveBeenCalledTimes(1);
    key('ArrowDown', 'b');
    await nextTask();
    other.focus();
    expect(onAbandon).toHaveBeenCalledTimes(2);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('a select browsed to before the watch began waits for Enter', () => {
    stop();
    select.value = 'a';
    stop = watchSelectChoices(document.getElementById('root')!, { onCommit, onAbandon }, select);
    key('Enter');
    expect(onCommit).toHaveBeenCalledTimes(1);
  });
});
