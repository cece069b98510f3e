import type { TExecution } from '@platform/contracts/content';
import { ANONYMOUS_POPUP_KEY, POPUP_CLOSED_KEY_PREFIX } from '@platform/contracts/pages.constants';

/**
 * The announcement pop-up of spec §4, as pure functions: shown once per session unless closed; the closed
 * flag lives in sessionStorage under a user key or an anonymous key; logged-in users see execution A (F on
 * their first login), visitors B. The pop-up shows the PU (popup) notices of that execution from the
 * announcement payload; nothing shows when there are none.
 */

// The keys are shared with the server, whose first screen paints a visitor's pop-up (index.html's script drops
// it when the closed flag or a session token is in the tab).
export { ANONYMOUS_POPUP_KEY, POPUP_CLOSED_KEY_PREFIX } from '@platform/contracts/pages.constants';

export type TPopupViewer = {
  /** A session token is held (the member may still be loading). */
  hasToken: boolean;
  /** Member info has loaded for the token. */
  isLogin: boolean;
  /** The login of this session answered `firstTimeLogin`. */
  firstLogin: boolean;
  /** The member's id once loaded; null for a visitor. */
  memberId: string | null;
};

/** Which execution the viewer reads: A for members (F on a first login), B for visitors; null while loading. */
export function popupExecution(viewer: TPopupViewer): TExecution | null {
  if (viewer.hasToken && !viewer.isLogin) return null;
  if (!viewer.isLogin) return 'B';
  return viewer.firstLogin ? 'F' : 'A';
}

/** The session's storage, where the closed flag lives (null where the browser refuses it). */
export function popupStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** A visitor: no session token. */
export const VISITOR: TPopupViewer = { hasToken: false, isLogin: false, firstLogin: false, memberId: null };

/** The sessionStorage key of the closed flag: per member, or the anonymous key for visitors. */
export function popupStorageKey(viewer: TPopupViewer): string | null {
  if (viewer.hasToken && !viewer.isLogin) return null;
  if (viewer.isLogin) {
    if (!viewer.memberId) return null;
    return `${POPUP_CLOSED_KEY_PREFIX}:${viewer.memberId}`;
  }
  return `${POPUP_CLOSED_KEY_PREFIX}:${ANONYMOUS_POPUP_KEY}`;
}

export type TPopupDecision = {
  viewer: TPopupViewer;
  /** sessionStorage (or a stand-in). */
  storage: Pick<Storage, 'getItem'> | null;
  /** How many pop-up notices the viewer's execution has. */
  popupCount: number;
  /** Keys already shown in this page's life (the pop-up opens once; reopening needs a new session). */
  shownKeys: ReadonlySet<string>;
  /** Another popup (login, a forced password change…) is open: the pop-up waits. */
  otherModalOpen: boolean;
};

/** True when the pop-up should open now. */
export function shouldShowPopup({
  viewer,
  storage,
  popupCount,
  shownKeys,
  otherModalOpen,
}: TPopupDecision): boolean {
  const key = popupStorageKey(viewer);
  if (!key || popupCount === 0 || otherModalOpen || shownKeys.has(key)) return false;
  return storage?.getItem(key) !== '1';
}

/** Closing the pop-up keeps it closed for the rest of the session (for this member, or for the visitor). */
export function markPopupClosed(viewer: TPopupViewer, storage: Pick<Storage, 'setItem'> | null): void {
  const key = popupStorageKey(viewer);
  if (!key || !storage) return;
  try {
    storage.setItem(key, '1');
  } catch {
    // Storage unavailable: the pop-up may show again after a reload.
  }
}
