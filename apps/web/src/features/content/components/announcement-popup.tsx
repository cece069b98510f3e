import { useEffect, useRef } from 'react';
import { useAppStore } from '../../../stores/app-store';
import { useViewerNotices } from '../hooks/use-viewer-notices';
import { popupStorageKey, shouldShowPopup } from '../utils/popup-rule';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The announcement pop-up of spec §4: once the viewer is known (visitor B, member A, first login F) and
 * their pop-up notices have loaded, it opens the notice popup over the page, unless it was closed in this
 * session or another popup is in the way, or the page asks it to wait (`paused`: the popup routes);
 * it then waits. Renders nothing itself.
 */
export function AnnouncementPopup({ paused = false }: { paused?: boolean }) {
  const { viewer, query } = useViewerNotices();
  const otherModalOpen =
    useAppStore((state) => state.modal !== null || state.forcedPasswordChange !== null) || paused;
  const openModalIfIdle = useAppStore((state) => state.openModalIfIdle);
  const shown = useRef(new Set<string>());
  const popupCount = query.data?.popup.length ?? 0;
  const key = popupStorageKey(viewer);

  useEffect(() => {
    if (!key) return;
    if (
      !shouldShowPopup({
        viewer,
        storage: sessionStore(),
        popupCount,
        shownKeys: shown.current,
        otherModalOpen,
      })
    )
      return;
    // Another popup may have opened since this render (the login popup of a page that needs a login):
    // the pop-up then waits for it to close instead of replacing it.
    if (!openModalIfIdle({ name: 'notice', source: 'popup', index: 0 })) return;
    shown.current.add(key);
    // A popup that replaces it before the viewer closed it (that login popup, opened a moment later)
    // means it was not seen: it comes back once the way is clear.
    const unsubscribe = useAppStore.subscribe((state, previous) => {
      if (previous.modal?.name !== 'notice' || state.modal === previous.modal) return;
      if (state.modal !== null) shown.current.delete(key);
      unsubscribe();
    });
    // `viewer` is rebuilt every render; its parts that matter are in `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, popupCount, otherModalOpen, openModalIfIdle]);

  return null;
}
