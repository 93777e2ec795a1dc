/**
 * The build's Vite options (src/eleventy/bundle/vite.js): Rollup's warnings reach the build output, but
 * for the one known harmless import of Glide's source, which would otherwise print on every build.
 */
import { describe, expect, it, vi } from 'vitest';
import type { RollupLog } from 'rollup';
import { onRollupWarning } from '../../src/eleventy/bundle/vite.js';

const glideHtml = '/project/node_modules/@glidejs/glide/src/components/html.js';

describe('onRollupWarning', () => {
  it('drops only the unused `exist` import of Glide\u2019s src/components/html.js', () => {
    const warn = vi.fn();
    onRollupWarning(
      { code: 'MISSING_EXPORT', binding: 'exist', id: glideHtml, message: '"exist" is not exported' } as RollupLog,
      warn,
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['another missing export of the same file', { code: 'MISSING_EXPORT', binding: 'toArray', id: glideHtml }],
    [
      'the same name missing in our own code',
      { code: 'MISSING_EXPORT', binding: 'exist', id: '/project/enhancers/carousel/carousel.tsx' },
    ],
    ['any other warning', { code: 'CIRCULAR_DEPENDENCY', id: glideHtml }],
  ])('passes on %s', (_case, log) => {
    const warn = vi.fn();
    onRollupWarning({ message: 'm', ...log } as RollupLog, warn);
    expect(warn).toHaveBeenCalledOnce();
  });
});
