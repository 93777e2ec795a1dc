/**
 * What loads on demand. Each entry is a dynamic import, so Vite makes each module its own chunk
 * and the entry holds only these few bytes. Add a line here when you add an enhancer (README "How
 * to add a component").
 */
import { SELECTORS } from './lib/constants';
import type { Importer, Registry } from './lib/loader';

/** Enhancers, by the name their macro's root carries in `data-enhancer`. */
export const registry: Registry = {};

/** A start-up routine (SPEC §2) whose code loads only when `selector` matches an element. */
export interface RoutineChunk {
  /** The routine's name, logged if it throws. */
  routine: string;
  /** The chunk's name, used in `Loading chunk {n} failed.` */
  chunk: string;
  selector: string;
  importer: Importer<{ default: () => unknown }>;
}

export const routineChunks: RoutineChunk[] = [
  { routine: 'set image sizes', chunk: 'image-sizes', selector: SELECTORS['image-sizes'], importer: () => import('./lib/image-sizes') },
  { routine: 'fix iframes in Safari', chunk: 'iframe-fix', selector: SELECTORS['iframe-fix'], importer: () => import('./lib/iframe-fix') },
  {
    routine: 'style marketing forms',
    chunk: 'marketing-forms',
    selector: SELECTORS['marketing-forms'],
    importer: () => import('./lib/marketing-forms'),
  },
  { routine: 'observe animated elements', chunk: 'viewport', selector: SELECTORS.viewport, importer: () => import('./lib/viewport') },
];
