/**
 * Page start-up (docs/requirements.md#page-startup): a list of setup routines, each isolated.
 */

export interface Routine {
  /** Named in the log when it throws. */
  name: string;
  run: () => void;
}

/**
 * Runs every routine in order. An exception in one is logged with `console.error` as an uncaught
 * exception in that routine (naming it) and does not stop the others.
 */
export function runRoutines(routines: Routine[]): void {
  for (const routine of routines) {
    try {
      routine.run();
    } catch (error) {
      logRoutineError(routine.name, error);
    }
  }
}

/**
 * docs/requirements.md#page-startup: logs `error` with `console.error` as an uncaught exception in the setup routine `name`.
 * Used for the routines run here and for those whose code is a chunk (their exception, or their
 * chunk's `Loading chunk {n} failed.`, arrives later, asynchronously).
 */
export function logRoutineError(name: string, error: unknown): void {
  console.error(`Uncaught exception in setup routine "${name}":`, error);
}
