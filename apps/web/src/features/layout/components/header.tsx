import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/ui/brand-mark';
import { MenuIcon } from '../../../components/ui/icons';
import { LanguageSelect } from '../../../components/ui/language-select';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import { useAppStore } from '../../../stores/app-store';
import { GamePanel } from './game-panel';

export const SIDE_MENU_ID = 'side-menu';

type THeaderProps = {
  /** False on pages without a side menu (spec §2). */
  showMenuToggle: boolean;
  /** The logged-in area (balance, deposit/withdraw shortcuts, account menu) comes with identity and wallet. */
  accountArea?: ReactNode;
  /** The app-download entry with its QR codes (content issue), before the language selector. */
  appDownload?: ReactNode;
};

export function Header({ showMenuToggle, accountArea, appDownload }: THeaderProps) {
  const { t } = useTranslation();
  const brandName = useAppStore((state) => state.brand?.name ?? '');
  const isLogin = useAppStore((state) => state.isLogin);
  const sideMenuOpen = useAppStore((state) => state.sideMenuOpen);
  const toggleSideMenu = useAppStore((state) => state.toggleSideMenu);
  const openModal = useAppStore((state) => state.openModal);

  return (
    <header className={`site-header${isLogin ? ' site-header--member' : ''}`} data-testid="header">
      {showMenuToggle ? (
        <button
          type="button"
          className="icon-button site-header__toggle"
          data-testid="side-menu-toggle"
          aria-label={t('header.toggleMenu')}
          aria-controls={SIDE_MENU_ID}
          aria-expanded={sideMenuOpen}
          onClick={toggleSideMenu}
        >
          <MenuIcon />
        </button>
      ) : null}
      <Link
        to="/"
        className="site-header__brand"
        aria-label={t('header.homeLink')}
        data-testid="header-brand"
      >
        <BrandMark size={34} />
        <span className="site-header__brand-name">{brandName}</span>
      </Link>
      <nav className="site-header__nav" aria-label={t('gamePanel.navLabel')} data-testid="header-nav">
        <GamePanel />
      </nav>
      <div className="site-header__end">
        <div className="site-header__prefs">
          {appDownload ? <div className="site-header__app">{appDownload}</div> : null}
          <LanguageSelect />
          <ThemeToggle />
        </div>
        {isLogin ? (
          (accountArea ?? null)
        ) : (
          <div className="site-header__auth">
            <button
              type="button"
              className="button button--ghost"
              data-testid="header-login"
              onClick={() => openModal({ name: 'login' })}
            >
              {t('header.login')}
            </button>
            <button
              type="button"
              className="button button--primary"
              data-testid="header-register"
              onClick={() => openModal({ name: 'register' })}
            >
              {t('header.register')}
            </button>
          </div>
        )}
      </div>
    </header>
  );
}
