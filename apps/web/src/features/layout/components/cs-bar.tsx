import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, HeadsetIcon } from '../../../components/ui/icons';
import { toCsLinks } from '../../../lib/customer-service';
import { useAppStore } from '../../../stores/app-store';
import { CsIcon } from './cs-icon';

/** Wide screens have room for the whole bar; on phones it would cover the page, so it starts folded. */
const WIDE_SCREEN = '(min-width: 1024px)';
const startsOpen = () => typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_SCREEN).matches;

/**
 * The floating customer-service bar (spec §2); absent when the brand configures no entries. `onLiveChat`
 * (the chat feature, composed by the app) opens the site's live chat instead of the LIVECHAT link.
 */
export function CsBar({ onLiveChat }: { onLiveChat?: () => void }) {
  const { t } = useTranslation();
  const customerService = useAppStore((state) => state.customerService);
  const [open, setOpen] = useState(startsOpen);
  const links = toCsLinks(customerService);
  if (links.length === 0) return null;
  const toggleLabel = open ? t('csBar.hide') : t('csBar.show');
  return (
    <nav className="cs-bar" data-testid="cs-bar" data-open={open} aria-label={t('csBar.label')}>
      {open &&
        links.map((link) => {
          const label = link.title || t(`sideMenu.csTypes.${link.csType}`);
          return (
            <a
              key={`${link.csType}-${link.csPosition}-${link.url}`}
              className={`cs-bar__link cs-bar__link--${link.csType.replace(' ', '').toLowerCase()}`}
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={label}
              title={label}
              data-testid={`cs-bar-${link.csType.replace(' ', '').toLowerCase()}`}
              onClick={
                onLiveChat && link.csType === 'LIVECHAT'
                  ? (event) => {
                      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                      event.preventDefault();
                      onLiveChat();
                    }
                  : undefined
              }
            >
              <CsIcon type={link.csType} />
            </a>
          );
        })}
      <button
        type="button"
        className="cs-bar__link cs-bar__toggle"
        data-testid="cs-bar-toggle"
        aria-expanded={open}
        aria-label={toggleLabel}
        title={toggleLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <HeadsetIcon />}
      </button>
    </nav>
  );
}
