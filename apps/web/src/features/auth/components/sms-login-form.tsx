import { useTranslation } from 'react-i18next';
import type { TLoginValue } from '@platform/contracts/identity';
import { FormSubmit } from '../../../components/ui/form-actions';
import { FormError } from '../../../components/ui/form-status';
import { MobileCodeFields, useMobileCodeCheck } from '../../../components/ui/form-mobile-code';
import { useDialingCode } from '../../../hooks/use-dialing-code';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { useLogin } from '../api/login';
import { sendNoLoginSmsCode } from '../api/send-sms-code';
import { useCompleteLogin, type TLoginOutcome } from '../hooks/use-complete-login';
import { useLoginChallenge } from '../hooks/use-login-challenge';
import { LoginCaptchaField, useLoginCaptcha } from './login-captcha';
import { LoginVerificationStep } from './login-verification-step';

type TSmsLoginFormProps = {
  testIdPrefix: string;
  onLoggedIn: (
    outcome: TLoginOutcome,
  ) => void; /** Told when the extra verification step shows (true) and when it is left (false). */
  onVerifying?: (verifying: boolean) => void;
};

/** Login by mobile number and SMS code (spec §3: the mobile number goes as username, the code as password). */
export function SmsLoginForm({ testIdPrefix: id, onLoggedIn, onVerifying }: TSmsLoginFormProps) {
  const { t } = useTranslation();
  const dialing = useDialingCode();
  const { check } = useMobileCodeCheck();
  const captcha = useLoginCaptcha();
  const { mutateAsync: login } = useLogin();
  const completeLogin = useCompleteLogin();
  const { challenge, catchChallenge, endChallenge } = useLoginChallenge(onVerifying);
  const finish = async (value: TLoginValue) => onLoggedIn(await completeLogin(value));
  const form = useFormSubmit({
    initial: { mobile: '', code: '' },
    validate: (values) => ({
      ...check(values),
      captcha: captcha.missing ? t('validation.captchaRequired') : undefined,
    }),
    send: async ({ mobile, code }) => {
      let value: TLoginValue;
      try {
        value = await login({
          username: mobile.trim(),
          password: code.trim(),
          type: 'sms',
          portal: 'member',
          countryDialingCode: dialing.dialingCode,
          ...captcha.request,
        });
      } catch (error) {
        if (await catchChallenge(error)) return;
        throw error;
      }
      await finish(value);
    },
    onRefused: captcha.refused,
  });
  const testIds = {
    mobile: `${id}-sms-mobile`,
    dialing: `${id}-sms-dialing`,
    code: `${id}-sms-code`,
    send: `${id}-sms-send`,
  };

  if (challenge) {
    return (
      <LoginVerificationStep
        challenge={challenge}
        testIdPrefix={id}
        onVerified={finish}
        onRestart={(message) => {
          endChallenge();
          form.setFormError(message);
          if (captcha.shown) captcha.refresh();
        }}
      />
    );
  }

  return (
    <form className="form" noValidate onSubmit={form.submit} data-testid={`${id}-sms-form`}>
      <MobileCodeFields form={form} dialing={dialing} onSend={sendNoLoginSmsCode} testIds={testIds} />
      <LoginCaptchaField captcha={captcha} error={form.errors.captcha} testId={`${id}-sms-captcha`} />
      <FormError message={form.formError} testId={`${id}-sms-error`} />
      <FormSubmit label={t('auth.login.submit')} busy={form.busy} testId={`${id}-sms-submit`} block />
    </form>
  );
}
