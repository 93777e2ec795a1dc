// Eleventy configuration: a short list of plugins and the directories (docs/architecture.md#where-the-code-is).
// Every concern lives in its own plugin file under src/eleventy/.
import { SITE_DIR } from './src/folders.js';
import vite from './src/eleventy/bundle/vite.js';
import buildMode from './src/eleventy/build-mode.js';
import navigation from './src/eleventy/pages/navigation.js';
import shortcodes from './src/eleventy/pages/shortcodes.js';
import images from './src/eleventy/images/images.js';
import transforms from './src/eleventy/pages/transforms.js';
import validation from './src/eleventy/content/validation.js';
import contentGaps from './src/eleventy/cms/content-gaps.js';
import contentSchema from './src/eleventy/content/content-schema.js';
import carousel from './components/carousel/carousel.model.js';
import seo from './src/eleventy/pages/seo.js';
import gallery from './src/eleventy/gallery/gallery.js';
import examples from './src/eleventy/gallery/examples.js';
import news from './src/eleventy/pages/news.js';
import enquiry from './src/eleventy/enquiry.js';
import redirects from './src/eleventy/pages/redirects.js';
import cms from './src/eleventy/cms/cms.js';
import media from './src/eleventy/cms/media.js';
import documents from './src/eleventy/documents/documents.js';
import linkCheck from './src/eleventy/pages/link-check.js';
import pageBlocks from './src/eleventy/pages/page-blocks.js';

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
