import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allFlags, makeMember, makeRegisterSettings, makeStatus } from '../test/fixtures';
import { ok } from '../test/mock-api';
import { renderApp } from '../test/render-app';
import { useAppStore } from '../stores/app-store';

const signIn = (token = 'tok-123') => {
  sessionStorage.setItem('token', token);
  useAppStore.setState({ token });
};

describe('routes of spec §2', () => {
  it.each(['/', '/index', '/index.html', '/home'])(
    '%s shows home with header, side menu and footer',
    async (path) => {
      renderApp(path);
      expect(await screen.findByTestId('home-page')).toBeInTheDocument();
      expect(screen.getByTestId('header')).toBeInTheDocument();
      expect(screen.getByTestId('side-menu')).toBeInTheDocument();
      // The footer's code loads after the first render (below the fold).
      expect(await screen.findByTestId('footer-vendors')).toHaveTextContent('PGEG2PTJDBCQ9FCJLBGS');
      expect(screen.getByTestId('scroll-top')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bienvenido a Royal Test');
    },
  );

  it.each([
    ['/member/withdraw'],
    ['/member'],
    ['/favorite'],
    ['/recent'],
    ['/lottery?gameCode=VN1'],
    ['/seaLottery'],
    ['/vnLottery'],
    ['/agentHome'],
  ])('without a session token %s redirects to /login with the login popup', async (path) => {
    const { router } = renderApp(path);
    expect(await screen.findByTestId('login-modal')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByTestId('home-page')).toBeInTheDocument();
  });

  it('with a session token the member centre opens with its navigation', async () => {
    signIn();
    const { router } = renderApp('/member');
    expect(await screen.findByTestId('member-page-securityCenter')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/member/securityCenter');
    const nav = screen.getByTestId('member-nav');
    expect(within(nav).getByText('Historial de apuestas')).toBeInTheDocument();
    expect(within(nav).queryByText('Reembolso manual')).not.toBeInTheDocument();
  });

  it('manualRebate exists only with the MANPLAYREB3 flag', async () => {
    signIn();
    renderApp('/member/manualRebate');
    expect(await screen.findByTestId('not-found-page')).toBeInTheDocument();
  });

  it('manualRebate opens when MANPLAYREB3 is on', async () => {
    signIn();
    renderApp('/member/manualRebate', makeStatus({ whitelabel: allFlags({ MANPLAYREB3: true }) }));
    expect(await screen.findByTestId('member-page-manualRebate')).toBeInTheDocument();
  });

  it('/pointMall is for members: a visitor gets the login popup, a member the mall', async () => {
    const visitor = renderApp('/pointMall');
    expect(await screen.findByTestId('login-modal')).toBeInTheDocument();
    expect(visitor.router.state.location.pathname).toBe('/login');
    visitor.unmount();
    signIn();
    renderApp('/pointMall');
    const page = await screen.findByTestId('point-mall-page');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Tienda de puntos');
    // Without PTSYS3 the mall says so and asks nothing of the server.
    expect(await within(page).findByTestId('point-mall-disabled')).toBeInTheDocument();
  });

  it('/agentHome sends a logged-in non-agent to /agent', async () => {
    signIn();
    const { router } = renderApp('/agentHome');
    expect(await screen.findByTestId('agent-login-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent');
    expect(screen.queryByTestId('header')).not.toBeInTheDocument();
  });

  it('/agentHome opens for an agent, without header, side menu or footer', async () => {
    signIn();
    useAppStore.getState().setMember({ type: 41 });
    renderApp('/agentHome');
    expect(await screen.findByTestId('agent-center-page')).toBeInTheDocument();
    expect(screen.getByTestId('agent-gmt')).toHaveTextContent('GMT-6');
    expect(screen.queryByTestId('header')).not.toBeInTheDocument();
    expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument();
    expect(screen.queryByTestId('footer')).not.toBeInTheDocument();
  });

  it('/agent is the bare agent login page with the support hours', async () => {
    renderApp('/agent');
    expect(await screen.findByTestId('agent-support-hours')).toHaveTextContent(
      'de lunes a viernes, de 12:00 a 21:00',
    );
    expect(screen.queryByTestId('footer')).not.toBeInTheDocument();
  });

  it('/register opens the registration modal with the referral code', async () => {
    renderApp('/register?referralCode=AB12');
    expect(await screen.findByTestId('register-modal')).toBeInTheDocument();
    expect(screen.getByTestId('register-referral-code')).toHaveTextContent('AB12');
  });

  it.each(['/login', '/register'])(
    'a signed-in member who opens %s is sent home, without its popup',
    async (path) => {
      signIn();
      const { router } = renderApp(path, makeStatus(), { 'GET /wps/member/info': ok(makeMember()) });
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(await screen.findByTestId('home-page')).toBeInTheDocument();
      expect(screen.queryByTestId('login-modal')).not.toBeInTheDocument();
      expect(screen.queryByTestId('register-modal')).not.toBeInTheDocument();
    },
  );

  it('a trial account that opens /register still gets the registration popup', async () => {
    signIn('tok-trial');
    renderApp('/register', makeStatus(), {
      'GET /wps/member/info': ok(makeMember({ type: 4 })),
      'GET /wps/system/setting/register': ok(makeRegisterSettings()),
    });
    expect(await screen.findByTestId('register-modal')).toBeInTheDocument();
  });

  it('closing the login popup of /login goes to /', async () => {
    const { router, user } = renderApp('/login');
    await screen.findByTestId('login-modal');
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByTestId('login-modal')).not.toBeInTheDocument();
  });

  it('the header login and register buttons open the popups in place', async () => {
    const { router, user } = renderApp('/promotions');
    await screen.findByTestId('promotions-page');
    await user.click(screen.getByTestId('header-login'));
    expect(screen.getByTestId('login-modal')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('header-register'));
    expect(screen.getByTestId('register-modal')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/promotions');
  });

  it('/help#term opens the help popup at the terms', async () => {
    renderApp('/help#term');
    const modal = await screen.findByTestId('help-modal');
    expect(within(modal).getByText('Términos y condiciones')).toBeInTheDocument();
  });

  it.each([
    ['/sports', 'game-center-page', 'Deportes'],
    ['/cockfight', 'game-center-page', 'Peleas de gallos'],
    ['/rng?vassalage=INHOUSE', 'game-list-page', 'Tragamonedas'],
    ['/bgs', 'game-list-page', 'Juegos BGS'],
    ['/inhouse', 'game-list-page', 'Juegos de la casa'],
    ['/promotions', 'promotions-page', 'Promociones'],
  ])('%s renders its lazy screen', async (path, testId, title) => {
    renderApp(path);
    const page = await screen.findByTestId(testId);
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it('the game list shows the vendor chosen by ?vassalage', async () => {
    renderApp('/rng?vassalage=INHOUSE');
    expect(await screen.findByTestId('game-list-vendor')).toHaveTextContent('Juegos de la casa');
  });

  it('an unknown path shows the translated 404 page inside the site layout', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByTestId('not-found-page')).toHaveTextContent('Página no encontrada');
    expect(screen.getByTestId('header')).toBeInTheDocument();
  });
});

describe('scrolling', () => {
  it('scrolls to top on a route change and to the element of a hash anchor', async () => {
    const { router } = renderApp('/promotions');
    await screen.findByTestId('promotions-page');
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/sports'));
    await screen.findByTestId('game-center-page');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);

    await act(() => router.navigate('/help#term'));
    await screen.findByTestId('help-modal');
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
  });

  it('leaving /login by history closes its popup', async () => {
    const { router } = renderApp('/promotions');
    await screen.findByTestId('promotions-page');
    await act(() => router.navigate('/login'));
    await screen.findByTestId('login-modal');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByTestId('login-modal')).not.toBeInTheDocument());
  });
});

describe('side menu visibility', () => {
  it.each(['/seamless', '/SeamLess', '/vnLottery', '/seaLottery', '/lottery', '/lottert'])(
    'is off on %s',
    async (path) => {
      signIn();
      renderApp(path);
      await screen.findByTestId('header');
      await waitFor(() => expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument());
      expect(screen.queryByTestId('side-menu-toggle')).not.toBeInTheDocument();
    },
  );

  it('is on elsewhere and can be toggled', async () => {
    const { user } = renderApp('/promotions');
    const menu = await screen.findByTestId('side-menu');
    const toggle = screen.getByTestId('side-menu-toggle');
    const before = menu.getAttribute('data-open');
    await user.click(toggle);
    expect(menu.getAttribute('data-open')).not.toBe(before);
    expect(toggle).toHaveAttribute('aria-expanded', menu.getAttribute('data-open'));
  });

  it('lists home, promotions, customer-service links by position and resources', async () => {
    renderApp('/');
    const menu = await screen.findByTestId('side-menu');
    expect(within(menu).getByTestId('side-menu-home')).toHaveAttribute('href', '/index');
    expect(within(menu).getByText('Promociones')).toBeInTheDocument();
    // The VIP bonus needs VIP levels (VIP3, off here; side-menu.test.tsx covers it on).
    expect(within(menu).queryByText('Bono VIP')).not.toBeInTheDocument();
    // Invite friends needs the REFERRAL promotion (off here; side-menu.test.tsx covers it on).
    expect(within(menu).queryByText('Invitar amigos')).not.toBeInTheDocument();
    const cs = within(menu).getByTestId('side-menu-cs');
    expect(within(cs).getByText('Chat 24/7').closest('a')).toHaveAttribute(
      'href',
      'https://chat.example.test/room',
    );
    expect(within(cs).queryByText('Evil')).not.toBeInTheDocument();
    expect(within(menu).getByText('Guía del jugador').closest('a')).toHaveAttribute(
      'href',
      'https://docs.example.test/guide',
    );
    expect(screen.getByTestId('cs-bar')).toBeInTheDocument();
  });
});
