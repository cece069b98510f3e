import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ruleMessage } from '@platform/contracts/registration-rules';
import { FormSubmit } from '../../../components/ui/form-actions';
import { FormError, FormSuccess } from '../../../components/ui/form-status';
import { EmailField } from '../../../components/ui/form-fields';
import { MobileCodeFields, useMobileCodeCheck } from '../../../components/ui/form-mobile-code';
import { Modal } from '../../../components/ui/modal';
import { Tabs } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { useDialingCode } from '../../../hooks/use-dialing-code';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { toLanguage } from '../../../lib/i18n';
import { isValidEmail } from '../../../lib/validators';
import { useForgotPasswordByEmail, useForgotPasswordByPhone } from '../api/forgot-password';
import { sendNoLoginSmsCode } from '../api/send-sms-code';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { NewPasswordFields, useNewPasswordCheck } from './new-password-fields';

type TForgotTab = 'email' | 'phone';

const MOBILE_CODE_TEST_IDS = {
  mobile: 'forgot-mobile',
  dialing: 'forgot-dialing',
  code: 'forgot-code',
  send: 'forgot-send-code',
};

function ByEmailForm() {
  const { t, i18n } = useTranslation();
  const requiredText = ruleMessage(toLanguage(i18n.resolvedLanguage), { kind: 'required' });
  const { mutateAsync: send } = useForgotPasswordByEmail();
  const { field, submit, busy, formError, done } = useFormSubmit({
    initial: { username: '', email: '' },
    validate: ({ username, email }) => ({
      username: username.trim() ? undefined : requiredText,
      email: !email.trim() ? requiredText : isValidEmail(email) ? undefined : t('validation.emailInvalid'),
    }),
    send: async ({ username, email }) => {
      await send({ username: username.trim(), email: email.trim() });
      return true;
    },
  });

  if (done) return <FormSuccess message={t('auth.forgot.emailSent')} testId="forgot-email-sent" />;
  return (
    <form className="form" noValidate onSubmit={submit} data-testid="forgot-email-form">
      <TextField
        label={t('fields.username')}
        required
        {...field('username')}
        testId="forgot-username"
        autoComplete="username"
        maxLength={64}
      />
      <EmailField label={t('fields.email')} {...field('email')} testId="forgot-email" />
      <FormError message={formError} testId="forgot-email-error" />
      <FormSubmit label={t('auth.forgot.emailSubmit')} busy={busy} testId="forgot-email-submit" block />
    </form>
  );
}

function ByPhoneForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const dialing = useDialingCode();
  const { check } = useMobileCodeCheck();
  const checkNewPassword = useNewPasswordCheck();
  const { mutateAsync: reset } = useForgotPasswordByPhone();
  const completeLogin = useCompleteLogin();
  const form = useFormSubmit({
    initial: { mobile: '', code: '', newPassword: '', confirmNewPassword: '' },
    validate: (values) => ({ ...check(values), ...checkNewPassword(values) }),
    send: async ({ mobile, code, newPassword, confirmNewPassword }) => {
      const value = await reset({
        mobileNum: mobile.trim(),
        countryDialingCode: dialing.dialingCode,
        verificationCode: code.trim(),
        newPassword,
        confirmNewPassword,
      });
      if ((await completeLogin(value, { password: newPassword })) === 'loggedIn') onLoggedIn();
    },
  });

  return (
    <form className="form" noValidate onSubmit={form.submit} data-testid="forgot-phone-form">
      <MobileCodeFields
        form={form}
        dialing={dialing}
        onSend={sendNoLoginSmsCode}
        testIds={MOBILE_CODE_TEST_IDS}
      />
      <NewPasswordFields field={form.field} testIds={['forgot-new-password', 'forgot-confirm-password']} />
      <FormError message={form.formError} testId="forgot-phone-error" />
      <FormSubmit label={t('auth.forgot.phoneSubmit')} busy={form.busy} testId="forgot-phone-submit" block />
    </form>
  );
}

/** Forgot password (spec §3, §4): by e-mail (a reset link) or by phone (sets it and logs in). */
export function ForgotPasswordModal({
  onClose,
  banner,
}: {
  onClose: () => void;
  /** The window's banner (group w_forget, content feature, composed by the app). */
  banner?: ReactNode;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TForgotTab>('email');
  return (
    <Modal
      title={t('auth.forgot.title')}
      closeLabel={t('common.close')}
      onClose={onClose}
      testId="forgot-password-modal"
      size="sm"
    >
      <div className="auth-modal">
        {banner}
        <Tabs<TForgotTab>
          tabs={[
            { id: 'email', label: t('auth.forgot.tabs.email') },
            { id: 'phone', label: t('auth.forgot.tabs.phone') },
          ]}
          value={tab}
          onChange={setTab}
          label={t('auth.forgot.tabsLabel')}
          testId="forgot-tabs"
        />
        {tab === 'email' ? <ByEmailForm /> : <ByPhoneForm onLoggedIn={onClose} />}
      </div>
    </Modal>
  );
}
