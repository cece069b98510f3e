import { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { noticesQueryOptions } from '../features/content/api/get-notices';
import { makePayload, notice } from '../features/content/test/fixtures';
import { useAppStore } from '../stores/app-store';
import { makeStatus } from '../test/fixtures';
import { ok } from '../test/mock-api';
import { renderApp } from '../test/render-app';
import { openFirstPopup } from './first-popup';
import { preloadNoticeModal } from './modal-host';
import { LOGIN_REQUIRED_ROUTE_ID, SITE_ROUTE_ID } from './router';

/** The routes a page of the site matched (its layout's among them). */
const SITE_PAGE = ['root', SITE_ROUTE_ID, '0-0-0'];

const POPUP = [notice('9', 'PU', 'Aviso importante', '<p>Juegue con responsabilidad.</p>')];

/** The cache as the start-up leaves it for a visitor: their notices (execution B) in Spanish. */
function startupCache(popup = POPUP) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(noticesQueryOptions('B', 'es', null).queryKey, makePayload({ popup }));
  return queryClient;
}

const popupOpen = () => {
  const modal = useAppStore.getState().modal;
  return modal?.name === 'notice' && modal.source === 'popup';
};

describe('the announcement pop-up opened by the start-up (spec §4)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens before the first render for a visitor whose notices hold a pop-up', () => {
    openFirstPopup(startupCache(), 'es', SITE_PAGE);
    expect(useAppStore.getState().modal).toEqual({ name: 'notice', source: 'popup', index: 0 });
  });

  it('stays closed without pop-up notices, once closed in this session, for a session, and on a popup route', () => {
    openFirstPopup(startupCache([]), 'es', SITE_PAGE);
    expect(popupOpen()).toBe(false);

    sessionStorage.setItem('announcementPopupClosed:anonymous', '1');
    openFirstPopup(startupCache(), 'es', SITE_PAGE);
    expect(popupOpen()).toBe(false);
    sessionStorage.clear();

    // A member's pop-up (execution A or F) waits for their member info: AnnouncementPopup opens it.
    sessionStorage.setItem('token', 'tok-1');
    openFirstPopup(startupCache(), 'es', SITE_PAGE);
    expect(popupOpen()).toBe(false);
    sessionStorage.clear();

    window.history.replaceState(null, '', '/login');
    openFirstPopup(startupCache(), 'es', SITE_PAGE);
    expect(popupOpen()).toBe(false);
  });

  it('stays closed outside the site’s layout (the agent login, the agent centre) and over a page that asks for a login', () => {
    window.history.replaceState(null, '', '/agent');
    openFirstPopup(startupCache(), 'es', ['root', '2-0-0']);
    expect(popupOpen()).toBe(false);
    window.history.replaceState(null, '', '/member/transactionHistory');
    openFirstPopup(startupCache(), 'es', [...SITE_PAGE, LOGIN_REQUIRED_ROUTE_ID]);
    expect(popupOpen()).toBe(false);
  });

  it('does not replace a window that is already open', () => {
    useAppStore.getState().openModal({ name: 'login' });
    openFirstPopup(startupCache(), 'es', SITE_PAGE);
    expect(useAppStore.getState().modal).toEqual({ name: 'login' });
  });

  it('shows with the page, and once closed stays closed (the page takes it over)', async () => {
    await preloadNoticeModal();
    const queryClient = startupCache();
    openFirstPopup(queryClient, 'es', SITE_PAGE);
    const view = renderApp(
      '/',
      makeStatus(),
      { 'GET /wps/content/notices': ok(makePayload({ popup: POPUP })) },
      {},
      queryClient,
    );
    // Rendered from what the start-up read: no request of its own. (That it paints in the page's first frame
    // is measured in a browser: bench:web's largest paint of a game list is this pop-up.)
    const modal = await screen.findByTestId('notice-modal');
    expect(within(modal).getByTestId('notice-modal-title')).toHaveTextContent('Aviso importante');
    expect(modal.closest('.modal')).toHaveClass('modal--still');
    expect(view.callsTo('GET /wps/content/notices')).toHaveLength(0);

    await view.user.click(within(modal).getByTestId('notice-modal-ok'));
    expect(sessionStorage.getItem('announcementPopupClosed:anonymous')).toBe('1');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('notice-modal')).not.toBeInTheDocument();
  });
});
