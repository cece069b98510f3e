import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../hooks/use-money';
import { JACKPOT_INTERVAL_MS, jackpotAt } from '../utils/jackpot';

/**
 * The jackpot pool of the winner board: starts at the reported `jackpotAmount` and grows by 165.11 every
 * 3 seconds (spec §9). Growth is measured on the clock, so a throttled background tab catches up when it
 * comes back. The board gives it a `key` of the amount: a new amount starts over from it.
 */
export function JackpotCounter({ start }: { start: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [startedAt] = useState(() => Date.now());
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    const timer = window.setInterval(() => setElapsed(Date.now() - startedAt), JACKPOT_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [startedAt]);

  return (
    <div className="jackpot" data-testid="jackpot">
      <span className="jackpot__label">{t('lobby.winners.jackpotPool')}</span>
      <span className="jackpot__amount" data-testid="jackpot-amount">
        {money(jackpotAt(start, elapsed))}
      </span>
    </div>
  );
}
