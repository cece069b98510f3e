import { useTranslation } from 'react-i18next';
import { Modal } from './modal';

type TConfirmDialogProps = {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
  /** While the confirmed action runs: a loader instead of the buttons, and no way to close. */
  busy?: boolean;
  busyLabel?: string;
};

export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  testId = 'confirm-dialog',
  busy = false,
  busyLabel,
}: TConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={title}
      closeLabel={t('common.close')}
      onClose={onCancel}
      testId={testId}
      size="sm"
      role="alertdialog"
      dismissible={!busy}
    >
      <div className="dialog-body">
        <p className="dialog-body__text">{message}</p>
        {busy ? (
          <div className="spinner-row" role="status" data-testid={`${testId}-loader`}>
            <span className="spinner" aria-hidden="true" />
            <span>{busyLabel ?? t('common.loading')}</span>
          </div>
        ) : (
          <div className="dialog-body__actions">
            <button
              type="button"
              className="button button--ghost"
              data-testid={`${testId}-cancel`}
              onClick={onCancel}
            >
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              data-testid={`${testId}-confirm`}
              onClick={onConfirm}
            >
              {confirmLabel}
            </button>
          </div>
        )}
      </div>
    </Modal>
  );
}
