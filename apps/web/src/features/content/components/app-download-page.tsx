import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LANGUAGES } from '@platform/contracts/i18n';
import { DownloadIcon, HourglassIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { changeLanguage, toLanguage } from '../../../lib/i18n';
import { useAppStore } from '../../../stores/app-store';
import {
  appDownloadAddress,
  appResourceUrl,
  platformOfUserAgent,
  toAppPlatform,
  type TAppPlatform,
} from '../utils/app-download';
import { AppQrCode } from './app-qr-code';
import { AndroidIcon, AppleIcon } from './content-icons';

const PLATFORMS: readonly TAppPlatform[] = ['ios', 'android'];
const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

/** Query values without the session token, which is meant for the app and never kept by this page. */
function withoutToken(current: URLSearchParams, changes: Record<string, string> = {}): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('token');
  for (const [key, value] of Object.entries(changes)) next.set(key, value);
  return next;
}

/**
 * /download, where the app-download QR codes lead when the brand configures no download of its own
 * (spec §2 "app download install guides"): the iOS and Android install guides, the platform of `?platform=`
 * (else the phone's own) first, the page in `?lang=` when the site offers it, a download button per
 * configured resource (or a "not yet available" notice) and the code to open it on another phone.
 */
export function AppDownloadPage() {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const resources = useAppStore((state) => state.resources);
  const domainRoutes = useAppStore((state) => state.domainRoute);
  const token = useAppStore((state) => state.token);
  const hasQueryToken = searchParams.has('token');
  const langParam = searchParams.get('lang');
  const platform =
    toAppPlatform(searchParams.get('platform')) ?? platformOfUserAgent(navigator.userAgent) ?? 'ios';

  useEffect(() => {
    if (hasQueryToken) setSearchParams((current) => withoutToken(current), { replace: true });
  }, [hasQueryToken, setSearchParams]);

  useEffect(() => {
    const wanted = LANGUAGES.find((lang) => lang === langParam?.trim().toLowerCase().split('-')[0]);
    if (wanted && wanted !== toLanguage(i18n.resolvedLanguage)) void changeLanguage(wanted);
  }, [langParam, i18n]);

  const choose = (next: TAppPlatform) =>
    setSearchParams((current) => withoutToken(current, { platform: next }), { replace: true });

  const name = t(`sideMenu.${platform}`);
  const origin = window.location.origin;
  const download = appResourceUrl(platform, resources, origin);
  const qrAddress = download
    ? appDownloadAddress({
        platform,
        lang: toLanguage(i18n.resolvedLanguage),
        token,
        origin,
        resources,
        domainRoutes,
      })
    : null;

  return (
    <section className="page download-page" data-testid="download-page">
      <PageHeader title={t('content.download.title')} icon={<DownloadIcon />} />
      <p className="download-page__lead">{t('content.download.lead')}</p>
      <Tabs<TAppPlatform>
        tabs={PLATFORMS.map((id) => ({ id, label: t(`sideMenu.${id}`) }))}
        value={platform}
        onChange={choose}
        label={t('content.app.platforms')}
        testId="download-tabs"
      />
      <div
        className={`download-guide${qrAddress ? ' download-guide--with-qr' : ''}`}
        data-testid={`download-guide-${platform}`}
      >
        <div className="download-guide__main">
          <h2 className="download-guide__title">
            <span className="page-header__icon" aria-hidden="true">
              {platform === 'ios' ? <AppleIcon size={22} /> : <AndroidIcon size={22} />}
            </span>
            {t('content.download.guideTitle', { platform: name })}
          </h2>
          {download ? (
            <div className="download-guide__action">
              <a
                className="button button--primary button--lg"
                href={download.href}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="download-button"
              >
                <DownloadIcon size={18} />
                {t('content.download.button', { platform: name })}
              </a>
              <p className="download-guide__hint">{t('content.download.buttonHint')}</p>
            </div>
          ) : (
            <div className="download-unavailable" role="status" data-testid="download-unavailable">
              <span className="download-unavailable__icon" aria-hidden="true">
                <HourglassIcon size={22} />
              </span>
              <div className="download-unavailable__body">
                <p className="download-unavailable__title">
                  {t('content.download.unavailableTitle', { platform: name })}
                </p>
                <p className="download-unavailable__text">{t('content.download.unavailableText')}</p>
                <Link to="/" className="button button--ghost">
                  {t('content.download.goHome')}
                </Link>
              </div>
            </div>
          )}
          <h3 className="download-guide__steps-title">{t('content.download.steps')}</h3>
          <ol className="download-steps" data-testid="download-steps">
            {STEPS.map((step) => (
              <li key={step} className="download-steps__item">
                {t(`content.download.guides.${platform}.${step}`)}
              </li>
            ))}
          </ol>
        </div>
        {qrAddress ? (
          <aside className="download-guide__qr" aria-label={t('content.download.otherDevice')}>
            <AppQrCode
              text={qrAddress}
              label={t('content.app.qrLabel', { platform: name })}
              testId={`download-qr-${platform}`}
            />
            <p className="download-guide__qr-title">{t('content.download.otherDevice')}</p>
            <p className="download-guide__hint">
              {t('content.download.otherDeviceText', { platform: name })}
            </p>
          </aside>
        ) : null}
      </div>
    </section>
  );
}
