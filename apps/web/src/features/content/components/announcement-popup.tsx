import { useEffect, useRef } from 'react';
import { useAppStore } from '../../../stores/app-store';
import { useViewerNotices } from '../hooks/use-viewer-notices';
import { popupStorage, popupStorageKey, shouldShowPopup } from '../utils/popup-rule';

/**
 * The announcement pop-up of spec §4: once the viewer is known (visitor B, member A, first login F) and
 * their pop-up notices have loaded, it opens the notice popup over the page, unless it was closed in this
 * session or another popup is in the way, or the page asks it to wait (`paused`: the popup routes);
 * it then waits. Renders nothing itself.
 */
export function AnnouncementPopup({ paused = false }: { paused?: boolean }) {
  const { viewer, query } = useViewerNotices();
  const modal = useAppStore((state) => state.modal);
  const forced = useAppStore((state) => state.forcedPasswordChange !== null);
  const openModalIfIdle = useAppStore((state) => state.openModalIfIdle);
  const shown = useRef(new Set<string>());
  const popupCount = query.data?.popup.length ?? 0;
  const key = popupStorageKey(viewer);
  const popupOpen = modal?.name === 'notice' && modal.source === 'popup';
  /**
   * The viewer key of the pop-up this component opened and that is still open; a visitor's pop-up that
   * the start-up opened before the first render (app/first-popup.ts) is taken over as its own.
   */
  const open = useRef<string | null>(popupOpen ? key : null);

  useEffect(() => {
    if (open.current && !popupOpen) {
      // Gone: closed by the viewer (nothing open now), or replaced by another popup before it was seen
      // (the login popup of a page that needs a login) — then it comes back once the way is clear.
      if (modal === null) shown.current.add(open.current);
      open.current = null;
    }
    if (!key) return;
    if (
      !shouldShowPopup({
        viewer,
        storage: popupStorage(),
        popupCount,
        shownKeys: shown.current,
        otherModalOpen: modal !== null || forced || paused,
      })
    )
      return;
    // Another popup may have opened since this render: the pop-up then waits instead of replacing it.
    if (openModalIfIdle({ name: 'notice', source: 'popup', index: 0 })) open.current = key;
    // `viewer` is rebuilt every render; its parts that matter are in `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, popupCount, modal, forced, paused, openModalIfIdle]);

  return null;
}
