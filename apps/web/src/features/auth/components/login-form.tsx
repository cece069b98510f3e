import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLoginRequest, TLoginValue } from '@platform/contracts/identity';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormSubmit } from '../../../components/ui/form-actions';
import { FormError } from '../../../components/ui/form-status';
import { CurrentPasswordField } from '../../../components/ui/form-fields';
import { TextField } from '../../../components/ui/text-field';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { useLogin } from '../api/login';
import { useCompleteLogin, type TLoginOutcome } from '../hooks/use-complete-login';
import { useLoginChallenge } from '../hooks/use-login-challenge';
import { forgetUsername, rememberedUsername, rememberUsername } from '../utils/remember-me';
import { LoginCaptchaField, useLoginCaptcha } from './login-captcha';
import { LoginVerificationStep } from './login-verification-step';

type TLoginFormProps = {
  /** `agent` is the /agent page: non-agents are refused (NON_AGENT_LOGIN). */
  portal: TLoginRequest['portal'];
  /** Prefix of the data-testid of every element: `login` in the popup, `agent-login` on /agent. */
  testIdPrefix: string;
  onLoggedIn: (outcome: TLoginOutcome) => void;
  /** Where a forced password change leads once done. */
  returnTo?: string; /** Told when the extra verification step shows (true) and when it is left (false). */
  onVerifying?: (verifying: boolean) => void;
};

/**
 * Login by username and password (spec §4, §5): both required and trimmed, captcha once the server asks;
 * from a new address or device, one more proof before the session (LoginVerificationStep).
 */
export function LoginForm({ portal, testIdPrefix: id, onLoggedIn, returnTo, onVerifying }: TLoginFormProps) {
  const { t } = useTranslation();
  const [remember, setRemember] = useState(() => rememberedUsername() !== null);
  const captcha = useLoginCaptcha();
  const { mutateAsync: login } = useLogin();
  const completeLogin = useCompleteLogin();
  const { challenge, catchChallenge, endChallenge } = useLoginChallenge(onVerifying);
  /** What the verification step finishes with: the username and password the challenge came from. */
  const typed = useRef({ username: '', password: '' });

  const finish = async (value: TLoginValue) => {
    const { username, password } = typed.current;
    if (remember) rememberUsername(username);
    else forgetUsername();
    onLoggedIn(await completeLogin(value, { password, returnTo }));
  };

  const { field, submit, busy, errors, formError, setFormError, setValues } = useFormSubmit({
    initial: () => ({ username: rememberedUsername() ?? '', password: '' }),
    validate: ({ username, password }) => {
      if (!username.trim() || !password.trim()) return t('validation.usernamePasswordRequired');
      return { captcha: captcha.missing ? t('validation.captchaRequired') : undefined };
    },
    send: async (values) => {
      const username = values.username.trim();
      const password = values.password.trim();
      typed.current = { username, password };
      let value: TLoginValue;
      try {
        value = await login({ username, password, type: 'username', portal, ...captcha.request });
      } catch (error) {
        if (await catchChallenge(error)) return;
        throw error;
      }
      await finish(value);
    },
    onRefused: captcha.refused,
  });

  if (challenge) {
    return (
      <LoginVerificationStep
        challenge={challenge}
        testIdPrefix={id}
        onVerified={finish}
        onRestart={(message) => {
          endChallenge();
          setValues((current) => ({ ...current, password: '' }));
          setFormError(message);
          if (captcha.shown) captcha.refresh();
        }}
      />
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit} data-testid={`${id}-form`}>
      <TextField
        label={t('fields.username')}
        required
        {...field('username')}
        testId={`${id}-username`}
        autoComplete="username"
        maxLength={64}
      />
      <CurrentPasswordField label={t('fields.password')} {...field('password')} testId={`${id}-password`} />
      <LoginCaptchaField captcha={captcha} error={errors.captcha} testId={`${id}-captcha`} />
      <CheckboxField checked={remember} onChange={setRemember} testId={`${id}-remember`}>
        {t('auth.login.remember')}
      </CheckboxField>
      <FormError message={formError} testId={`${id}-error`} />
      <FormSubmit label={t('auth.login.submit')} busy={busy} testId={`${id}-submit`} block />
    </form>
  );
}
