/**
 * Our drawings under forced colours (Windows' contrast themes; WCAG 1.4.3, 1.4.11), at 320, 375 and
 * 1440 px: the system paints backgrounds with its own Canvas, black in a dark theme, and the
 * drawings' dark lines and labels were made for a light plate. The home hero's chip drawing labels
 * its size "≈ 7.5 mm" in dark text: the test reads the pixels the browser painted around that label
 * (a screenshot, decoded in a blank page's canvas) and asserts the contrast between the label and
 * what is behind it.
 */
import { test, expect, type Page } from '@playwright/test';
import { NARROW, WIDE } from '../support/widths.js';

/** The label's box in the drawing's own units (public/images/illustrations/chip.svg, 480 × 360):
 *  "≈ 7.5 mm", rotated 30° about (135, 269), its dimension line above it. */
const LABEL = { x: 105, y: 246, width: 60, height: 34 };
const VIEWBOX_WIDTH = 480;

/** Relative luminance (WCAG) of 8-bit sRGB channels. */
function luminance([r, g, b]: number[]): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The lightest and darkest pixel's contrast ratio inside `clip` of a PNG (px), decoded in a blank page. */
async function contrastIn(
  page: Page,
  png: Buffer,
  clip: { x: number; y: number; width: number; height: number },
): Promise<number> {
  const blank = await page.context().newPage();
  try {
    const pixels = await blank.evaluate(
      async ({ src, clip }) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.width;
        canvas.height = img.height;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        return [...ctx.getImageData(clip.x, clip.y, clip.width, clip.height).data];
      },
      { src: `data:image/png;base64,${png.toString('base64')}`, clip },
    );
    const lums: number[] = [];
    for (let i = 0; i < pixels.length; i += 4) lums.push(luminance(pixels.slice(i, i + 3)));
    return (Math.max(...lums) + 0.05) / (Math.min(...lums) + 0.05);
  } finally {
    await blank.close();
  }
}

for (const width of [320, 375, 1440]) {
  // Each width in the project of its kind.
  test.describe(`at ${width} px`, width < 640 ? NARROW : WIDE, () => {
    test.use({ viewport: { width, height: width < 640 ? 740 : 900 } });

    for (const colorScheme of ['dark', 'light'] as const) {
      test(`forced colours (${colorScheme} system theme): the home hero chip's "≈ 7.5 mm" label stays legible`, async ({
        page,
      }) => {
        await page.emulateMedia({ forcedColors: 'active', colorScheme });
        await page.goto('/');
        const art = page.locator('.home-hero__art img');
        await expect(art).toHaveAttribute('src', '/images/illustrations/chip.svg');
        await art.evaluate((img: HTMLImageElement) => img.decode());
        // The drawing fills the image's content box (inside its padding and border).
        const box = await art.evaluate((img) => {
          const s = getComputedStyle(img);
          const left = parseFloat(s.paddingLeft) + parseFloat(s.borderLeftWidth);
          const top = parseFloat(s.paddingTop) + parseFloat(s.borderTopWidth);
          return { left, top, width: img.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) };
        });
        const scale = box.width / VIEWBOX_WIDTH;
        const clip = {
          x: Math.round(box.left + LABEL.x * scale),
          y: Math.round(box.top + LABEL.y * scale),
          width: Math.round(LABEL.width * scale),
          height: Math.round(LABEL.height * scale),
        };
        const ratio = await contrastIn(page, await art.screenshot(), clip);
        expect(ratio, 'the label against what is behind it').toBeGreaterThanOrEqual(4.5);
      });
    }
  });
}
