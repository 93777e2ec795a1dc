// The home page's title and description are the authors' (src/content/home.yaml, the CMS's Home page).
export default {
  eleventyComputed: {
    title: (/** @type {{ home: { title: string } }} */ data) => data.home.title,
    description: (/** @type {{ home: { description: string } }} */ data) => data.home.description,
  },
};
