import { screen, waitFor, within } from '@testing-library/react';
import type { TChatModel } from '@platform/contracts/chat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { makeBalance, makeMember, makeStatus } from '../../../test/fixtures';
import { fail, ok, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { useChatStore } from '../stores/chat-store';

const MODELS = 'GET /wps/relay/CBS_modelList';
const LAUNCH = 'GET /wps/relay/CBS_launchChat';

const CHAT_MODELS: TChatModel[] = [
  { code: 'GENERAL', name: 'Ayuda general', description: 'Cuenta, juegos y promociones' },
  { code: 'CASHIER', name: 'Depósitos y retiros', description: 'Pagos, bancos y comprobantes' },
];

const launched = (model = 'CASHIER') =>
  ok({
    chatUrl: `/chat/77#t=chat-token-${model}`,
    roomId: '77',
    model,
    expiresAt: '2025-03-10T20:00:00.000Z',
  });

/** A browser window as window.open returns it: blank at first, then pointed at the chat. */
function fakeWindow() {
  return {
    closed: false,
    opener: window as Window | null,
    document: document.implementation.createHTMLDocument(''),
    location: { replace: vi.fn() },
    focus: vi.fn(),
    close: vi.fn(),
  };
}

function loggedIn(api: TApiRoutes) {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
  return renderApp('/', makeStatus(), {
    'GET /wps/member/info': ok(makeMember()),
    'GET /wps/v2/wallets/balance': ok(makeBalance()),
    'GET /wps/relay/CSP_unreadCount': ok({ unreadMessage: 0 }),
    ...api,
  });
}

describe('live chat', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    useChatStore.setState({ open: false });
  });

  it('opens from the side menu, lists the topics and opens the chosen chat in its own window', async () => {
    const popup = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user, callsTo } = loggedIn({ [MODELS]: ok({ list: CHAT_MODELS }), [LAUNCH]: launched() });

    const entry = await screen.findByTestId('side-menu-cs-livechat');
    await user.click(entry);
    const chat = await screen.findByTestId('chat-window');
    expect(within(chat).getByRole('heading', { name: 'Chat en vivo' })).toBeInTheDocument();
    expect(await within(chat).findByTestId('chat-model-GENERAL')).toHaveTextContent('Ayuda general');
    expect(within(chat).getByTestId('chat-model-CASHIER')).toHaveTextContent('Pagos, bancos y comprobantes');
    expect(callsTo(MODELS)).toHaveLength(1);

    await user.click(within(chat).getByTestId('chat-model-CASHIER'));
    // Opened on the click itself (popup blockers allow that), before the launch reply.
    expect(open).toHaveBeenCalledTimes(1);
    expect(popup.opener).toBeNull();
    await waitFor(() =>
      expect(popup.location.replace).toHaveBeenCalledWith(
        `${window.location.origin}/chat/77#t=chat-token-CASHIER`,
      ),
    );
    expect(callsTo(LAUNCH).at(-1)?.query.get('model')).toBe('CASHIER');
    expect(await within(chat).findByTestId('chat-opened')).toHaveTextContent('Depósitos y retiros');
    expect(chat).toHaveTextContent('El chat está abierto en otra ventana');

    await user.click(within(chat).getByTestId('chat-focus'));
    expect(popup.focus).toHaveBeenCalled();
    expect(open).toHaveBeenCalledTimes(1);

    await user.click(within(chat).getByTestId('chat-close'));
    expect(screen.queryByTestId('chat-window')).not.toBeInTheDocument();
  });

  it('opens from the floating customer-service bar too, instead of following the link', async () => {
    const { user } = loggedIn({ [MODELS]: ok({ list: CHAT_MODELS }) });
    const bar = await screen.findByTestId('cs-bar');
    await user.click(within(bar).getByTestId('cs-bar-toggle'));
    await user.click(within(bar).getByTestId('cs-bar-livechat'));
    expect(await screen.findByTestId('chat-window')).toBeInTheDocument();
    expect(await screen.findByTestId('chat-model-GENERAL')).toBeInTheDocument();
  });

  it('says the popup was blocked and offers a direct link to the chat', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, callsTo } = loggedIn({
      [MODELS]: ok({ list: CHAT_MODELS }),
      [LAUNCH]: launched('GENERAL'),
    });
    await user.click(await screen.findByTestId('side-menu-cs-livechat'));
    await user.click(await screen.findByTestId('chat-model-GENERAL'));

    expect(await screen.findByTestId('chat-blocked')).toHaveTextContent(
      'Ventana emergente bloqueada. Permita las ventanas emergentes e inténtelo de nuevo.',
    );
    const link = await screen.findByTestId('chat-open-link');
    expect(link).toHaveAttribute('href', `${window.location.origin}/chat/77#t=chat-token-GENERAL`);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(callsTo(LAUNCH)).toHaveLength(1);
  });

  it('closes the waiting window and says why when the chat cannot start', async () => {
    const popup = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = loggedIn({
      [MODELS]: ok({ list: CHAT_MODELS }),
      [LAUNCH]: fail('INTERNAL', 'El chat no está disponible en este momento.'),
    });
    await user.click(await screen.findByTestId('side-menu-cs-livechat'));
    await user.click(await screen.findByTestId('chat-model-GENERAL'));
    expect(await screen.findByTestId('chat-failed')).toHaveTextContent(
      'El chat no está disponible en este momento.',
    );
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.replace).not.toHaveBeenCalled();
  });

  it('refuses a chat address that is not a web page', async () => {
    const popup = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = loggedIn({
      [MODELS]: ok({ list: CHAT_MODELS }),
      [LAUNCH]: ok({
        chatUrl: 'javascript:alert(1)',
        roomId: '1',
        model: 'GENERAL',
        expiresAt: '2025-03-10T20:00:00.000Z',
      }),
    });
    await user.click(await screen.findByTestId('side-menu-cs-livechat'));
    await user.click(await screen.findByTestId('chat-model-GENERAL'));
    expect(await screen.findByTestId('chat-failed')).toHaveTextContent(
      'Dirección no válida, comuníquese con atención al cliente.',
    );
    expect(popup.location.replace).not.toHaveBeenCalled();
    expect(popup.close).toHaveBeenCalled();
  });

  it('asks a visitor to log in first, without calling the chat service', async () => {
    const { user, callsTo } = renderApp('/', makeStatus(), {});
    await user.click(await screen.findByTestId('side-menu-cs-livechat'));
    const chat = await screen.findByTestId('chat-window');
    expect(within(chat).getByTestId('chat-login')).toHaveTextContent('Inicie sesión para chatear');
    await user.click(within(chat).getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.queryByTestId('chat-window')).not.toBeInTheDocument();
    expect(useAppStore.getState().modal).toEqual({ name: 'login' });
    expect(callsTo(MODELS)).toHaveLength(0);
  });

  it('says so when no topic is open', async () => {
    const { user } = loggedIn({ [MODELS]: ok({ list: [] }) });
    await user.click(await screen.findByTestId('side-menu-cs-livechat'));
    expect(await screen.findByTestId('chat-unavailable')).toHaveTextContent(
      'El chat en vivo no está disponible en este momento.',
    );
  });
});
