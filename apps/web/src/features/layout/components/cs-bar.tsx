import { useTranslation } from 'react-i18next';
import { toCsLinks } from '../../../lib/customer-service';
import { useAppStore } from '../../../stores/app-store';
import { CsIcon } from './cs-icon';

/** The floating customer-service bar (spec §2); absent when the brand configures no entries. */
export function CsBar() {
  const { t } = useTranslation();
  const customerService = useAppStore((state) => state.customerService);
  const links = toCsLinks(customerService);
  if (links.length === 0) return null;
  return (
    <nav className="cs-bar" data-testid="cs-bar" aria-label={t('csBar.label')}>
      {links.map((link) => {
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
          >
            <CsIcon type={link.csType} />
          </a>
        );
      })}
    </nav>
  );
}
