import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '../../../components/ui/icons';
import { toLanguage } from '../../../lib/i18n';
import { useAppStore } from '../../../stores/app-store';
import { appDownloadAddress, type TAppPlatform } from '../utils/app-download';
import { AppleIcon, AndroidIcon } from './content-icons';
import { AppQrCode } from './app-qr-code';

const PLATFORMS: readonly TAppPlatform[] = ['ios', 'android'];

/**
 * The app download of the side menu (spec §2): iOS and Android QR codes of the app-download address, which
 * carries the language and the session token (so the app opens logged in, in the same language). A link
 * to the same address serves phones, which cannot scan their own screen.
 */
export function AppDownload({ size }: { size?: number }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.resolvedLanguage);
  const token = useAppStore((state) => state.token);
  const resources = useAppStore((state) => state.resources);
  const domainRoutes = useAppStore((state) => state.domainRoute);
  const panelId = useId();
  // The codes are drawn on demand: the menu stays short, and nothing is drawn that nobody looks at.
  const [platform, setPlatform] = useState<TAppPlatform | null>(null);
  const address = platform
    ? appDownloadAddress({ platform, lang, token, origin: window.location.origin, resources, domainRoutes })
    : null;

  return (
    <div className="app-download" data-testid="app-download">
      <h2 className="side-menu__heading">{t('sideMenu.appDownload')}</h2>
      <div className="app-download__tabs" role="group" aria-label={t('content.app.platforms')}>
        {PLATFORMS.map((entry) => (
          <button
            key={entry}
            type="button"
            aria-expanded={entry === platform}
            aria-controls={entry === platform ? panelId : undefined}
            className={`app-download__tab${entry === platform ? ' is-active' : ''}`}
            onClick={() => setPlatform((current) => (current === entry ? null : entry))}
            data-testid={`app-download-${entry}`}
          >
            {entry === 'ios' ? <AppleIcon size={16} /> : <AndroidIcon size={16} />}
            {t(`sideMenu.${entry}`)}
          </button>
        ))}
      </div>
      {platform && address ? (
        <div id={panelId} className="app-download__panel">
          <AppQrCode
            text={address}
            size={size}
            label={t('content.app.qrLabel', { platform: t(`sideMenu.${platform}`) })}
            testId={`app-qr-${platform}`}
          />
          <p className="app-download__hint">
            {t('content.app.scan', { platform: t(`sideMenu.${platform}`) })}
          </p>
          <a
            className="app-download__link"
            href={address}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="app-download-link"
          >
            <DownloadIcon size={16} />
            {t('content.app.open', { platform: t(`sideMenu.${platform}`) })}
          </a>
        </div>
      ) : (
        <p className="app-download__hint">{t('content.app.choose')}</p>
      )}
    </div>
  );
}
