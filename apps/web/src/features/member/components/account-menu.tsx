import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMemberInfo } from '@platform/contracts/identity';
import { ChevronDownIcon, LogoutIcon } from '../../../components/ui/icons';
import { useAppStore } from '../../../stores/app-store';
import { accountMenuItems, type TAccountMenuKey } from '../utils/account-menu';
import { MemberAvatar } from './member-avatar';

export type TAccountMenuBadges = Partial<Record<TAccountMenuKey, number>>;

const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The header account menu (spec §2): records, reward centre, messages, points, my account, agent, rebate,
 * sign out. `badges` (unread counts, composed by the app) show on their items and, summed, on the button.
 */
export function AccountMenu({
  member,
  badges = {},
}: {
  member: TMemberInfo | undefined;
  badges?: TAccountMenuBadges;
}) {
  const { t } = useTranslation();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const whitelabel = useAppStore((state) => state.whitelabel);
  const isAgent = useAppStore((state) => state.isAgent);
  const openModal = useAppStore((state) => state.openModal);
  const name = member ? member.nickname || member.account : '';
  const total = Object.values(badges).reduce((sum, count) => sum + Math.max(0, count ?? 0), 0);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        type="button"
        className="account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={
          total > 0
            ? `${t('account.menuLabel', { name })}, ${t('account.unreadLabel', { count: total })}`
            : t('account.menuLabel', { name })
        }
        data-testid="account-menu-button"
        onClick={() => setOpen((current) => !current)}
      >
        <span className="account-menu__avatar">
          <MemberAvatar url={member?.avatarUrl ?? null} name={name || '?'} size={30} />
          {total > 0 ? (
            <span className="badge account-menu__badge" aria-hidden="true" data-testid="account-menu-badge">
              {badgeText(total)}
            </span>
          ) : null}
        </span>
        <span className="account-menu__name" data-testid="header-account-name">
          {name}
        </span>
        <ChevronDownIcon size={14} />
      </button>
      {open ? (
        <ul id={menuId} className="account-menu__list" role="menu" data-testid="account-menu">
          {accountMenuItems(whitelabel, isAgent).map((item) => {
            const count = badges[item.key] ?? 0;
            return (
              <li key={item.key} role="none">
                {item.to ? (
                  <Link
                    to={item.to}
                    role="menuitem"
                    className="account-menu__item"
                    data-testid={`account-menu-${item.key}`}
                    onClick={() => setOpen(false)}
                  >
                    {t(`account.menu.${item.key}`)}
                    {count > 0 ? (
                      <span className="badge" data-testid={`account-menu-${item.key}-badge`}>
                        <span aria-hidden="true">{badgeText(count)}</span>
                        <span className="visually-hidden">{t('account.unreadLabel', { count })}</span>
                      </span>
                    ) : null}
                  </Link>
                ) : (
                  <button
                    type="button"
                    role="menuitem"
                    className="account-menu__item account-menu__item--signout"
                    data-testid={`account-menu-${item.key}`}
                    onClick={() => {
                      setOpen(false);
                      openModal({ name: 'logout' });
                    }}
                  >
                    <LogoutIcon size={16} />
                    {t(`account.menu.${item.key}`)}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
