import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLoginValue } from '@platform/contracts/identity';
import type { TLoginChallengeValue, TLoginProof } from '@platform/contracts/login-verification';
import { FormSubmit } from '../../../components/ui/form-actions';
import { FormError } from '../../../components/ui/form-status';
import { SendCodeButton } from '../../../components/ui/send-code-button';
import { TextField } from '../../../components/ui/text-field';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { sendLoginVerificationCode, useVerifyLogin } from '../api/login-verification';
import '../../../styles/sign-in-security.css';

/** Refusals that end the challenge: back to the password step with the message. */
const RESTART_REFUSALS: ReadonlySet<string> = new Set(['LOGIN_CHALLENGE_INVALID']);

type TLoginVerificationStepProps = {
  challenge: TLoginChallengeValue;
  /** Prefix of the data-testid of every element (`login`, `agent-login`). */
  testIdPrefix: string;
  /** The proof was right: finish exactly like a login that needed none. */
  onVerified: (value: TLoginValue) => Promise<void>;
  /** Back to the password step, with the reason when the challenge ended (expired, no longer valid). */
  onRestart: (message: string | null) => void;
};

/**
 * The extra step of a sign-in from a new address or device, or of a member who asks for an authenticator
 * code at every sign-in (spec §4 Login): one of the offered proofs, then the session.
 */
export function LoginVerificationStep({
  challenge,
  testIdPrefix,
  onVerified,
  onRestart,
}: TLoginVerificationStepProps) {
  const { t } = useTranslation();
  const id = `${testIdPrefix}-verification`;
  const rootRef = useRef<HTMLDivElement>(null);
  const [proof, setProof] = useState<TLoginProof>(challenge.proofs[0] ?? 'totp');
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);
  const { mutateAsync: verify } = useVerifyLogin();
  const expire = useRef(() => onRestart(t('signInSecurity.step.expired')));
  useEffect(() => {
    expire.current = () => onRestart(t('signInSecurity.step.expired'));
  });

  useEffect(() => {
    rootRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);

  // The challenge ends on the server after `expiresInSeconds`: start again rather than fail on submit.
  useEffect(() => {
    const timer = setTimeout(() => expire.current(), challenge.expiresInSeconds * 1_000);
    return () => clearTimeout(timer);
  }, [challenge]);

  // A refusal (wrong, expired or used code) shows above the button, announced at once (role=alert).
  const form = useFormSubmit({
    initial: { code: '' },
    validate: ({ code }) => ({ code: code.trim() ? undefined : t('validation.required') }),
    send: async ({ code }) => {
      try {
        const value = await verify({ challengeId: challenge.challengeId, proof, code: code.trim() });
        await onVerified(value);
      } catch (error) {
        if (error instanceof ApiError && RESTART_REFUSALS.has(error.code)) {
          onRestart(errorText(error));
          return;
        }
        throw error;
      }
    },
  });

  const choose = (next: TLoginProof) => {
    setProof(next);
    setSentMinutes(null);
    form.setValues({ code: '' });
    form.setErrors({});
    form.setFormError(null);
  };

  const proofLabel = (option: TLoginProof) => {
    if (option === 'sms')
      return t('signInSecurity.step.proofs.sms', { mobile: challenge.maskedMobile ?? '' });
    if (option === 'email')
      return t('signInSecurity.step.proofs.email', { email: challenge.maskedEmail ?? '' });
    return t(`signInSecurity.step.proofs.${option}`);
  };

  const sentCode = proof === 'sms' || proof === 'email';
  const field = form.field('code');
  const hint =
    sentCode && sentMinutes !== null
      ? t('signInSecurity.step.sent', { minutes: sentMinutes })
      : t(`signInSecurity.step.hints.${proof}`);

  return (
    <div className="login-check" ref={rootRef} data-testid={id} data-reason={challenge.reason}>
      <p className="form__notice" data-testid={`${id}-reason`}>
        {t(`signInSecurity.step.reason.${challenge.reason}`)}
      </p>
      <form className="form" noValidate onSubmit={form.submit} data-testid={`${id}-form`}>
        {challenge.proofs.length > 1 ? (
          <fieldset className="login-check__proofs">
            <legend className="field__label">{t('signInSecurity.step.choose')}</legend>
            {challenge.proofs.map((option) => (
              <label key={option} className="login-check__proof">
                <input
                  type="radio"
                  name={`${id}-proof`}
                  value={option}
                  checked={proof === option}
                  onChange={() => choose(option)}
                  data-testid={`${id}-proof-${option}`}
                />
                <span>{proofLabel(option)}</span>
              </label>
            ))}
          </fieldset>
        ) : proof === 'sms' || proof === 'email' ? (
          <p className="login-check__single" data-testid={`${id}-proof`}>
            {proofLabel(proof)}
          </p>
        ) : null}
        <TextField
          key={proof}
          label={t(`signInSecurity.step.labels.${proof}`)}
          required
          {...field}
          hint={hint}
          testId={`${id}-code`}
          autoComplete={proof === 'payeeName' ? 'name' : 'one-time-code'}
          inputMode={proof === 'payeeName' || proof === 'totp' ? 'text' : 'numeric'}
          maxLength={100}
          end={
            sentCode ? (
              <SendCodeButton
                testId={`${id}-send`}
                onSend={async () => {
                  const reply = await sendLoginVerificationCode(challenge.challengeId, proof);
                  setSentMinutes(reply.expiredMinutes);
                  return reply;
                }}
              />
            ) : undefined
          }
        />
        <FormError message={form.formError} testId={`${id}-error`} />
        <FormSubmit label={t('signInSecurity.step.submit')} busy={form.busy} testId={`${id}-submit`} block />
        <button
          type="button"
          className="link-button login-check__back"
          data-testid={`${id}-back`}
          onClick={() => onRestart(null)}
        >
          {t('signInSecurity.step.back')}
        </button>
      </form>
    </div>
  );
}
