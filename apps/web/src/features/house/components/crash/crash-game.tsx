import { useTranslation } from 'react-i18next';
import type { TCrashBet, TCrashRound, THouseGame } from '@platform/contracts/house-games';
import { QueryState } from '../../../../components/ui/query-state';
import { useMoney } from '../../../../hooks/use-money';
import { useAppStore } from '../../../../stores/app-store';
import { CrashBetForm } from './crash-bet-form';
import { CrashBets } from './crash-bets';
import { CrashChart } from './crash-chart';
import { CrashHistory } from './crash-history';
import { useCrashLive, type TCrashNotice } from './use-crash-live';
import { useMultiplier } from './use-multiplier';
import './crash.css';

/**
 * Crash: one round shared by every player over `/ws`. Bets while the countdown runs, the multiplier rises
 * from the start until the crash; a bet still riding at the crash loses, a cash-out (by hand or automatic)
 * pays the stake times the multiplier.
 */
export function CrashGame({ game }: { game: THouseGame }) {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  const live = useCrashLive();
  if (!token) return <p className="card crash-login">{t('house.crash.loginFirst')}</p>;
  const { state } = live;
  if (!state) return <QueryState error={live.query.error} onRetry={() => void live.query.refetch()} />;
  const round = state.round;
  const myBet = round?.bets.find((bet) => bet.mine) ?? null;

  return (
    <div className="crash" data-testid="crash-game" data-status={round?.status ?? 'WAITING'}>
      <CrashHistory history={state.history} />
      <div className="crash__layout">
        <div className="crash__main">
          <CrashChart round={round} offsetMs={state.offsetMs} />
          <MyResult round={round} bet={myBet} />
          <Notice notice={live.notice} />
          <CrashBetForm
            game={game}
            round={round}
            offsetMs={state.offsetMs}
            myBet={myBet}
            pending={live.pending}
            onBet={live.placeBet}
            onCashOut={live.cashOut}
          />
          {round?.status === 'CRASHED' && round.hash ? (
            <p className="crash__hash" data-testid="crash-round-hash">
              <span>{t('house.crash.roundHash')}</span> <code>{round.hash}</code>
            </p>
          ) : null}
          <details className="crash__chain">
            <summary>{t('house.crash.chainTitle')}</summary>
            <p>{t('house.crash.chainText')}</p>
            <p>
              <span>{t('house.crash.terminalHash')}</span> <code>{state.chain.terminalHash}</code>
            </p>
            <p>
              <span>{t('house.crash.salt')}</span> <code>{state.chain.salt}</code>
            </p>
          </details>
        </div>
        <CrashBets bets={round?.bets ?? []} crashed={round?.status === 'CRASHED'} />
      </div>
    </div>
  );
}

/** The member's own bet in this round: placed, riding, cashed out or lost. */
function MyResult({ round, bet }: { round: TCrashRound | null; bet: TCrashBet | null }) {
  const { t } = useTranslation();
  const money = useMoney();
  const multiplier = useMultiplier();
  if (!round || !bet) return null;
  if (bet.cashedOutAt !== null) {
    return (
      <p className="crash-result is-won" role="status" data-testid="crash-my-result">
        {t('house.crash.won', { multiplier: multiplier(bet.cashedOutAt), amount: money(bet.win ?? 0) })}
      </p>
    );
  }
  if (round.status === 'CRASHED') {
    return (
      <p className="crash-result is-lost" role="status" data-testid="crash-my-result">
        {t('house.crash.lost', { amount: money(bet.amount), point: multiplier(round.crashPoint ?? 1) })}
      </p>
    );
  }
  return (
    <p className="crash-result" role="status" data-testid="crash-my-result">
      {bet.autoCashout !== null
        ? t('house.crash.yourBetAuto', { amount: money(bet.amount), multiplier: multiplier(bet.autoCashout) })
        : t('house.crash.yourBet', { amount: money(bet.amount) })}
    </p>
  );
}

function Notice({ notice }: { notice: TCrashNotice | null }) {
  const { t } = useTranslation();
  if (!notice) return null;
  // An accepted bet or cash-out shows in the member's result line.
  if (notice.kind === 'acked') return null;
  return (
    <p className="form__error crash-notice" role="alert" data-testid="crash-notice">
      {notice.kind === 'refused' ? notice.message : t(`house.crash.${notice.kind}`)}
    </p>
  );
}
