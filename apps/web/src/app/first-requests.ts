import type { QueryClient } from '@tanstack/react-query';
import type { TLanguage } from '@platform/contracts/i18n';
import { isHomePath, normalisePath, PROMOTIONS_PATH } from '@platform/contracts/pages.constants';
import { bannersQueryOptions } from '../features/content/api/get-banners';
import {
  hasPopup,
  NOTICES_PATH,
  noticesQuery,
  noticesQueryOptions,
} from '../features/content/api/get-notices';
import { ACTIVITIES_PATH } from '../features/promotions/api/keys';
import { systemStatusQueryOptions } from '../features/system/api/get-system-status';
import { startEarly } from '../lib/early-requests';
import { getSessionToken } from '../lib/storage';
import { preloadNoticeModal } from './modal-host';

/**
 * What the first page asks for, started by main.tsx with the first scripts instead of once the page's own
 * code has loaded (a round trip or two later on a phone). Returns the requests the first render waits for:
 * the status, home's banners, and `pageData`, what the page shows at once (a visitor's pop-up with its
 * window's code, the cards of /promotions, read into the query cache), so that it shows with the page
 * instead of moments after it.
 */
export function startFirstRequests(queryClient: QueryClient, language: TLanguage) {
  const path = normalisePath(window.location.pathname);
  const status = queryClient.prefetchQuery(systemStatusQueryOptions(language));
  // On home the first banner is the largest paint.
  const banners = isHomePath(path)
    ? queryClient.prefetchQuery(bannersQueryOptions('w_home', language))
    : undefined;
  const pageData: Promise<unknown>[] = [];
  if (!getSessionToken()) {
    // A visitor's notices. With a pop-up, they are read into the query cache and the window's code is in
    // before the first render, so the pop-up opens with the page (app/first-popup.ts), not a render later
    // (bench:web: it is a game list's largest paint, which then waited for the list's own requests too).
    pageData.push(
      startEarly(NOTICES_PATH, noticesQuery('B')).then((reply) =>
        hasPopup(reply)
          ? Promise.all([
              preloadNoticeModal(),
              queryClient.prefetchQuery(noticesQueryOptions('B', language, null)),
            ])
          : undefined,
      ),
    );
  }
  if (path === PROMOTIONS_PATH) {
    // The cards are read and checked before the first render, so it shows them, not their skeletons
    // replaced a moment later (bench:web: that second render held the first banner back on a phone).
    startEarly(ACTIVITIES_PATH, { category: undefined });
    pageData.push(
      import('../features/promotions/api/get-activities').then(({ activitiesQueryOptions }) =>
        queryClient.prefetchQuery(activitiesQueryOptions(getSessionToken(), language, null)),
      ),
    );
  }
  return { status, banners, pageData };
}
