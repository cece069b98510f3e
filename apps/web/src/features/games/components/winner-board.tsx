import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { TWinnerItem } from '@platform/contracts/bets';
import { CrownIcon } from '../../../components/ui/icons';
import { useMoney } from '../../../hooks/use-money';
import { cdnImageUrl } from '../../../lib/cdn';
import { useRankList } from '../api/get-rank-list';
import { useStartGame } from '../hooks/use-start-game';
import { maskedName, splitWinnerLists, TICKER_LIMIT_MOVE_NUM, winnerToCard } from '../utils/winner-board';
import { LobbyError } from './home-lobby-nav';
import { JackpotCounter } from './jackpot-counter';
import { BoardSkeleton } from './lobby-skeletons';
import { WinnerTicker } from './winner-board-ticker';

const keyOf = (item: TWinnerItem) => `${item.nodeId}|${item.winTime}|${item.customerName}`;

function WinnerEntry({ item, copy, onStart }: { item: TWinnerItem; copy: boolean; onStart: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const name = maskedName(item.customerName);
  const amount = money(item.winAmount);
  return (
    <button
      type="button"
      className="winner"
      tabIndex={copy ? -1 : undefined}
      aria-label={t('lobby.winners.entryLabel', { game: item.gameName, name, amount })}
      data-testid={copy ? undefined : `winner-${item.nodeId}`}
      onClick={onStart}
    >
      <span className="winner__icon" data-type={item.gameType}>
        {item.iconUrl ? <img src={cdnImageUrl(item.iconUrl)} alt="" loading="lazy" decoding="async" /> : null}
      </span>
      <span className="winner__text">
        <span className="winner__name" data-testid={copy ? undefined : 'winner-name'}>
          {name}
        </span>
        <span className="winner__game">{item.gameName}</span>
      </span>
      <span className="winner__amount" data-testid={copy ? undefined : 'winner-amount'}>
        {amount}
      </span>
    </button>
  );
}

function WinnerList({ title, items, testId }: { title: string; items: TWinnerItem[]; testId: string }) {
  const { t } = useTranslation();
  const startGame = useStartGame();
  return (
    <div className="winner-list" data-testid={testId}>
      <h3 className="winner-list__title">{title}</h3>
      {items.length === 0 ? (
        <p className="winner-list__empty" data-testid={`${testId}-empty`}>
          {t('lobby.winners.listEmpty')}
        </p>
      ) : (
        <>
          <WinnerTicker
            items={items}
            keyOf={keyOf}
            label={title}
            testId={`${testId}-ticker`}
            render={(item, copy) => (
              <WinnerEntry item={item} copy={copy} onStart={() => startGame(winnerToCard(item))} />
            )}
          />
          {/* Fewer entries than rows: the rest of the panel invites rather than stays blank. */}
          {items.length < TICKER_LIMIT_MOVE_NUM ? (
            <p
              className="winner-list__more"
              style={{ '--rows': TICKER_LIMIT_MOVE_NUM - items.length } as CSSProperties}
              data-testid={`${testId}-more`}
            >
              {t('lobby.winners.more')}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

/**
 * The winner board (spec §2, GCSGAME_getRankList): the growing jackpot pool and two scrolling lists,
 * jackpot wins (all) and biggest wins (first 9), each entry with the game's icon, the masked customer
 * name and the amount; an entry starts its game.
 */
export function WinnerBoard() {
  const { t } = useTranslation();
  const rank = useRankList();
  const lists = rank.data ? splitWinnerLists(rank.data.list) : null;
  const noWinners = lists !== null && lists.jackpots.length === 0 && lists.wins.length === 0;

  return (
    <section
      className="lobby-block winner-board"
      aria-labelledby="winner-board-title"
      aria-busy={rank.isPending}
      data-testid="winner-board"
    >
      <header className="winner-board__head">
        <h2 className="lobby-block__title" id="winner-board-title">
          <span className="lobby-block__icon lobby-block__icon--gold">
            <CrownIcon size={18} />
          </span>
          {t('lobby.winners.title')}
        </h2>
        {rank.data ? (
          <JackpotCounter key={rank.data.jackpotAmount} start={rank.data.jackpotAmount} />
        ) : (
          <span className="jackpot jackpot--placeholder" aria-hidden="true" />
        )}
      </header>
      {rank.isPending ? (
        <BoardSkeleton />
      ) : lists === null ? (
        <LobbyError
          text={t('lobby.winners.error')}
          onRetry={() => void rank.refetch()}
          testId="winner-board-error"
        />
      ) : noWinners ? (
        <div className="winner-board__empty" data-testid="winner-board-empty">
          <span className="winner-board__empty-icon" aria-hidden="true">
            <CrownIcon size={28} />
          </span>
          <p className="winner-board__empty-title">{t('lobby.winners.emptyTitle')}</p>
          <p className="winner-board__empty-text">{t('lobby.winners.emptyText')}</p>
        </div>
      ) : (
        <div className="winner-board__lists">
          <WinnerList title={t('lobby.winners.jackpots')} items={lists.jackpots} testId="winner-jackpots" />
          <WinnerList title={t('lobby.winners.biggestWins')} items={lists.wins} testId="winner-wins" />
        </div>
      )}
    </section>
  );
}
