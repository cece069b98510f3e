import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCrashState } from '@platform/contracts/house-games';
import { useMultiplier } from './use-multiplier';

/** The colour of a crash point: under 2× low, under 10× mid, 10× and over high. */
export const crashTone = (point: number) => (point < 2 ? 'low' : point < 10 ? 'mid' : 'high');

/** The recent crash points, newest first, each a link to verify it from its published hash. */
export function CrashHistory({ history }: { history: TCrashState['history'] }) {
  const { t } = useTranslation();
  const multiplier = useMultiplier();
  if (history.length === 0) return null;
  return (
    <nav className="crash-history" aria-label={t('house.crash.history')} data-testid="crash-history">
      <ol className="crash-history__list">
        {history.map((entry) => (
          <li key={entry.id}>
            <Link
              className={`crash-history__chip is-${crashTone(entry.crashPoint)}`}
              to={`/houseVerify?${new URLSearchParams({ crashRoundId: entry.id })}`}
              aria-label={t('house.crash.verifyPoint', { point: multiplier(entry.crashPoint) })}
            >
              {multiplier(entry.crashPoint)}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
