import type { MouseEvent, ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import type { TDomainRoute, TResource } from '@platform/contracts/system';
import {
  BriefcaseIcon,
  ChatIcon,
  CrownIcon,
  DownloadIcon,
  FileIcon,
  GiftIcon,
  HomeIcon,
  LinkIcon,
  UsersIcon,
} from '../../../components/ui/icons';
import { LanguageSelect } from '../../../components/ui/language-select';
import { useRequireRealAccount } from '../../../hooks/use-require-real-account';
import { groupByPosition, toCsLinks } from '../../../lib/customer-service';
import { useGameMenus } from '../../../lib/game-menus';
import { toLanguage } from '../../../lib/i18n';
import { safeUrl } from '../../../lib/safe-url';
import { useAppStore } from '../../../stores/app-store';
import { firstGameQueryOptions, useFirstGameCodes, type TFirstGameTarget } from '../api/get-first-game';
import { categoryPath, isLotteryCategory, lotteryPath } from '../utils/game-routes';
import { internalPath } from '../utils/link-target';
import { buildSideMenuCategories, type TSideMenuCategoryItem } from '../utils/side-menu-items';
import { CategoryIcon } from './category-icon';
import { CsIcon } from './cs-icon';
import { SIDE_MENU_ID } from './header';
import { useShownOnce } from '../../../hooks/use-shown-once';
import { isNarrowScreen } from '../../../lib/screen';
import { isHomePath } from '@platform/contracts/pages.constants';

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
  /** Closes the drawer after a choice on narrow screens. */
  onNavigate?: () => void;
  /** Opens the site's live chat (the chat feature, composed by the app) instead of the LIVECHAT link. */
  onLiveChat?: () => void;
  /** The left-menu banner, group w_leftmenu (content feature, composed by the app). */
  banner?: ReactNode;
  /** The app download with its iOS and Android QR codes (content feature, composed by the app). */
  appDownload?: ReactNode;
};

/** A resource link: a page of this site (`/help#term`) stays in the app; anything else opens a new tab. */
function ResourceLink({
  href,
  title,
  onNavigate,
  children,
}: {
  href: string;
  title: string;
  onNavigate?: () => void;
  children: ReactNode;
}) {
  const path = internalPath(href);
  if (path) {
    return (
      <Link className="side-menu__item" to={path} title={title} onClick={onNavigate}>
        {children}
      </Link>
    );
  }
  return (
    <a className="side-menu__item" href={href} target="_blank" rel="noopener noreferrer" title={title}>
      {children}
    </a>
  );
}

/** The game categories of the menu (spec §2): built from the game menus; lotteries start their first game. */
function useCategoryItems(): {
  items: TSideMenuCategoryItem[];
  open: (event: MouseEvent, item: TSideMenuCategoryItem) => void;
} {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requireRealAccount = useRequireRealAccount();
  const menus = useGameMenus().data?.menus ?? [];
  const targets: TFirstGameTarget[] = menus.flatMap((menu) => {
    const first = menu.vendors[0];
    return isLotteryCategory(menu.gameType) && first
      ? [{ category: menu.gameType, vassalage: first.vassalage }]
      : [];
  });
  const firstGameCodes = useFirstGameCodes(targets);
  const items = buildSideMenuCategories(menus, { pathname, search }, firstGameCodes);

  const open = (event: MouseEvent, item: TSideMenuCategoryItem) => {
    if (!item.launchVendor) return;
    // Lottery pages need a real account (spec §4 Game start, §6): a visitor is asked to log in first.
    if (!requireRealAccount()) {
      event.preventDefault();
      return;
    }
    if (!item.pending) return;
    event.preventDefault();
    const target = { category: item.category, vassalage: item.launchVendor };
    void queryClient.fetchQuery(firstGameQueryOptions(target)).then(
      (code) => navigate(code ? lotteryPath(target.vassalage, code) : categoryPath(item.category)),
      () => navigate(categoryPath(item.category)),
    );
  };
  return { items, open };
}

export function SideMenu({ onNavigate, onLiveChat, banner, appDownload }: TSideMenuProps) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.resolvedLanguage);
  const { pathname } = useLocation();
  const categories = useCategoryItems();
  const open = useAppStore((state) => state.sideMenuOpen);
  // A phone's closed drawer is built when it first opens (a wide screen shows the menu, open or as a rail).
  const built = useShownOnce(open || !isNarrowScreen());
  const isAgent = useAppStore((state) => state.isAgent);
  // Invite friends (spec §2, §6): agents get the agent entry opening registerCenter; players the referral
  // page, only while the brand runs the REFERRAL promotion.
  const hasReferral = useAppStore((state) => state.whitelabel.REFERRAL === true);
  const hasVip = useAppStore((state) => state.publicState.hasVip);
  const promoCount = useAppStore((state) => state.publicState.availablePromoCount);
  const customerService = useAppStore((state) => state.customerService);
  const resources = useAppStore((state) => state.resources);
  const domainRoute = useAppStore((state) => state.domainRoute);
  const openModal = useAppStore((state) => state.openModal);

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
      {built ? (
        <div className="side-menu__inner">
          <nav className="side-menu__section">
            <ul className="side-menu__list">
              <li>
                <NavLink
                  to="/index"
                  className={() => itemClass({ isActive: isHomePath(pathname) })}
                  title={t('sideMenu.home')}
                  onClick={onNavigate}
                  data-testid="side-menu-home"
                >
                  <HomeIcon />
                  <span className="side-menu__label">{t('sideMenu.home')}</span>
                </NavLink>
              </li>
              {categories.items.map((item) => (
                <li key={item.category}>
                  <Link
                    to={item.to}
                    className={itemClass({ isActive: item.active })}
                    aria-current={item.active ? 'page' : undefined}
                    title={t(`categories.${item.category}`)}
                    onClick={(event) => {
                      categories.open(event, item);
                      onNavigate?.();
                    }}
                    data-testid={`side-menu-category-${item.category}`}
                  >
                    <CategoryIcon category={item.category} />
                    <span className="side-menu__label">{t(`categories.${item.category}`)}</span>
                  </Link>
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
                  <span className="side-menu__label">
                    {t('sideMenu.promotions')}
                    {promoCount > 0 ? (
                      <span className="badge side-menu__badge" data-testid="side-menu-promotions-badge">
                        {promoCount > 99 ? '99+' : promoCount}
                      </span>
                    ) : null}
                  </span>
                </NavLink>
              </li>
            </ul>
          </nav>

          {banner ? (
            <div className="side-menu__section side-menu__banner" data-testid="side-menu-banner">
              {banner}
            </div>
          ) : null}

          <div className="side-menu__section">
            <ul className="side-menu__list">
              {hasVip ? (
                <li>
                  <NavLink
                    to="/member/rewardCenter"
                    className={itemClass}
                    title={t('sideMenu.vipBonus')}
                    onClick={onNavigate}
                    data-testid="side-menu-vip-bonus"
                  >
                    <CrownIcon />
                    <span className="side-menu__label">{t('sideMenu.vipBonus')}</span>
                  </NavLink>
                </li>
              ) : null}
              {isAgent || hasReferral ? (
                <li>
                  {isAgent ? (
                    <NavLink
                      to="/agentHome/registerCenter"
                      className={itemClass}
                      title={t('sideMenu.agent')}
                      onClick={onNavigate}
                      data-testid="side-menu-agent"
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
                      data-testid="side-menu-invite"
                    >
                      <UsersIcon />
                      <span className="side-menu__label">{t('sideMenu.inviteFriends')}</span>
                    </NavLink>
                  )}
                </li>
              ) : null}
              <li>
                <button
                  type="button"
                  className="side-menu__item"
                  title={t('sideMenu.announcements')}
                  onClick={() => {
                    openModal({ name: 'announcements' });
                    onNavigate?.();
                  }}
                  data-testid="side-menu-announcements"
                >
                  <FileIcon />
                  <span className="side-menu__label">{t('sideMenu.announcements')}</span>
                </button>
              </li>
              <li>
                <button
                  type="button"
                  className="side-menu__item"
                  title={t('sideMenu.feedback')}
                  onClick={() => {
                    openModal({ name: 'feedback' });
                    onNavigate?.();
                  }}
                  data-testid="side-menu-feedback"
                >
                  <ChatIcon />
                  <span className="side-menu__label">{t('sideMenu.feedback')}</span>
                </button>
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
                          data-testid={`side-menu-cs-${link.csType.replace(' ', '').toLowerCase()}`}
                          onClick={
                            onLiveChat && link.csType === 'LIVECHAT'
                              ? (event) => {
                                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
                                    return;
                                  event.preventDefault();
                                  onLiveChat();
                                  onNavigate?.();
                                }
                              : undefined
                          }
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
                    <ResourceLink href={url} title={resourceLabel(resource, lang)} onNavigate={onNavigate}>
                      <LinkIcon />
                      <span className="side-menu__label">{resourceLabel(resource, lang)}</span>
                    </ResourceLink>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          {appDownload ? (
            <div className="side-menu__section side-menu__app" data-testid="side-menu-app">
              {appDownload}
            </div>
          ) : downloadUrl ? (
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

          <div className="side-menu__section side-menu__language" data-testid="side-menu-language">
            <h2 className="side-menu__heading">{t('language.label')}</h2>
            <LanguageSelect testId="side-menu-language-select" />
          </div>
        </div>
      ) : null}
    </aside>
  );
}
