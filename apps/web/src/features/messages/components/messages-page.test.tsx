import { act, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import type { TInboxMessage } from '@platform/contracts/messaging';
import { MEMBER_TYPE } from '@platform/contracts/member-types';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { makeBalance, makeMember, makeStatus } from '../../../test/fixtures';
import { fail, ok, type TApiCall, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const UNREAD = 'GET /wps/relay/CSP_unreadCount';
const LIST = 'GET /wps/member/messages';
const MARK_ALL = 'PUT /wps/member/messages/read';

function message(id: number, overrides: Partial<TInboxMessage> = {}): TInboxMessage {
  return {
    id: String(id),
    kind: 'NOTICE',
    title: `Aviso ${id}`,
    content: `<p>Texto del aviso ${id}</p>`,
    read: false,
    createdAt: `2025-03-${String(10 - (id % 9)).padStart(2, '0')}T18:30:00.000Z`,
    ...overrides,
  };
}

/** A small inbox server: 20 per page, newest first, reading marks read, "mark all" marks every one. */
function inboxServer(initial: TInboxMessage[]) {
  const messages = initial.map((item) => ({ ...item }));
  const unread = () => messages.filter((item) => !item.read).length;
  const routes: TApiRoutes = {
    [UNREAD]: () => ok({ unreadMessage: unread() }),
    [LIST]: (call: TApiCall) => {
      const pageNo = Number(call.query.get('pageNo') ?? '1');
      const pageSize = Number(call.query.get('pageSize') ?? '20');
      const list = call.query.get('unread') === 'true' ? messages.filter((item) => !item.read) : messages;
      return ok({
        content: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNum: pageNo,
        pageSize,
        totalPages: Math.ceil(list.length / pageSize),
        totalElements: list.length,
        unreadMessage: unread(),
      });
    },
    [MARK_ALL]: () => {
      const marked = unread();
      for (const item of messages) item.read = true;
      return ok({ marked, unreadMessage: 0 });
    },
  };
  for (const item of messages) {
    routes[`GET /wps/member/messages/${item.id}`] = () => {
      item.read = true;
      return ok({ ...item, unreadMessage: unread() });
    };
  }
  return { routes, messages };
}

function logIn(type: number = MEMBER_TYPE.MEMBER) {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
  return {
    'GET /wps/member/info': ok(makeMember({ type })),
    'GET /wps/v2/wallets/balance': ok(makeBalance()),
  };
}

async function openInbox(api: TApiRoutes, path = '/member/messageV2') {
  const view = renderApp(path, makeStatus(), { ...logIn(), ...api });
  await screen.findByTestId('inbox');
  return view;
}

const navBadge = () => within(screen.getByTestId('member-nav-messageV2')).queryByText(/^\d+\+?$/);

describe('member inbox (messageV2)', () => {
  it('lists messages with unread markers and the unread count on the menu and the account button', async () => {
    const { routes } = inboxServer([
      message(1, { title: 'Bono de bienvenida' }),
      message(2, { kind: 'FEEDBACK_REPLY', title: 'Respuesta sobre tu retiro', read: true }),
      message(3, {
        title: 'Mantenimiento programado',
        content: '<h3>Cierre de 02:00 a 04:00.</h3><ul><li>Juegos de PG en pausa.</li></ul>',
      }),
    ]);
    await openInbox(routes);

    const list = await screen.findByTestId('inbox-list');
    expect(within(list).getAllByRole('button')).toHaveLength(3);
    expect(screen.getByTestId('message-row-1')).toHaveAttribute('data-read', 'false');
    expect(screen.getByTestId('message-row-1')).toHaveTextContent('No leído: Bono de bienvenida');
    expect(screen.getByTestId('message-row-1')).toHaveTextContent('Texto del aviso 1');
    expect(screen.getByTestId('message-row-3')).toHaveTextContent(
      'Cierre de 02:00 a 04:00. Juegos de PG en pausa.',
    );
    expect(screen.getByTestId('message-row-2')).toHaveAttribute('data-read', 'true');
    expect(screen.getByTestId('message-row-2')).toHaveTextContent('Respuesta a su comentario');
    expect(screen.getByTestId('inbox-unread')).toHaveTextContent('Tiene 2 mensajes sin leer');
    await waitFor(() => expect(navBadge()).toHaveTextContent('2'));
    // The header's account area is a chunk of its own: on a busy machine it can arrive after the inbox.
    expect(await screen.findByTestId('account-menu-badge')).toHaveTextContent('2');
    expect(screen.getByTestId('account-menu-button')).toHaveAccessibleName(
      'Menú de la cuenta de ana2024, 2 sin leer',
    );
  });

  it('opens a message with its HTML, marks it read and counts one less everywhere', async () => {
    const { routes } = inboxServer([
      message(1, {
        title: 'Bono de bienvenida',
        content:
          '<p>Recibe <strong>100 %</strong> en tu primer depósito.</p><p><a href="/promotions">Ver promociones</a></p>',
      }),
      message(3),
    ]);
    const { user, callsTo, router } = await openInbox(routes);
    await waitFor(() => expect(navBadge()).toHaveTextContent('2'));

    await user.click(await screen.findByTestId('message-row-1'));
    const dialog = await screen.findByTestId('message-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Bono de bienvenida' })).toBeInTheDocument();
    const body = await within(dialog).findByTestId('message-dialog-body');
    expect(body.querySelector('strong')).toHaveTextContent('100 %');
    expect(within(body).getByRole('link', { name: 'Ver promociones' })).toHaveAttribute(
      'href',
      '/promotions',
    );
    expect(callsTo('GET /wps/member/messages/1')).toHaveLength(1);

    await waitFor(() => expect(navBadge()).toHaveTextContent('1'));
    await waitFor(() => expect(screen.getByTestId('account-menu-badge')).toHaveTextContent('1'));
    expect(useAppStore.getState().publicState.unreadMessage).toBe(1);
    expect(screen.getByTestId('message-row-1')).toHaveAttribute('data-read', 'true');
    expect(screen.getByTestId('inbox-unread')).toHaveTextContent('Tiene 1 mensaje sin leer');

    // A link to a page of the site moves inside the app.
    await user.click(within(body).getByRole('link', { name: 'Ver promociones' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotions'));
  });

  it('marks every message read at once and the badges go away', async () => {
    const { routes } = inboxServer([message(1), message(2), message(3)]);
    const { user, callsTo } = await openInbox(routes);
    await waitFor(() => expect(navBadge()).toHaveTextContent('3'));

    await user.click(screen.getByTestId('inbox-mark-all'));
    await waitFor(() =>
      expect(screen.getByTestId('inbox-unread')).toHaveTextContent('Todos sus mensajes están leídos'),
    );
    expect(callsTo(MARK_ALL)).toHaveLength(1);
    expect(navBadge()).toBeNull();
    expect(screen.queryByTestId('account-menu-badge')).not.toBeInTheDocument();
    for (const id of ['1', '2', '3'])
      expect(screen.getByTestId(`message-row-${id}`)).toHaveAttribute('data-read', 'true');
    expect(screen.getByTestId('inbox-mark-all')).toBeDisabled();
  });

  it('keeps the count when "mark all" is refused, and says why', async () => {
    const { routes } = inboxServer([message(1), message(2)]);
    const { user } = await openInbox({
      ...routes,
      [MARK_ALL]: fail('INTERNAL', 'Error interno, inténtalo más tarde.'),
    });
    await waitFor(() => expect(navBadge()).toHaveTextContent('2'));
    await user.click(screen.getByTestId('inbox-mark-all'));
    expect(await screen.findByTestId('inbox-mark-all-error')).toHaveTextContent(
      'Error interno, inténtalo más tarde.',
    );
    expect(navBadge()).toHaveTextContent('2');
    expect(screen.getByTestId('message-row-1')).toHaveAttribute('data-read', 'false');
  });

  it('pages through a long inbox, 20 at a time', async () => {
    const { routes } = inboxServer(
      Array.from({ length: 45 }, (_, index) => message(index + 1, { read: index > 2 })),
    );
    const { user, callsTo } = await openInbox(routes);
    await screen.findByTestId('message-row-1');
    expect(within(screen.getByTestId('inbox-list')).getAllByRole('button')).toHaveLength(20);
    expect(screen.getByTestId('inbox-pager-status')).toHaveTextContent('Página 1 de 3');

    await user.click(screen.getByTestId('inbox-pager-next'));
    await screen.findByTestId('message-row-21');
    expect(screen.queryByTestId('message-row-1')).not.toBeInTheDocument();
    expect(screen.getByTestId('inbox-pager-status')).toHaveTextContent('Página 2 de 3');
    expect(callsTo(LIST).at(-1)?.query.get('pageNo')).toBe('2');

    await user.click(screen.getByTestId('inbox-pager-next'));
    await screen.findByTestId('message-row-45');
    expect(within(screen.getByTestId('inbox-list')).getAllByRole('button')).toHaveLength(5);
    expect(screen.getByTestId('inbox-pager-next')).toBeDisabled();
  });

  it('filters the unread messages', async () => {
    const { routes } = inboxServer([message(1), message(2, { read: true }), message(3)]);
    const { user, callsTo } = await openInbox(routes);
    await screen.findByTestId('message-row-2');
    await user.click(screen.getByTestId('inbox-filter-unread'));
    await waitFor(() => expect(screen.queryByTestId('message-row-2')).not.toBeInTheDocument());
    expect(screen.getByTestId('message-row-1')).toBeInTheDocument();
    expect(callsTo(LIST).at(-1)?.query.get('unread')).toBe('true');
    expect(screen.getByTestId('inbox-filter-unread')).toHaveTextContent('No leídos (2)');
  });

  it('shows an empty inbox plainly', async () => {
    const { routes } = inboxServer([]);
    await openInbox(routes);
    const empty = await screen.findByTestId('inbox-empty');
    expect(empty).toHaveTextContent('Aún no tiene mensajes');
    expect(screen.getByTestId('inbox-mark-all')).toBeDisabled();
    expect(navBadge()).toBeNull();
    expect(screen.queryByTestId('account-menu-badge')).not.toBeInTheDocument();
  });

  it('speaks English when the page does', async () => {
    const { routes } = inboxServer([message(1, { kind: 'FEEDBACK_REPLY' })]);
    await i18n.changeLanguage('en');
    await openInbox(routes);
    expect(await screen.findByTestId('message-row-1')).toHaveTextContent('Reply to your feedback');
    expect(screen.getByTestId('inbox-unread')).toHaveTextContent('You have 1 unread message');
    expect(screen.getByTestId('inbox-mark-all')).toHaveTextContent('Mark all as read');
  });
});

describe('message language', () => {
  it('stores the site language for the member and loads the inbox again in it', async () => {
    let stored = 'es';
    const titles: Record<string, string> = { es: 'Bono de bienvenida', en: 'Welcome bonus' };
    const { routes } = inboxServer([message(1)]);
    const { callsTo } = await openInbox({
      ...routes,
      [LIST]: () =>
        ok({
          content: [message(1, { title: titles[stored] })],
          pageNum: 1,
          pageSize: 20,
          totalPages: 1,
          totalElements: 1,
          unreadMessage: 1,
        }),
      'PUT /wps/member/language': (call) => {
        stored = (call.body as { language: string }).language;
        return ok({ language: stored });
      },
    });
    expect(await screen.findByTestId('message-row-1')).toHaveTextContent('Bono de bienvenida');
    expect(callsTo('PUT /wps/member/language')).toHaveLength(0);

    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(screen.getByTestId('message-row-1')).toHaveTextContent('Welcome bonus'));
    expect(callsTo('PUT /wps/member/language').map((call) => call.body)).toEqual([{ language: 'en' }]);
  });
});

describe('unread count and the public state', () => {
  it('loads the unread count for a member on any page and shows it on the account menu entry', async () => {
    const { routes } = inboxServer([message(1), message(2)]);
    const { user, callsTo } = renderApp('/', makeStatus(), { ...logIn(), ...routes });
    await waitFor(() => expect(screen.getByTestId('account-menu-badge')).toHaveTextContent('2'));
    expect(callsTo(UNREAD).length).toBeGreaterThan(0);
    await user.click(screen.getByTestId('account-menu-button'));
    expect(screen.getByTestId('account-menu-messages')).toHaveAttribute('href', '/member/messageV2');
    expect(screen.getByTestId('account-menu-messages-badge')).toHaveTextContent('2');
    expect(screen.getByTestId('account-menu-messages')).toHaveTextContent('Mensajes');
    await waitFor(() =>
      expect(useAppStore.getState().publicState).toMatchObject({
        balance: 1234.5,
        currencySymbol: '$',
        hasVip: false,
        unreadMessage: 2,
        availablePromoCount: 0,
      }),
    );
  });

  it('never asks a trial account for its unread messages (spec §6)', async () => {
    const { routes } = inboxServer([message(1)]);
    sessionStorage.setItem('token', 'tok-1');
    useAppStore.setState({ token: 'tok-1' });
    const { callsTo } = renderApp('/', makeStatus(), {
      'GET /wps/member/info': ok(makeMember({ type: MEMBER_TYPE.TRIAL })),
      'GET /wps/v2/wallets/balance': ok(makeBalance()),
      ...routes,
    });
    await screen.findByTestId('account-menu-button');
    await waitFor(() => expect(useAppStore.getState().publicState.balance).toBe(1234.5));
    expect(callsTo(UNREAD)).toHaveLength(0);
    expect(screen.queryByTestId('account-menu-badge')).not.toBeInTheDocument();
    expect(useAppStore.getState().publicState.unreadMessage).toBe(0);
  });

  it('forgets the count at logout', async () => {
    const { routes } = inboxServer([message(1)]);
    renderApp('/', makeStatus(), { ...logIn(), ...routes });
    await waitFor(() => expect(useAppStore.getState().publicState.unreadMessage).toBe(1));
    useAppStore.getState().clearSession();
    await waitFor(() =>
      expect(useAppStore.getState().publicState).toMatchObject({ unreadMessage: 0, balance: null }),
    );
  });
});
