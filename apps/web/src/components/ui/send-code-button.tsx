import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../hooks/use-countdown';
import { useThrottle } from '../../hooks/use-throttle';
import { errorText } from '../../lib/error-text';
import { AlertDialog } from './alert-dialog';

/** spec §4 SMS countdown: 60 seconds per minute the code stays valid. */
export const SMS_COUNTDOWN_SECONDS_PER_MINUTE = 60;
/** spec §9: code requests at most once per second. */
export const SMS_REQUEST_THROTTLE_MS = 1_000;

type TSendCodeButtonProps = {
  /** Requests the code; its reply says how many minutes the code is valid. */
  onSend: () => Promise<{ expiredMinutes: number }>;
  /** Checks what the request needs (the mobile number) and shows its errors; false stops the request. */
  validate?: () => boolean;
  testId: string;
};

/**
 * "Send code": disabled with the seconds left while a code is valid; a failed request shows the server's
 * message in a warning dialog (spec §8).
 */
export function SendCodeButton({ onSend, validate, testId }: TSendCodeButtonProps) {
  const { t } = useTranslation();
  const { secondsLeft, running, start } = useCountdown();
  const mayRequest = useThrottle(SMS_REQUEST_THROTTLE_MS);
  const [sending, setSending] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);

  const send = async () => {
    if (running || sending) return;
    if (validate && !validate()) return;
    if (!mayRequest()) return;
    setSending(true);
    try {
      const { expiredMinutes } = await onSend();
      start(SMS_COUNTDOWN_SECONDS_PER_MINUTE * expiredMinutes);
    } catch (error) {
      setWarning(errorText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="field__action"
        disabled={running || sending}
        data-testid={testId}
        onClick={() => void send()}
      >
        {running ? t('sms.secondsLeft', { seconds: secondsLeft }) : t('sms.send')}
      </button>
      {warning ? (
        <AlertDialog
          title={t('sms.failedTitle')}
          message={warning}
          onClose={() => setWarning(null)}
          testId={`${testId}-warning`}
        />
      ) : null}
    </>
  );
}
