import { MobileField, SmsCodeField } from '../../../components/ui/phone-fields';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ruleMessage } from '@platform/contracts/registration-rules';
import { Modal } from '../../../components/ui/modal';
import { Tabs } from '../../../components/ui/tabs';
import { NewPasswordField, TextField } from '../../../components/ui/text-field';
import { useDialingCode } from '../../../hooks/use-dialing-code';
import { errorText } from '../../../lib/error-text';
import { toLanguage } from '../../../lib/i18n';
import { isValidEmail, isValidMobile, isValidSmsCode } from '../../../lib/validators';
import { useForgotPasswordByEmail, useForgotPasswordByPhone } from '../api/forgot-password';
import { useRegisterSettings } from '../api/get-register-settings';
import { sendNoLoginSmsCode } from '../api/send-sms-code';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { newPasswordError } from '../utils/validation';
import { FormError } from '../../../components/ui/form-error';

type TForgotTab = 'email' | 'phone';

function ByEmailForm() {
  const { t, i18n } = useTranslation();
  const requiredText = ruleMessage(toLanguage(i18n.resolvedLanguage), { kind: 'required' });
  const { mutateAsync: send, isPending } = useForgotPasswordByEmail();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ username?: string; email?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    setFormError(null);
    const found = {
      username: username.trim() ? undefined : requiredText,
      email: !email.trim() ? requiredText : isValidEmail(email) ? undefined : t('validation.emailInvalid'),
    };
    setErrors(found);
    if (found.username || found.email) return;
    try {
      await send({ username: username.trim(), email: email.trim() });
      setSent(true);
    } catch (error) {
      setFormError(errorText(error));
    }
  };

  if (sent) {
    return (
      <p className="form__success" role="status" data-testid="forgot-email-sent">
        {t('auth.forgot.emailSent')}
      </p>
    );
  }
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="forgot-email-form"
    >
      <TextField
        label={t('fields.username')}
        required
        value={username}
        onChange={setUsername}
        error={errors.username}
        testId="forgot-username"
        autoComplete="username"
        maxLength={64}
      />
      <TextField
        label={t('fields.email')}
        required
        type="email"
        value={email}
        onChange={setEmail}
        error={errors.email}
        testId="forgot-email"
        autoComplete="email"
        maxLength={254}
      />
      <FormError message={formError} testId="forgot-email-error" />
      <button
        type="submit"
        className="button button--primary button--lg button--block"
        disabled={isPending}
        data-testid="forgot-email-submit"
      >
        {isPending ? t('common.loading') : t('auth.forgot.emailSubmit')}
      </button>
    </form>
  );
}

type TPhoneField = 'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmNewPassword';

function ByPhoneForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.resolvedLanguage);
  const requiredText = ruleMessage(lang, { kind: 'required' });
  const { data: settings } = useRegisterSettings();
  const { countries, dialingCode, setDialingCode } = useDialingCode();
  const { mutateAsync: reset } = useForgotPasswordByPhone();
  const completeLogin = useCompleteLogin();
  const [values, setValues] = useState<Record<TPhoneField, string>>({
    mobileNum: '',
    verificationCode: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<TPhoneField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: TPhoneField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const checkMobile = () => {
    const ok = isValidMobile(values.mobileNum.trim());
    setErrors((current) => ({ ...current, mobileNum: ok ? undefined : t('validation.mobileInvalid') }));
    return ok;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const found: Partial<Record<TPhoneField, string>> = {};
    if (!isValidMobile(values.mobileNum.trim())) found.mobileNum = t('validation.mobileInvalid');
    if (!isValidSmsCode(values.verificationCode.trim())) found.verificationCode = t('validation.codeInvalid');
    const newError = values.newPassword ? newPasswordError(settings, values.newPassword, lang) : requiredText;
    if (newError) found.newPassword = newError;
    if (!values.confirmNewPassword) found.confirmNewPassword = requiredText;
    else if (values.confirmNewPassword !== values.newPassword)
      found.confirmNewPassword = t('validation.confirmMismatch');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const value = await reset({
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: dialingCode,
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      if ((await completeLogin(value, { password: values.newPassword })) === 'loggedIn') onLoggedIn();
    } catch (error) {
      setFormError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="forgot-phone-form"
    >
      <MobileField
        value={values.mobileNum}
        onChange={set('mobileNum')}
        error={errors.mobileNum}
        testId="forgot-mobile"
        countries={countries}
        dialingCode={dialingCode}
        onDialingCodeChange={setDialingCode}
        dialingTestId="forgot-dialing"
      />
      <SmsCodeField
        value={values.verificationCode}
        onChange={set('verificationCode')}
        error={errors.verificationCode}
        testId="forgot-code"
        sendTestId="forgot-send-code"
        validate={checkMobile}
        onSend={() =>
          sendNoLoginSmsCode({ mobileNum: values.mobileNum.trim(), countryDialingCode: dialingCode })
        }
      />
      <NewPasswordField
        label={t('fields.newPassword')}
        value={values.newPassword}
        onChange={set('newPassword')}
        error={errors.newPassword}
        testId="forgot-new-password"
      />
      <NewPasswordField
        label={t('fields.confirmNewPassword')}
        value={values.confirmNewPassword}
        onChange={set('confirmNewPassword')}
        error={errors.confirmNewPassword}
        testId="forgot-confirm-password"
      />
      <FormError message={formError} testId="forgot-phone-error" />
      <button
        type="submit"
        className="button button--primary button--lg button--block"
        disabled={busy}
        data-testid="forgot-phone-submit"
      >
        {busy ? t('common.loading') : t('auth.forgot.phoneSubmit')}
      </button>
    </form>
  );
}

/** Forgot password (spec §3, §4): by e-mail (a reset link) or by phone (sets it and logs in). */
export function ForgotPasswordModal({ onClose }: { onClose: () => void }) {
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
