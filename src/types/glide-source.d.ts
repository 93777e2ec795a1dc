/**
 * Types of Glide's ES2015 source modules (src/eleventy/bundle/vite.js `glideSourceAlias`), which the
 * package does not export: the same core class and component functions as its typed
 * `dist/glide.modular.esm.js` (@types/glidejs__glide).
 */
declare module '@glidejs/glide/src/index.js' {
  import Glide from '@glidejs/glide/dist/glide.modular.esm.js';
  export default Glide;
}

declare module '@glidejs/glide/src/components/*.js' {
  import type { ComponentFunction } from '@glidejs/glide/dist/glide.modular.esm.js';
  const component: ComponentFunction;
  export default component;
}
