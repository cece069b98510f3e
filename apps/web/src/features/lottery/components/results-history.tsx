import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TLotteryDraw } from '@platform/contracts/lottery';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { useBrandFormat } from '../../../hooks/use-brand-format';
import { LOTTERY_DRAWS_PAGE_SIZE, useLotteryDraws } from '../api/get-lottery-draws';
import { verifyPath } from '../utils/pages';
import { ResultBoard } from './result-board';

/** "Resultados": the game's drawn draws, newest first, each with its result and a link to verify a house draw. */
export function ResultsHistory({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const draws = useLotteryDraws(gameCode, page);
  if (!draws.data) return <QueryState error={draws.error} onRetry={() => void draws.refetch()} />;
  if (draws.data.list.length === 0)
    return <EmptyState text={t('lottery.results.empty')} testId="lottery-results-empty" />;
  return (
    <div className={draws.isPlaceholderData ? 'is-stale' : undefined}>
      <ul className="lottery-history" data-testid="lottery-results">
        {draws.data.list.map((draw) => (
          <HistoryRow key={draw.drawId} draw={draw} />
        ))}
      </ul>
      <Pager
        page={page}
        totalPages={Math.max(1, Math.ceil(draws.data.total / LOTTERY_DRAWS_PAGE_SIZE))}
        onChange={setPage}
        busy={draws.isFetching}
        testId="lottery-results-pager"
      />
    </div>
  );
}

function HistoryRow({ draw }: { draw: TLotteryDraw }) {
  const { t } = useTranslation();
  const format = useBrandFormat();
  const [open, setOpen] = useState(false);
  const expandable =
    draw.result !== null &&
    draw.result.kind !== 'FAST_5D' &&
    draw.result.kind !== 'DICE_3' &&
    draw.result.kind !== 'RACE_10';
  return (
    <li
      className="lottery-history__row"
      data-testid={`lottery-result-${draw.drawId}`}
      data-numero={draw.numero}
    >
      <div className="lottery-history__head">
        <strong>{t('lottery.board.numero', { numero: draw.numero })}</strong>
        {draw.province ? <span className="chip">{draw.province}</span> : null}
        <span className="lottery-history__date">
          {t('lottery.results.drawAt', { date: format.dateTime(draw.drawAt) })}
        </span>
        {draw.resultSource ? (
          <span className="lottery-history__source">{t(`lottery.results.source.${draw.resultSource}`)}</span>
        ) : null}
        {draw.resultSource === 'HOUSE' && draw.seed ? (
          <Link
            className="link-button"
            to={verifyPath(draw.drawId)}
            data-testid={`lottery-verify-${draw.drawId}`}
          >
            {t('lottery.results.verify')}
          </Link>
        ) : null}
      </div>
      {draw.status === 'VOID' ? (
        <p className="lottery-history__void">{t('lottery.results.void')}</p>
      ) : draw.result ? (
        <>
          <ResultBoard result={draw.result} compact={!open} testId={`lottery-result-board-${draw.drawId}`} />
          {expandable ? (
            <button type="button" className="link-button" onClick={() => setOpen(!open)}>
              {open ? t('lottery.results.hide') : t('lottery.results.showAll')}
            </button>
          ) : null}
        </>
      ) : null}
    </li>
  );
}
