// @ts-check
/**
 * Named raster images for the flexible image switcher (docs/requirements.md#flexible-image, docs/requirements.md#imagery: no photographs, our SVG drawings rasterised with the eleventy-img package where a
 * raster is needed). src/eleventy/images/images.js makes every size of every image listed here once per build
 * (with the image pipeline, cached in .cache/images/ by the source's content hash) and writes them to
 * /images/flexible/; pages place one with
 * `{{ flexibleImage({ image: "df-matrix", alt: "…" }) }}` (components/flexible-image/flexible-image.njk).
 *
 * To add an image: add an entry `name: { src }` below (`src` relative to the project root: an SVG
 * from public/images/illustrations/ or a PNG/JPEG), then use its name in the macro.
 * Optional per image: `widths` (px, ascending, default 400, 800, 1200, 1600) and `format`
 * ("webp", the default, for shaded or blurred drawings; "png", a palette PNG, for flat line art).
 *
 * @typedef {{ src: string, widths?: number[], format?: 'webp' | 'png' }} ImageDeclaration
 * @type {Record<string, ImageDeclaration>}
 */
export default {
  // The two DF-matrix heat maps: blurred traces that are cheaper as a raster than as SVG filters.
  'df-matrix': { src: 'public/images/illustrations/df-matrix.svg' },
  // The FAIMS sensor chip: flat line art, smaller as a palette PNG than as WebP.
  chip: { src: 'public/images/illustrations/chip.svg', format: 'png' },
};
