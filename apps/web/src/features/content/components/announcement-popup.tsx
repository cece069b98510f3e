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
 * session or another popup is in the way (it then waits). Renders nothing itself.
 */
export function AnnouncementPopup() {
  const { viewer, query } = useViewerNotices();
  const otherModalOpen = useAppStore((state) => state.modal !== null || state.forcedPasswordChange !== null);
  const openModal = useAppStore((state) => state.openModal);
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
    shown.current.add(key);
    openModal({ name: 'notice', source: 'popup', index: 0 });
    // `viewer` is rebuilt every render; its parts that matter are in `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, popupCount, otherModalOpen, openModal]);

  return null;
}
