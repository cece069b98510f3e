import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';

/** What a record needs of its query (TanStack Query's result has it). */
type TRecordQuery<TData> = {
  data: TData | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
};

type TRecordResultProps<TData> = {
  query: TRecordQuery<TData>;
  /** Whether the loaded record has nothing to show: `empty` stands in for it. */
  isEmpty: (data: TData) => boolean;
  empty: ReactNode;
  errorTestId?: string;
  /** Offer to load again when the first load failed. */
  retry?: boolean;
  children: (data: TData) => ReactNode;
};

/** A member-centre record until it has loaded (spinner, or the error), then empty or its content. */
export function RecordResult<TData>({
  query,
  isEmpty,
  empty,
  errorTestId,
  retry = false,
  children,
}: TRecordResultProps<TData>) {
  const { t } = useTranslation();
  const { data } = query;
  if (data === undefined) {
    return query.isError ? (
      <div className="form__error" role="alert" data-testid={errorTestId}>
        {errorText(query.error)}
        {retry ? (
          <button type="button" className="link-button" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        ) : null}
      </div>
    ) : (
      <div className="spinner-row" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  return isEmpty(data) ? empty : children(data);
}
