import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useLotteryStats } from '../api/get-lottery-stats';

/** "Calientes y fríos": the numbers drawn most and least often lately, with their counts. */
export function HotCold({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const stats = useLotteryStats(gameCode);
  if (!stats.data) return <QueryState error={stats.error} onRetry={() => void stats.refetch()} />;
  if (stats.data.draws === 0)
    return <EmptyState text={t('lottery.stats.empty')} testId="lottery-stats-empty" />;
  return (
    <div className="lottery-stats" data-testid="lottery-stats">
      <p className="lottery-stats__intro">{t('lottery.stats.intro', { draws: stats.data.draws })}</p>
      <div className="lottery-stats__columns">
        <section>
          <h3 className="lottery-stats__title lottery-stats__title--hot">{t('lottery.stats.hot')}</h3>
          <ul className="lottery-stats__list" data-testid="lottery-stats-hot">
            {stats.data.hot.map((entry) => (
              <li key={entry.number} className="lottery-stats__item is-hot">
                <span className="lottery-number is-selected">{entry.number}</span>
                <span>{t('lottery.stats.count', { count: entry.count })}</span>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h3 className="lottery-stats__title lottery-stats__title--cold">{t('lottery.stats.cold')}</h3>
          <ul className="lottery-stats__list" data-testid="lottery-stats-cold">
            {stats.data.cold.map((entry) => (
              <li key={entry.number} className="lottery-stats__item is-cold">
                <span className="lottery-number">{entry.number}</span>
                <span>
                  {t('lottery.stats.count', { count: entry.count })} ·{' '}
                  {entry.lastSeenDrawsAgo === null
                    ? t('lottery.stats.never')
                    : entry.lastSeenDrawsAgo === 0
                      ? t('lottery.stats.lastSeenLatest')
                      : t('lottery.stats.lastSeen', { count: entry.lastSeenDrawsAgo })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
