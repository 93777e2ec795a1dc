// @ts-check
/**
 * The front matter of each generated gallery page (pages/gallery/components.njk): the `gallery:`
 * block of the component's examples file (src/eleventy/gallery/gallery.js `galleryEntries`).
 *
 * @typedef {import('../../src/eleventy/gallery/gallery.js').GalleryEntry} GalleryEntry
 * @typedef {{ galleryEntry: GalleryEntry }} PageData
 */
export default {
  eleventyComputed: {
    /** @param {PageData} data @returns {string} */
    title: (data) => data.galleryEntry.title,
    /** @param {PageData} data @returns {string} */
    description: (data) => data.galleryEntry.description,
    /** @param {PageData} data @returns {string} */
    intro: (data) => data.galleryEntry.intro,
  },
};
