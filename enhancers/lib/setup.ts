/**
 * The page set-up routine (docs/requirements.md#page-startup) that every page needs (the header is on every
 * page). The other routines live in their own chunks and load only when their elements exist
 * (see routine-chunks.ts).
 */
/** CSS custom property holding the room (px) below the header that dropdown panels may fill. */
export const DROPDOWN_MAX_HEIGHT_PROPERTY = '--dropdown-max-height';

/**
 * Corrects dropdown sizes on load and on resize: the header's dropdown panels and the mobile menu
 * may be no taller than the visible window below the header (100vh is taller than the visible
 * area on mobile browsers with a toolbar), so their last links stay reachable.
 */
export function correctDropdownSizes(win: Window = window): void {
  const doc = win.document;
  const header = doc.querySelector('.site-header');
  if (!header) return;
  const update = () => {
    const room = Math.max(0, win.innerHeight - header.getBoundingClientRect().bottom);
    doc.documentElement.style.setProperty(DROPDOWN_MAX_HEIGHT_PROPERTY, `${Math.floor(room)}px`);
  };
  update();
  // At most one update per frame while the window is being resized.
  let frame = 0;
  win.addEventListener('resize', () => {
    win.cancelAnimationFrame(frame);
    frame = win.requestAnimationFrame(update);
  });
}
