import { describe, expect, it } from 'vitest';
import { enquiryDestination, withEnquiryDestination } from '../../src/eleventy/enquiry.js';
import { AuthorError } from '../../src/eleventy/content/author-error.js';

describe('the privacy notice says where an enquiry goes (docs/authoring.md "The enquiry form on a page")', () => {
  it('names the service of each provider', () => {
    expect(enquiryDestination({ provider: 'netlify', origin: null })).toContain('Netlify Forms');
    expect(enquiryDestination({ provider: 'endpoint', origin: 'https://forms.example.com' })).toContain(
      'at https://forms.example.com,',
    );
    expect(enquiryDestination({ provider: 'local', origin: null })).toContain('the server that runs this website');
    expect(enquiryDestination({ provider: 'cloudflare', origin: null })).toContain('hosted by Cloudflare');
  });

  it('refuses a notice whose text lost the line, naming the file, the CMS field and the line to put back', () => {
    const html = `<section>${enquiryDestination({ provider: 'local', origin: null })}</section>`;
    expect(withEnquiryDestination(html, './pages/privacy/index.md')).toBe(html);
    let error: unknown;
    try {
      withEnquiryDestination('<section><p>Edited.</p></section>', './pages/privacy/index.md');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AuthorError);
    expect((error as AuthorError).field).toBe('Text');
    expect((error as AuthorError).message).toMatch(
      /^\.\/pages\/privacy\/index\.md: the privacy notice no longer says where an enquiry goes\. Put the line \{% enquiryDestination %\} back/,
    );
  });
});
