import { useTranslation } from 'react-i18next';
import { REMARK_MAX_LENGTH } from '@platform/contracts/agents';
import { FormSubmit } from '../../../components/ui/form-actions';
import { FormError } from '../../../components/ui/form-status';
import { FieldShell } from '../../../components/ui/field-shell';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { useUpdateDownlineRemark } from '../api/update-downline-remark';

type TRemarkEditorProps = {
  memberId: string;
  account: string;
  remark: string | null;
  /** Saved: the dialog closes. */
  onSaved: (remark: string | null) => void;
};

/** The agent's private note about a member of its team, at most 140 characters; empty removes it. */
export function RemarkEditor({ memberId, account, remark, onSaved }: TRemarkEditorProps) {
  const { t } = useTranslation();
  const { mutateAsync: save } = useUpdateDownlineRemark();
  const { values, field, submit, busy, formError, errors } = useFormSubmit({
    initial: { remark: remark ?? '' },
    validate: (values) =>
      values.remark.trim().length > REMARK_MAX_LENGTH
        ? { remark: t('validation.tooLong', { max: REMARK_MAX_LENGTH }) }
        : {},
    send: async (values) => {
      const saved = await save({ memberId, remark: values.remark.trim() });
      onSaved(saved.remark);
      return true;
    },
  });
  const binding = field('remark');
  const length = values.remark.trim().length;
  return (
    <form className="form" noValidate onSubmit={submit} data-testid="remark-form">
      <p className="form__hint">{t('agent.remark.text', { account })}</p>
      <FieldShell
        label={t('agent.remark.label')}
        testId="remark-input"
        required={false}
        error={errors.remark}
        hint={
          <span className={length > REMARK_MAX_LENGTH ? 'is-over' : undefined} data-testid="remark-count">
            {t('agent.remark.count', { count: length, max: REMARK_MAX_LENGTH })}
          </span>
        }
      >
        {({ id, aria }) => (
          <div className="field__control field__control--textarea">
            <textarea
              {...aria}
              id={id}
              className="field__input agent-remark__input"
              rows={4}
              value={binding.value}
              onChange={(event) => binding.onChange(event.target.value)}
              data-testid="remark-input"
            />
          </div>
        )}
      </FieldShell>
      <FormError message={formError} testId="remark-error" />
      <FormSubmit label={t('common.save')} busy={busy} busyLabel={t('common.sending')} testId="remark-save" />
    </form>
  );
}
