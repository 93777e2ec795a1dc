// @vitest-environment happy-dom
/** docs/requirements.md#page-startup: an exception in one set-up routine is logged and the others still run. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runRoutines } from '../../enhancers/lib/routines';

afterEach(() => vi.restoreAllMocks());

describe('runRoutines', () => {
  it('runs every routine; one that throws is logged as an uncaught exception naming it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ran: string[] = [];
    const boom = new Error('A parent of <scroll-indicator> needs the "data-scroll-to-parent" attribute');
    runRoutines([
      { name: 'first', run: () => ran.push('first') },
      {
        name: 'scroll indicator',
        run: () => {
          throw boom;
        },
      },
      { name: 'third', run: () => ran.push('third') },
    ]);
    expect(ran).toEqual(['first', 'third']);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Uncaught exception in setup routine "scroll indicator":', boom);
  });
});
