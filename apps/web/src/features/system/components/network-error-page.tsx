import { useTranslation } from 'react-i18next';
import { WifiOffIcon } from '../../../components/ui/icons';
import { StatusScreen } from './status-screen';

export function NetworkErrorPage({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      testId="network-error"
      tone="neutral"
      icon={<WifiOffIcon size={40} />}
      title={t('errors.networkTitle')}
    >
      <p className="status-screen__text" role="alert">
        {t('errors.network')}
      </p>
      <button type="button" className="button button--primary" onClick={onRetry} disabled={retrying}>
        {retrying ? t('common.loading') : t('common.retry')}
      </button>
    </StatusScreen>
  );
}
