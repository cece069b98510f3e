import { useTranslation } from 'react-i18next';
import type { TContract } from '@platform/contracts/agent-contracts';
import { FormSubmit } from '../../../../components/ui/form-actions';
import { FormError } from '../../../../components/ui/form-status';
import { useFormSubmit } from '../../../../hooks/use-form-submit';
import { useEndContract } from '../../api/end-contract';
import { ContractRemarkField, useRemarkError } from './contract-remark-field';

/**
 * Asks the other side of an active contract to end it, with an optional remark. It ends when they accept,
 * or by itself once the brand's notice period has run out.
 */
export function TerminationForm({ contract, onDone }: { contract: TContract; onDone: () => void }) {
  const { t } = useTranslation();
  const remarkError = useRemarkError();
  const { mutateAsync: end } = useEndContract();
  const { values, field, submit, busy, formError, errors } = useFormSubmit({
    initial: { remark: '' },
    validate: (values) => {
      const remark = remarkError(values.remark);
      return remark ? { remark } : {};
    },
    send: async (values) => {
      const remark = values.remark.trim();
      await end({ contractId: contract.id, action: 'terminate', ...(remark ? { remark } : {}) });
      onDone();
      return true;
    },
  });
  const binding = field('remark');
  return (
    <form className="form" noValidate onSubmit={submit} data-testid="termination-form">
      <p className="form__hint">{t('agent.contracts.termination.text')}</p>
      <ContractRemarkField
        label={t('agent.contracts.answer.remark')}
        value={values.remark}
        onChange={binding.onChange}
        error={errors.remark}
        testId="termination-remark"
      />
      <FormError message={formError} testId="termination-error" />
      <FormSubmit
        label={t('agent.contracts.termination.submit')}
        busy={busy}
        busyLabel={t('common.sending')}
        testId="termination-submit"
      />
    </form>
  );
}
