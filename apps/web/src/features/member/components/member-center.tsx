import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { NotFound } from '../../../components/ui/not-found';
import { useAppStore } from '../../../stores/app-store';
import {
  DEFAULT_MEMBER_PAGE,
  findMemberPage,
  MEMBER_PAGES_WITH_BADGE,
  visibleMemberPages,
  type TMemberPage,
} from '../utils/member-pages';
import { MemberPageIcon } from './member-page-icon';
import { SecurityCenter } from './security-center/security-center';

/** Pages this feature fills itself; the others come from their own features through `pages`. */
const OWN_PAGES: Partial<Record<TMemberPage, () => ReactNode>> = {
  securityCenter: () => <SecurityCenter />,
};

type TMemberCenterProps = {
  /** Unread counts per page (missions, messages, rewards), filled by the content and engagement issues. */
  badges?: Partial<Record<TMemberPage, number>>;
  /** The content of pages owned by other features (wallet, records, rewards …), composed by the app. */
  pages?: Partial<Record<TMemberPage, ReactNode>>;
};

/** /member and /member/:page: the member-centre layout with its left navigation (spec §2). */
export function MemberCenter({ badges = {}, pages = {} }: TMemberCenterProps) {
  const { t } = useTranslation();
  const { page: param } = useParams();
  const whitelabel = useAppStore((state) => state.whitelabel);
  const isAgent = useAppStore((state) => state.isAgent);
  // An agent's transfer page also sends to its downline: not only "to the upline".
  const pageName = (item: TMemberPage) =>
    t(item === 'transferUpline' && isAgent ? 'records.transferAgent' : `member.pages.${item}`);
  const page = param ? findMemberPage(param, whitelabel) : null;
  const nav = useRef<HTMLElement>(null);

  // On phones the menu is a strip that scrolls inside its own box: bring the open page's entry into it.
  useEffect(() => {
    const strip = nav.current;
    const active = strip?.querySelector<HTMLElement>('.member-nav__item.is-active');
    if (!strip || !active || strip.scrollWidth <= strip.clientWidth) return;
    const box = strip.getBoundingClientRect();
    const item = active.getBoundingClientRect();
    const left = strip.scrollLeft + item.left - box.left - (box.width - item.width) / 2;
    strip.scrollTo({ left: Math.max(0, left) });
  }, [page]);

  if (!param) return <Navigate to={`/member/${DEFAULT_MEMBER_PAGE}`} replace />;
  if (!page) return <NotFound />;

  return (
    <div className="member-center" data-testid="member-center">
      <nav ref={nav} className="member-nav" aria-label={t('member.navLabel')} data-testid="member-nav">
        <p className="member-nav__title">{t('member.title')}</p>
        <ul>
          {visibleMemberPages(whitelabel).map((item) => {
            const count = MEMBER_PAGES_WITH_BADGE.includes(item) ? (badges[item] ?? 0) : 0;
            return (
              <li key={item}>
                <NavLink
                  to={`/member/${item}`}
                  className={() => `member-nav__item${item === page ? ' is-active' : ''}`}
                  aria-current={item === page ? 'page' : undefined}
                  data-testid={`member-nav-${item}`}
                >
                  <MemberPageIcon page={item} />
                  <span>{pageName(item)}</span>
                  {count > 0 ? <span className="badge">{count > 99 ? '99+' : count}</span> : null}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <section className="member-center__pane" data-testid={`member-page-${page}`}>
        <header className="page-header">
          <span className="page-header__icon">
            <MemberPageIcon page={page} />
          </span>
          <h1 className="page-header__title">{pageName(page)}</h1>
        </header>
        {pages[page] ?? OWN_PAGES[page]?.() ?? (
          <EmptyState icon={<MemberPageIcon page={page} />} text={t('member.empty')} />
        )}
      </section>
    </div>
  );
}
