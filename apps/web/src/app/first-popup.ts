import type { QueryClient } from '@tanstack/react-query';
import type { TLanguage } from '@platform/contracts/i18n';
import { normalisePath } from '@platform/contracts/pages.constants';
import { noticesQueryOptions } from '../features/content/api/get-notices';
import { popupStorage, shouldShowPopup, VISITOR } from '../features/content/utils/popup-rule';
import { getSessionToken } from '../lib/storage';
import { useAppStore } from '../stores/app-store';
import { MODAL_ROUTES } from './modal-host';
import { LOGIN_REQUIRED_ROUTE_ID, SITE_ROUTE_ID } from './router';

/**
 * A visitor's announcement pop-up (spec §4), opened before the first render when the start-up read their
 * notices (app/first-requests.ts): the page paints with it. Opened by AnnouncementPopup's effect instead,
 * it came a frame after the page (the window's store subscription starts after the first paint), and on
 * a game list, where it is the largest paint, that frame held the paint behind the list's requests
 * (bench:web). AnnouncementPopup takes over the open pop-up; the rule is the same (popup-rule.ts).
 * `routeIds` are the ids of the routes the page matched: the pop-up belongs to the site's layout (not the
 * agent login or the agent centre), and waits on a page that opens its login window first, as it does on
 * the popup routes (/login, /register, /help).
 */
export function openFirstPopup(
  queryClient: QueryClient,
  language: TLanguage,
  routeIds: readonly string[],
): void {
  if (getSessionToken() || MODAL_ROUTES.has(normalisePath(window.location.pathname))) return;
  // Only where the page shows it (the site's layout), and not over a page that asks for a login first.
  if (!routeIds.includes(SITE_ROUTE_ID) || routeIds.includes(LOGIN_REQUIRED_ROUTE_ID)) return;
  const notices = queryClient.getQueryData(noticesQueryOptions('B', language, null).queryKey);
  const store = useAppStore.getState();
  const show = shouldShowPopup({
    viewer: VISITOR,
    storage: popupStorage(),
    popupCount: notices?.popup.length ?? 0,
    shownKeys: new Set(),
    otherModalOpen: store.modal !== null || store.forcedPasswordChange !== null,
  });
  if (show) store.openModalIfIdle({ name: 'notice', source: 'popup', index: 0 });
}
