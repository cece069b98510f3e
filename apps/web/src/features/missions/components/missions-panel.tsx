import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MONEY_TASKS, type TMissionSummaryItem, type TMissionTask } from '@platform/contracts/missions';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  CheckIcon,
  ClockIcon,
  GiftIcon,
  RefreshIcon,
  SparkIcon,
  UserIcon,
  WalletIcon,
} from '../../../components/ui/icons';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useMoney } from '../../../hooks/use-money';
import { useNow } from '../../../hooks/use-now';
import { errorText } from '../../../lib/error-text';
import { formatMoney } from '../../../lib/format-money';
import { useClaimMission } from '../api/claim-mission';
import { useMissionSummary } from '../api/get-mission-summary';
import { timeLeft } from './time-left';

const TASK_ICON: Record<TMissionTask, typeof SparkIcon> = {
  BET: SparkIcon,
  DEPOSIT: WalletIcon,
  ROUNDS: RefreshIcon,
  LOGIN_DAYS: UserIcon,
};

function TimeLeft({ endIso, now }: { endIso: string; now: number }) {
  const { t } = useTranslation();
  const left = timeLeft(endIso, now);
  const text =
    left.days > 0
      ? t('missions.timeLeft.days', { days: left.days, hours: left.hours })
      : t('missions.timeLeft.hours', { hours: left.hours, minutes: left.minutes });
  return (
    <span className="mission-card__time">
      <ClockIcon size={14} />
      {text}
    </span>
  );
}

function MissionCard({
  mission,
  now,
  onClaim,
  claiming,
}: {
  mission: TMissionSummaryItem;
  now: number;
  onClaim: (mission: TMissionSummaryItem) => void;
  claiming: boolean;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const language = i18n.resolvedLanguage ?? 'es';
  const Icon = TASK_ICON[mission.task];
  const isMoney = MONEY_TASKS.includes(mission.task);
  const figure = (value: number) => (isMoney ? formatMoney(value, language) : String(value));
  const percent = mission.percent ?? 0;
  const category = mission.category
    ? t(`categories.${mission.category}`, { defaultValue: mission.category })
    : null;
  return (
    <article
      className={`mission-card mission-card--${(mission.state ?? 'GUEST').toLowerCase()}`}
      data-testid={`mission-${mission.id}`}
      data-state={mission.state ?? 'GUEST'}
    >
      <div className="mission-card__icon" aria-hidden="true">
        <Icon size={22} />
      </div>
      <div className="mission-card__body">
        <header className="mission-card__head">
          <h3 className="mission-card__title">{mission.title}</h3>
          {mission.state === 'CLAIMED' ? (
            <StatusBadge tone="success" testId={`mission-${mission.id}-claimed`}>
              {t('missions.state.CLAIMED')}
            </StatusBadge>
          ) : null}
        </header>
        <p className="mission-card__task">
          {mission.task === 'BET' || mission.task === 'DEPOSIT'
            ? t(`missions.task.${mission.task}`, { target: figure(mission.target) })
            : t(`missions.task.${mission.task}`, { count: mission.target })}
          {category ? ` · ${category}` : ''}
        </p>
        {mission.description ? <p className="mission-card__description">{mission.description}</p> : null}
        {mission.progress !== null ? (
          <div className="mission-progress">
            <div
              className="mission-progress__bar"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-label={t('missions.progressLabel')}
            >
              <span className="mission-progress__fill" style={{ width: `${percent}%` }} />
            </div>
            <span className="mission-progress__text" data-testid={`mission-${mission.id}-progress`}>
              {figure(mission.progress)} / {figure(mission.target)}
            </span>
          </div>
        ) : null}
        <footer className="mission-card__foot">
          <span className="mission-card__reward">
            <GiftIcon size={14} />
            {t('missions.reward', { amount: money(mission.reward.amount) })}
            {mission.reward.turnoverMultiple > 0 ? (
              <span className="mission-card__turnover">
                {t('missions.turnover', { multiple: mission.reward.turnoverMultiple })}
              </span>
            ) : null}
          </span>
          <TimeLeft endIso={mission.periodEnd} now={now} />
        </footer>
      </div>
      {mission.state === 'COMPLETED' ? (
        <button
          type="button"
          className="button button--primary mission-card__claim"
          disabled={claiming}
          onClick={() => onClaim(mission)}
          data-testid={`mission-${mission.id}-claim`}
        >
          {claiming ? t('missions.claiming') : t('missions.claim')}
        </button>
      ) : mission.state === 'CLAIMED' ? (
        <span className="mission-card__done" aria-hidden="true">
          <CheckIcon size={20} />
        </span>
      ) : null}
    </article>
  );
}

/** The missions tab: daily and weekly groups, a card per mission with its progress and claim. */
export function MissionsPanel() {
  const { t } = useTranslation();
  const money = useMoney();
  const summary = useMissionSummary();
  const claim = useClaimMission();
  const now = useNow(true, 30_000);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [claimingId, setClaimingId] = useState<string | null>(null);

  if (summary.isPending) {
    return (
      <div className="spinner-row" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  if (summary.isError) {
    return (
      <EmptyState text={errorText(summary.error)} testId="missions-error">
        <button type="button" className="button button--ghost" onClick={() => void summary.refetch()}>
          {t('missions.retry')}
        </button>
      </EmptyState>
    );
  }
  const missions = summary.data.missions;
  if (missions.length === 0) {
    return <EmptyState icon={<GiftIcon size={28} />} text={t('missions.empty')} testId="missions-empty" />;
  }

  const onClaim = (mission: TMissionSummaryItem) => {
    setClaimingId(mission.id);
    setNotice(null);
    claim.mutate(
      { missionId: mission.id, periodKey: mission.periodKey },
      {
        onSuccess: (result) =>
          setNotice({ tone: 'success', text: t('missions.claimed', { amount: money(result.amount) }) }),
        onError: (error) => setNotice({ tone: 'danger', text: errorText(error) }),
        onSettled: () => setClaimingId(null),
      },
    );
  };

  return (
    <div className="missions-panel" data-testid="missions-panel">
      {notice ? (
        <p
          className={`missions-notice missions-notice--${notice.tone}`}
          role={notice.tone === 'danger' ? 'alert' : 'status'}
          data-testid="missions-notice"
        >
          {notice.text}
        </p>
      ) : null}
      {(['DAILY', 'WEEKLY'] as const).map((period) => {
        const group = missions.filter((mission) => mission.period === period);
        if (group.length === 0) return null;
        const done = group.filter((mission) => mission.state === 'CLAIMED').length;
        return (
          <section key={period} className="missions-group" data-testid={`missions-${period.toLowerCase()}`}>
            <header className="missions-group__head">
              <h2 className="missions-group__title">{t(`missions.period.${period}`)}</h2>
              {summary.data.missions.some((mission) => mission.state !== null) ? (
                <span className="missions-group__count">
                  {t('missions.groupCount', { done, total: group.length })}
                </span>
              ) : null}
            </header>
            <div className="missions-group__list">
              {group.map((mission) => (
                <MissionCard
                  key={mission.id}
                  mission={mission}
                  now={now}
                  onClaim={onClaim}
                  claiming={claimingId === mission.id}
                />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
