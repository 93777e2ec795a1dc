// @ts-check
/**
 * The carousel macro's model (docs/requirements.md#carousel-props); its props' rules are its schema's.
 * @typedef {{ url?: string, image?: string, title?: string, text?: string, alt?: string, width?: number, height?: number }} Slide
 * @typedef {{ variant: string, slides: Slide[], title?: string, headingLevel?: number, backgroundColour?: string,
 *   navTitle?: string, navAnchor?: string, link?: string, linkText?: string, id?: string }} CarouselProps
 */
import { slugify } from '../../src/eleventy/content/slug.js';

/**
 * The filter `carouselModel`: the values components/carousel/carousel.njk derives from its props.
 * @param {CarouselProps} props  props that keep the schema (`props | checkParams("carousel")` first)
 */
export function carouselModel(props) {
  const { variant, slides, backgroundColour, navAnchor } = props;
  const headingLevel = props.headingLevel ?? 2;
  const slug = slugify(`carousel-${props.title ?? variant}`);
  // Without JS a row of quotes without links needs a tab stop to scroll (WCAG 2.1.1, axe scrollable-region-focusable).
  const needsFocusableRow = slides.some((slide) => !slide.url);
  return {
    id: props.id || navAnchor || slug,
    colour: backgroundColour || 'white',
    headingLevel,
    count: slides.length,
    needsFocusableRow,
  };
}

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function carouselPlugin(eleventyConfig) {
  eleventyConfig.addFilter('carouselModel', carouselModel);
}
