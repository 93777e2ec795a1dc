/**
 * The parts of Eleventy's configuration API this project uses. Eleventy 3 ships no type
 * declarations; these let `tsc` check the build-time code in src/ (strict, checkJs).
 */
declare module '@11ty/eleventy' {
  /** `this` inside filters, shortcodes and transforms. */
  export interface TemplateContext {
    page: { url: string | false; inputPath: string; outputPath: string | false };
  }

  export interface CollectionItem {
    url: string | false;
    inputPath: string;
    data: Record<string, unknown>;
  }

  export interface CollectionApi {
    getAll(): CollectionItem[];
    /** Templates whose input path matches `glob` (relative to the project, e.g. "./pages/x/*.md"). */
    getFilteredByGlob(glob: string | string[]): CollectionItem[];
  }

  export interface UserConfig {
    addPlugin<T>(plugin: (config: UserConfig, options: T) => void, options?: T): void;
    addPlugin(plugin: (config: UserConfig) => void): void;
    addFilter(name: string, filter: (...args: any[]) => unknown): void; // any: filters take what templates pass
    addShortcode(name: string, fn: (this: TemplateContext, ...args: any[]) => string): void; // any: as above
    addPairedShortcode(name: string, fn: (this: TemplateContext, content: string, ...args: any[]) => string): void; // any: as above
    addTransform(name: string, fn: (this: TemplateContext, content: string) => string | Promise<string>): void;
    addCollection(name: string, fn: (api: CollectionApi) => unknown): void;
    addGlobalData(name: string, value: unknown): void;
    addPassthroughCopy(paths: string | Record<string, string>): void;
    addWatchTarget(path: string): void;
    on(event: 'eleventy.before' | 'eleventy.after', fn: (...args: unknown[]) => unknown): void;
  }
}

declare module '@11ty/eleventy-plugin-vite' {
  import type { UserConfig } from '@11ty/eleventy';
  import type { InlineConfig } from 'vite';
  const plugin: (config: UserConfig, options?: { tempFolderName?: string; viteOptions?: InlineConfig }) => void;
  export default plugin;
}

declare module '@11ty/eleventy-plugin-rss' {
  import type { UserConfig } from '@11ty/eleventy';
  /** The filters plugin (dateToRfc3339, getNewestCollectionItemDate …; it adds the HTML base plugin). */
  const plugin: (config: UserConfig) => void;
  export default plugin;
}
