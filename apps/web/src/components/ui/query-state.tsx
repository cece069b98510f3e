import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';

/** What a part of a page shows before its data: a spinner, or the error with a retry. */
export function QueryState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return error ? (
    <div className="form__error" role="alert">
      {errorText(error)}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  ) : (
    <div className="spinner-row" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
