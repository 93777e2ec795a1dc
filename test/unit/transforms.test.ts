import { describe, expect, it } from 'vitest';
import transformsPlugin, { checkAndRewritePage } from '../../src/eleventy/pages/transforms.js';
import site from '../../src/_data/site.js';

/** A built page's rewrites (links, tables, videos), as the build applies them. */
const rewrite = (html: string) => checkAndRewritePage(html, 'pages/example.md');

describe('external links (docs/requirements.md#external-links): another host opens in a new tab with noopener noreferrer', () => {
  it('marks links to another host and tells screen-reader users', () => {
    const out = rewrite('<p><a href="https://www.owlstonemedical.com/">Medical</a></p>');
    expect(out).toBe(
      '<p><a href="https://www.owlstonemedical.com/" target="_blank" rel="noopener noreferrer">Medical<span class="visually-hidden"> (opens a new tab)</span></a></p>',
    );
  });

  it('treats protocol-relative urls as another host and keeps existing rel tokens', () => {
    const out = rewrite('<a href="//example.org/x" rel="external">x</a>');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="external noopener noreferrer"');
  });

  it("leaves absolute links to the site's own host alone (hosts compared with site.url)", () => {
    const html = `<a href="${site.url}/products/">P</a><a href="//${new URL(site.url).host}/technology/">T</a>`;
    expect(rewrite(html)).toBe(html);
  });

  it('leaves site-relative, fragment and mailto links alone', () => {
    const html = '<a href="/products/">P</a><a href="#chip">C</a><a href="mailto:a@b.c">M</a>';
    expect(rewrite(html)).toBe(html);
  });
});

describe('table wrappers (docs/requirements.md#table-overflow): rich-text tables scroll inside their own container', () => {
  it('wraps a bare table in a wrapper the table-overflow enhancer picks up', () => {
    expect(rewrite('<p>x</p><table><tr><td>1</td></tr></table>')).toBe(
      '<p>x</p><div class="table-wrap" data-enhancer="table-overflow" data-enhancer-on="overflow"><table><tr><td>1</td></tr></table></div>',
    );
  });

  it('does not wrap an already wrapped table again, but gives its wrapper the enhancer', () => {
    const html = '<div class="table-wrap"><table><tr><td>1</td></tr></table></div>';
    expect(rewrite(html)).toBe(
      '<div class="table-wrap" data-enhancer="table-overflow" data-enhancer-on="overflow"><table><tr><td>1</td></tr></table></div>',
    );
    expect(rewrite(rewrite(html))).toBe(rewrite(html));
  });
});

describe('video wrappers (docs/requirements.md#video-embeds): YouTube (two hosts) and Vimeo iframes get an intrinsic-ratio wrapper', () => {
  it.each([
    'https://www.youtube.com/embed/abc123',
    'https://youtube.com/embed/abc123',
    'https://www.youtube-nocookie.com/embed/abc123',
    'https://youtube-nocookie.com/embed/abc123',
    'https://player.vimeo.com/video/76979871',
    '//player.vimeo.com/video/76979871',
  ])('wraps %s with the ratio of its width and height', (src) => {
    const iframe = `<iframe src="${src}" width="640" height="360" allowfullscreen></iframe>`;
    expect(rewrite(`<p>x</p>${iframe}`)).toBe(
      `<p>x</p><div class="video-embed"><svg class="video-embed__ratio" viewBox="0 0 640 360" aria-hidden="true" focusable="false"></svg>${iframe}</div>`,
    );
  });

  it('uses 16 : 9 when the iframe has no usable width or height', () => {
    const iframe = '<iframe src="https://www.youtube.com/embed/abc" width="100%"></iframe>';
    expect(rewrite(iframe)).toContain('viewBox="0 0 16 9"');
  });

  it('keeps a 4:3 video at 4:3', () => {
    expect(rewrite('<iframe src="https://player.vimeo.com/video/1" width="400" height="300"></iframe>')).toContain(
      'viewBox="0 0 400 300"',
    );
  });

  it('leaves other iframes alone, including look-alike hosts', () => {
    const html =
      '<iframe src="https://www.google.com/maps/embed?pb=1"></iframe>' +
      '<iframe src="https://notyoutube.com/embed/x"></iframe>' +
      '<iframe src="https://vimeo.com.evil.example/video/1"></iframe>' +
      '<iframe src="/local/page.html"></iframe>';
    expect(rewrite(html)).toBe(html);
  });

  it('does not wrap an already wrapped video twice, even when run again', () => {
    const html =
      '<div class="video-embed"><svg class="video-embed__ratio" viewBox="0 0 16 9" aria-hidden="true" focusable="false"></svg><iframe src="https://www.youtube.com/embed/a"></iframe></div>';
    expect(rewrite(html)).toBe(html);
    const once = rewrite('<iframe src="https://player.vimeo.com/video/1"></iframe>');
    expect(rewrite(once)).toBe(once);
  });

  it('a built page gets the video wrapper together with the other rewrites in one pass', () => {
    const out = rewrite(
      '<iframe src="https://www.youtube-nocookie.com/embed/a"></iframe><table><tr><td>1</td></tr></table>',
    );
    expect(out).toContain('<div class="video-embed"');
    expect(out).toContain('<div class="table-wrap"');
  });
});

describe('video wrapper markup passes the site html-validate rules, with no style attribute (the CSP blocks those)', () => {
  it('has 0 html-validate errors', async () => {
    const { HtmlValidate, FileSystemConfigLoader } = await import('html-validate');
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const body = rewrite(
      '<iframe src="https://player.vimeo.com/video/1" width="640" height="360" title="Demo video"></iframe>',
    );
    const report = await validator.validateString(
      `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`,
    );
    expect(report.results.flatMap((r) => r.messages.map((m) => m.message))).toEqual([]);
    expect(body).not.toContain('style=');
  });
});

describe('minify-html, the last transform', () => {
  const transforms = new Map<
    string,
    (this: { page: { outputPath: string } }, content: string) => string | Promise<string>
  >();
  transformsPlugin({ addTransform: (name: string, fn: never) => transforms.set(name, fn) } as never);
  const minify = (content: string, outputPath = '_site/x/index.html') =>
    transforms.get('minify-html')!.call({ page: { outputPath } }, content);

  it('runs last, after the page rewrites', () => {
    expect([...transforms.keys()]).toEqual(['page-rewrites', 'minify-html']);
  });

  it('makes each run of whitespace one space, never none, keeps <pre> and <textarea> as written, and drops comments', async () => {
    const page =
      '<!doctype html><html lang="en"><head><title>t</title></head><body>\n  <p>One\n    <a href="/">two</a>\n    <em>three</em></p>\n  <!-- note -->\n  <pre>a\n  b</pre>\n  <textarea name="m">x\n  y</textarea>\n</body></html>';
    const out = await minify(page);
    expect(out).toContain('<p>One <a href="/">two</a> <em>three</em></p>');
    expect(out).toContain('<pre>a\n  b</pre>');
    expect(out).toContain('<textarea name="m">x\n  y</textarea>');
    expect(out).not.toContain('note');
    expect(out.length).toBeLessThan(page.length);
  });

  it('leaves what is not an HTML page alone', async () => {
    expect(await minify('<feed>\n  <entry/>\n</feed>', '_site/feed.xml')).toBe('<feed>\n  <entry/>\n</feed>');
  });
});
