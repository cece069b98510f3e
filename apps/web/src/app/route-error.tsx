import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { WifiOffIcon } from '../components/ui/icons';
import { NotFound } from '../components/ui/not-found';
import { isChunkLoadError } from '../lib/lazy-chunk';

/** Error element of the layouts: a screen chunk that failed or timed out, an unknown route, anything else. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const chunk = isChunkLoadError(error) ? error : null;
  return (
    <section className="page" data-testid={chunk ? 'chunk-error' : 'route-error'} role="alert">
      <EmptyState
        testId="route-error-state"
        icon={<WifiOffIcon size={32} />}
        title={chunk ? t('errors.chunkTitle') : t('errors.unexpectedTitle')}
        text={
          chunk
            ? chunk.reason === 'timeout'
              ? t('errors.chunkTimeout')
              : t('errors.chunkFailed')
            : t('errors.unexpected')
        }
      >
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </button>
      </EmptyState>
    </section>
  );
}
