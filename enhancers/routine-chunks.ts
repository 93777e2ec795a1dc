/**
 * The start-up routines that are chunks of their own (part of the entry: it decides at load
 * whether each is needed). Each entry is a dynamic import, so its code loads only on pages with
 * its elements.
 */
import type { SELECTORS } from './lib/startup-constants';
import type { Importer } from './lib/loader';

/**
 * Start-up routines (docs/requirements.md#page-startup) whose code loads only when their elements exist (selectors in
 * lib/selectors.json), by chunk name; the name is also the routine's name in the log:
 * image-sizes ("set image sizes"), iframe-fix ("iframe fix in Safari-like browsers"),
 * marketing-forms ("styling hooks on marketing forms"), viewport ("animated elements").
 * A routine whose module also exports helpers for its unit tests (viewport, marketing-forms) is
 * imported with `?default`, as the enhancer registry imports the enhancers
 * (src/eleventy/bundle/enhancer-registry.js DEFAULT_ONLY): its chunk exports its default
 * alone, so the minifier may inline and rename the rest.
 */
export const routineChunks: Record<keyof typeof SELECTORS, Importer<{ default: () => unknown }>> = {
  'image-sizes': () => import('./lib/image-sizes'),
  'iframe-fix': () => import('./lib/iframe-fix'),
  'marketing-forms': () => import('./lib/marketing-forms/marketing-forms.ts?default'),
  viewport: () => import('./lib/viewport/viewport.ts?default'),
};
