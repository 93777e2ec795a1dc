// @ts-check
/**
 * A POST to any other address under /contact/ (`/contact/index.html`): the same Function, which
 * redirects it (308, keeping the method and body) to /contact/, as the local receiver does.
 */
export { onRequestPost } from './index.js';
