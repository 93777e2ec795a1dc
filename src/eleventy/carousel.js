// @ts-check
/**
 * The carousel macro's model (layouts/components/carousel.njk;
 * docs/requirements.md#carousel-props, docs/architecture.md#contracts: a wrong prop fails the build, naming the prop and the fix). The props' types and
 * allowed values are the JSON Schema of layouts/components/carousel.examples.yaml, checked first
 * by the filter `checkParams`; this model keeps the rules that span several props (the props given
 * in pairs, each variant's slide fields) and derives what the macro renders. Registered as the
 * filter `carouselModel`: `{% set m = props | carouselModel %}`.
 *
 * @typedef {{ url?: string, image?: string, title?: string, text?: string, alt?: string, width?: number, height?: number }} Slide
 * @typedef {{ variant: string, slides: Slide[], title?: string, headingLevel?: number, backgroundColour?: string,
 *   navTitle?: string, navAnchor?: string, link?: string, linkText?: string, id?: string }} CarouselProps
 */
import { AuthorError } from './author-error.js';

/**
 * A carousel prop error, named by the macro call (Eleventy names the page above it).
 * @param {string} problem  what is wrong, naming the prop and the fix
 * @returns {AuthorError}
 */
function fail(problem) {
  return new AuthorError({ file: 'carousel()', problem });
}

/**
 * Checks the rules that span several props and returns what the macro renders from.
 * @param {CarouselProps} props  props that keep the schema (`props | checkParams("carousel")` first)
 * @returns {{ id: string, variant: string, colour: string, headingLevel: number, count: number, slides: Slide[], needsFocusableRow: boolean }}
 * @throws {AuthorError} "carousel(): …" naming the prop and the fix, for any author mistake
 */
export function carouselModel(props) {
  const { variant, slides, backgroundColour, navTitle, navAnchor, link, linkText } = props;
  if (!navTitle !== !navAnchor) throw fail('give both "navTitle" and "navAnchor" (the section nav entry), or neither.');
  if (!link !== !linkText) throw fail('give both "link" and "linkText" (the footer link), or neither.');
  slides.forEach((slide, i) => {
    const n = `slide ${i + 1}`;
    if (!slide.title) throw fail(`${n} needs a "title".`);
    if (variant !== 'testimonial' && !slide.url) throw fail(`${n} ("${slide.title}") needs a "url": ${variant} slides are links.`);
    if (variant === 'wide' && !slide.image) throw fail(`${n} ("${slide.title}") needs an "image": wide slides are pictures.`);
    if (variant === 'testimonial' && !slide.text) throw fail(`${n} ("${slide.title}") needs a "text": the quote.`);
  });
  const headingLevel = props.headingLevel ?? 2;
  const slug = `carousel-${props.title ?? variant}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-$/, '');
  // Without JS a keyboard user scrolls the row by focusing something in it; a row of quotes without
  // links gets a tab stop of its own (WCAG 2.1.1, axe scrollable-region-focusable).
  const needsFocusableRow = slides.some((slide) => !slide.url);
  return { id: props.id || navAnchor || slug, variant, colour: backgroundColour || 'white', headingLevel, count: slides.length, slides, needsFocusableRow };
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function carouselPlugin(eleventyConfig) {
  eleventyConfig.addFilter('carouselModel', carouselModel);
}
