import { useTranslation } from 'react-i18next';
import { AlertIcon } from './icons';
import { Modal } from './modal';

type TAlertDialogProps = {
  title: string;
  message: string;
  onClose: () => void;
  testId?: string;
  /** The main button; defaults to OK, which only closes. */
  actionLabel?: string;
  onAction?: () => void;
};

/** A warning dialog (spec §8: a failed SMS code request shows the server message in one). */
export function AlertDialog({
  title,
  message,
  onClose,
  testId = 'alert-dialog',
  actionLabel,
  onAction,
}: TAlertDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={title}
      closeLabel={t('common.close')}
      onClose={onClose}
      testId={testId}
      size="sm"
      role="alertdialog"
    >
      <div className="dialog-body">
        <span className="dialog-body__icon">
          <AlertIcon size={28} />
        </span>
        <p className="dialog-body__text" data-testid={`${testId}-message`}>
          {message}
        </p>
        <div className="dialog-body__actions">
          <button
            type="button"
            className="button button--primary"
            data-testid={`${testId}-ok`}
            onClick={onAction ?? onClose}
          >
            {actionLabel ?? t('common.ok')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
