/**
 * Start-up routine "set image sizes" (docs/requirements.md#page-startup): images marked
 * `data-sizes="auto"` get a `sizes` attribute equal to their rendered width (px), so the browser
 * picks the right `srcset` candidate for the space they really take instead of the build's guess
 * (the prose column). The flexible image's <img> carries the mark (layouts/components/
 * flexible-image.njk): until its switcher loads, on the visitor's first scroll or act, the browser
 * chooses from its `srcset` with these sizes. Loaded only when such an image is on the page.
 */
import { SELECTORS } from './startup-constants';

export default function setImageSizes(doc: Document = document): void {
  for (const img of doc.querySelectorAll<HTMLImageElement>(SELECTORS['image-sizes'])) {
    const width = img.getBoundingClientRect().width || img.parentElement?.getBoundingClientRect().width || 0;
    if (width > 0) img.sizes = `${Math.ceil(width)}px`;
  }
}
