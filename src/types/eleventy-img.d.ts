/**
 * The part of @11ty/eleventy-img 6 that src/eleventy/images.js uses (the package ships no type
 * declarations).
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
    sharpPngOptions?: Record<string, unknown>;
    sharpWebpOptions?: Record<string, unknown>;
    filenameFormat?: (hash: string, src: string, width: number, format: string, options: ImageOptions) => string;
    useCache?: boolean;
  }

  /** Generates (or reuses from its caches) every width in every format; stats by format, ascending width. */
  export default function Image(src: string, options?: ImageOptions): Promise<Record<string, ImageStat[]>>;
}
