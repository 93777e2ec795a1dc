/**
 * `virtual:enhancers`, written at build time by src/eleventy/vite-plugins/enhancer-registry.js:
 * every module of enhancers/ by enhancer name (issue 15).
 */
declare module 'virtual:enhancers' {
  import type { Registry } from '../../enhancers/lib/loader';
  /** Enhancer name (the module's file name) → dynamic import of `enhancers/<name>.ts(x)`. */
  export const enhancers: Registry;
}
