import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMemberInfo } from '@platform/contracts/identity';
import { ChevronDownIcon, LogoutIcon } from '../../../components/ui/icons';
import { useAppStore } from '../../../stores/app-store';
import { accountMenuItems } from '../utils/account-menu';
import { MemberAvatar } from './member-avatar';

/** The header account menu (spec §2): records, reward centre, points, my account, agent, rebate, sign out. */
export function AccountMenu({ member }: { member: TMemberInfo | undefined }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const whitelabel = useAppStore((state) => state.whitelabel);
  const isAgent = useAppStore((state) => state.isAgent);
  const openModal = useAppStore((state) => state.openModal);
  const name = member ? member.nickname || member.account : '';

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
        aria-label={t('account.menuLabel', { name })}
        data-testid="account-menu-button"
        onClick={() => setOpen((current) => !current)}
      >
        <MemberAvatar url={member?.avatarUrl ?? null} name={name || '?'} size={30} />
        <span className="account-menu__name" data-testid="header-account-name">
          {name}
        </span>
        <ChevronDownIcon size={14} />
      </button>
      {open ? (
        <ul id={menuId} className="account-menu__list" role="menu" data-testid="account-menu">
          {accountMenuItems(whitelabel, isAgent).map((item) => (
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
          ))}
        </ul>
      ) : null}
    </div>
  );
}
