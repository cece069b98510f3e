import { MobileField, SmsCodeField } from '../../../components/ui/phone-fields';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialingCode } from '../../../hooks/use-dialing-code';
import { errorText } from '../../../lib/error-text';
import { isValidMobile, isValidSmsCode } from '../../../lib/validators';
import { useCaptcha } from '../api/get-captcha';
import { captchaRequiredBy, useLogin } from '../api/login';
import { sendNoLoginSmsCode } from '../api/send-sms-code';
import { useCompleteLogin, type TLoginOutcome } from '../hooks/use-complete-login';
import { CaptchaField } from '../../../components/ui/captcha-field';
import { FormError } from '../../../components/ui/form-error';

type TSmsLoginFormProps = {
  testIdPrefix: string;
  onLoggedIn: (outcome: TLoginOutcome) => void;
};

/** Login by mobile number and SMS code (spec §3: the mobile number goes as username, the code as password). */
export function SmsLoginForm({ testIdPrefix: id, onLoggedIn }: TSmsLoginFormProps) {
  const { t } = useTranslation();
  const { countries, dialingCode, setDialingCode } = useDialingCode();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaValue, setCaptchaValue] = useState('');
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { captcha, loading, refresh, renew } = useCaptcha(captchaShown);
  const { mutateAsync: login } = useLogin();
  const completeLogin = useCompleteLogin();

  const checkMobile = () => {
    const ok = isValidMobile(mobile.trim());
    setMobileError(ok ? null : t('validation.mobileInvalid'));
    return ok;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const mobileOk = checkMobile();
    const codeOk = isValidSmsCode(code.trim());
    setCodeError(codeOk ? null : t('validation.codeInvalid'));
    const captchaOk = !captchaShown || captchaValue.trim() !== '';
    setCaptchaError(captchaOk ? null : t('validation.captchaRequired'));
    if (!mobileOk || !codeOk || !captchaOk) return;
    setBusy(true);
    try {
      const value = await login({
        username: mobile.trim(),
        password: code.trim(),
        type: 'sms',
        portal: 'member',
        countryDialingCode: dialingCode,
        ...(captchaShown && captcha ? { captcha: captchaValue.trim(), captchaId: captcha.captchaId } : {}),
      });
      onLoggedIn(await completeLogin(value));
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
    <form className="form" noValidate onSubmit={(event) => void submit(event)} data-testid={`${id}-sms-form`}>
      <MobileField
        value={mobile}
        onChange={setMobile}
        error={mobileError}
        testId={`${id}-sms-mobile`}
        countries={countries}
        dialingCode={dialingCode}
        onDialingCodeChange={setDialingCode}
        dialingTestId={`${id}-sms-dialing`}
      />
      <SmsCodeField
        value={code}
        onChange={setCode}
        error={codeError}
        testId={`${id}-sms-code`}
        sendTestId={`${id}-sms-send`}
        validate={checkMobile}
        onSend={() => sendNoLoginSmsCode({ mobileNum: mobile.trim(), countryDialingCode: dialingCode })}
      />
      {captchaShown ? (
        <CaptchaField
          value={captchaValue}
          onChange={setCaptchaValue}
          captcha={captcha}
          loading={loading}
          onRefresh={refresh}
          error={captchaError}
          testId={`${id}-sms-captcha`}
        />
      ) : null}
      <FormError message={formError} testId={`${id}-sms-error`} />
      <button
        type="submit"
        className="button button--primary button--lg button--block"
        disabled={busy}
        data-testid={`${id}-sms-submit`}
      >
        {busy ? t('common.loading') : t('auth.login.submit')}
      </button>
    </form>
  );
}
