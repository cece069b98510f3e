import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { TPrizeMode } from '@platform/contracts/games';
import { HOUSE_KINDS } from '@platform/contracts/lottery';
import { EmptyState } from '../../../components/ui/empty-state';
import { SparkIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { Tabs } from '../../../components/ui/tabs';
import { useLotteryHall, type THallView } from '../api/get-lottery-hall';
import { useLotteryGames, type TLotteryMenuGame } from '../api/get-lottery-menu';
import { useDrawWatch } from '../hooks/use-draw-watch';
import { useServerNow } from '../hooks/use-server-now';
import { hallPollMs, secondsUntil } from '../utils/clock';
import { LOTTERY_PAGE_GAMES, lotteryPageKeyOf, type TLotteryPageKey } from '../utils/pages';
import { BetRules } from './bet-rules';
import { BetSlip } from './bet-slip';
import { DrawPanel } from './draw-panel';
import { HotCold } from './hot-cold';
import { MyTickets } from './my-tickets';
import { ResultBoard } from './result-board';
import { ResultsHistory } from './results-history';
import '../lottery.css';

type THallTab = 'tickets' | 'results' | 'hotCold' | 'rules';

/**
 * /lottery, /seaLottery, /vnLottery with `?gameCode=` (spec §2, login required): the lottery hall of one
 * game — the current draw and its countdown, the latest result, the bet slip, my tickets, the results,
 * hot and cold numbers and the rules. Without a game code it opens the page's first game.
 */
export function LotteryHallPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = lotteryPageKeyOf(pathname);
  const [search, setSearch] = useSearchParams();
  const gameCode = (search.get('gameCode') ?? '').trim().slice(0, 64);
  const { vassalages, menuMode } = LOTTERY_PAGE_GAMES[page];
  const games = useLotteryGames(menuMode, vassalages);
  const first = games.data?.[0]?.gameCode;

  useEffect(() => {
    if (!gameCode && first) setSearch({ gameCode: first }, { replace: true });
  }, [gameCode, first, setSearch]);

  const onGame = (code: string) => setSearch({ gameCode: code });

  return (
    <section className="page page--wide lottery" data-testid="lottery-page" data-lottery={page}>
      {gameCode ? (
        <Hall key={gameCode} gameCode={gameCode} page={page} games={games.data ?? []} onGame={onGame} />
      ) : (
        <>
          <PageHeader title={t(`lottery.pages.${page}`)} icon={<SparkIcon />} />
          {games.data ? (
            <EmptyState
              icon={<SparkIcon size={32} />}
              text={t('lottery.noGames')}
              testId="lottery-no-games"
            />
          ) : (
            <QueryState error={games.error} onRetry={() => void games.refetch()} />
          )}
        </>
      )}
    </section>
  );
}

type THallProps = {
  gameCode: string;
  page: TLotteryPageKey;
  games: readonly TLotteryMenuGame[];
  onGame: (gameCode: string) => void;
};

function Hall({ gameCode, page, games, onGame }: THallProps) {
  const { t } = useTranslation();
  const [prizeMode, setPrizeMode] = useState<TPrizeMode | undefined>(undefined);
  const hall = useLotteryHall(gameCode, prizeMode, (view) =>
    hallPollMs(view, view ? HOUSE_KINDS.includes(view.game.kind) : false),
  );
  const data = hall.data;
  const serverNow = useServerNow(data?.clockOffsetMs ?? 0);
  const [drawId, setDrawId] = useState<string | null>(null);
  const house = data ? HOUSE_KINDS.includes(data.game.kind) : false;
  const draw = data ? (data.open.find((entry) => entry.drawId === drawId) ?? data.open[0] ?? null) : null;
  const selling = draw !== null && secondsUntil(draw.closesAt, serverNow) > 0;
  useDrawWatch(gameCode, data?.open ?? [], data?.latest?.drawId ?? null);

  const [tab, setTab] = useState<THallTab>('tickets');
  const header = (
    <PageHeader title={data?.game.name ?? t(`lottery.pages.${page}`)} icon={<SparkIcon />}>
      <GameSwitcher games={games} gameCode={gameCode} onGame={onGame} />
      {data && data.game.prizeModes.length > 1 ? (
        <label className="lottery-select">
          <span>{t('lottery.prizeMode')}</span>
          <select
            className="input"
            value={data.prizeMode}
            data-testid="lottery-prize-mode"
            onChange={(event) => setPrizeMode(event.target.value as TPrizeMode)}
          >
            {data.game.prizeModes.map((mode) => (
              <option key={mode} value={mode}>
                {t(`lottery.prizeModes.${mode}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </PageHeader>
  );
  if (!data) {
    return (
      <>
        {header}
        <QueryState error={hall.error} onRetry={() => void hall.refetch()} />
      </>
    );
  }
  return (
    <>
      {header}
      <div className="lottery__layout">
        <div className="lottery__main">
          <DrawPanel open={data.open} draw={draw} onSelect={setDrawId} serverNow={serverNow} house={house} />
          <LatestResult hall={data} />
        </div>
        <BetSlip
          key={data.prizeMode}
          betTypes={data.betTypes}
          unitPrice={data.unitPrice}
          prizeMode={data.prizeMode}
          draw={selling ? draw : null}
        />
      </div>
      <Tabs
        tabs={[
          { id: 'tickets', label: t('lottery.tabs.tickets') },
          { id: 'results', label: t('lottery.tabs.results') },
          { id: 'hotCold', label: t('lottery.tabs.hotCold') },
          { id: 'rules', label: t('lottery.tabs.rules') },
        ]}
        value={tab}
        onChange={setTab}
        label={t('lottery.tabs.label')}
        testId="lottery-tabs"
      />
      <div role="tabpanel" className="lottery__panel card">
        {tab === 'tickets' ? <MyTickets gameCode={gameCode} /> : null}
        {tab === 'results' ? <ResultsHistory gameCode={gameCode} /> : null}
        {tab === 'hotCold' ? <HotCold gameCode={gameCode} /> : null}
        {tab === 'rules' ? <BetRules betTypes={data.betTypes} unitPrice={data.unitPrice} /> : null}
      </div>
    </>
  );
}

function LatestResult({ hall }: { hall: THallView }) {
  const { t } = useTranslation();
  const latest = hall.latest;
  return (
    <div className="lottery-board card" data-testid="lottery-latest">
      <h2 className="card__title lottery-board__title">
        {t('lottery.board.title')}
        {latest ? (
          <span className="lottery-board__numero" data-testid="lottery-latest-numero">
            {t('lottery.board.numero', { numero: latest.numero })}
            {latest.province ? ` · ${latest.province}` : ''}
          </span>
        ) : null}
      </h2>
      {latest?.result ? (
        <ResultBoard result={latest.result} />
      ) : (
        <p className="lottery-board__none">{t('lottery.board.none')}</p>
      )}
    </div>
  );
}

function GameSwitcher({
  games,
  gameCode,
  onGame,
}: {
  games: readonly TLotteryMenuGame[];
  gameCode: string;
  onGame: (code: string) => void;
}) {
  const { t } = useTranslation();
  if (games.length === 0) return null;
  const known = games.some((game) => game.gameCode === gameCode);
  return (
    <label className="lottery-select">
      <span>{t('lottery.gameSwitcher')}</span>
      <select
        className="input"
        value={known ? gameCode : ''}
        data-testid="lottery-game-switcher"
        onChange={(event) => onGame(event.target.value)}
      >
        {known ? null : (
          <option value="" disabled>
            {t('lottery.unknownGame')}
          </option>
        )}
        {games.map((game) => (
          <option key={game.gameCode} value={game.gameCode}>
            {game.name}
          </option>
        ))}
      </select>
    </label>
  );
}
