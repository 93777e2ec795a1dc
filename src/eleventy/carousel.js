// @ts-check
/**
 * The carousel macro's model (layouts/components/carousel.njk;
 * docs/requirements.md#carousel-props, docs/architecture.md#contracts: a wrong prop fails the build, naming the prop and the fix). The props' types and
 * allowed values are the JSON Schema of layouts/components/carousel.examples.yaml, checked first
 * by the filter `checkParams`, with the rules that span several props (the props given in pairs,
 * each variant's slide fields: `dependentRequired`, `if`/`then`); this model derives what the macro
 * renders. Registered as the filter `carouselModel`: `{% set m = props | carouselModel %}`.
 *
 * @typedef {{ url?: string, image?: string, title?: string, text?: string, alt?: string, width?: number, height?: number }} Slide
 * @typedef {{ variant: string, slides: Slide[], title?: string, headingLevel?: number, backgroundColour?: string,
 *   navTitle?: string, navAnchor?: string, link?: string, linkText?: string, id?: string }} CarouselProps
 */

/**
 * What the macro renders from.
 * @param {CarouselProps} props  props that keep the schema (`props | checkParams("carousel")` first)
 * @returns {{ id: string, variant: string, colour: string, headingLevel: number, count: number, slides: Slide[], needsFocusableRow: boolean }}
 */
export function carouselModel(props) {
  const { variant, slides, backgroundColour, navAnchor } = props;
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
