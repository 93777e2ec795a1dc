/**
 * Page start-up (SPEC §2 Page startup, §8): a list of setup routines, each isolated.
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
      console.error(`Uncaught exception in setup routine "${routine.name}":`, error);
    }
  }
}
