import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useOpenLiveChat } from '../../features/chat/stores/chat-store';
import { LazyGamePanelPreview } from '../../features/games/components/lazy-game-panel-preview';
import { AnnouncementPopup } from '../../features/content/components/announcement-popup';
import { GroupBanner } from '../../features/content/components/banner-carousel';
import { HeaderAppDownload } from '../../features/content/components/header-app-download';
import { LazyAppDownload } from '../../features/content/components/lazy-app-download';
import { CsBar } from '../../features/layout/components/cs-bar';
import { Header } from '../../features/layout/components/header';
import { ScrollTopButton } from '../../features/layout/components/scroll-top-button';
import { SideMenu } from '../../features/layout/components/side-menu';
import { useSideMenuHidden } from '../../features/layout/hooks/use-side-menu-hidden';
import { normalisePath } from '../../features/layout/utils/side-menu-visibility';
import { useAppStore } from '../../stores/app-store';
import { MODAL_ROUTES } from '../modal-host';
import { useAfterFirstPaint } from '../../lib/first-paint';
import { isNarrowScreen } from '../../lib/screen';
import { useOpenBannerGame } from '../routes/home';
import { RouteProgress } from './route-progress';

/** The in-site game frame's code loads with the first game launched in place. */
const GameFrame = lazy(() =>
  import('../../features/games/components/game-frame').then((module) => ({ default: module.GameFrame })),
);

/**
 * The footer (vendor logos, links) is below the fold, and the live-chat window is closed until asked for:
 * neither is in the start-up bundle, and both mount once the first screen has painted (lib/first-paint.ts),
 * so on a phone their code does not hold a connection the first screen waits for (bench:web).
 */
const Footer = lazy(() =>
  import('../../features/layout/components/footer').then((module) => ({ default: module.Footer })),
);

/** The logged-in header (balance, shortcuts, account menu): a visitor never loads its code. */
const MemberAccountArea = lazy(() =>
  import('./member-account-area').then((module) => ({ default: module.MemberAccountArea })),
);

/** The live-chat window (see the footer's note). */
const ChatWindow = lazy(() =>
  import('../../features/chat/components/chat-window').then((module) => ({ default: module.ChatWindow })),
);

/** Header, side menu, main, footer, scroll-to-top button and floating customer-service bar (spec §2). */
export function SiteLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const hidden = useSideMenuHidden();
  const open = useAppStore((state) => state.sideMenuOpen);
  const setSideMenuOpen = useAppStore((state) => state.setSideMenuOpen);
  const closeIfNarrow = () => {
    if (isNarrowScreen()) setSideMenuOpen(false);
  };
  const menuState = hidden ? 'none' : open ? 'open' : 'closed';
  const openLiveChat = useOpenLiveChat();
  const openBannerGame = useOpenBannerGame();
  const gameOpen = useAppStore((state) => state.openGame !== null);
  const afterPaint = useAfterFirstPaint();

  return (
    <div className="site" data-menu={menuState}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <RouteProgress />
      <Header
        showMenuToggle={!hidden}
        appDownload={<HeaderAppDownload />}
        gamePreview={(preview) => <LazyGamePanelPreview {...preview} />}
        accountArea={
          <Suspense fallback={<div className="account-area" />}>
            <MemberAccountArea />
          </Suspense>
        }
      />
      {gameOpen ? (
        <Suspense fallback={null}>
          <GameFrame />
        </Suspense>
      ) : null}
      <div className="site__body">
        {hidden ? null : (
          <>
            <SideMenu
              onNavigate={closeIfNarrow}
              onLiveChat={openLiveChat}
              banner={<GroupBanner group="w_leftmenu" onOpenGame={openBannerGame} testId="side-banner" />}
              appDownload={<LazyAppDownload />}
            />
            <div className="side-menu-backdrop" aria-hidden="true" onClick={() => setSideMenuOpen(false)} />
          </>
        )}
        <div className="site__content">
          <main id="main" className="site__main" tabIndex={-1}>
            <Outlet />
          </main>
          {afterPaint ? (
            <Suspense fallback={null}>
              <Footer />
            </Suspense>
          ) : null}
        </div>
      </div>
      <CsBar onLiveChat={openLiveChat} />
      {afterPaint ? (
        <Suspense fallback={null}>
          <ChatWindow />
        </Suspense>
      ) : null}
      <ScrollTopButton />
      {/* On /login, /register and /help their own popup comes first; the announcement follows on the page. */}
      <AnnouncementPopup paused={MODAL_ROUTES.has(normalisePath(pathname))} />
    </div>
  );
}
