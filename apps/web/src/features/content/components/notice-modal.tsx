import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { errorText } from '../../../lib/error-text';
import { useViewerNotices } from '../hooks/use-viewer-notices';
import { markPopupClosed, popupStorage } from '../utils/popup-rule';
import { ChevronLeftIcon, ChevronRightIcon } from './content-icons';
import { HtmlContent } from '../../../components/ui/html-content';

type TNoticeModalProps = {
  /** The marquee's bulletins (B) or the announcement pop-up's notices (PU). */
  source: 'bulletin' | 'popup';
  index: number;
  /** Moves to another notice of the same list (the store keeps the index). */
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/**
 * One notice at a time with previous / next (spec §2 "click opens a notice modal by index"). Closing the
 * announcement pop-up records it as closed for the session (spec §4).
 */
export function NoticeModal({ source, index, onIndexChange, onClose }: TNoticeModalProps) {
  const { t } = useTranslation();
  const { viewer, query } = useViewerNotices();
  const list = (source === 'popup' ? query.data?.popup : query.data?.bulletin) ?? [];
  const current = Math.min(Math.max(index, 0), Math.max(list.length - 1, 0));
  const notice = list[current];

  const close = () => {
    if (source === 'popup') markPopupClosed(viewer, popupStorage());
    onClose();
  };

  return (
    <Modal
      title={source === 'popup' ? t('content.notice.popupTitle') : t('content.notice.title')}
      closeLabel={t('common.close')}
      onClose={close}
      testId="notice-modal"
      size="md"
      animated={source !== 'popup'}
    >
      {notice ? (
        <article className="notice" data-testid="notice-modal-item">
          <h3 className="notice__title" data-testid="notice-modal-title">
            {notice.title}
          </h3>
          {notice.content ? <HtmlContent html={notice.content} className="notice__body" /> : null}
          {list.length > 1 ? (
            <nav className="notice__nav" aria-label={t('content.notice.navLabel')}>
              <button
                type="button"
                className="button button--ghost notice__step"
                disabled={current === 0}
                onClick={() => onIndexChange(current - 1)}
                data-testid="notice-modal-prev"
              >
                <ChevronLeftIcon size={18} />
                {t('content.notice.previous')}
              </button>
              <span className="notice__count" aria-live="polite" data-testid="notice-modal-count">
                {t('content.notice.count', { current: current + 1, total: list.length })}
              </span>
              <button
                type="button"
                className="button button--ghost notice__step"
                disabled={current >= list.length - 1}
                onClick={() => onIndexChange(current + 1)}
                data-testid="notice-modal-next"
              >
                {t('content.notice.next')}
                <ChevronRightIcon size={18} />
              </button>
            </nav>
          ) : null}
          {source === 'popup' ? (
            <div className="notice__actions">
              <button
                type="button"
                className="button button--primary"
                onClick={close}
                data-testid="notice-modal-ok"
              >
                {t('content.notice.understood')}
              </button>
            </div>
          ) : null}
        </article>
      ) : query.isError ? (
        <p className="content-state content-state--error" role="alert">
          {errorText(query.error)}
        </p>
      ) : (
        <p className="content-state">{t('common.loading')}</p>
      )}
    </Modal>
  );
}
