// @ts-check
/**
 * Facts about the current build (global data `build`): the footer's year and the build mode
 * (`build.mode`, `build.preview`, `build.contentStrict`), decided in src/eleventy/build-mode.js.
 * Eleventy calls this once per build, after it has set ELEVENTY_RUN_MODE.
 */
import { buildMode } from '../eleventy/build-mode.js';

export default function build() {
  return {
    /** Year printed in the footer's copyright line. */
    year: new Date().getFullYear(),
    ...buildMode(),
  };
}
