/** The width under which the side menu is a drawer over the page (layout.css). */
export const NARROW_SCREEN = '(max-width: 960px)';

/** Whether the window is narrow enough for the drawer (false where matchMedia is missing). */
export function isNarrowScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_SCREEN).matches
    : false;
}
