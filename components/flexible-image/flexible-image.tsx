/**
 * Flexible responsive image switcher (docs/requirements.md#flexible-image, docs/requirements.md#calls).
 *
 * The macro (components/flexible-image/flexible-image.njk) renders a figure holding a JSON list of
 * `{ width, url }` entries, `data-native-width` (the width of the no-JS image's src) and a plain
 * <img> with `srcset`/`sizes`. This module takes over the <img>'s frame: its first frame shows the
 * image the browser already shows, or the chosen entry when a lazy image has not started loading
 * (same size attributes either way, so no layout shift), then it measures the
 * figure and shows the entry `pickImage` chooses, and chooses again 500 ms after the last window
 * resize (IMAGE_SWITCHER_DEBOUNCE_MS). The enhanced <img> has no `srcset`, so the chosen entry is
 * what the visitor sees. While a new entry loads the browser keeps painting the previous one (the
 * same element; only its `src` changes).
 *
 * Device pixel ratio is deliberately ignored: docs/requirements.md#flexible-image states the rule in CSS px of the container, so on a
 * 2× screen a 343 px figure shows the 400 px entry (authors who want sharper images on such screens
 * raise `nativeWidth`, the floor).
 */
import { useEffect, useState } from 'react';
import { render } from 'react-dom';
import type { EnhanceContext } from '../../enhancers/lib/loader';
import { IMAGE_SWITCHER_DEBOUNCE_MS } from '../../enhancers/lib/constants';
import { debounce } from '../../enhancers/lib/timing';
import { ConfigError } from '../../enhancers/lib/config-error';
import { ElementError } from '../../enhancers/lib/errors';

/** docs/requirements.md#flexible-image: one size of the image. */
export interface FlexibleImageEntry {
  /** Intrinsic width of the file, px. */
  width: number;
  /** Where the file is served. */
  url: string;
}

/**
 * Image switcher rule (docs/requirements.md#flexible-image): the smallest entry whose width is at least the container width, else the
 * largest; never one narrower than the native width (then the smallest entry at least as wide as
 * the native width, i.e. the native entry itself; the largest if none is).
 * Equivalently: the smallest entry with width ≥ max(container, native), else the largest.
 * @param entries          the sizes, in any order
 * @param containerWidthPx the container's width in CSS px (fractions allowed)
 * @param nativeWidthPx    the no-JS image's width in px (0 for no floor)
 * @returns the entry to show, or undefined when `entries` is empty
 */
export function pickImage(
  entries: readonly FlexibleImageEntry[],
  containerWidthPx: number,
  nativeWidthPx: number,
): FlexibleImageEntry | undefined {
  const sorted = [...entries].sort((a, b) => a.width - b.width);
  const fit = sorted.find((e) => e.width >= containerWidthPx) ?? sorted.at(-1);
  if (!fit || fit.width >= nativeWidthPx) return fit;
  return sorted.find((e) => e.width >= nativeWidthPx) ?? sorted.at(-1);
}

/**
 * Reads and checks the macro's data: the JSON entries and `data-native-width`.
 * @throws {ElementError} when the entries' script element or the <img> is missing
 * @throws {ConfigError} when the JSON does not parse, is not a non-empty list of
 *   `{ width: number > 0, url: string }`, or `data-native-width` is not a number ≥ 0 (px)
 */
export function readFlexibleImage(root: HTMLElement): {
  entries: FlexibleImageEntry[];
  nativeWidth: number;
  img: HTMLImageElement;
} {
  const script = root.querySelector('script.flexible-image__entries');
  const img = root.querySelector<HTMLImageElement>('.flexible-image__frame > img');
  if (!script || !img) {
    throw new ElementError(
      'flexible-image: [data-enhancer="flexible-image"] needs a script.flexible-image__entries and an <img> in a .flexible-image__frame; render it with the flexibleImage macro.',
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(script.textContent ?? '');
  } catch {
    throw new ConfigError(
      'flexible-image: the entries are not valid JSON; expected [{ "width": 400, "url": "/images/…" }, …].',
    );
  }
  const valid = (e: unknown): e is FlexibleImageEntry => {
    const o = e as Partial<FlexibleImageEntry> | null;
    return (
      typeof o === 'object' &&
      o !== null &&
      typeof o.width === 'number' &&
      o.width > 0 &&
      typeof o.url === 'string' &&
      o.url !== ''
    );
  };
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every(valid)) {
    throw new ConfigError(
      'flexible-image: the entries must be a non-empty JSON list of { "width": px, "url": string }.',
    );
  }
  const nativeAttr = root.dataset.nativeWidth ?? '0';
  const nativeWidth = Number(nativeAttr);
  if (!/^\d+(\.\d+)?$/.test(nativeAttr))
    throw new ConfigError(
      `flexible-image: data-native-width must be a width in px, got ${JSON.stringify(nativeAttr)}.`,
    );
  return { entries: parsed, nativeWidth, img };
}

/** Props of `FlexibleImage`. */
export interface FlexibleImageProps {
  /** Entries (docs/requirements.md#flexible-image). */
  entries: FlexibleImageEntry[];
  /** Native size attribute (docs/requirements.md#flexible-image), px. */
  nativeWidth: number;
  /** The url shown first: the one the server's <img> shows, if it shows one (first frame = server markup). */
  initialSrc: string;
  /** The container's current width in CSS px. */
  measure: () => number;
  /** The no-JS <img>'s attributes, kept (width and height in px: the native entry's size, for the aspect ratio). */
  alt: string;
  width?: number;
  height?: number;
  className: string;
  loading: 'lazy' | 'eager';
}

/**
 * Image switcher (docs/requirements.md#flexible-image): an <img> whose src is `pickImage(entries, measure(), nativeWidth)`, chosen
 * after mount and again IMAGE_SWITCHER_DEBOUNCE_MS (500 ms) after the last window resize.
 */
export function FlexibleImage({
  entries,
  nativeWidth,
  initialSrc,
  measure,
  alt,
  width,
  height,
  className,
  loading,
}: FlexibleImageProps) {
  const [src, setSrc] = useState(initialSrc);

  useEffect(() => {
    let active = true;
    const choose = () => {
      if (!active) return;
      const entry = pickImage(entries, measure(), nativeWidth);
      if (entry) setSrc(entry.url);
    };
    choose();
    const onResize = debounce(choose, IMAGE_SWITCHER_DEBOUNCE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      active = false;
      window.removeEventListener('resize', onResize);
    };
  }, [entries, nativeWidth, measure]);

  // `data-sizes` stays: still the image the start-up routine "image sizes are set" sized
  // (enhancers/lib/image-sizes.ts), which the browser picks from until this module loads.
  return (
    <img
      class={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      data-sizes="auto"
    />
  );
}

/**
 * Enhancer: `root` is the macro's `[data-enhancer="flexible-image"]` figure. Renders
 * `FlexibleImage` into the <img>'s frame (a container this module owns) in the same task as it
 * removes the server's <img>, so the layout never changes.
 * @throws {ElementError} / {ConfigError} see readFlexibleImage; the no-JS image then stays
 * @returns clean-up that puts the no-JS <img> back
 */
export default function enhance(root: HTMLElement, _context: EnhanceContext): () => void {
  const { entries, nativeWidth, img } = readFlexibleImage(root);
  const frame = img.parentElement!;
  const measure = () => root.getBoundingClientRect().width;
  const size = (name: 'width' | 'height') => (img.hasAttribute(name) ? Number(img.getAttribute(name)) : undefined);
  const props: FlexibleImageProps = {
    entries,
    nativeWidth,
    // What the visitor sees now; when nothing has loaded yet (a lazy image), the choice at once,
    // so the no-JS src is not fetched in vain.
    initialSrc: img.currentSrc || pickImage(entries, measure(), nativeWidth)!.url,
    measure,
    alt: img.getAttribute('alt') ?? '',
    width: size('width'),
    height: size('height'),
    className: img.className,
    loading: img.getAttribute('loading') === 'eager' ? 'eager' : 'lazy',
  };
  img.remove();
  render(<FlexibleImage {...props} />, frame);
  return () => {
    render(null, frame);
    frame.append(img);
  };
}
