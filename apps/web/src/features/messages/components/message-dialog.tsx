import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { useBrandZone } from '../../../hooks/use-brand-zone';
import { formatBrandDateTime } from '../../../lib/brand-time';
import { errorText } from '../../../lib/error-text';
import { useMessage } from '../api/get-message';
import { MessageBody } from './message-body';

type TMessageDialogProps = {
  id: string;
  /** The title from the list, shown while the message loads. */
  title: string;
  onClose: () => void;
};

/** One inbox message; opening it marks it read on the server. */
export function MessageDialog({ id, title, onClose }: TMessageDialogProps) {
  const { t, i18n } = useTranslation();
  const zone = useBrandZone();
  const message = useMessage(id);
  const data = message.data;

  return (
    <Modal
      title={data?.title ?? title}
      closeLabel={t('common.close')}
      onClose={onClose}
      size="lg"
      testId="message-dialog"
    >
      {data ? (
        <article className="message-detail">
          <p className="message-detail__meta" data-testid="message-dialog-meta">
            <span className={`message-kind message-kind--${data.kind.toLowerCase()}`}>
              {t(`messages.kinds.${data.kind}`)}
            </span>
            <time dateTime={data.createdAt}>
              {formatBrandDateTime(data.createdAt, i18n.resolvedLanguage ?? 'es', zone)}
            </time>
          </p>
          <MessageBody html={data.content} testId="message-dialog-body" />
        </article>
      ) : message.isError ? (
        <div className="form__error" role="alert" data-testid="message-dialog-error">
          {errorText(message.error)}
          <button type="button" className="link-button" onClick={() => void message.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <div className="spinner-row" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('common.loading')}</span>
        </div>
      )}
    </Modal>
  );
}
