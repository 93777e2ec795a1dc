/**
 * Carousel helpers shared by carousel.spec.ts (the home page's carousels: chunk, layout shift, no-JS
 * row) and carousel.gallery.spec.ts (the journeys, on the gallery's examples).
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Scrolls the carousel `root` into view and waits until Glide has mounted it. */
export async function mounted(root: Locator): Promise<Locator> {
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveClass(/glide--slider/);
  return root;
}

/** Loads `url`, then scrolls its carousel `selector` into view and waits until Glide has mounted it. */
export async function ready(page: Page, url: string, selector: string): Promise<Locator> {
  await page.goto(url);
  return mounted(page.locator(selector));
}

/** The carousel's live "n of count" status. */
export const status = (root: Locator) => root.locator('.carousel__status');
/** How many slides the carousel has. */
export const slideCount = (root: Locator) => root.locator('.carousel__slide').count();

/** Left edges (px, relative to the track) and widths of the slides. */
export function geometry(root: Locator) {
  return root.evaluate((el) => {
    const track = el.querySelector('.carousel__track')!.getBoundingClientRect();
    const slides = [...el.querySelectorAll('.carousel__slide')].map((s) => s.getBoundingClientRect());
    return {
      trackWidth: track.width,
      trackRight: track.right,
      slides: slides.map((r) => ({ left: r.left - track.left, right: r.right, width: r.width })),
    };
  });
}

/** Drags the first slide left by `distance` px with the mouse or, on the touch project, a finger. */
export async function swipe(page: Page, root: Locator, distance: number, touch: boolean) {
  const box = (await root.locator('.carousel__slide').first().boundingBox())!;
  const y = box.y + box.height / 2;
  const x0 = box.x + box.width * 0.8;
  const steps = 10;
  if (touch) {
    const cdp = await page.context().newCDPSession(page);
    const point = (x: number) => [{ x, y, id: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x0) });
    for (let i = 1; i <= steps; i++)
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: point(x0 - (distance * i) / steps),
      });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } else {
    await page.mouse.move(x0, y);
    await page.mouse.down();
    for (let i = 1; i <= steps; i++) await page.mouse.move(x0 - (distance * i) / steps, y);
    await page.mouse.up();
  }
}
