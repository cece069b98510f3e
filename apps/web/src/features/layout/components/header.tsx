import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { BrandMark } from '../../../components/ui/brand-mark';
import { BriefcaseIcon, MenuIcon } from '../../../components/ui/icons';
import { LanguageSelect } from '../../../components/ui/language-select';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import { useAppStore } from '../../../stores/app-store';
import { GamePanel, type TGamePanelPreviewProps } from './game-panel';

export const SIDE_MENU_ID = 'side-menu';

type THeaderProps = {
  /** False on pages without a side menu (spec §2). */
  showMenuToggle: boolean;
  /** The logged-in area (balance, deposit/withdraw shortcuts, account menu) comes with identity and wallet. */
  accountArea?: ReactNode;
  /** The app-download entry with its QR codes (content issue), before the language selector. */
  appDownload?: ReactNode;
  /** The game panel's preview of a vendor's games (games feature, composed by the app). */
  gamePreview?: (props: TGamePanelPreviewProps) => ReactNode;
};

export function Header({ showMenuToggle, accountArea, appDownload, gamePreview }: THeaderProps) {
  const { t } = useTranslation();
  const brandName = useAppStore((state) => state.brand?.name ?? '');
  const isLogin = useAppStore((state) => state.isLogin);
  const isAgent = useAppStore((state) => state.isLogin && state.isAgent);
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
        <GamePanel preview={gamePreview} />
        {/* spec §2 Header "Nav: deposit, withdraw, agent": agents reach their centre from the nav too. */}
        {isAgent ? (
          <NavLink to="/agentHome" className="site-header__nav-link" data-testid="header-nav-agent">
            <BriefcaseIcon size={16} />
            {t('sideMenu.agent')}
          </NavLink>
        ) : null}
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
