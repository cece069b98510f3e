import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useLoginFreePlay } from '../api/login-free-play';
import { useCompleteLogin, type TLoginOutcome } from '../hooks/use-complete-login';
import { FormError } from '../../../components/ui/form-status';

/** "Free play" (whitelabel FREEPLAY3): logs in a trial account. */
export function FreePlayButton({ onLoggedIn }: { onLoggedIn: (outcome: TLoginOutcome) => void }) {
  const { t } = useTranslation();
  const { mutateAsync: loginFreePlay } = useLoginFreePlay();
  const completeLogin = useCompleteLogin();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      onLoggedIn(await completeLogin(await loginFreePlay()));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="free-play">
      <button
        type="button"
        className="button button--ghost button--block"
        disabled={busy}
        data-testid="login-free-play"
        onClick={() => void start()}
      >
        {t('auth.login.freePlay')}
      </button>
      <FormError message={error} testId="login-free-play-error" />
    </div>
  );
}
