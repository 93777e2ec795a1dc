/**
 * `ConfigError` (docs/architecture.md#errors): a prop or data attribute has the wrong type or value. Its
 * own module, beside errors.ts, because only widget chunks throw it: the entry, which holds
 * errors.ts, then does not carry it.
 */
import { EnhancerError } from './errors';

/** A prop or data attribute has the wrong type or value. */
export class ConfigError extends EnhancerError {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}
