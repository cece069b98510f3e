import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { THouseGame } from '@platform/contracts/house-games';
import { EmptyState } from '../../../components/ui/empty-state';
import { SparkIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { Tabs } from '../../../components/ui/tabs';
import { ApiError } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { useHouseGame } from '../api/get-house-game';
import { useSymbolName } from '../hooks/use-symbol-name';
import { CrashGame } from './crash/crash-game';
import { DiceGame } from './dice/dice-game';
import { FairnessPanel } from './fairness/fairness-panel';
import { MinesGame } from './mines/mines-game';
import { RecallPanel } from './recall/recall-panel';
import { SlotPaytable } from './slot/slot-paytable';
import { SlotGame } from './slot/slot-game';
import '../house.css';

/** Where the page's back link goes: the in-house games list (spec §2 `/rng?vassalage=INHOUSE`). */
export const HOUSE_LOBBY_PATH = '/rng?vassalage=INHOUSE';
export const HOUSE_VERIFY_PATH = '/houseVerify';

type TSideTab = 'recall' | 'fairness';

/**
 * /house/:gameCode: an in-house TA game (slot, dice, mines or crash) with game recall, the fairness panel
 * and a link to the verify page beside it. A visitor sees the game's rules and a login button.
 */
export function HouseGamePage() {
  const { t } = useTranslation();
  const { gameCode = '' } = useParams();
  const token = useAppStore((state) => state.token);
  const query = useHouseGame(gameCode);
  const game = query.data;
  const missing = query.error instanceof ApiError && query.error.code === 'HOUSE_GAME_NOT_FOUND';

  return (
    <section className="page page--wide house" data-testid="house-page" data-kind={game?.kind}>
      <PageHeader title={game?.name ?? t('house.page.title')} icon={<SparkIcon />}>
        <Link to={HOUSE_LOBBY_PATH} className="button button--ghost button--sm" data-testid="house-back">
          {t('house.page.back')}
        </Link>
      </PageHeader>
      {game ? (
        token ? (
          <HouseTable key={`${game.gameCode}:${token}`} game={game} />
        ) : (
          <VisitorView game={game} />
        )
      ) : missing ? (
        <EmptyState icon={<SparkIcon size={32} />} text={t('house.page.notFound')} testId="house-not-found" />
      ) : (
        <QueryState error={query.error} onRetry={() => void query.refetch()} />
      )}
    </section>
  );
}

function GameOfKind({ game }: { game: THouseGame }) {
  switch (game.kind) {
    case 'SLOT':
      return game.slot ? <SlotGame game={game} config={game.slot} /> : null;
    case 'DICE':
      return <DiceGame game={game} />;
    case 'MINES':
      return <MinesGame game={game} />;
    case 'CRASH':
      return <CrashGame game={game} />;
  }
}

/** The game, and beside it (under it on a phone) game recall and the fairness panel. */
function HouseTable({ game }: { game: THouseGame }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TSideTab>('recall');
  return (
    <div className="house__layout">
      <div className="house__game">
        <GameOfKind game={game} />
        {game.kind === 'DICE' || game.kind === 'MINES' ? (
          <details className="house__rules card">
            <summary>{t('house.page.rulesTitle')}</summary>
            <Rules game={game} />
          </details>
        ) : null}
      </div>
      <aside className="house__side card" aria-label={t('house.page.side')}>
        <Tabs
          tabs={[
            { id: 'recall', label: t('house.page.tabs.recall') },
            { id: 'fairness', label: t('house.page.tabs.fairness') },
          ]}
          value={tab}
          onChange={setTab}
          label={t('house.page.side')}
          testId="house-tabs"
        />
        <div role="tabpanel" className="house__panel">
          {tab === 'recall' ? <RecallPanel gameCode={game.gameCode} /> : <FairnessPanel />}
        </div>
        <Link to={HOUSE_VERIFY_PATH} className="house__verify-link" data-testid="house-verify-link">
          {t('house.page.verify')}
        </Link>
      </aside>
    </div>
  );
}

function Rules({ game }: { game: THouseGame }) {
  const { t } = useTranslation();
  return (
    <div className="house__rules-text" data-testid="house-rules">
      <p>{t(`house.page.rules.${game.kind}`)}</p>
      <p>{t('house.page.rules.fair')}</p>
    </div>
  );
}

function VisitorSlotRules({ game }: { game: THouseGame }) {
  const symbolName = useSymbolName(game.slot!.theme);
  return <SlotPaytable config={game.slot!} minBet={game.minBet} lineBet={null} symbolName={symbolName} />;
}

/** Not logged in: what the game is and pays, and the way in. */
function VisitorView({ game }: { game: THouseGame }) {
  const { t } = useTranslation();
  return (
    <div className="house__visitor card" data-testid="house-visitor">
      <div className="house__visitor-head">
        <p>{t('house.page.loginToPlay')}</p>
        <button
          type="button"
          className="button button--primary"
          data-testid="house-login"
          onClick={() => useAppStore.getState().openModal({ name: 'login', reason: 'notLoggedIn' })}
        >
          {t('house.page.login')}
        </button>
      </div>
      {game.kind === 'SLOT' && game.slot ? <VisitorSlotRules game={game} /> : <Rules game={game} />}
    </div>
  );
}
