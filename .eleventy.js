// Eleventy configuration: a short list of plugins and the directories (docs/architecture.md#where-the-code-is).
// Every concern lives in its own plugin file under src/eleventy/.
import { SITE_DIR } from './src/folders.js';
import vite from './src/eleventy/vite.js';
import buildMode from './src/eleventy/build-mode.js';
import navigation from './src/eleventy/navigation.js';
import shortcodes from './src/eleventy/shortcodes.js';
import images from './src/eleventy/images.js';
import transforms from './src/eleventy/transforms.js';
import validation from './src/eleventy/validation.js';
import contentGaps from './src/eleventy/content-gaps.js';
import contentSchema from './src/eleventy/content-schema.js';
import carousel from './components/carousel/carousel.model.js';
import seo from './src/eleventy/seo.js';
import gallery from './src/eleventy/gallery.js';
import examples from './src/eleventy/examples.js';
import news from './src/eleventy/news.js';
import enquiry from './src/eleventy/enquiry.js';
import redirects from './src/eleventy/redirects.js';
import cms from './src/eleventy/cms.js';
import media from './src/eleventy/media.js';
import documents from './src/eleventy/documents.js';
import linkCheck from './src/eleventy/link-check.js';
import pageBlocks from './src/eleventy/page-blocks.js';

/** @param {import('@11ty/eleventy').UserConfig} eleventyConfig */
export default function (eleventyConfig) {
  eleventyConfig.addPlugin(buildMode);
  eleventyConfig.addPlugin(navigation);
  eleventyConfig.addPlugin(shortcodes);
  eleventyConfig.addPlugin(pageBlocks);
  eleventyConfig.addPlugin(images);
  eleventyConfig.addPlugin(transforms);
  eleventyConfig.addPlugin(contentSchema);
  eleventyConfig.addPlugin(validation);
  eleventyConfig.addPlugin(contentGaps);
  eleventyConfig.addPlugin(carousel);
  eleventyConfig.addPlugin(seo);
  eleventyConfig.addPlugin(gallery);
  eleventyConfig.addPlugin(examples);
  eleventyConfig.addPlugin(news);
  eleventyConfig.addPlugin(enquiry);
  eleventyConfig.addPlugin(redirects);
  eleventyConfig.addPlugin(cms);
  eleventyConfig.addPlugin(media);
  eleventyConfig.addPlugin(documents);
  eleventyConfig.addPlugin(linkCheck);
  eleventyConfig.addPlugin(vite);

  return {
    dir: {
      input: 'pages',
      includes: '../layouts',
      layouts: '../layouts',
      data: '../src/_data',
      // SITE_DIR lets several builds run side by side (each with its own output and Vite temp folder).
      output: SITE_DIR,
    },
    markdownTemplateEngine: 'njk',
    htmlTemplateEngine: 'njk',
    templateFormats: ['njk', 'md'],
  };
}
