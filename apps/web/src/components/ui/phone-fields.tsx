import { useTranslation } from 'react-i18next';
import type { TCountry } from '../../lib/countries';
import { DialingCodeSelect } from './dialing-code-select';
import { SendCodeButton, type TSendRefusal } from './send-code-button';
import { TextField } from './text-field';

type TMobileFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  testId: string;
  required?: boolean;
  countries: readonly TCountry[];
  dialingCode: string;
  onDialingCodeChange: (value: string) => void;
  dialingTestId: string;
};

/** A mobile number with its country dialing code in front (login by SMS, registration, recovery, binding). */
export function MobileField({
  countries,
  dialingCode,
  onDialingCodeChange,
  dialingTestId,
  required = true,
  ...field
}: TMobileFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      label={t('fields.mobile')}
      required={required}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={15}
      start={
        <DialingCodeSelect
          countries={countries}
          value={dialingCode}
          onChange={onDialingCodeChange}
          testId={dialingTestId}
        />
      }
    />
  );
}

type TSmsCodeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  testId: string;
  sendTestId: string;
  /** Checks the mobile number before a code is requested (shows its error when it fails). */
  validate: () => boolean;
  onSend: () => Promise<{ expiredMinutes: number }>;
  /** How a failed request reads (a third-party phone-auth provider's refusals). */
  sendRefusal?: TSendRefusal;
};

/** The SMS verification code with its send button and countdown (spec §4 "SMS countdown"). */
export function SmsCodeField({ sendTestId, validate, onSend, sendRefusal, ...field }: TSmsCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      label={t('fields.verificationCode')}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      end={<SendCodeButton testId={sendTestId} validate={validate} onSend={onSend} refusal={sendRefusal} />}
    />
  );
}
