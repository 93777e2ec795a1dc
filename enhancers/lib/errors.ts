/**
 * Error classes of the enhancers (docs/architecture.md#errors). Each sets `name` explicitly so it
 * survives minification.
 */

/** Base class of every error an enhancer throws on purpose. */
export class EnhancerError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EnhancerError';
  }
}

/** A required element or attribute is missing; the message names the component and what it looked for. */
export class ElementError extends EnhancerError {
  constructor(message: string) {
    super(message);
    this.name = 'ElementError';
  }
}

/**
 * docs/requirements.md#errors: an on-demand chunk did not load (time-out or load error).
 * Message, exactly: `Loading chunk {n} failed.` where {n} is the chunk's name.
 */
export class ChunkLoadError extends EnhancerError {
  // The chunk's name is in the message only: no field of its own, to keep the entry chunk small
  // (docs/architecture.md#budgets: ≤ 1.5 KB gzip).
  constructor(chunk: string, options?: { cause?: unknown }) {
    super(`Loading chunk ${chunk} failed.`, options);
    this.name = 'ChunkLoadError';
  }
}

// ConfigError (a prop of the wrong type) lives in config-error.ts: only widget chunks throw it, so
// the entry chunk, which holds this module, does not carry its bytes.
