import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { GAME_CENTER_PATHS, GAME_LIST_PATHS } from '@platform/contracts/categories.constants';
import { BrandLoader } from '../components/ui/brand-loader';
import { NotFound } from '../components/ui/not-found';
import { RequireAgent } from '../features/auth/components/require-agent';
import { RequireLogin } from '../features/auth/components/require-login';
import { RequireRealAccount } from '../features/auth/components/require-real-account';
import { OTHER_GAME_TYPE_PATHS } from '../features/games/utils/game-paths';
import type { TRouteHandle } from '../features/layout/utils/side-menu-visibility';
import { loadLaterTexts, loadSectionTexts } from '../lib/i18n';
import { loadWithTimeout } from '../lib/lazy-chunk';
import { AgentLayout } from './layouts/agent-layout';
import { BareLayout } from './layouts/bare-layout';
import { SiteLayout } from './layouts/site-layout';
import { AppRoot } from './root';
import { RouteError } from './route-error';
import { HomeRoute } from './routes/home';
import { ModalRoute } from './routes/modal-route';

type TRouteModule = { Component: ComponentType };

/** A lazy screen group: its chunk fails with a ChunkLoadError when it errors or exceeds 120000 ms. */
const lazyGroup = (load: () => Promise<TRouteModule>) => () => loadWithTimeout(load);
/** A screen group that also uses the texts kept out of the start-up bundle (lib/i18n.ts `loadLaterTexts`). */
const withLaterTexts = (load: () => Promise<TRouteModule>) => () =>
  Promise.all([load(), loadLaterTexts()]).then(([module]) => module);

/** The lazy screen groups the spec names (§2), one chunk each. */
export const screenGroups = {
  Promotions: lazyGroup(() =>
    Promise.all([import('./routes/promotions'), loadSectionTexts('promotions')]).then(([module]) => module),
  ),
  Seamless: lazyGroup(withLaterTexts(() => import('./routes/seamless'))),
  Lottery: lazyGroup(withLaterTexts(() => import('./routes/lottery'))),
  House: lazyGroup(withLaterTexts(() => import('./routes/house'))),
  Pvp: lazyGroup(withLaterTexts(() => import('./routes/pvp'))),
  MemberCenter: lazyGroup(withLaterTexts(() => import('./routes/member-center'))),
  PointMall: lazyGroup(() => import('./routes/point-mall')),
  AccountGame: lazyGroup(() => import('./routes/account-game')),
  GameListCenter: lazyGroup(() => import('./routes/game-list-center')),
  GameCenter: lazyGroup(() => import('./routes/game-center')),
  AgentLogin: lazyGroup(withLaterTexts(() => import('./routes/agent-login'))),
  AgentCenter: lazyGroup(withLaterTexts(() => import('./routes/agent-center'))),
};

/** Pages reached only by a link from outside (an e-mail, a QR code): their code loads with them. */
const ResetPassword = lazyGroup(() =>
  import('../features/auth/components/reset-password-page').then((module) => ({
    Component: module.ResetPasswordPage,
  })),
);
const AppDownload = lazyGroup(() =>
  import('../features/content/components/app-download-page').then((module) => ({
    Component: module.AppDownloadPage,
  })),
);

const gamePage: TRouteHandle = { gamePage: true };

function LoaderFallback() {
  const { t } = useTranslation();
  return <BrandLoader label={t('system.loaderLabel')} />;
}

/** The routes of the player site's layout (header, side menu, the announcement pop-up). */
export const SITE_ROUTE_ID = 'site';
/** The routes that ask a visitor to log in first (their login window opens over the page). */
export const LOGIN_REQUIRED_ROUTE_ID = 'login-required';

/** Every route of spec §2. Paths match case-insensitively (React Router's default). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <AppRoot />,
    errorElement: <RouteError />,
    HydrateFallback: LoaderFallback,
    children: [
      {
        id: SITE_ROUTE_ID,
        element: <SiteLayout />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, element: <HomeRoute /> },
              { path: 'index', element: <HomeRoute /> },
              { path: 'index.html', element: <HomeRoute /> },
              { path: 'home', element: <HomeRoute /> },
              { path: 'login', element: <ModalRoute name="login" /> },
              { path: 'register', element: <ModalRoute name="register" /> },
              { path: 'help', element: <ModalRoute name="help" /> },
              { path: 'resetPassword', lazy: ResetPassword },
              { path: 'download', lazy: AppDownload },
              { path: 'promotions', lazy: screenGroups.Promotions },
              { path: 'pointMall', lazy: screenGroups.PointMall },
              { path: 'seamless', lazy: screenGroups.Seamless },
              // The in-house games show their rules to visitors; playing asks for the login there.
              { path: 'house/:gameCode', lazy: screenGroups.House, handle: gamePage },
              { path: 'houseVerify', lazy: screenGroups.House },
              // A PVP table (issue 18): visitors see its rules and the login button there.
              { path: 'pvpTable/:tableId', lazy: screenGroups.Pvp, handle: gamePage },
              ...GAME_CENTER_PATHS.map((path) => ({ path, lazy: screenGroups.GameCenter })),
              ...[...GAME_LIST_PATHS, ...OTHER_GAME_TYPE_PATHS].map((path) => ({
                path,
                lazy: screenGroups.GameListCenter,
              })),
              {
                id: LOGIN_REQUIRED_ROUTE_ID,
                element: <RequireLogin />,
                children: [
                  { path: 'favorite', lazy: screenGroups.AccountGame },
                  { path: 'recent', lazy: screenGroups.AccountGame },
                  { path: 'lottery', lazy: screenGroups.Lottery, handle: gamePage },
                  { path: 'seaLottery', lazy: screenGroups.Lottery, handle: gamePage },
                  { path: 'vnLottery', lazy: screenGroups.Lottery, handle: gamePage },
                  { path: 'lotteryVerify', lazy: screenGroups.Lottery },
                  {
                    element: <RequireRealAccount />,
                    children: [{ path: 'member/:page?', lazy: screenGroups.MemberCenter }],
                  },
                ],
              },
              { path: '*', element: <NotFound /> },
            ],
          },
        ],
      },
      {
        element: <AgentLayout />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              {
                element: <RequireAgent />,
                // `/agentHome` opens the team overview; every menu entry has its own address.
                children: [{ path: 'agentHome/:entry?', lazy: screenGroups.AgentCenter }],
              },
            ],
          },
        ],
      },
      {
        element: <BareLayout />,
        children: [
          { errorElement: <RouteError />, children: [{ path: 'agent', lazy: screenGroups.AgentLogin }] },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
