import { useTranslation } from 'react-i18next';
import { CONTRACT_REMARK_MAX } from '@platform/contracts/agent-contracts';
import { FieldShell } from '../../../../components/ui/field-shell';

type TContractRemarkFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  testId: string;
};

/** A contract remark (offer, answer, termination request): at most 140 characters, counted as typed. */
export function ContractRemarkField({ label, value, onChange, error, testId }: TContractRemarkFieldProps) {
  const { t } = useTranslation();
  const length = value.trim().length;
  return (
    <FieldShell
      label={label}
      testId={testId}
      required={false}
      error={error}
      hint={
        <span
          className={length > CONTRACT_REMARK_MAX ? 'is-over' : undefined}
          data-testid={`${testId}-count`}
        >
          {t('agent.remark.count', { count: length, max: CONTRACT_REMARK_MAX })}
        </span>
      }
    >
      {({ id, aria }) => (
        <div className="field__control field__control--textarea">
          <textarea
            {...aria}
            id={id}
            className="field__input contract-remark__input"
            rows={2}
            value={value}
            maxLength={CONTRACT_REMARK_MAX + 20}
            onChange={(event) => onChange(event.target.value)}
            data-testid={testId}
          />
        </div>
      )}
    </FieldShell>
  );
}

/** The remark's problem, or undefined when it may be sent. */
export function useRemarkError() {
  const { t } = useTranslation();
  return (remark: string): string | undefined =>
    remark.trim().length > CONTRACT_REMARK_MAX
      ? t('validation.tooLong', { max: CONTRACT_REMARK_MAX })
      : undefined;
}
