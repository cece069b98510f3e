import type { TActivityDetail } from '@platform/contracts/promotion-activities';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/ui/icons';
import { useBrandFormat } from '../../../hooks/use-brand-format';
import { useMoney } from '../../../hooks/use-money';

/** Every date of a period (inclusive), for the check-in calendar. */
function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  const [y = 1970, m = 1, d = 1] = from.split('-').map(Number);
  for (let offset = 0; offset < 31; offset += 1) {
    const date = new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
    if (date > to) break;
    dates.push(date);
  }
  return dates;
}

/** The member's progress: check-in calendar, valid bet bar, loss so far, deposit bonuses, the application. */
export function ActivityProgress({ detail }: { detail: TActivityDetail }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const format = useBrandFormat();
  const progress = detail.progress;
  if (!progress) return null;
  const language = i18n.resolvedLanguage ?? 'es';
  const blocks = [];

  if (detail.kind === 'CHECK_IN' && progress.signedDays && progress.periodFrom && progress.periodTo) {
    const signed = new Set(progress.signedDays);
    const days = datesBetween(progress.periodFrom, progress.periodTo);
    const target = detail.terms.targetDays ?? days.length;
    blocks.push(
      <div key="calendar" className="promo-progress__block">
        <p className="promo-progress__label">
          {t('promotions.progress.signed', { count: signed.size, target })}
        </p>
        <ol className="promo-calendar" data-testid="promotion-calendar">
          {days.map((date) => {
            const label = new Intl.DateTimeFormat(language, {
              weekday: 'short',
              day: 'numeric',
              timeZone: 'UTC',
            }).format(new Date(`${date}T12:00:00Z`));
            return (
              <li
                key={date}
                className={`promo-calendar__day${signed.has(date) ? ' promo-calendar__day--signed' : ''}`}
                aria-label={`${label}: ${signed.has(date) ? t('promotions.progress.daySigned') : t('promotions.progress.dayOpen')}`}
              >
                <span className="promo-calendar__name">{label}</span>
                <span className="promo-calendar__mark">
                  {signed.has(date) ? <CheckIcon size={14} /> : null}
                </span>
              </li>
            );
          })}
        </ol>
      </div>,
    );
  }

  if (detail.kind === 'TURNOVER' && progress.target !== null) {
    const done = progress.validBet ?? 0;
    const percent = Math.min(100, Math.floor((done / progress.target) * 100));
    blocks.push(
      <div key="turnover" className="promo-progress__block">
        <p className="promo-progress__label">
          {t('promotions.progress.validBet', { done: money(done), target: money(progress.target) })}
        </p>
        <div
          className="promo-bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('promotions.progress.validBetLabel')}
        >
          <span className="promo-bar__fill" style={{ width: `${percent}%` }} />
        </div>
      </div>,
    );
  }

  if (detail.kind === 'LOSS_RESCUE' && progress.joined) {
    blocks.push(
      <dl key="loss" className="promo-progress__figures">
        <div>
          <dt>{t('promotions.progress.loss')}</dt>
          <dd>{money(progress.loss ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('promotions.progress.claimable')}</dt>
          <dd>{money(progress.claimable ?? 0)}</dd>
        </div>
      </dl>,
    );
  }

  if ((detail.kind === 'FIRST_DEPOSIT' || detail.kind === 'RELOAD') && progress.issuedAmount) {
    blocks.push(
      <dl key="issued" className="promo-progress__figures">
        <div>
          <dt>{t('promotions.progress.issued')}</dt>
          <dd>{money(progress.issuedAmount)}</dd>
        </div>
      </dl>,
    );
  }

  const application = progress.application;
  if (application) {
    blocks.push(
      <div
        key="application"
        className="promo-application"
        data-testid="promotion-application"
        data-status={application.status}
      >
        <p className="promo-progress__label">
          {t(`promotions.application.status.${application.status}`)} ·{' '}
          {format.dateTime(application.createdAt)}
        </p>
        {application.comment ? <p className="promo-application__comment">“{application.comment}”</p> : null}
        {application.amount !== null ? (
          <p className="promo-application__amount">
            {t('promotions.application.amount', { amount: money(application.amount) })}
          </p>
        ) : null}
        {application.rejectReason ? (
          <p className="promo-application__reason" data-testid="promotion-reject-reason">
            {t('promotions.application.reason', { reason: application.rejectReason })}
          </p>
        ) : null}
      </div>,
    );
  }

  if (blocks.length === 0) return null;
  return (
    <section className="promo-progress" aria-label={t('promotions.detail.progress')}>
      <h3 className="promo-section__title">{t('promotions.detail.progress')}</h3>
      {blocks}
    </section>
  );
}
