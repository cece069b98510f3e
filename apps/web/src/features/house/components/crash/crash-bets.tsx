import { useTranslation } from 'react-i18next';
import type { TCrashBet } from '@platform/contracts/house-games';
import { useMoney } from '../../../../hooks/use-money';
import { useMultiplier } from './use-multiplier';

/** How many bets the list shows (the member's own first); the count and total cover them all. */
const SHOWN = 50;

/** The players' bets of the round, live: amount, where each cashed out and what it won. */
export function CrashBets({ bets, crashed }: { bets: readonly TCrashBet[]; crashed: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const multiplier = useMultiplier();
  const ordered = [...bets.filter((bet) => bet.mine), ...bets.filter((bet) => !bet.mine)];
  const total = bets.reduce((sum, bet) => sum + Math.round(bet.amount * 100), 0) / 100;

  return (
    <section className="card crash-bets" aria-labelledby="crash-bets-title" data-testid="crash-bets">
      <header className="crash-bets__head">
        <h2 id="crash-bets-title" className="crash-section-title">
          {t('house.crash.players', { count: bets.length })}
        </h2>
        <span className="crash-bets__total">{money(total)}</span>
      </header>
      {bets.length === 0 ? (
        <p className="crash-bets__empty">{t('house.crash.noBets')}</p>
      ) : (
        <div className="table-wrap">
          <table className="crash-bets__table">
            <thead>
              <tr>
                <th scope="col">{t('house.crash.player')}</th>
                <th scope="col">{t('house.crash.stake')}</th>
                <th scope="col">{t('house.crash.cashedAt')}</th>
                <th scope="col">{t('house.crash.win')}</th>
              </tr>
            </thead>
            <tbody>
              {ordered.slice(0, SHOWN).map((bet, index) => {
                const state = bet.cashedOutAt !== null ? 'won' : crashed ? 'lost' : 'riding';
                return (
                  <tr
                    key={`${bet.player}:${bet.amount}:${index}`}
                    className={`crash-bets__row is-${state}${bet.mine ? ' is-mine' : ''}`}
                    data-testid={bet.mine ? 'crash-bet-mine' : 'crash-bet'}
                  >
                    <td>{bet.mine ? t('house.crash.you') : bet.player}</td>
                    <td>{money(bet.amount)}</td>
                    <td>
                      {bet.cashedOutAt !== null
                        ? multiplier(bet.cashedOutAt)
                        : bet.autoCashout !== null && !crashed
                          ? t('house.crash.autoAt', { multiplier: multiplier(bet.autoCashout) })
                          : '—'}
                    </td>
                    <td>{bet.win !== null ? money(bet.win) : crashed ? money(0) : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {bets.length > SHOWN ? (
            <p className="crash-bets__more">{t('house.crash.more', { count: bets.length - SHOWN })}</p>
          ) : null}
        </div>
      )}
    </section>
  );
}
