import { screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { MEMBER_TYPE } from '@platform/contracts/member-types';
import { allFlags, makeMember, makeStatus, pageOf } from '../../../test/fixtures';
import { SEEDED_MENUS } from '../../../test/game-menus-fixture';
import { ok, type TApiCall, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const MENUS_ROUTE = 'GET /lgw/games/game_menus';
const LIST_ROUTE = 'GET /wps/relay/GCSGAME_gameList';

/** A GCSGAME_gameList page holding the vendor's first game, `<category>001`. */
function firstGamePage(call: TApiCall) {
  const gameType = call.query.get('gameType') ?? 'LOTT';
  const vassalage = call.query.get('vassalage') ?? 'LOTT';
  const gameCode = `${gameType}001`;
  return ok(
    pageOf(
      [
        {
          vassalage,
          gameCode,
          gameType,
          isGame: 'GAME',
          gameId: gameCode,
          nodeId: `${vassalage}-${gameCode}`,
          displayName: 'Lotería Clásica',
          gameName: 'Lotería Clásica',
          nodeName: 'Lotería Clásica',
          lagerIcon: '',
          showIcon: '',
          iconUrl: '',
          isHot: 0,
          isNew: false,
          platforms: ['html5'],
          maintenance: false,
        },
      ],
      { pageSize: 1 },
    ),
  );
}

const API: TApiRoutes = { [MENUS_ROUTE]: ok(SEEDED_MENUS), [LIST_ROUTE]: firstGamePage };

function signIn(api: TApiRoutes = {}) {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
  return { 'GET /wps/member/info': ok(makeMember()), ...api };
}

async function categoryItems() {
  const menu = await screen.findByTestId('side-menu');
  await within(menu).findByTestId('side-menu-category-RNG');
  return within(menu)
    .getAllByRole('link')
    .slice(0, 12)
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('side menu game categories', () => {
  it('lists home, the categories with vendors in the menus’ order, then promotions', async () => {
    renderApp('/promotions', makeStatus(), API);
    await waitFor(() =>
      expect(screen.getByTestId('side-menu-category-LOTT')).toHaveAttribute(
        'href',
        '/lottery?gameCode=LOTT001',
      ),
    );
    expect(await categoryItems()).toEqual([
      ['Inicio', '/index'],
      ['Tragamonedas', '/rng'],
      ['Juegos de la casa', '/rng?vassalage=INHOUSE'],
      ['Pesca', '/fish'],
      ['Casino en vivo', '/live'],
      ['Juegos de cartas', '/pvp'],
      ['Deportes', '/sports'],
      ['eSports', '/esports'],
      ['Peleas de gallos', '/cockfight'],
      ['Lotería', '/lottery?gameCode=LOTT001'],
      ['Lotería electrónica', '/vnLottery?gameCode=ELOTT001'],
      ['Promociones', '/promotions'],
    ]);
    expect(screen.getByTestId('side-menu-category-FISH').querySelector('svg')).toHaveAttribute(
      'data-category-icon',
      'FISH',
    );
  });

  it('looks up the first game of each lottery’s first vendor with one-game pages', async () => {
    const { callsTo } = renderApp('/promotions', makeStatus(), API);
    await waitFor(() => expect(callsTo(LIST_ROUTE)).toHaveLength(2));
    const asked = callsTo(LIST_ROUTE).map((call) => Object.fromEntries(call.query));
    expect(asked).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ gameType: 'LOTT', vassalage: 'LOTT', pageNo: '1', pageSize: '1' }),
        expect.objectContaining({ gameType: 'ELOTT', vassalage: 'TCG_LOTTO_VN', pageSize: '1' }),
      ]),
    );
  });

  it('asks a visitor to log in instead of opening a lottery', async () => {
    const { user, router } = renderApp('/promotions', makeStatus(), API);
    const lottery = await screen.findByTestId('side-menu-category-LOTT');
    await user.click(lottery);
    expect(await screen.findByTestId('login-modal')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/promotions');
  });

  it('starts the e-lottery’s first game for a member (TCG_LOTTO_VN on /vnLottery)', async () => {
    const { user, router } = renderApp('/promotions', makeStatus(), signIn(API));
    await screen.findByTestId('header-account');
    const item = await screen.findByTestId('side-menu-category-ELOTT');
    await waitFor(() => expect(item).toHaveAttribute('href', '/vnLottery?gameCode=ELOTT001'));
    await user.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe('/vnLottery'));
    expect(router.state.location.search).toBe('?gameCode=ELOTT001');
  });

  it('still starts the lottery when its first game had not loaded before the click', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = signIn({
      [MENUS_ROUTE]: ok(SEEDED_MENUS),
      [LIST_ROUTE]: async (call) => {
        await gate;
        return firstGamePage(call);
      },
    });
    const { user, router } = renderApp('/promotions', makeStatus(), api);
    await screen.findByTestId('header-account');
    const item = await screen.findByTestId('side-menu-category-LOTT');
    expect(item).toHaveAttribute('href', '/lott');
    await user.click(item);
    expect(router.state.location.pathname).toBe('/promotions');
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/lottery'));
    expect(router.state.location.search).toBe('?gameCode=LOTT001');
  });

  it('highlights INHOUSE, not RNG, on /rng?vassalage=INHOUSE, and RNG on /rng', async () => {
    const { router } = renderApp('/rng?vassalage=INHOUSE', makeStatus(), API);
    const inhouse = await screen.findByTestId('side-menu-category-INHOUSE');
    expect(inhouse).toHaveClass('is-active');
    expect(inhouse).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('side-menu-category-RNG')).not.toHaveClass('is-active');
    expect(screen.getByTestId('side-menu-home')).not.toHaveClass('is-active');

    await router.navigate('/rng');
    await waitFor(() => expect(screen.getByTestId('side-menu-category-RNG')).toHaveClass('is-active'));
    expect(screen.getByTestId('side-menu-category-INHOUSE')).not.toHaveClass('is-active');
  });

  it('labels the categories in English', async () => {
    await i18n.changeLanguage('en');
    const { callsTo } = renderApp('/promotions', makeStatus(), API);
    expect(await screen.findByTestId('side-menu-category-RNG')).toHaveTextContent('Slots');
    expect(screen.getByTestId('side-menu-category-INHOUSE')).toHaveTextContent('In-house games');
    expect(screen.getByTestId('side-menu-category-COCKFIGHT')).toHaveTextContent('Cockfight');
    expect(callsTo(MENUS_ROUTE).at(-1)?.query.get('lang')).toBe('en');
  });

  it('shows no category when the menus cannot be loaded, and keeps home and promotions', async () => {
    renderApp('/promotions', makeStatus(), {});
    const menu = await screen.findByTestId('side-menu');
    expect(within(menu).getByTestId('side-menu-home')).toBeInTheDocument();
    expect(within(menu).getByText('Promociones')).toBeInTheDocument();
    expect(within(menu).queryByTestId('side-menu-category-RNG')).not.toBeInTheDocument();
  });
});

describe('side menu invite friends, agent entry and language (spec §2)', () => {
  it('a player sees invite friends (to the referral page) only while the REFERRAL promotion is on', async () => {
    const first = renderApp('/promotions', makeStatus(), signIn(API));
    await waitFor(() => expect(useAppStore.getState().isLogin).toBe(true));
    const menu = await screen.findByTestId('side-menu');
    expect(within(menu).queryByTestId('side-menu-invite')).not.toBeInTheDocument();
    expect(within(menu).queryByTestId('side-menu-agent')).not.toBeInTheDocument();
    first.unmount();

    renderApp('/promotions', makeStatus({ whitelabel: allFlags({ REFERRAL: true }) }), signIn(API));
    const invite = await screen.findByTestId('side-menu-invite');
    expect(invite).toHaveTextContent('Invitar amigos');
    expect(invite).toHaveAttribute('href', '/member/referral');
    expect(screen.queryByTestId('header-nav-agent')).not.toBeInTheDocument();
  });

  it('offers the VIP bonus entry (to the reward centre) only while the brand has VIP levels', async () => {
    const first = renderApp('/promotions', makeStatus(), signIn(API));
    await waitFor(() => expect(useAppStore.getState().isLogin).toBe(true));
    await screen.findByTestId('side-menu');
    expect(screen.queryByTestId('side-menu-vip-bonus')).not.toBeInTheDocument();
    first.unmount();

    renderApp('/promotions', makeStatus({ whitelabel: allFlags({ VIP3: true }) }), signIn(API));
    const entry = await screen.findByTestId('side-menu-vip-bonus');
    expect(entry).toHaveTextContent('Bono VIP');
    expect(entry).toHaveAttribute('href', '/member/rewardCenter');
  });

  it('an agent sees the agent entry opening registerCenter, and the agent entry in the header nav', async () => {
    renderApp('/promotions', makeStatus({ whitelabel: allFlags({ REFERRAL: true }) }), {
      ...signIn(API),
      'GET /wps/member/info': ok(makeMember({ type: MEMBER_TYPE.AGENT })),
    });
    const agent = await screen.findByTestId('side-menu-agent');
    expect(agent).toHaveTextContent('Agente');
    expect(agent).toHaveAttribute('href', '/agentHome/registerCenter');
    expect(screen.queryByTestId('side-menu-invite')).not.toBeInTheDocument();
    const nav = screen.getByTestId('header-nav');
    expect(within(nav).getByTestId('header-nav-agent')).toHaveAttribute('href', '/agentHome');
    expect(within(nav).getByTestId('header-nav-agent')).toHaveTextContent('Agente');
  });

  it('holds a language selector that switches the site to English', async () => {
    const { user } = renderApp('/promotions', makeStatus(), API);
    const section = await screen.findByTestId('side-menu-language');
    expect(section).toHaveTextContent('Idioma');
    await user.selectOptions(within(section).getByTestId('side-menu-language-select'), 'en');
    await waitFor(() => expect(screen.getByTestId('side-menu-home')).toHaveTextContent('Home'));
    expect(section).toHaveTextContent('Language');
  });
});
