// Generated from src/content/schemas/ by scripts/schema-types.js: edit the schemas, then run it.

/** Page: The front matter of a content page, pages/{section}/…/index.md (the text below it is the page's body, in Markdown). */
export interface PageFrontMatter {
  /** The page's heading, also its name in the browser tab and in search results. */
  title: string;
  /** One sentence for search results and link previews. */
  description: string;
  /** The small label above the heading, usually the section's name (e.g. Markets). */
  kicker?: string;
  /** The lead paragraph under the heading. */
  intro: string;
  /** The drawing beside the page's heading. */
  illustration?: {
    /** One of the site's drawings (public/images/illustrations/, named without ".svg"). */
    name: string;
    /** What the drawing shows, for people who cannot see it. */
    alt: string;
    /** A caption under the drawing (optional). */
    caption?: string;
  };
  /** The icon of the page's card on its section page, one of the site's drawings (public/images/illustrations/, named without ".svg"). */
  icon?: string;
  /** The page that lists this one (its "back to" link), e.g. /markets/. */
  listUrl?: string;
  /** On a product page, the text and the enquiry topic of the button under the introduction (by default "Ask for product information", about product information or a quote). */
  heroAction?: {
    /** What the button says. */
    text?: string;
    /** The topic the enquiry form opens with, chosen from the form's own topic list. */
    topic?: "product-question" | "datasheet-quote" | "distribution-partnership" | "other";
  };
  /** Old site paths that redirect to this page, such as /products/owlsens-c/. */
  redirectFrom?: string[];
  /** Shows a card for each of the page's sub-pages in the navigation. */
  childCards?: boolean;
  /** The heading above the sub-page cards (optional). */
  childCardsTitle?: string;
  /** Pages listed under "Related" at the end of this one, as site paths such as /technology/. */
  related?: string[];
  /** Yes for a page left out of the navigation on purpose; the build refuses any other page the navigation (src/_data/navigation.js) does not list. */
  outsideNavigation?: boolean;
  /** No leaves the page out of the site search. */
  searchable?: boolean;
  /** Content gaps: what only the company can supply for this page, one item each. Preview builds show them on the page, labelled; the live site never does. To close one, write the fact into the page's text and remove its item. */
  factsToSupply?: string[];
}

/** News article: The front matter of a news article, pages/company/news/articles/{slug}.md, published at /company/news/{slug}/ (the text below it is the article, in Markdown). */
export interface NewsFrontMatter {
  /** The article's heading, also its name in the news list, the feed and search results. */
  title: string;
  /** One sentence for search results and link previews. */
  description: string;
  /** The lead paragraph under the heading. */
  intro: string;
  /** The day the article is published, written YYYY-MM-DD (year, month, day), such as 2026-11-25 for 25 November 2026. */
  date: string;
  /** A picture shown under the introduction (optional); uploaded pictures are made into every size the page needs. */
  image?: {
    /** A JPEG, PNG or WebP picture, ideally at least 1200 px wide. */
    src: string;
    /** What the picture shows, for people who cannot see it. */
    alt: string;
  };
  /** Pages listed under "Related" at the end of the article, as site paths such as /technology/. */
  related?: string[];
}

/** Product: One product's facts, src/content/products/{slug}.yaml, where {slug} is the product page's address (/products/{slug}/). */
export interface Product {
  /** The product's name, as on its page. */
  name: string;
  /** What kind of product it is, such as Vapour generator (used in search results). */
  category: string;
  /** The specification table on the product's page. */
  specifications: {
    /** Ticked while this entry is a placeholder. The live site leaves it out; untick it once the company's own facts are in. */
    sample?: boolean;
    /** What the table holds and where its figures come from (shown only in preview builds while the table is a sample). */
    text: string;
    /** One row per figure. A value beginning "Sample —" is hidden on the live site. */
    rows: Array<{
      /** What the figure is, such as Flow range. */
      label: string;
      /** The figure with its unit, such as 50–500 ml/min. */
      value: string;
    }>;
  };
}

/** Document: One published document (datasheet, application note, manual …), src/content/documents/{slug}/index.yaml, beside its PDF in the same folder, a folder of its own. The build reads the PDF, makes its thumbnail and lists it on the pages it concerns and in the library under /resources/documents/. */
export interface Document {
  /** The document's title, as printed on its first page, such as OVG-4 Vapour Generator Datasheet. */
  title: string;
  /** What kind of document it is; the library filters by it. */
  type: "Datasheet" | "Application note" | "User manual" | "Certificate" | "White paper" | "Brochure";
  /** The company's number for the document, the same for every revision, such as DS-0012. Its address on the site is made from it and the title, so it stays the same when a new revision replaces the file. */
  number: string;
  /** Which issue of the document this file is, as printed on it, such as Revision 3 or Rev. C. */
  revision: string;
  /** The day this revision was issued, written YYYY-MM-DD (year, month, day), such as 2026-11-22 for 22 November 2026. */
  date: string;
  /** The language the document is written in, as a language tag such as en, en-GB, de or zh-Hans. */
  language: string;
  /** One sentence saying what the document holds, shown in the library and in search results. */
  summary: string;
  /** The document itself, a PDF of at most 20 MB without any password or protection (visitors must be able to open and print it). */
  file: string;
  /** The products the document concerns; it is listed on their pages. */
  products?: string[];
  /** The application pages that list the document, by the last part of their address, such as detection-explosives. */
  applications?: string[];
  /** The market pages that list the document, by the last part of their address, such as defense. */
  markets?: string[];
  /** Earlier revisions this one replaces, by their entry's name (its folder in src/content/documents/). They stay published at their own address, marked "Superseded by" this one. */
  supersedes?: string[];
  /** Ticked while this document is a placeholder made by the project. The live site leaves it out; untick it (or delete the entry) once the company's own document is uploaded. */
  sample?: boolean;
}

/** Home page: The home page's copy, src/content/home.yaml, read by pages/index.njk (its layout, cards and carousels are the template's). */
export interface HomePage {
  /** The page's name in the browser tab and in search results, after "Owlstone:". */
  title: string;
  /** One sentence for search results and link previews. */
  description: string;
  /** The band at the top of the page, beside the chip drawing. */
  hero: {
    /** The small label above the heading. */
    kicker: string;
    /** The page's main heading. */
    title: string;
    /** The paragraph under the heading. */
    intro: string;
  };
  /** The heading and text above the market cards. */
  markets: {
    /** The band's heading. */
    title: string;
    /** The paragraph under the heading. */
    text: string;
  };
  /** The band that explains FAIMS in three steps, beside its diagram. */
  technology: {
    /** The band's heading. */
    title: string;
    /** The paragraph under the heading. */
    text: string;
    /** The numbered steps, each a word in bold and the rest of its sentence. */
    steps: Array<{
      /** The step's first word, such as Ionise. */
      action: string;
      /** What follows it, such as "the sampled gas." */
      text: string;
    }>;
  };
  /** The dark band at the foot of the page, above its links to the company and the sister company. */
  company: {
    /** The band's heading. */
    title: string;
    /** The paragraph under the heading. */
    text: string;
  };
}

/** Company: The company's facts, src/content/company.yaml, shown on /company/, /company/awards/ and /company/distribution-partnership/. */
export interface Company {
  /** The awards listed on /company/awards/. */
  awards: Array<{
    /** Ticked while this entry is a placeholder. The live site leaves it out; untick it once the company's own facts are in. */
    sample?: boolean;
    /** The award's name. */
    name: string;
    /** The awarding body, the year and what the award recognised. */
    text: string;
  }>;
  /** The distributors listed on /company/distribution-partnership/. */
  distributors: Array<{
    /** Ticked while this entry is a placeholder. The live site leaves it out; untick it once the company's own facts are in. */
    sample?: boolean;
    /** The distributor's name. */
    name: string;
    /** The countries or region it covers. */
    region: string;
    /** The products it supplies and how to contact it. */
    text: string;
    /** The distributor's website, beginning https:// (optional). */
    url?: string;
  }>;
  /** The quotes of the testimonial carousel on /company/. */
  testimonials: Array<{
    /** Ticked while this entry is a placeholder. The live site leaves it out; untick it once the company's own facts are in. */
    sample?: boolean;
    /** Name, role and organisation. */
    title: string;
    /** Their own words, with their permission. */
    text: string;
  }>;
}

/** Privacy: The privacy notice's facts, src/content/privacy.yaml, shown on /privacy/. */
export interface Privacy {
  /** The legal entity responsible for enquiries, its registered address and how to reach whoever handles data protection. */
  controller: {
    /** Ticked while this entry is a placeholder. The live site leaves it out; untick it once the company's own facts are in. */
    sample?: boolean;
    /** The paragraph on /privacy/. */
    text: string;
  };
  /** How long enquiries are kept after they have been answered, and how they are deleted. */
  retention: {
    /** Ticked while this entry is a placeholder. The live site leaves it out; untick it once the company's own facts are in. */
    sample?: boolean;
    /** The paragraph on /privacy/. */
    text: string;
  };
  /** How many months after it arrives an enquiry is deleted: the privacy notice says so, and `npm run enquiries -- --expire` deletes the older ones. Leave it empty until the company has decided. */
  retentionMonths?: number;
}

/** Site settings: The settings an author may change, src/content/site.yaml. */
export interface SiteSettings {
  /** The sister medical company, the Medical entry of the Markets menu. */
  medical: {
    /** Its name. */
    name: string;
    /** Its website's address. */
    url: string;
    /** One sentence on its card. */
    description: string;
  };
  /** The contact link of the header, the mobile menu and the footer, which leads to the enquiry form (/contact/). */
  contact: {
    /** The link's text. */
    text: string;
  };
  /** The links beside the contact link in the header and the mobile menu. */
  quickLinks: Array<{
    /** The page it leads to. */
    link: string;
    /** The link's text. */
    text: string;
  }>;
  /** Where the CMS saves (every save is a commit there, and the site is rebuilt from it). */
  cms: {
    /** The site's repository, written owner/name. */
    repo: string;
    /** The branch the live site is built from. */
    branch: string;
  };
}
