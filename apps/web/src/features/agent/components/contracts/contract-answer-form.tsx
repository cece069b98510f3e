import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContract } from '@platform/contracts/agent-contracts';
import { FormError } from '../../../../components/ui/form-status';
import { errorText } from '../../../../lib/error-text';
import { useProcessContract } from '../../api/process-contract';
import { requestKind } from '../../utils/contracts';
import { ContractRemarkField, useRemarkError } from './contract-remark-field';

type TAction = 'ACCEPT' | 'REJECT';

type TContractAnswerFormProps = {
  /** The offer, or the contract with a termination request, waiting for this agent. */
  contract: TContract;
  onAnswered?: (action: TAction, contract: TContract) => void;
  testId: string;
};

/** Accept or reject a request waiting for the agent (an offer or a termination request), with a remark. */
export function ContractAnswerForm({ contract, onAnswered, testId }: TContractAnswerFormProps) {
  const { t } = useTranslation();
  const remarkError = useRemarkError();
  const { mutateAsync: process } = useProcessContract();
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState<TAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const termination = requestKind(contract) === 'TERMINATE';

  const answer = async (action: TAction) => {
    if (busy) return;
    const problem = remarkError(remark);
    setFieldError(problem);
    if (problem) return;
    setError(null);
    setBusy(action);
    try {
      const text = remark.trim();
      const answered = await process({
        type: contract.type,
        contractId: contract.id,
        action,
        ...(text ? { remark: text } : {}),
      });
      setRemark('');
      onAnswered?.(action, answered);
    } catch (refusal) {
      setError(errorText(refusal));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="form contract-answer" data-testid={testId}>
      <ContractRemarkField
        label={t('agent.contracts.answer.remark')}
        value={remark}
        onChange={setRemark}
        error={fieldError}
        testId={`${testId}-remark`}
      />
      <FormError message={error} testId={`${testId}-error`} />
      <div className="contract-answer__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={busy !== null}
          onClick={() => void answer('REJECT')}
          data-testid={`${testId}-reject`}
        >
          {busy === 'REJECT'
            ? t('common.sending')
            : termination
              ? t('agent.contracts.answer.rejectTermination')
              : t('agent.contracts.answer.reject')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={busy !== null}
          onClick={() => void answer('ACCEPT')}
          data-testid={`${testId}-accept`}
        >
          {busy === 'ACCEPT'
            ? t('common.sending')
            : termination
              ? t('agent.contracts.answer.acceptTermination')
              : t('agent.contracts.answer.accept')}
        </button>
      </div>
    </div>
  );
}
