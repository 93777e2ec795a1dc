/**
 * Video embeds and the CSP, in the gallery projects (the GALLERY=1 build): the gallery
 * page /frontend/video-embed/ has one iframe from each video host of docs/requirements.md#video-embeds inside rich text.
 * Each is wrapped at the ratio of its own width and height, and the page's
 * Content-Security-Policy lets each load with no `securitypolicyviolation`, while an iframe from
 * any other host is blocked and reported (`frame-src`).
 *
 * There is no internet here: requests to the video hosts are answered by a local stub page
 * (page.route), so what is checked is the policy's decision and the layout, not the video.
 */
import { test, expect, type Page } from '@playwright/test';
import { collectErrors } from '../support/console.js';
import { skipWithoutGallery } from '../support/gallery.js';

skipWithoutGallery();

const VIDEO_HOSTS = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
const OTHER_HOST = 'https://video.example.org';

interface Violation {
  directive: string;
  blocked: string;
}

/** Records every `securitypolicyviolation` from before the first script runs. */
async function recordViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const list: { directive: string; blocked: string }[] = [];
    (window as unknown as { __cspViolations: typeof list }).__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (e) =>
      list.push({ directive: e.effectiveDirective, blocked: e.blockedURI }),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);
}

/** Answers every request to the video hosts (and the other host, were it ever requested) with a stub page. */
async function stubVideoHosts(page: Page): Promise<string[]> {
  const requested: string[] = [];
  for (const host of [...VIDEO_HOSTS, OTHER_HOST]) {
    await page.route(`${host}/**`, (route) => {
      requested.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Video stub</title><p>stub</p>',
      });
    });
  }
  return requested;
}

test('a video from each host is wrapped at its own ratio and loads with no CSP violation', async ({ page }) => {
  const errors = collectErrors(page);
  const violations = await recordViolations(page);
  const requested = await stubVideoHosts(page);
  await page.goto('/frontend/video-embed/', { waitUntil: 'load' });

  const iframes = page.locator('.prose .video-embed > iframe');
  await expect(iframes).toHaveCount(3);
  const hosts = await iframes.evaluateAll((list) => list.map((f) => new URL((f as HTMLIFrameElement).src).origin));
  expect(hosts).toEqual(VIDEO_HOSTS);

  for (const iframe of await iframes.all()) {
    const [w, h] = await iframe.evaluate((f) => [Number(f.getAttribute('width')), Number(f.getAttribute('height'))]);
    const wrap = (await iframe.locator('xpath=..').boundingBox())!;
    const box = (await iframe.boundingBox())!;
    // Intrinsic ratio: the wrapper is as wide as the text column and as tall as the ratio makes it.
    expect(
      Math.abs(wrap.height - (wrap.width * h) / w),
      `${w} × ${h} in ${wrap.width} × ${wrap.height}`,
    ).toBeLessThanOrEqual(1);
    expect([box.width, box.height]).toEqual([wrap.width, wrap.height]);
    const column = (await iframe.locator('xpath=ancestor::*[contains(@class, "prose")][1]').boundingBox())!;
    expect(wrap.width).toBeLessThanOrEqual(column.width + 0.5);
  }

  // Each frame really navigated to its host (the stub answered), and nothing was blocked.
  expect(VIDEO_HOSTS.every((host) => requested.some((url) => url.startsWith(host)))).toBe(true);
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test('an iframe from another host is blocked by frame-src and reported', async ({ page }) => {
  const violations = await recordViolations(page);
  const requested = await stubVideoHosts(page);
  await page.goto('/frontend/video-embed/', { waitUntil: 'load' });
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = 'Not a video host';
    document.querySelector('.prose')!.append(frame);
  }, `${OTHER_HOST}/embed/1`);
  // Blocked and reported under frame-src: once per policy that forbids it (the page's <meta> and,
  // served as the hosts serve it, the _headers header: the same decision reported twice).
  const reported = async () => [
    ...new Set((await violations()).map((v) => `${v.directive} ${new URL(v.blocked).origin}`)),
  ];
  await expect.poll(reported).toEqual([`frame-src ${OTHER_HOST}`]);
  expect(requested.filter((url) => url.startsWith(OTHER_HOST))).toEqual([]);
});
