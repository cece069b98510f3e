import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NIUNIU_NAMES } from '@platform/contracts/pvp';
import { EmptyState } from '../../../components/ui/empty-state';
import { UsersIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { useMoney } from '../../../hooks/use-money';
import { ApiError } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { usePvpLive } from '../hooks/use-pvp-live';
import { mySeatOf } from '../utils/table-state';
import { PvpControls } from './pvp-controls';
import { PvpFairness } from './pvp-fairness';
import { PvpPhaseBanner } from './pvp-phase-banner';
import { PvpRules } from './pvp-rules';
import { PvpTable } from './pvp-table';
import '../pvp.css';

/** The page's back link: the PVP games list (spec §2 `/pvp`). */
export const PVP_LOBBY_PATH = '/pvp';

/**
 * /pvpTable/:tableId: a Niu-Niu table played live over `/ws` with other members. A visitor sees the rules
 * and a login button (the table's view needs a session).
 */
export function PvpTablePage() {
  const { t, i18n } = useTranslation();
  const { tableId = '' } = useParams();
  const token = useAppStore((state) => state.token);
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'es';

  return (
    <section className="page page--wide pvp" data-testid="pvp-page">
      <PageHeader title={NIUNIU_NAMES[language]} icon={<UsersIcon />}>
        <Link to={PVP_LOBBY_PATH} className="button button--ghost button--sm" data-testid="pvp-back">
          {t('pvp.page.back')}
        </Link>
      </PageHeader>
      {token ? <LiveTable key={`${tableId}:${token}`} tableId={tableId} /> : <VisitorView />}
    </section>
  );
}

function LiveTable({ tableId }: { tableId: string }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const percent = (value: number) =>
    new Intl.NumberFormat(i18n.resolvedLanguage ?? 'es', {
      style: 'percent',
      maximumFractionDigits: 2,
    }).format(value);
  const live = usePvpLive(tableId);
  const { state } = live;
  if (!state) {
    const error = live.query.error;
    if (error instanceof ApiError && error.code === 'PVP_TABLE_NOT_FOUND') {
      return (
        <EmptyState icon={<UsersIcon size={32} />} text={t('pvp.page.notFound')} testId="pvp-not-found" />
      );
    }
    return <QueryState error={error} onRetry={() => void live.query.refetch()} />;
  }
  const { view, me } = state;
  const mySeat = mySeatOf(state);

  return (
    <div className="pvp__layout" data-phase={view.phase}>
      <div className="pvp__main">
        <header className="pvp-head card">
          <div className="pvp-head__title">
            <h2 data-testid="pvp-room-name">{view.roomName}</h2>
            <span className="pvp-head__hand" data-testid="pvp-hand-number">
              {t('pvp.table.hand', { number: view.handNumber })}
            </span>
          </div>
          <dl className="pvp-head__facts">
            <div>
              <dt>{t('pvp.table.baseBet')}</dt>
              <dd>{money(view.baseBet)}</dd>
            </div>
            <div>
              <dt>{t('pvp.table.entryBalance')}</dt>
              <dd>{money(view.entryBalance)}</dd>
            </div>
            <div>
              <dt>{t('pvp.table.maxStake')}</dt>
              <dd>{money(view.maxStake)}</dd>
            </div>
            <div>
              <dt>{t('pvp.table.rake')}</dt>
              <dd>{percent(view.rakeBps / 10_000)}</dd>
            </div>
          </dl>
        </header>
        <PvpPhaseBanner view={view} offsetMs={state.offsetMs} />
        <PvpTable
          view={view}
          me={me}
          canSit={mySeat === null && !live.pending}
          onSit={(seat) => live.send({ type: 'pvp.sit', seat })}
        />
        <PvpControls
          view={view}
          me={me}
          mySeat={mySeat}
          pending={live.pending}
          notice={live.notice}
          onMove={live.send}
        />
      </div>
      <aside className="pvp__side">
        <PvpFairness view={view} />
        <PvpRules />
      </aside>
    </div>
  );
}

/** Not logged in: the rules and the way in. */
function VisitorView() {
  const { t } = useTranslation();
  return (
    <div className="pvp__visitor" data-testid="pvp-visitor">
      <div className="pvp__visitor-head card">
        <p>{t('pvp.page.loginToPlay')}</p>
        <button
          type="button"
          className="button button--primary"
          data-testid="pvp-login"
          onClick={() => useAppStore.getState().openModal({ name: 'login', reason: 'notLoggedIn' })}
        >
          {t('pvp.page.login')}
        </button>
      </div>
      <PvpRules />
    </div>
  );
}
