import { useTranslation } from 'react-i18next';

type TPagerProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  testId: string;
  /** While the next page loads: the buttons wait. */
  busy?: boolean;
};

/** Previous / next with "page x of y" for a paged list (api-conventions.md "Lists and paging"). */
export function Pager({ page, totalPages, onChange, testId, busy = false }: TPagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')} data-testid={testId}>
      <button
        type="button"
        className="button button--ghost pager__button"
        disabled={busy || page <= 1}
        onClick={() => onChange(page - 1)}
        data-testid={`${testId}-prev`}
      >
        {t('pager.previous')}
      </button>
      <span className="pager__status" aria-live="polite" data-testid={`${testId}-status`}>
        {t('pager.status', { page, total: totalPages })}
      </span>
      <button
        type="button"
        className="button button--ghost pager__button"
        disabled={busy || page >= totalPages}
        onClick={() => onChange(page + 1)}
        data-testid={`${testId}-next`}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
