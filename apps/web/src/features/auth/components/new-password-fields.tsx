import { useTranslation } from 'react-i18next';
import { ruleMessage } from '@platform/contracts/registration-rules';
import { NewPasswordField } from '../../../components/ui/text-field';
import type { TFieldBinding, TFieldErrors } from '../../../hooks/use-form-submit';
import { toLanguage } from '../../../lib/i18n';
import { useRegisterSettings } from '../api/get-register-settings';
import { newPasswordError } from '../utils/validation';

type TNewPasswordField = 'newPassword' | 'confirmNewPassword';
type TNewPasswordValues = Record<TNewPasswordField, string>;

/**
 * Checks a new password and its confirmation: both required, the new one in the brand's password format,
 * the confirmation equal to it (change, forgot by phone, reset).
 */
export function useNewPasswordCheck() {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.resolvedLanguage);
  const { data: settings } = useRegisterSettings();
  return ({ newPassword, confirmNewPassword }: TNewPasswordValues): TFieldErrors<TNewPasswordField> => {
    const requiredText = ruleMessage(lang, { kind: 'required' });
    return {
      newPassword: (newPassword ? newPasswordError(settings, newPassword, lang) : requiredText) ?? undefined,
      confirmNewPassword: !confirmNewPassword
        ? requiredText
        : confirmNewPassword === newPassword
          ? undefined
          : t('validation.confirmMismatch'),
    };
  };
}

type TNewPasswordFieldsProps = {
  field: (name: TNewPasswordField) => TFieldBinding;
  /** The test ids of the new password and of its confirmation. */
  testIds: readonly [string, string];
};

/** The new password and its confirmation. */
export function NewPasswordFields({ field, testIds: [newTestId, confirmTestId] }: TNewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <NewPasswordField label={t('fields.newPassword')} {...field('newPassword')} testId={newTestId} />
      <NewPasswordField
        label={t('fields.confirmNewPassword')}
        {...field('confirmNewPassword')}
        testId={confirmTestId}
      />
    </>
  );
}
