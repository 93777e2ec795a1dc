/**
 * The component examples (components/<name>/<name>.examples.yaml; docs/architecture.md#examples-and-params), read for the
 * tests with the same loader and checks as the build (src/eleventy/gallery/examples.js), so a test loops
 * over exactly the states the gallery shows.
 */
import { loadComponents, type Example } from '../../src/eleventy/gallery/examples.js';
import { renderMacro } from './nunjucks.js';

export type { Example };

/** Every component's examples, keyed by its macro file's name ("counter", "image-modal", "search" …). */
export const EXAMPLES: Record<string, Example[]> = Object.fromEntries(
  Object.entries(loadComponents()).map(([component, { examples }]) => [component, examples]),
);

/**
 * The examples of one component.
 * @param component  the macro file's name without ".njk", e.g. "counter"
 * @returns its examples, in file order
 * @throws {Error} when the component has no examples file
 */
export function examplesOf(component: string): Example[] {
  const examples = EXAMPLES[component];
  if (!examples)
    throw new Error(
      `No components/${component}/${component}.examples.yaml (components with examples: ${Object.keys(EXAMPLES).join(', ')}).`,
    );
  return examples;
}

/**
 * One example by name.
 * @throws {Error} when there is no such example
 */
export function exampleNamed(component: string, name: string): Example {
  const found = examplesOf(component).find((e) => e.name === name);
  if (!found) throw new Error(`components/${component}/${component}.examples.yaml has no example named "${name}".`);
  return found;
}

/**
 * Renders an example through its real macro (test/support/nunjucks.ts).
 * @param component  the macro file's name without ".njk"
 * @param example    one of its examples
 * @returns the macro's HTML
 */
export function renderExample(component: string, example: Example): string {
  return renderMacro(`${component}.njk`, example.macro, example.props);
}

/**
 * `[name, example]` rows for `it.each` / `describe.each` over one component's examples.
 * @param component  the macro file's name without ".njk"
 */
export function exampleRows(component: string): [string, Example][] {
  return examplesOf(component).map((e) => [e.name, e]);
}
