import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ruleMessage } from '@platform/contracts/registration-rules';
import { Modal } from '../../../components/ui/modal';
import { NewPasswordField, PasswordField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { toLanguage } from '../../../lib/i18n';
import { MEMBER_QUERY_KEY } from '../../../lib/member-info';
import { useAppStore } from '../../../stores/app-store';
import { useChangePassword } from '../api/change-password';
import { useRegisterSettings } from '../api/get-register-settings';
import { forgetKnownPassword, getKnownPassword } from '../utils/known-password';
import { newPasswordError } from '../utils/validation';
import { FormError } from '../../../components/ui/form-error';

type TChangePasswordModalProps = {
  /** A default or expired password: no way to close the popup, nothing else is reachable. */
  forced: boolean;
  /** Where the member goes afterwards (spec §4: `/`; the agent login page: `/agentHome`). */
  returnTo?: string;
  onClose: () => void;
};

type TField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/**
 * Change password (spec §4, §5): the old password unless the client knows it (typed at this login);
 * success reloads the member info, closes the popup and goes to `/`.
 */
export function ChangePasswordModal({ forced, returnTo = '/', onClose }: TChangePasswordModalProps) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.resolvedLanguage);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: settings } = useRegisterSettings();
  const { mutateAsync: changePassword } = useChangePassword();
  const [knownPassword] = useState(getKnownPassword);
  const [values, setValues] = useState<Record<TField, string>>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const requiredText = ruleMessage(lang, { kind: 'required' });

  const set = (field: TField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const found: Partial<Record<TField, string>> = {};
    if (knownPassword === null && !values.oldPassword) found.oldPassword = requiredText;
    const newError = values.newPassword ? newPasswordError(settings, values.newPassword, lang) : requiredText;
    if (newError) found.newPassword = newError;
    if (!values.confirmNewPassword) found.confirmNewPassword = requiredText;
    else if (values.confirmNewPassword !== values.newPassword)
      found.confirmNewPassword = t('validation.confirmMismatch');
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    setBusy(true);
    try {
      const { token } = await changePassword({
        oldPassword: knownPassword ?? values.oldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      forgetKnownPassword();
      const store = useAppStore.getState();
      if (token) store.setSession(token);
      store.passwordChanged();
      // "Reloads login info": the session sync observes the member info and updates the login state.
      void queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY });
      onClose();
      void navigate(returnTo);
    } catch (error) {
      setFormError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('auth.changePassword.title')}
      closeLabel={t('common.close')}
      onClose={onClose}
      testId="change-password-modal"
      size="sm"
      dismissible={!forced}
    >
      <form
        className="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        data-testid="change-password-form"
      >
        {forced ? (
          <p className="form__notice" role="status" data-testid="change-password-forced-note">
            {t('auth.changePassword.forcedNote')}
          </p>
        ) : null}
        {knownPassword === null ? (
          <PasswordField
            label={t('fields.oldPassword')}
            required
            value={values.oldPassword}
            onChange={set('oldPassword')}
            error={errors.oldPassword}
            testId="change-password-old"
            autoComplete="current-password"
            maxLength={128}
          />
        ) : null}
        <NewPasswordField
          label={t('fields.newPassword')}
          value={values.newPassword}
          onChange={set('newPassword')}
          error={errors.newPassword}
          testId="change-password-new"
        />
        <NewPasswordField
          label={t('fields.confirmNewPassword')}
          value={values.confirmNewPassword}
          onChange={set('confirmNewPassword')}
          error={errors.confirmNewPassword}
          testId="change-password-confirm"
        />
        <FormError message={formError} testId="change-password-error" />
        <button
          type="submit"
          className="button button--primary button--lg button--block"
          disabled={busy}
          data-testid="change-password-submit"
        >
          {busy ? t('common.loading') : t('auth.changePassword.submit')}
        </button>
        {forced ? (
          <button
            type="button"
            className="link-button auth-modal__signout"
            data-testid="change-password-signout"
            onClick={() => useAppStore.getState().openModal({ name: 'logout' })}
          >
            {t('auth.changePassword.signOut')}
          </button>
        ) : null}
      </form>
    </Modal>
  );
}
