import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { TGameCategory } from '@platform/contracts/categories';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { errorText } from '../../../lib/error-text';
import { useShownOnce } from '../../../hooks/use-shown-once';
import { useGameMenus } from '../../../lib/game-menus';
import { groupGamePanel, isLargeGamePanel } from '../utils/game-panel';
import { CategoryIcon } from './category-icon';

/** The open panel keeps this far from the window's edges. */
const EDGE = 16;

/** What the panel's game preview (games feature, composed by the app) is told: the vendor pointed at. */
export type TGamePanelPreviewProps = {
  /** The vendor under the pointer or the keyboard focus; null: none yet. */
  active: { category: TGameCategory; vassalage: string } | null;
  /** Closes the panel (a game was started from the preview). */
  close: () => void;
};

/**
 * The header's "Games" entry (spec §2 Header): a panel of the categories and their vendors, large
 * (several columns, wider) when there are more than 10 vendors. Escape, a click outside or a choice close it.
 */
export function GamePanel({ preview }: { preview?: (props: TGamePanelPreviewProps) => ReactNode }) {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const location = useLocation();
  // Open on the page where it was opened: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  // The categories and vendors are built when the panel first opens, not with every page.
  const built = useShownOnce(open);
  const setOpen = (next: boolean) => setOpenOn(next ? location.key : null);
  const [active, setActive] = useState<TGamePanelPreviewProps['active']>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const groups = groupGamePanel(menus.data?.menus ?? []);
  const large = isLargeGamePanel(groups);
  // The panel opens under the toggle; where the toggle sits too far right for the panel's width (the large
  // panel on a narrow desktop), it moves left so that it stays inside the window.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const place = () => {
      panel.style.left = '';
      const rect = panel.getBoundingClientRect();
      const overflow = rect.right - (document.documentElement.clientWidth - EDGE);
      if (overflow > 0) panel.style.left = `${-Math.min(overflow, Math.max(0, rect.left - EDGE))}px`;
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open, large]);

  if (menus.isSuccess && groups.length === 0) return null;

  return (
    <div className="game-panel" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`game-panel__toggle${open ? ' is-open' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        data-testid="game-panel-toggle"
      >
        {t('gamePanel.games')}
        <ChevronDownIcon size={16} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className={`game-panel__panel game-panel__panel--${large ? 'large' : 'small'}`}
        hidden={!open}
        data-testid="game-panel"
        data-size={large ? 'large' : 'small'}
      >
        {!built ? null : groups.length === 0 ? (
          menus.isError ? (
            <p className="game-panel__note" role="alert">
              {errorText(menus.error)}
            </p>
          ) : (
            <p className="game-panel__note" role="status">
              {t('common.loading')}
            </p>
          )
        ) : (
          <ul className="game-panel__groups">
            {groups.map((group) => (
              <li
                key={group.category}
                className="game-panel__group"
                data-testid={`game-panel-${group.category}`}
              >
                <Link to={group.to} className="game-panel__category" onClick={() => setOpen(false)}>
                  <CategoryIcon category={group.category} size={18} />
                  <span>{t(`categories.${group.category}`)}</span>
                </Link>
                <ul className="game-panel__vendors">
                  {group.vendors.map((vendor) => (
                    <li key={vendor.vassalage}>
                      <Link
                        to={vendor.to}
                        className="game-panel__vendor"
                        onClick={() => setOpen(false)}
                        onPointerEnter={() =>
                          setActive({ category: group.category, vassalage: vendor.vassalage })
                        }
                        onFocus={() => setActive({ category: group.category, vassalage: vendor.vassalage })}
                        data-testid={`game-panel-vendor-${group.category}-${vendor.vassalage}`}
                      >
                        <span className="game-panel__vendor-name">{vendor.displayName}</span>
                        {vendor.maintenance ? (
                          <span className="game-panel__badge">{t('gamePanel.maintenance')}</span>
                        ) : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
        {/* The games of the vendor pointed at (spec §9 side preview): loaded only once the panel opens. */}
        {open && preview && groups.length > 0 ? (
          <div className="game-panel__preview" data-testid="game-panel-preview">
            {preview({ active, close: () => setOpen(false) })}
          </div>
        ) : null}
      </div>
    </div>
  );
}
