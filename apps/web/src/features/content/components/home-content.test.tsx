import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { makeMember, makeStatus } from '../../../test/fixtures';
import { ok, type TApiCall, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { banner, makePayload, notice } from '../test/fixtures';

const NOTICES = 'GET /wps/content/notices';
const BANNERS = 'GET /wps/content/banners';

const BULLETINS = [
  notice('1', 'B', 'Depósitos por SPEI en minutos'),
  notice('2', 'B', 'Nunca le pediremos su contraseña'),
  notice('3', 'B', 'Nuevos juegos cada semana'),
];

const GAME = {
  nodeId: 'PG-RNG001',
  vassalage: 'PG',
  gameCode: 'RNG001',
  gameType: 'RNG',
  isGame: 'GAME',
  gameName: 'Fortuna de Oro',
};

const HOME_BANNERS = [
  banner('1', { title: 'Bono de bienvenida', linkageType: 'PROMOTION', href: '/promotions' }),
  banner('2', { title: 'Fortuna de Oro', linkageType: 'GAME', target: GAME.nodeId, game: GAME }),
  banner('3', { title: 'Sitio del proveedor', linkageType: 'URL', href: 'https://vendor.example.com/news' }),
  banner('4', { title: 'Deportes' }),
];

function bannersByGroup(call: TApiCall) {
  const group = call.query.get('groupName');
  return ok({ groupName: group, list: group === 'w_home' ? HOME_BANNERS : [] });
}

function api(extra: TApiRoutes = {}): TApiRoutes {
  return {
    [NOTICES]: ok(makePayload({ bulletin: BULLETINS })),
    [BANNERS]: bannersByGroup,
    ...extra,
  };
}

describe('notice marquee', () => {
  it('scrolls the bulletins and a click opens the notice popup at that bulletin, with previous and next', async () => {
    const { user, callsTo } = renderApp('/', makeStatus(), api());
    const marquee = await screen.findByTestId('notice-marquee');
    expect(within(marquee).getAllByRole('button', { name: 'Nunca le pediremos su contraseña' })).toHaveLength(
      1,
    );
    expect(callsTo(NOTICES)[0]?.query.get('execution')).toBe('B');
    expect(callsTo(NOTICES)[0]?.query.get('types')).toBe('B,PL,PU,PR,H');

    await user.click(screen.getByTestId('notice-marquee-item-1'));
    const modal = await screen.findByTestId('notice-modal');
    expect(within(modal).getByTestId('notice-modal-title')).toHaveTextContent(
      'Nunca le pediremos su contraseña',
    );
    expect(within(modal).getByTestId('notice-modal-count')).toHaveTextContent('2 de 3');
    // Opened by the visitor: it fades in as every window does.
    expect(modal.closest('.modal')).not.toHaveClass('modal--still');

    await user.click(within(modal).getByTestId('notice-modal-next'));
    expect(within(modal).getByTestId('notice-modal-title')).toHaveTextContent('Nuevos juegos cada semana');
    expect(within(modal).getByTestId('notice-modal-next')).toBeDisabled();
    await user.click(within(modal).getByTestId('notice-modal-prev'));
    await user.click(within(modal).getByTestId('notice-modal-prev'));
    expect(within(modal).getByTestId('notice-modal-title')).toHaveTextContent(
      'Depósitos por SPEI en minutos',
    );
    expect(within(modal).getByTestId('notice-modal-prev')).toBeDisabled();
  });

  it('is absent when there are no bulletins', async () => {
    renderApp('/', makeStatus(), api({ [NOTICES]: ok(makePayload()) }));
    await screen.findByTestId('home-banner');
    expect(screen.queryByTestId('notice-marquee')).not.toBeInTheDocument();
  });
});

describe('home banner carousel', () => {
  it('runs Swiper looping with clickable dots, lazy images after the first, and pointer-cursor links', async () => {
    renderApp('/', makeStatus(), api());
    const carousel = await screen.findByTestId('home-banner');
    expect(carousel).toHaveAttribute('data-loop', 'true');
    await waitFor(() => expect(carousel.querySelector('.swiper-pagination-clickable')).not.toBeNull());
    const images = within(carousel).getAllByRole('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images.slice(1).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    expect(within(carousel).getByTestId('home-banner-slide-0')).toHaveClass('banner--link');
    expect(within(carousel).getByTestId('home-banner-slide-3')).not.toHaveClass('banner--link');
  });

  it('a PROMOTION banner navigates, a URL banner opens a new tab without opener', async () => {
    const { user, router } = renderApp('/', makeStatus(), api());
    const carousel = await screen.findByTestId('home-banner');
    const external = within(carousel).getByRole('link', { name: 'Sitio del proveedor' });
    expect(external).toHaveAttribute('href', 'https://vendor.example.com/news');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(within(carousel).getByRole('link', { name: 'Bono de bienvenida' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotions'));
  });

  it('a GAME banner starts its game: a visitor is asked to log in, a member gets the game launched', async () => {
    const launch = (call: TApiCall) =>
      ok({
        url: `https://games.example.test/${String(call.query.get('nodeId') ?? '')}`,
        gameName: 'Fortuna de Oro',
      });
    const first = renderApp('/', makeStatus(), api());
    const carousel = await screen.findByTestId('home-banner');
    await first.user.click(within(carousel).getByRole('button', { name: 'Jugar Fortuna de Oro' }));
    expect(await screen.findByTestId('login-modal')).toBeInTheDocument();
    first.unmount();

    sessionStorage.setItem('token', 'tok-1');
    useAppStore.setState({ token: 'tok-1', modal: null });
    const second = renderApp(
      '/',
      makeStatus(),
      api({
        'GET /wps/member/info': ok(makeMember()),
        'GET /wps/relay/GCS_gameLaunchFB': launch,
        'GET /wps/game/launchGame': launch,
      }),
    );
    await waitFor(() => expect(useAppStore.getState().isLogin).toBe(true));
    const slide = within(await screen.findByTestId('home-banner')).getByRole('button', {
      name: 'Jugar Fortuna de Oro',
    });
    slide.focus();
    await second.user.keyboard('{Enter}');
    await waitFor(() => expect(useAppStore.getState().openGame?.nodeId).toBe('PG-RNG001'));
  });

  it('keeps the hero when the group has no banners', async () => {
    renderApp('/', makeStatus(), api({ [BANNERS]: ok({ groupName: 'w_home', list: [] }) }));
    expect(await screen.findByTestId('home-banner-slot')).toBeInTheDocument();
  });
});

describe('announcement pop-up (spec §4)', () => {
  const POPUP = [notice('9', 'PU', 'Aviso importante', '<p>Juegue con responsabilidad.</p>')];

  it('pops up for a visitor, and once closed stays closed for the session', async () => {
    const first = renderApp('/', makeStatus(), api({ [NOTICES]: ok(makePayload({ popup: POPUP })) }));
    const modal = await screen.findByTestId('notice-modal');
    expect(within(modal).getByRole('heading', { level: 2 })).toHaveTextContent('Anuncio');
    expect(within(modal).getByTestId('notice-modal-title')).toHaveTextContent('Aviso importante');
    // It arrives with the page: shown at once, not faded in over it.
    expect(modal.closest('.modal')).toHaveClass('modal--still');
    await first.user.click(within(modal).getByTestId('notice-modal-ok'));
    expect(screen.queryByTestId('notice-modal')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('announcementPopupClosed:anonymous')).toBe('1');
    first.unmount();

    // A reload in the same session: the pop-up does not come back.
    renderApp('/', makeStatus(), api({ [NOTICES]: ok(makePayload({ popup: POPUP })) }));
    await screen.findByTestId('home-banner');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('notice-modal')).not.toBeInTheDocument();
  });

  it('waits behind the login popup of a page that needs a login, and shows once it is closed', async () => {
    const view = renderApp(
      '/member/transactionHistory',
      makeStatus(),
      api({ [NOTICES]: ok(makePayload({ popup: POPUP })) }),
    );
    const login = await screen.findByTestId('login-modal');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByTestId('login-modal')).toBe(login);
    expect(screen.queryByTestId('notice-modal')).not.toBeInTheDocument();
    await view.user.keyboard('{Escape}');
    expect(await screen.findByTestId('notice-modal')).toBeInTheDocument();
  });

  it('comes back when another popup replaced it before it was closed', async () => {
    renderApp('/', makeStatus(), api({ [NOTICES]: ok(makePayload({ popup: POPUP })) }));
    await screen.findByTestId('notice-modal');
    act(() => useAppStore.getState().openModal({ name: 'login' }));
    expect(await screen.findByTestId('login-modal')).toBeInTheDocument();
    expect(screen.queryByTestId('notice-modal')).not.toBeInTheDocument();
    act(() => useAppStore.getState().closeModal());
    expect(await screen.findByTestId('notice-modal')).toBeInTheDocument();
  });

  it('shows a member the execution A pop-up, and F after a first login', async () => {
    sessionStorage.setItem('token', 'tok-1');
    useAppStore.setState({ token: 'tok-1', firstLogin: true });
    const { callsTo } = renderApp(
      '/',
      makeStatus(),
      api({
        'GET /wps/member/info': ok(makeMember()),
        [NOTICES]: (call) =>
          ok(makePayload({ execution: 'F', popup: call.query.get('execution') === 'F' ? POPUP : [] })),
      }),
    );
    expect(await screen.findByTestId('notice-modal')).toBeInTheDocument();
    expect(callsTo(NOTICES).map((call) => call.query.get('execution'))).toEqual(['F']);
  });
});

describe('sign-in window banners (w_login, w_register, w_forget)', () => {
  const SIGN_IN_BANNERS: Record<string, ReturnType<typeof banner>[]> = {
    w_login: [
      banner('11', {
        groupName: 'w_login',
        title: 'Bienvenido de nuevo',
        linkageType: 'PAGE',
        href: '/promotions',
      }),
    ],
    w_register: [banner('12', { groupName: 'w_register', title: 'Cree su cuenta' })],
    w_forget: [banner('13', { groupName: 'w_forget', title: 'Recupere su acceso' })],
  };
  const signInApi = () =>
    api({
      [BANNERS]: (call: TApiCall) => {
        const group = call.query.get('groupName') ?? '';
        return ok({ groupName: group, list: SIGN_IN_BANNERS[group] ?? [] });
      },
    });

  it('the login window shows its banner, sized and lazy, and a PAGE banner opens its page', async () => {
    const { user, router } = renderApp('/', makeStatus(), signInApi());
    await user.click(await screen.findByTestId('header-login'));
    const modal = await screen.findByTestId('login-modal');
    const carousel = await within(modal).findByTestId('w_login-banner');
    const image = within(carousel).getAllByRole('img')[0];
    expect(image).toHaveAttribute('src', '/lgw/content/art/banner-11.svg');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '200');
    expect(image).toHaveAttribute('loading', 'lazy');
    await user.click(within(carousel).getAllByRole('link', { name: 'Bienvenido de nuevo' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotions'));
  });

  it('the register and forgot-password windows show their own groups; an empty group shows nothing', async () => {
    const { user, callsTo } = renderApp('/', makeStatus(), signInApi());
    await user.click(await screen.findByTestId('header-register'));
    const register = await screen.findByTestId('register-modal');
    expect(
      within(await within(register).findByTestId('w_register-banner')).getAllByRole('img')[0],
    ).toHaveAttribute('alt', 'Cree su cuenta');

    act(() => useAppStore.getState().openModal({ name: 'forgotPassword' }));
    const forgot = await screen.findByTestId('forgot-password-modal');
    expect(
      within(await within(forgot).findByTestId('w_forget-banner')).getAllByRole('img')[0],
    ).toHaveAttribute('alt', 'Recupere su acceso');
    const groups = callsTo(BANNERS).map((call) => call.query.get('groupName'));
    expect(groups).toEqual(expect.arrayContaining(['w_register', 'w_forget']));

    delete SIGN_IN_BANNERS.w_login;
    act(() => useAppStore.getState().openModal({ name: 'login' }));
    const login = await screen.findByTestId('login-modal');
    await waitFor(() =>
      expect(callsTo(BANNERS).some((c) => c.query.get('groupName') === 'w_login')).toBe(true),
    );
    await waitFor(() => expect(login.querySelector('.banner-carousel--loading')).toBeNull());
    expect(within(login).queryByTestId('w_login-banner')).not.toBeInTheDocument();
  });
});
