import { useTranslation } from 'react-i18next';
import type { TLeaderboard, TLeaderboardRow } from '@platform/contracts/missions';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChartIcon, ClockIcon, CrownIcon } from '../../../components/ui/icons';
import { useBrandFormat } from '../../../hooks/use-brand-format';
import { useMoney } from '../../../hooks/use-money';
import { useNow } from '../../../hooks/use-now';
import { errorText } from '../../../lib/error-text';
import { formatMoney } from '../../../lib/format-money';
import { useLeaderboards } from '../api/get-leaderboards';
import { timeLeft } from './time-left';

function Countdown({ endIso }: { endIso: string }) {
  const { t } = useTranslation();
  const now = useNow(true, 1_000);
  const left = timeLeft(endIso, now);
  const seconds = Math.max(0, Math.floor((Date.parse(endIso) - now) / 1_000) % 60);
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    <span className="contest__countdown" data-testid="contest-countdown">
      <ClockIcon size={14} />
      {t('missions.contest.endsIn')}{' '}
      <strong>
        {left.days > 0 ? `${left.days}d ` : ''}
        {pad(left.hours)}:{pad(left.minutes)}:{pad(seconds)}
      </strong>
    </span>
  );
}

function RankTable({ rows, testId, caption }: { rows: TLeaderboardRow[]; testId: string; caption: string }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const language = i18n.resolvedLanguage ?? 'es';
  return (
    <table className="contest-table" data-testid={testId}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('missions.contest.rank')}</th>
          <th scope="col">{t('missions.contest.player')}</th>
          <th scope="col" className="is-numeric">
            {t('missions.contest.amount')}
          </th>
          <th scope="col" className="is-numeric">
            {t('missions.contest.prize')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.rank}
            className={row.me ? 'is-me' : undefined}
            data-testid={row.me ? `${testId}-me` : undefined}
          >
            <td>
              <span className={`contest-rank contest-rank--${row.rank <= 3 ? row.rank : 'n'}`}>
                {row.rank}
              </span>
            </td>
            <td className="contest-table__account">
              {row.account}
              {row.me ? <span className="contest-table__you">{t('missions.contest.you')}</span> : null}
            </td>
            <td className="is-numeric">{formatMoney(row.amount, language)}</td>
            <td className="is-numeric contest-table__prize">{row.prize > 0 ? money(row.prize) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ContestCard({ contest }: { contest: TLeaderboard }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const format = useBrandFormat();
  const language = i18n.resolvedLanguage ?? 'es';
  const mineOutside =
    contest.mine && contest.mine.rank !== null && !contest.rows.some((row) => row.me) ? contest.mine : null;
  const category = contest.category
    ? t(`categories.${contest.category}`, { defaultValue: contest.category })
    : null;
  return (
    <section className="contest" data-testid={`contest-${contest.contestId}`}>
      <header className="contest__hero">
        <div className="contest__hero-icon" aria-hidden="true">
          <CrownIcon size={26} />
        </div>
        <div className="contest__hero-text">
          <h2 className="contest__title">{contest.title}</h2>
          <p className="contest__meta">
            {t(`missions.contest.period.${contest.period}`)} ·{' '}
            {t(`missions.contest.metric.${contest.metric}`)}
            {category ? ` · ${category}` : ''}
          </p>
          <p className="contest__dates">
            {contest.period === 'DAILY'
              ? format.date(contest.periodStart)
              : `${format.date(contest.periodStart)} – ${format.date(new Date(Date.parse(contest.periodEnd) - 1).toISOString())}`}
          </p>
        </div>
        <Countdown endIso={contest.periodEnd} />
      </header>

      <ul className="contest__prizes" aria-label={t('missions.contest.prizes')}>
        {contest.prizes.map((prize) => (
          <li key={prize.fromRank} className="contest__prize">
            <span className="contest__prize-rank">
              {prize.fromRank === prize.toRank
                ? t('missions.contest.rankOne', { rank: prize.fromRank })
                : t('missions.contest.rankRange', { from: prize.fromRank, to: prize.toRank })}
            </span>
            <strong>{money(prize.amount)}</strong>
          </li>
        ))}
      </ul>

      {contest.mine ? (
        <p className="contest__mine" data-testid="contest-mine">
          {contest.mine.rank !== null
            ? t('missions.contest.mine', {
                rank: contest.mine.rank,
                amount: formatMoney(contest.mine.amount, language),
              })
            : t('missions.contest.mineUnranked', { min: formatMoney(contest.minAmount, language) })}
        </p>
      ) : null}

      {contest.rows.length > 0 ? (
        <RankTable rows={contest.rows} testId="contest-table" caption={t('missions.contest.standings')} />
      ) : (
        <p className="contest__empty">{t('missions.contest.noneYet')}</p>
      )}
      {mineOutside ? (
        <p className="contest__mine-outside">
          {t('missions.contest.mine', {
            rank: mineOutside.rank,
            amount: formatMoney(mineOutside.amount, language),
          })}
        </p>
      ) : null}

      {contest.previous ? (
        <details className="contest__previous" data-testid="contest-previous">
          <summary>
            {t('missions.contest.previous', {
              date: contest.previous.periodKey.split('-').reverse().join('/'),
            })}
          </summary>
          <RankTable
            rows={contest.previous.rows}
            testId="contest-previous-table"
            caption={t('missions.contest.previousCaption')}
          />
        </details>
      ) : null}
    </section>
  );
}

/** The leaderboard tab: each live contest with its prizes, countdown, standings and last winners. */
export function LeaderboardPanel() {
  const { t } = useTranslation();
  const boards = useLeaderboards();
  if (boards.isPending) {
    return (
      <div className="spinner-row" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  if (boards.isError) return <EmptyState text={errorText(boards.error)} testId="leaderboard-error" />;
  if (boards.data.contests.length === 0) {
    return (
      <EmptyState
        icon={<ChartIcon size={28} />}
        text={t('missions.contest.empty')}
        testId="leaderboard-empty"
      />
    );
  }
  return (
    <div className="leaderboard-panel" data-testid="leaderboard-panel">
      {boards.data.contests.map((contest) => (
        <ContestCard key={contest.contestId} contest={contest} />
      ))}
    </div>
  );
}
