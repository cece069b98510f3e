import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ruleMessage } from '@platform/contracts/registration-rules';
import { FormSubmit } from '../../../components/ui/form-actions';
import { FormError } from '../../../components/ui/form-status';
import { CurrentPasswordField } from '../../../components/ui/form-fields';
import { Modal } from '../../../components/ui/modal';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { toLanguage } from '../../../lib/i18n';
import { MEMBER_QUERY_KEY } from '../../../lib/member-info';
import { useAppStore } from '../../../stores/app-store';
import { useChangePassword } from '../api/change-password';
import { forgetKnownPassword, getKnownPassword } from '../utils/known-password';
import { NewPasswordFields, useNewPasswordCheck } from './new-password-fields';

type TChangePasswordModalProps = {
  /** A default or expired password: no way to close the popup, nothing else is reachable. */
  forced: boolean;
  /** Where the member goes afterwards (spec §4: `/`; the agent login page: `/agentHome`). */
  returnTo?: string;
  onClose: () => void;
};

/**
 * Change password (spec §4, §5): the old password unless the client knows it (typed at this login);
 * success reloads the member info, closes the popup and goes to `/`.
 */
export function ChangePasswordModal({ forced, returnTo = '/', onClose }: TChangePasswordModalProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const checkNewPassword = useNewPasswordCheck();
  const { mutateAsync: changePassword } = useChangePassword();
  const [knownPassword] = useState(getKnownPassword);
  const { field, submit, busy, formError } = useFormSubmit({
    initial: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    validate: (values) => ({
      oldPassword:
        knownPassword === null && !values.oldPassword
          ? ruleMessage(toLanguage(i18n.resolvedLanguage), { kind: 'required' })
          : undefined,
      ...checkNewPassword(values),
    }),
    send: async ({ oldPassword, newPassword, confirmNewPassword }) => {
      const { token } = await changePassword({
        oldPassword: knownPassword ?? oldPassword,
        newPassword,
        confirmNewPassword,
      });
      forgetKnownPassword();
      const store = useAppStore.getState();
      if (token) store.setSession(token);
      store.passwordChanged();
      // "Reloads login info": the session sync observes the member info and updates the login state.
      void queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY });
      onClose();
      void navigate(returnTo);
    },
  });

  return (
    <Modal
      title={t('auth.changePassword.title')}
      closeLabel={t('common.close')}
      onClose={onClose}
      testId="change-password-modal"
      size="sm"
      dismissible={!forced}
    >
      <form className="form" noValidate onSubmit={submit} data-testid="change-password-form">
        {forced ? (
          <p className="form__notice" role="status" data-testid="change-password-forced-note">
            {t('auth.changePassword.forcedNote')}
          </p>
        ) : null}
        {knownPassword === null ? (
          <CurrentPasswordField
            label={t('fields.oldPassword')}
            {...field('oldPassword')}
            testId="change-password-old"
          />
        ) : null}
        <NewPasswordFields field={field} testIds={['change-password-new', 'change-password-confirm']} />
        <FormError message={formError} testId="change-password-error" />
        <FormSubmit
          label={t('auth.changePassword.submit')}
          busy={busy}
          testId="change-password-submit"
          block
        />
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
