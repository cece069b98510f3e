import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLoginRequest } from '@platform/contracts/identity';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { useCaptcha } from '../api/get-captcha';
import { captchaRequiredBy, useLogin } from '../api/login';
import { useCompleteLogin, type TLoginOutcome } from '../hooks/use-complete-login';
import { forgetUsername, rememberedUsername, rememberUsername } from '../utils/remember-me';
import { CaptchaField } from '../../../components/ui/captcha-field';
import { FormError } from '../../../components/ui/form-error';

type TLoginFormProps = {
  /** `agent` is the /agent page: non-agents are refused (NON_AGENT_LOGIN). */
  portal: TLoginRequest['portal'];
  /** Prefix of the data-testid of every element: `login` in the popup, `agent-login` on /agent. */
  testIdPrefix: string;
  onLoggedIn: (outcome: TLoginOutcome) => void;
  /** Where a forced password change leads once done. */
  returnTo?: string;
};

/** Login by username and password (spec §4, §5): both required and trimmed, captcha once the server asks. */
export function LoginForm({ portal, testIdPrefix: id, onLoggedIn, returnTo }: TLoginFormProps) {
  const { t } = useTranslation();
  const [username, setUsername] = useState(() => rememberedUsername() ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => rememberedUsername() !== null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaValue, setCaptchaValue] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { captcha, loading, refresh, renew } = useCaptcha(captchaShown);
  const { mutateAsync: login } = useLogin();
  const completeLogin = useCompleteLogin();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const name = username.trim();
    const secret = password.trim();
    setFormError(null);
    setCaptchaError(null);
    if (!name || !secret) {
      setFormError(t('validation.usernamePasswordRequired'));
      return;
    }
    if (captchaShown && !captchaValue.trim()) {
      setCaptchaError(t('validation.captchaRequired'));
      return;
    }
    setBusy(true);
    try {
      const value = await login({
        username: name,
        password: secret,
        type: 'username',
        portal,
        ...(captchaShown && captcha ? { captcha: captchaValue.trim(), captchaId: captcha.captchaId } : {}),
      });
      if (remember) rememberUsername(name);
      else forgetUsername();
      onLoggedIn(await completeLogin(value, { password: secret, returnTo }));
    } catch (error) {
      setFormError(errorText(error));
      if (captchaRequiredBy(error)) {
        if (captchaShown) renew();
        setCaptchaShown(true);
        setCaptchaValue('');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} data-testid={`${id}-form`}>
      <TextField
        label={t('fields.username')}
        required
        value={username}
        onChange={setUsername}
        testId={`${id}-username`}
        autoComplete="username"
        maxLength={64}
      />
      <PasswordField
        label={t('fields.password')}
        required
        value={password}
        onChange={setPassword}
        testId={`${id}-password`}
        autoComplete="current-password"
        maxLength={128}
      />
      {captchaShown ? (
        <CaptchaField
          value={captchaValue}
          onChange={setCaptchaValue}
          captcha={captcha}
          loading={loading}
          onRefresh={refresh}
          error={captchaError}
          testId={`${id}-captcha`}
        />
      ) : null}
      <CheckboxField checked={remember} onChange={setRemember} testId={`${id}-remember`}>
        {t('auth.login.remember')}
      </CheckboxField>
      <FormError message={formError} testId={`${id}-error`} />
      <button
        type="submit"
        className="button button--primary button--lg button--block"
        disabled={busy}
        data-testid={`${id}-submit`}
      >
        {busy ? t('common.loading') : t('auth.login.submit')}
      </button>
    </form>
  );
}
