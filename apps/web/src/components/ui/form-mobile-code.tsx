import { useTranslation } from 'react-i18next';
import type { TCountry } from '../../lib/countries';
import type { TFieldBinding, TFieldErrors } from '../../hooks/use-form-submit';
import { isValidMobile, isValidSmsCode } from '../../lib/validators';
import { MobileField, SmsCodeField } from './phone-fields';

type TMobileCodeField = 'mobile' | 'code';

/** Checks a mobile number (`mobileError`) and, with it, the SMS code sent to it (`check`). */
export function useMobileCodeCheck() {
  const { t } = useTranslation();
  const mobileError = (mobile: string) =>
    isValidMobile(mobile.trim()) ? undefined : t('validation.mobileInvalid');
  const check = (values: Record<TMobileCodeField, string>): TFieldErrors<TMobileCodeField> => ({
    mobile: mobileError(values.mobile),
    code: isValidSmsCode(values.code.trim()) ? undefined : t('validation.codeInvalid'),
  });
  return { mobileError, check };
}

type TMobileCodeFieldsProps = {
  /** The form's fields `mobile` and `code` (useFormSubmit); the mobile number is checked before a code is sent. */
  form: {
    field: (name: TMobileCodeField) => TFieldBinding;
    setError: (name: 'mobile', message: string | undefined) => void;
  };
  dialing: { countries: readonly TCountry[]; dialingCode: string; setDialingCode: (value: string) => void };
  /** Requests the code for the number. */
  onSend: (to: { mobileNum: string; countryDialingCode: string }) => Promise<{ expiredMinutes: number }>;
  testIds: Record<TMobileCodeField | 'dialing' | 'send', string>;
};

/** A mobile number and the SMS code sent to it (SMS login, password by phone, binding a number). */
export function MobileCodeFields({ form, dialing, onSend, testIds }: TMobileCodeFieldsProps) {
  const { mobileError } = useMobileCodeCheck();
  const mobile = form.field('mobile');
  const checkMobile = () => {
    const error = mobileError(mobile.value);
    form.setError('mobile', error);
    return error === undefined;
  };
  return (
    <>
      <MobileField
        {...mobile}
        testId={testIds.mobile}
        countries={dialing.countries}
        dialingCode={dialing.dialingCode}
        onDialingCodeChange={dialing.setDialingCode}
        dialingTestId={testIds.dialing}
      />
      <SmsCodeField
        {...form.field('code')}
        testId={testIds.code}
        sendTestId={testIds.send}
        validate={checkMobile}
        onSend={() => onSend({ mobileNum: mobile.value.trim(), countryDialingCode: dialing.dialingCode })}
      />
    </>
  );
}
