import { useTranslation } from 'react-i18next';
import type { TPvpTableView } from '@platform/contracts/pvp';

/** Provably fair: the hand's seed hash while it plays; the revealed seeds at the result. */
export function PvpFairness({ view }: { view: TPvpTableView }) {
  const { t } = useTranslation();
  if (!view.seedHash) return null;
  return (
    <details className="pvp-fair card" data-testid="pvp-fairness" open={view.serverSeed !== null}>
      <summary>{t('pvp.fair.title', { hand: view.handNumber })}</summary>
      <dl className="pvp-fair__list">
        <dt>{t('pvp.fair.seedHash')}</dt>
        <dd>
          <code data-testid="pvp-seed-hash">{view.seedHash}</code>
        </dd>
        {view.serverSeed !== null ? (
          <>
            <dt>{t('pvp.fair.serverSeed')}</dt>
            <dd>
              <code data-testid="pvp-server-seed">{view.serverSeed}</code>
            </dd>
            <dt>{t('pvp.fair.clientSeed')}</dt>
            <dd>
              <code>{view.clientSeed}</code>
            </dd>
          </>
        ) : null}
      </dl>
      <p className="pvp-fair__text">
        {t(view.serverSeed !== null ? 'pvp.fair.revealed' : 'pvp.fair.during')}
      </p>
    </details>
  );
}
