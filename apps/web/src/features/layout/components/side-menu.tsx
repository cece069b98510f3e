import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { TDomainRoute, TResource } from '@platform/contracts/system';
import {
  BriefcaseIcon,
  CrownIcon,
  DownloadIcon,
  GiftIcon,
  HomeIcon,
  LinkIcon,
  UsersIcon,
} from '../../../components/ui/icons';
import { groupByPosition, toCsLinks } from '../../../lib/customer-service';
import { toLanguage } from '../../../lib/i18n';
import { safeUrl } from '../../../lib/safe-url';
import { useAppStore } from '../../../stores/app-store';
import { normalisePath } from '../utils/side-menu-visibility';
import { CsIcon } from './cs-icon';
import { SIDE_MENU_ID } from './header';

/** A game category that has vendors (filled by the game lobby; spec §2 "categories that have vendors"). */
export type TSideMenuCategory = {
  key: string;
  label: string;
  to: string;
  icon?: ReactNode;
  active?: boolean;
};

const HOME_PATHS = new Set(['/', '/index', '/index.html', '/home']);

function appDownloadUrl(routes: readonly TDomainRoute[], lang: string): string | null {
  const route = [...routes]
    .filter((r) => r.routeType === 'APP_DOWNLOAD')
    .sort((a, b) => a.sequence - b.sequence)[0];
  if (!route) return null;
  const base = /^https?:\/\//.test(route.domain) ? route.domain : `https://${route.domain}`;
  const url = safeUrl(base);
  if (!url) return null;
  const withLang = new URL(url);
  withLang.searchParams.set('lang', lang);
  return withLang.href;
}

function resourceLabel(resource: TResource, lang: string): string {
  return resource.labelNames[lang] || resource.labelNameEn;
}

type TSideMenuProps = {
  categories?: readonly TSideMenuCategory[];
  /** Closes the drawer after a choice on narrow screens. */
  onNavigate?: () => void;
};

export function SideMenu({ categories = [], onNavigate }: TSideMenuProps) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.resolvedLanguage);
  const { pathname } = useLocation();
  const open = useAppStore((state) => state.sideMenuOpen);
  const isAgent = useAppStore((state) => state.isAgent);
  const customerService = useAppStore((state) => state.customerService);
  const resources = useAppStore((state) => state.resources);
  const domainRoute = useAppStore((state) => state.domainRoute);

  const csGroups = groupByPosition(toCsLinks(customerService));
  const safeResources = resources
    .map((resource) => ({ resource, url: safeUrl(resource.url) }))
    .filter((entry): entry is { resource: TResource; url: string } => entry.url !== null);
  const downloadUrl = appDownloadUrl(domainRoute, lang);
  const itemClass = ({ isActive }: { isActive: boolean }) => `side-menu__item${isActive ? ' is-active' : ''}`;

  return (
    <aside
      id={SIDE_MENU_ID}
      className={`side-menu${open ? ' is-open' : ''}`}
      data-testid="side-menu"
      data-open={open}
      aria-label={t('sideMenu.label')}
    >
      <div className="side-menu__inner">
        <nav className="side-menu__section">
          <ul className="side-menu__list">
            <li>
              <NavLink
                to="/index"
                className={() => itemClass({ isActive: HOME_PATHS.has(normalisePath(pathname)) })}
                title={t('sideMenu.home')}
                onClick={onNavigate}
                data-testid="side-menu-home"
              >
                <HomeIcon />
                <span className="side-menu__label">{t('sideMenu.home')}</span>
              </NavLink>
            </li>
            {categories.map((category) => (
              <li key={category.key}>
                <NavLink
                  to={category.to}
                  className={({ isActive }) => itemClass({ isActive: category.active ?? isActive })}
                  title={category.label}
                  onClick={onNavigate}
                >
                  {category.icon ?? <GiftIcon />}
                  <span className="side-menu__label">{category.label}</span>
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink
                to="/promotions"
                className={itemClass}
                title={t('sideMenu.promotions')}
                onClick={onNavigate}
              >
                <GiftIcon />
                <span className="side-menu__label">{t('sideMenu.promotions')}</span>
              </NavLink>
            </li>
          </ul>
        </nav>

        <div className="side-menu__section">
          <ul className="side-menu__list">
            <li>
              <NavLink
                to="/member/rewardCenter"
                className={itemClass}
                title={t('sideMenu.vipBonus')}
                onClick={onNavigate}
              >
                <CrownIcon />
                <span className="side-menu__label">{t('sideMenu.vipBonus')}</span>
              </NavLink>
            </li>
            <li>
              {isAgent ? (
                <NavLink
                  to="/agentHome"
                  className={itemClass}
                  title={t('sideMenu.agent')}
                  onClick={onNavigate}
                >
                  <BriefcaseIcon />
                  <span className="side-menu__label">{t('sideMenu.agent')}</span>
                </NavLink>
              ) : (
                <NavLink
                  to="/member/referral"
                  className={itemClass}
                  title={t('sideMenu.inviteFriends')}
                  onClick={onNavigate}
                >
                  <UsersIcon />
                  <span className="side-menu__label">{t('sideMenu.inviteFriends')}</span>
                </NavLink>
              )}
            </li>
          </ul>
        </div>

        {csGroups.length > 0 ? (
          <div className="side-menu__section" data-testid="side-menu-cs">
            <h2 className="side-menu__heading">{t('sideMenu.customerService')}</h2>
            {csGroups.map((group) => (
              <ul className="side-menu__list" key={group.position} data-cs-position={group.position}>
                {group.links.map((link) => {
                  const label = link.title || t(`sideMenu.csTypes.${link.csType}`);
                  return (
                    <li key={`${link.csType}-${link.url}`}>
                      <a
                        className="side-menu__item"
                        href={link.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        title={label}
                      >
                        <CsIcon type={link.csType} />
                        <span className="side-menu__label">{label}</span>
                      </a>
                    </li>
                  );
                })}
              </ul>
            ))}
          </div>
        ) : null}

        {safeResources.length > 0 ? (
          <div className="side-menu__section" data-testid="side-menu-resources">
            <h2 className="side-menu__heading">{t('sideMenu.resources')}</h2>
            <ul className="side-menu__list">
              {safeResources.map(({ resource, url }) => (
                <li key={`${resource.resourceType}-${url}`}>
                  <a
                    className="side-menu__item"
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    title={resourceLabel(resource, lang)}
                  >
                    <LinkIcon />
                    <span className="side-menu__label">{resourceLabel(resource, lang)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {downloadUrl ? (
          <div className="side-menu__section" data-testid="side-menu-app">
            <a
              className="side-menu__item side-menu__item--accent"
              href={downloadUrl}
              target="_blank"
              rel="noopener noreferrer"
              title={t('sideMenu.appDownload')}
            >
              <DownloadIcon />
              <span className="side-menu__label">{t('sideMenu.appDownload')}</span>
            </a>
          </div>
        ) : null}
      </div>
    </aside>
  );
}
