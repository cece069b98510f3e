import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMyContracts } from '@platform/contracts/agent-contracts';
import { EmptyState } from '../../../../components/ui/empty-state';
import { FileIcon } from '../../../../components/ui/icons';
import { Modal } from '../../../../components/ui/modal';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { useBrandDateTime } from '../../hooks/use-brand-date-time';
import { useContractLabels } from '../../hooks/use-contract-labels';
import { CONTRACT_STATUS_TONE } from '../../utils/contracts';
import { ContractRequest } from './contract-request';
import { ContractTerms } from './contract-terms';
import { TerminationForm } from './termination-form';

/**
 * "My contract": the agent's contract of the type (status, issuer, since, period, terms), the offer waiting
 * for its answer, a termination request by either side, and the way to ask for one.
 */
export function MyContractCard({ mine }: { mine: TMyContracts }) {
  const { t } = useTranslation();
  const when = useBrandDateTime();
  const { party } = useContractLabels();
  const [terminating, setTerminating] = useState(false);
  const current = mine.current;
  const termination = current?.termination ?? null;
  // A termination the other side asked for waits for this agent's answer; its own waits for theirs.
  const awaitingMe = termination !== null && termination.requestedBy !== 'AGENT';

  return (
    <section className="card contract-card" aria-labelledby="my-contract-title" data-testid="my-contract">
      <header className="contract-card__head">
        <h2 className="card__title" id="my-contract-title">
          {t('agent.contracts.mine.title')}
        </h2>
        {current ? (
          <StatusBadge tone={CONTRACT_STATUS_TONE[current.status]} testId="my-contract-status">
            {t(`agent.contracts.statuses.${current.status}`)}
          </StatusBadge>
        ) : null}
      </header>
      {current ? (
        <>
          <dl className="contract-facts">
            <div>
              <dt>{t('agent.contracts.facts.issuer')}</dt>
              <dd data-testid="my-contract-issuer">{party(current.issuer)}</dd>
            </div>
            <div>
              <dt>
                {current.startedAt ? t('agent.contracts.facts.since') : t('agent.contracts.facts.offeredAt')}
              </dt>
              <dd data-testid="my-contract-since">{when(current.startedAt ?? current.offeredAt)}</dd>
            </div>
            <div>
              <dt>{t('agent.contracts.facts.period')}</dt>
              <dd data-testid="my-contract-period">{t(`agent.contracts.periods.${current.period}`)}</dd>
            </div>
            {current.endedAt ? (
              <div>
                <dt>{t('agent.contracts.facts.endedAt')}</dt>
                <dd>
                  {when(current.endedAt)}
                  {current.endReason ? (
                    <span className="contract-facts__sub">
                      {t(`agent.contracts.endReasons.${current.endReason}`)}
                    </span>
                  ) : null}
                </dd>
              </div>
            ) : null}
          </dl>
          <ContractTerms
            type={current.type}
            tiers={current.tiers}
            realtime={current.realtime}
            testId="my-contract-terms"
          />
          {termination && awaitingMe ? (
            <div className="contract-card__request" data-testid="my-contract-termination">
              <h3 className="contract-card__subtitle">{t('agent.contracts.termination.title')}</h3>
              <ContractRequest contract={current} testId="my-termination" />
            </div>
          ) : null}
          {termination && !awaitingMe ? (
            <p className="agent-note contract-card__note" data-testid="my-contract-termination-sent">
              {t('agent.contracts.termination.sent', {
                date: when(termination.requestedAt),
                effective: when(termination.effectiveAt),
              })}
            </p>
          ) : null}
          {current.status === 'ACTIVE' && !termination ? (
            <div className="contract-card__actions">
              <button
                type="button"
                className="button button--ghost button--sm"
                onClick={() => setTerminating(true)}
                data-testid="my-contract-terminate"
              >
                {t('agent.contracts.termination.request')}
              </button>
            </div>
          ) : null}
        </>
      ) : mine.pendingOffer ? null : (
        <EmptyState
          icon={<FileIcon size={28} />}
          text={t('agent.contracts.mine.none')}
          testId="my-contract-none"
        />
      )}
      {mine.pendingOffer ? (
        <div className="contract-card__request" data-testid="my-contract-offer">
          <h3 className="contract-card__subtitle">{t('agent.contracts.request.offerTitle')}</h3>
          {current ? <p className="form__hint">{t('agent.contracts.request.replaces')}</p> : null}
          <ContractRequest contract={mine.pendingOffer} testId="my-offer" />
        </div>
      ) : null}
      {terminating && current ? (
        <Modal
          title={t('agent.contracts.termination.title')}
          closeLabel={t('common.close')}
          onClose={() => setTerminating(false)}
          testId="termination-modal"
        >
          <TerminationForm contract={current} onDone={() => setTerminating(false)} />
        </Modal>
      ) : null}
    </section>
  );
}
