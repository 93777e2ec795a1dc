/**
 * The part of @11ty/eleventy-img 6 that src/eleventy/images/image-pipeline.js and src/eleventy/cms/media.js use (the package
 * ships no type declarations).
 */
declare module '@11ty/eleventy-img' {
  /** One generated file. */
  export interface ImageStat {
    format: string;
    /** px */
    width: number;
    /** px */
    height: number;
    url: string;
    srcset: string;
    filename: string;
    outputPath: string;
    size: number;
  }

  export interface ImageOptions {
    widths?: (number | 'auto' | null)[];
    formats?: string[];
    outputDir?: string;
    urlPath?: string;
    svgAllowUpscale?: boolean;
    /** A width above the source's own gives way to the source's width only when the width before
     *  it is below source ÷ this (default 1.25; src/global-options.js). */
    minimumThreshold?: number;
    /** Sharp's constructor options; `density`: the DPI a vector source is rasterised at (default 72). */
    sharpOptions?: { density?: number };
    sharpPngOptions?: Record<string, unknown>;
    sharpWebpOptions?: Record<string, unknown>;
    /** Runs on each output's Sharp instance before the encoding; a resize in it replaces eleventy-img's own. */
    transform?: (sharp: import('sharp').Sharp) => void;
    filenameFormat?: (hash: string, src: string, width: number, format: string, options: ImageOptions) => string;
    useCache?: boolean;
  }

  /** Every generated file, by format. */
  export type Metadata = Record<string, ImageStat[]>;

  /** Generates (or reuses from its caches) every width in every format; stats by format, ascending width. */
  function Image(src: string | Buffer, options?: ImageOptions): Promise<Metadata>;
  namespace Image {
    /** A <picture> (several formats) or <img> of the files, with `attributes` (alt is required). */
    function generateHTML(
      metadata: Metadata,
      attributes: { alt: string; sizes?: string; loading?: string; decoding?: string },
    ): string;
  }
  export default Image;
}
