import { useTranslation } from 'react-i18next';
import type { TContract } from '@platform/contracts/agent-contracts';
import { useBrandDateTime } from '../../hooks/use-brand-date-time';
import { useContractLabels } from '../../hooks/use-contract-labels';
import { requestKind } from '../../utils/contracts';
import { ContractAnswerForm } from './contract-answer-form';
import { ContractTerms } from './contract-terms';

type TContractRequestProps = {
  contract: TContract;
  onAnswered?: Parameters<typeof ContractAnswerForm>[0]['onAnswered'];
  testId: string;
};

/**
 * A request waiting for the agent's answer: an offer with its terms, or a termination request with when it
 * takes effect without an answer; then the remark and Accept / Reject.
 */
export function ContractRequest({ contract, onAnswered, testId }: TContractRequestProps) {
  const { t } = useTranslation();
  const when = useBrandDateTime();
  const { party, requester } = useContractLabels();
  const type = t(`agent.contracts.types.${contract.type}`);
  const termination = contract.termination;
  const offer = requestKind(contract) === 'NEW';

  return (
    <div className="contract-request" data-testid={testId}>
      {offer ? (
        <p className="contract-request__lead" data-testid={`${testId}-text`}>
          {t('agent.contracts.request.offer', { issuer: party(contract.issuer), type })}
        </p>
      ) : (
        <p className="contract-request__lead" data-testid={`${testId}-text`}>
          {t('agent.contracts.request.termination', {
            who: requester(contract),
            type,
            account: contract.agent.account,
          })}
        </p>
      )}
      <dl className="contract-facts">
        {offer ? (
          <div>
            <dt>{t('agent.contracts.facts.offeredAt')}</dt>
            <dd>{when(contract.offeredAt)}</dd>
          </div>
        ) : termination ? (
          <>
            <div>
              <dt>{t('agent.contracts.facts.requestedAt')}</dt>
              <dd>{when(termination.requestedAt)}</dd>
            </div>
            <div>
              <dt>{t('agent.contracts.facts.effectiveAt')}</dt>
              <dd data-testid={`${testId}-effective`}>{when(termination.effectiveAt)}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>{t('agent.contracts.facts.period')}</dt>
          <dd>{t(`agent.contracts.periods.${contract.period}`)}</dd>
        </div>
      </dl>
      {offer && contract.remark ? (
        <blockquote className="contract-request__remark" data-testid={`${testId}-remark-text`}>
          {contract.remark}
        </blockquote>
      ) : null}
      {!offer && termination?.remark ? (
        <blockquote className="contract-request__remark" data-testid={`${testId}-remark-text`}>
          {termination.remark}
        </blockquote>
      ) : null}
      <ContractTerms
        type={contract.type}
        tiers={contract.tiers}
        realtime={contract.realtime}
        testId={`${testId}-terms`}
      />
      <ContractAnswerForm contract={contract} onAnswered={onAnswered} testId={`${testId}-answer`} />
    </div>
  );
}
