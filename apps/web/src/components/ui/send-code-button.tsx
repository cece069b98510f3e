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
  /**
   * Requests the code; its reply says how many minutes the code is valid, and may say after how many
   * seconds another code may be asked for (else 60 per valid minute).
   */
  onSend: () => Promise<{ expiredMinutes: number; resendInSeconds?: number }>;
  /** Checks what the request needs (the mobile number) and shows its errors; false stops the request. */
  validate?: () => boolean;
  testId: string;
  /** How a failed request reads, and whether it makes the button wait (a third-party phone-auth provider). */
  refusal?: TSendRefusal;
};

export type TSendRefusal = {
  /** The warning's text (else the server's message). */
  text: (error: unknown) => string;
  /** Seconds the button stays disabled after this failure, or null (spec §9: 5 minutes after too many requests). */
  waitSeconds?: (error: unknown) => number | null;
  /** The button's label while it waits. */
  waitLabel?: (secondsLeft: number) => string;
};

/**
 * "Send code": disabled with the seconds left while a code is valid; a failed request shows the server's
 * message in a warning dialog (spec §8).
 */
export function SendCodeButton({ onSend, validate, testId, refusal }: TSendCodeButtonProps) {
  const { t } = useTranslation();
  const { secondsLeft, running, start } = useCountdown();
  const mayRequest = useThrottle(SMS_REQUEST_THROTTLE_MS);
  const [sending, setSending] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);

  const send = async () => {
    if (running || sending) return;
    if (validate && !validate()) return;
    if (!mayRequest()) return;
    setSending(true);
    try {
      const { expiredMinutes, resendInSeconds } = await onSend();
      setWaiting(false);
      start(resendInSeconds ?? SMS_COUNTDOWN_SECONDS_PER_MINUTE * expiredMinutes);
    } catch (error) {
      const wait = refusal?.waitSeconds?.(error) ?? null;
      if (wait) {
        setWaiting(true);
        start(wait);
      }
      setWarning(refusal ? refusal.text(error) : errorText(error));
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
        {running
          ? waiting && refusal?.waitLabel
            ? refusal.waitLabel(secondsLeft)
            : t('sms.secondsLeft', { seconds: secondsLeft })
          : t('sms.send')}
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
