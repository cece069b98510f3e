import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { CsBar } from '../../features/layout/components/cs-bar';
import { Footer } from '../../features/layout/components/footer';
import { Header } from '../../features/layout/components/header';
import { ScrollTopButton } from '../../features/layout/components/scroll-top-button';
import { SideMenu } from '../../features/layout/components/side-menu';
import { useSideMenuHidden } from '../../features/layout/hooks/use-side-menu-hidden';
import { AccountArea } from '../../features/member/components/account-area';
import { HeaderBalance } from '../../features/wallet/components/header-balance';
import { useAppStore } from '../../stores/app-store';
import { RouteProgress } from './route-progress';

const NARROW = '(max-width: 960px)';

/** Header, side menu, main, footer, scroll-to-top button and floating customer-service bar (spec §2). */
export function SiteLayout() {
  const { t } = useTranslation();
  const hidden = useSideMenuHidden();
  const open = useAppStore((state) => state.sideMenuOpen);
  const setSideMenuOpen = useAppStore((state) => state.setSideMenuOpen);
  const closeIfNarrow = () => {
    if (window.matchMedia?.(NARROW).matches) setSideMenuOpen(false);
  };
  const menuState = hidden ? 'none' : open ? 'open' : 'closed';

  return (
    <div className="site" data-menu={menuState}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <RouteProgress />
      <Header showMenuToggle={!hidden} accountArea={<AccountArea balance={<HeaderBalance />} />} />
      <div className="site__body">
        {hidden ? null : (
          <>
            <SideMenu onNavigate={closeIfNarrow} />
            <div className="side-menu-backdrop" aria-hidden="true" onClick={() => setSideMenuOpen(false)} />
          </>
        )}
        <div className="site__content">
          <main id="main" className="site__main" tabIndex={-1}>
            <Outlet />
          </main>
          <Footer />
        </div>
      </div>
      <CsBar />
      <ScrollTopButton />
    </div>
  );
}
