/**
 * What loads on demand. Each entry is a dynamic import, so Vite makes each module its own chunk
 * and the entry holds only these few bytes. Add a line here when you add an enhancer (README "How
 * to add a component").
 */
import type { SELECTORS } from './lib/startup-constants';
import type { Importer, Registry } from './lib/loader';

/** Enhancers, by the name their macro's root carries in `data-enhancer`. */
export const registry: Registry = {
  'mobile-nav': () => import('./mobile-nav'),
  'search-overlay': () => import('./search-overlay'),
  'search-results': () => import('./search-results'),
  'section-nav': () => import('./section-nav'),
  'scroll-indicator': () => import('./scroll-indicator'),
};

/**
 * Start-up routines of SPEC §2 whose code loads only when their elements exist (selectors in
 * lib/selectors.json), by chunk name; the name is also the routine's name in the log:
 * image-sizes ("set image sizes"), iframe-fix ("iframe fix in Safari-like browsers"),
 * marketing-forms ("styling hooks on marketing forms"), viewport ("animated elements").
 */
export const routineChunks: Record<keyof typeof SELECTORS, Importer<{ default: () => unknown }>> = {
  'image-sizes': () => import('./lib/image-sizes'),
  'iframe-fix': () => import('./lib/iframe-fix'),
  'marketing-forms': () => import('./lib/marketing-forms'),
  viewport: () => import('./lib/viewport'),
};
