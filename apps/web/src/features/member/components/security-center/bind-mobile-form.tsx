import { MobileField, SmsCodeField } from '../../../../components/ui/phone-fields';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialingCode } from '../../../../hooks/use-dialing-code';
import { errorText } from '../../../../lib/error-text';
import { isValidMobile, isValidSmsCode } from '../../../../lib/validators';
import { sendBindSmsCode, useBindMobile } from '../../api/bind-mobile';
import { FormError } from '../../../../components/ui/form-error';

/** Binds a mobile number with an SMS code sent to it. */
export function BindMobileForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { countries, dialingCode, setDialingCode } = useDialingCode();
  const { mutateAsync: bind, isPending } = useBindMobile();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);

  const checkMobile = () => {
    const ok = isValidMobile(mobile.trim());
    setErrors((current) => ({ ...current, mobile: ok ? undefined : t('validation.mobileInvalid') }));
    return ok;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    setFormError(null);
    const found = {
      mobile: isValidMobile(mobile.trim()) ? undefined : t('validation.mobileInvalid'),
      code: isValidSmsCode(code.trim()) ? undefined : t('validation.codeInvalid'),
    };
    setErrors(found);
    if (found.mobile || found.code) return;
    try {
      await bind({
        mobileNum: mobile.trim(),
        countryDialingCode: dialingCode,
        verificationCode: code.trim(),
      });
      onDone();
    } catch (error) {
      setFormError(errorText(error));
    }
  };

  return (
    <form
      className="form security-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="bind-mobile-form"
    >
      <MobileField
        value={mobile}
        onChange={setMobile}
        error={errors.mobile}
        testId="bind-mobile-number"
        countries={countries}
        dialingCode={dialingCode}
        onDialingCodeChange={setDialingCode}
        dialingTestId="bind-mobile-dialing"
      />
      <SmsCodeField
        value={code}
        onChange={setCode}
        error={errors.code}
        testId="bind-mobile-code"
        sendTestId="bind-mobile-send"
        validate={checkMobile}
        onSend={() => sendBindSmsCode({ mobileNum: mobile.trim(), countryDialingCode: dialingCode })}
      />
      <FormError message={formError} testId="bind-mobile-error" />
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={isPending}
          data-testid="bind-mobile-submit"
        >
          {isPending ? t('common.loading') : t('security.mobile.submit')}
        </button>
      </div>
    </form>
  );
}
