/**
 * `virtual:enhancers`, written at build time by src/eleventy/bundle/enhancer-registry.js:
 * every enhancer of enhancers/ by name.
 */
declare module 'virtual:enhancers' {
  import type { Registry } from '../../enhancers/lib/loader';
  /** Enhancer name (its folder's name) → dynamic import of the default export of `enhancers/<name>/<name>.ts(x)`. */
  export const enhancers: Registry;
}

/**
 * `import('./x.tsx?default')`: the module's default export only
 * (src/eleventy/bundle/enhancer-registry.js DEFAULT_ONLY): an enhancer, or a start-up
 * routine whose folder also holds helpers its unit tests import (enhancers/routine-chunks.ts).
 */
declare module '*?default' {
  import type { Enhance } from '../../enhancers/lib/loader';
  const enhance: Enhance;
  export default enhance;
}
