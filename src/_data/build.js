// @ts-check
/** Facts about the current build (global data `build`). */
export default {
  /** Year printed in the footer's copyright line. */
  year: new Date().getFullYear(),
};
