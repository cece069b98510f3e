import { useTranslation } from 'react-i18next';
import { phoneFormatMessage } from '@platform/contracts/registration-rules';
import type { TCountry } from '../../lib/countries';
import type { TFieldBinding, TFieldErrors } from '../../hooks/use-form-submit';
import { toLanguage } from '../../lib/i18n';
import { isValidMobile, isValidSmsCode } from '../../lib/validators';
import { MobileField, SmsCodeField } from './phone-fields';
import type { TSendRefusal } from './send-code-button';

type TMobileCodeField = 'mobile' | 'code';

/**
 * How a malformed number is told: "Please enter a valid mobile number" (signing in), or, where a number
 * is saved, "Phone number format is incorrect" with the digit count (spec §5).
 */
export type TMobileMessage = 'valid' | 'format';

/** Checks a mobile number (`mobileError`) and, with it, the SMS code sent to it (`check`). */
export function useMobileCodeCheck(message: TMobileMessage = 'valid') {
  const { t, i18n } = useTranslation();
  const mobileError = (mobile: string) =>
    isValidMobile(mobile.trim())
      ? undefined
      : message === 'format'
        ? phoneFormatMessage(toLanguage(i18n.resolvedLanguage), 6, 15)
        : t('validation.mobileInvalid');
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
  mobileMessage?: TMobileMessage;
  /** How a failed code request reads (a third-party phone-auth provider's refusals). */
  sendRefusal?: TSendRefusal;
};

/** A mobile number and the SMS code sent to it (SMS login, password by phone, binding a number). */
export function MobileCodeFields({
  form,
  dialing,
  onSend,
  testIds,
  mobileMessage,
  sendRefusal,
}: TMobileCodeFieldsProps) {
  const { mobileError } = useMobileCodeCheck(mobileMessage);
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
        sendRefusal={sendRefusal}
        onSend={() => onSend({ mobileNum: mobile.value.trim(), countryDialingCode: dialing.dialingCode })}
      />
    </>
  );
}
