import type { TActivityCard, TActivityDetail } from '@platform/contracts/promotion-activities';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { useBrandFormat } from '../../../hooks/use-brand-format';
import { useActivity } from '../api/get-activity';
import { ActivityProgress } from './activity-progress';
import { ActivityTerms } from './activity-terms';
import { ApplyForm } from './apply-form';
import { RulesHtml } from './rules-html';
import { ActivityStateBadge } from './state-badge';

type TActivityDetailProps = {
  id: string;
  busy: boolean;
  notice: { tone: 'success' | 'danger'; text: string } | null;
  onAction: (card: TActivityCard) => void;
  onApply: (id: string, comment: string, images: File[]) => void;
  onClose: () => void;
};

/** An activity in a dialog: banner, state, validity, progress, the action or the apply form, terms, rules. */
export function ActivityDetailModal({ id, busy, notice, onAction, onApply, onClose }: TActivityDetailProps) {
  const { t } = useTranslation();
  const query = useActivity(id);
  const detail = query.data;
  return (
    <Modal
      title={detail?.title ?? t('pages.promotions.title')}
      closeLabel={t('promotions.detail.close')}
      onClose={onClose}
      size="lg"
      testId="promotion-detail"
    >
      {query.isPending ? (
        <div className="promo-detail__loading" role="status">
          {t('promotions.loading')}
        </div>
      ) : query.isError || !detail ? (
        <p className="promo-detail__error" role="alert">
          {t('promotions.error')}
        </p>
      ) : (
        <DetailBody detail={detail} busy={busy} notice={notice} onAction={onAction} onApply={onApply} />
      )}
    </Modal>
  );
}

function DetailBody({
  detail,
  busy,
  notice,
  onAction,
  onApply,
}: Omit<TActivityDetailProps, 'id' | 'onClose'> & { detail: TActivityDetail }) {
  const { t } = useTranslation();
  const format = useBrandFormat();
  const applying = detail.action === 'APPLY';
  return (
    <div className="promo-detail" data-state={detail.state}>
      <img className="promo-detail__banner" src={detail.bannerUrl} alt="" width={1200} height={400} />
      <div className="promo-detail__meta">
        <ActivityStateBadge state={detail.state} testId="promotion-detail-state" />
        <span className="promo-detail__validity">
          {t('promotions.validity', {
            from: format.calendarDate(detail.startsOn),
            to: format.calendarDate(detail.endsOn),
          })}
        </span>
      </div>
      <p className="promo-detail__summary">{detail.summary}</p>
      {notice ? (
        <p
          className={`promo-card__notice promo-card__notice--${notice.tone}`}
          role="status"
          data-testid="promotion-detail-notice"
        >
          {notice.text}
        </p>
      ) : null}
      <ActivityProgress detail={detail} />
      {applying ? (
        <section className="promo-section">
          <h3 className="promo-section__title">{t('promotions.apply.title')}</h3>
          <ApplyForm
            busy={busy}
            serverError={notice?.tone === 'danger' ? notice.text : null}
            onSubmit={(comment, images) => onApply(detail.id, comment, images)}
          />
        </section>
      ) : detail.action ? (
        <button
          type="button"
          className="button button--primary button--lg promo-detail__action"
          disabled={busy}
          onClick={() => onAction(detail)}
          data-testid="promotion-detail-action"
        >
          {t(`promotions.actions.${detail.action}`)}
        </button>
      ) : null}
      <section className="promo-section">
        <h3 className="promo-section__title">{t('promotions.detail.terms')}</h3>
        <ActivityTerms detail={detail} />
      </section>
      <section className="promo-section">
        <h3 className="promo-section__title">{t('promotions.detail.rules')}</h3>
        <RulesHtml html={detail.rulesHtml} />
      </section>
    </div>
  );
}
