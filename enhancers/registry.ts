/**
 * Every enhancer, by the name its macro's root carries in `data-enhancer`. Each entry is a dynamic
 * import, so Vite makes each module its own chunk. This module is itself a chunk ("registry"),
 * loaded by the entry only once some root is ready to be enhanced, so the entry does not grow with
 * every widget (DESIGN.md §3: entry ≤ 1.5 KB gzip). Add a line here when you add an enhancer
 * (README "How to add a component"). Developer tooling (the page switcher) has its own entry,
 * enhancers/frontend.ts, so production pages do not carry its line.
 */
import type { Registry } from './lib/loader';

/** Enhancers, by the name their macro's root carries in `data-enhancer`. */
export const registry: Registry = {
  'mobile-nav': () => import('./mobile-nav'),
  'search-overlay': () => import('./search-overlay'),
  'search-results': () => import('./search-results'),
  'section-nav': () => import('./section-nav'),
  'scroll-indicator': () => import('./scroll-indicator'),
  counter: () => import('./counter'),
  'image-modal': () => import('./image-modal'),
  'table-overflow': () => import('./table-overflow'),
  'share-links': () => import('./share-links'),
  'flexible-image': () => import('./flexible-image'),
  'enquiry-form': () => import('./enquiry-form'),
  // One configured Glide module and one name for the three carousel variants (SPEC §2 Page startup).
  carousel: () => import('./carousel'),
};
