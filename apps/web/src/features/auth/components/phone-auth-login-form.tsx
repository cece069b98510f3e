import { useTranslation } from 'react-i18next';
import type { TLoginValue } from '@platform/contracts/identity';
import { FormSubmit } from '../../../components/ui/form-actions';
import { FormError } from '../../../components/ui/form-status';
import { MobileCodeFields, useMobileCodeCheck } from '../../../components/ui/form-mobile-code';
import { useDialingCode } from '../../../hooks/use-dialing-code';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { loginWithPhoneAuth } from '../api/sign-in-providers';
import { useCompleteLogin, type TLoginOutcome } from '../hooks/use-complete-login';
import { useLoginChallenge } from '../hooks/use-login-challenge';
import type { TPhoneAuth } from '../hooks/use-phone-auth';
import { phoneAuthMessageOf, SignInProviderError } from '../utils/sign-in-providers';
import { LoginVerificationStep } from './login-verification-step';
import '../../../styles/social-sign-in.css';

type TPhoneAuthLoginFormProps = {
  phoneAuth: TPhoneAuth;
  testIdPrefix: string;
  onLoggedIn: (outcome: TLoginOutcome) => void;
  /** Told when the extra verification step shows (true) and when it is left (false). */
  onVerifying?: (verifying: boolean) => void;
};

/**
 * The SMS login through a third-party phone-auth provider (whitelabel PHONEAUTH3): the provider texts
 * the code and, once it is right, proves the number with an ID token, which logs in the member bound to
 * it (POST /wps/session/login/phone). Same fields and test ids as the SMS login it stands for.
 */
export function PhoneAuthLoginForm({
  phoneAuth,
  testIdPrefix: id,
  onLoggedIn,
  onVerifying,
}: TPhoneAuthLoginFormProps) {
  const { t } = useTranslation();
  const dialing = useDialingCode();
  const { check } = useMobileCodeCheck();
  const completeLogin = useCompleteLogin();
  const { challenge, catchChallenge, endChallenge } = useLoginChallenge(onVerifying);
  const finish = async (value: TLoginValue) => onLoggedIn(await completeLogin(value));
  const form = useFormSubmit({
    initial: { mobile: '', code: '' },
    validate: check,
    send: async ({ code }): Promise<void> => {
      let idToken: string;
      try {
        idToken = await phoneAuth.flow.confirm(code);
      } catch (error) {
        if (!(error instanceof SignInProviderError)) throw error;
        const message = phoneAuth.messageOf(error);
        const kind = phoneAuthMessageOf(error);
        if (kind === 'invalidCode' || kind === 'missingCode') form.setError('code', message);
        else form.setFormError(message);
        return;
      }
      let value: TLoginValue;
      try {
        value = await loginWithPhoneAuth(idToken);
      } catch (error) {
        if (await catchChallenge(error)) return;
        throw error;
      }
      await finish(value);
    },
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
        }}
      />
    );
  }

  return (
    <form
      className="form"
      noValidate
      onSubmit={form.submit}
      data-testid={`${id}-sms-form`}
      data-phone-auth={phoneAuth.flow.channel}
    >
      <MobileCodeFields
        form={form}
        dialing={dialing}
        onSend={phoneAuth.send}
        sendRefusal={phoneAuth.sendRefusal}
        testIds={testIds}
      />
      {phoneAuth.flow.channel === 'sandbox' ? (
        <p className="phone-auth-note">{t('signInProviders.phoneAuthSandbox')}</p>
      ) : null}
      <FormError message={form.formError} testId={`${id}-sms-error`} />
      <FormSubmit label={t('auth.login.submit')} busy={form.busy} testId={`${id}-sms-submit`} block />
    </form>
  );
}
