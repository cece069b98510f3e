import { useState } from 'react';
import { CaptchaField } from '../../../components/ui/captcha-field';
import { useCaptcha } from '../api/get-captcha';
import { captchaRequiredBy } from '../api/login';

/**
 * The captcha of a login form: hidden until the server asks for one (CAPTCHA_REQUIRED or a refusal that
 * says `captchaRequired`), then renewed after each refusal, since a captcha is used up by the attempt.
 */
export function useLoginCaptcha() {
  const [shown, setShown] = useState(false);
  const [value, setValue] = useState('');
  const { captcha, loading, failure, refresh, renew } = useCaptcha(shown);
  return {
    shown,
    value,
    setValue,
    captcha,
    loading,
    failure,
    refresh,
    /** Shown and not typed yet. */
    missing: shown && !value.trim(),
    /** The captcha part of the login request: nothing while hidden. */
    request: shown && captcha ? { captcha: value.trim(), captchaId: captcha.captchaId } : {},
    /** After a refused login: shows the captcha, or a new one, when the server asks for it. */
    refused: (error: unknown) => {
      if (!captchaRequiredBy(error)) return;
      if (shown) renew();
      setShown(true);
      setValue('');
    },
  };
}

type TLoginCaptchaFieldProps = {
  captcha: ReturnType<typeof useLoginCaptcha>;
  error: string | undefined;
  testId: string;
};

/** The login captcha's field, once the server has asked for one. */
export function LoginCaptchaField({ captcha, error, testId }: TLoginCaptchaFieldProps) {
  if (!captcha.shown) return null;
  return (
    <CaptchaField
      value={captcha.value}
      onChange={captcha.setValue}
      captcha={captcha.captcha}
      loading={captcha.loading}
      onRefresh={captcha.refresh}
      failure={captcha.failure}
      error={error}
      testId={testId}
    />
  );
}
