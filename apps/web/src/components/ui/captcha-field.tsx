import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { RefreshIcon } from './icons';
import { TextField } from './text-field';

type TCaptchaFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** The picture of GET /wps/captcha (a data: URL), or null while it loads. */
  captcha: { image: string } | null;
  loading: boolean;
  onRefresh: () => void;
  /** Why the picture could not be loaded (a 429, no network): said under the field, with a retry. */
  failure?: unknown;
  error?: string | null;
  testId: string;
};

/**
 * The captcha input with its image and a refresh button (the caller throttles refreshes to once per second,
 * spec §9). Shared by the login, registration and feedback forms.
 */
export function CaptchaField({
  value,
  onChange,
  captcha,
  loading,
  onRefresh,
  failure,
  error,
  testId,
}: TCaptchaFieldProps) {
  const { t } = useTranslation();
  const failed = !captcha && !loading && failure != null;
  return (
    <TextField
      label={t('fields.captcha')}
      required
      value={value}
      onChange={onChange}
      error={error}
      testId={testId}
      autoComplete="off"
      inputMode="text"
      maxLength={16}
      hint={
        failed ? (
          <span data-testid={`${testId}-failed`}>{t('captcha.failed', { reason: errorText(failure) })}</span>
        ) : undefined
      }
      end={
        <span className="captcha">
          {captcha ? (
            <img
              className="captcha__image"
              src={captcha.image}
              alt={t('captcha.imageAlt')}
              width={100}
              height={36}
              data-testid={`${testId}-image`}
            />
          ) : failed ? (
            <button
              type="button"
              className="captcha__image captcha__retry"
              data-testid={`${testId}-retry`}
              onClick={onRefresh}
            >
              {t('common.retry')}
            </button>
          ) : (
            <span className="captcha__image captcha__image--empty" aria-hidden="true" />
          )}
          <button
            type="button"
            className="field__adornment"
            aria-label={t('captcha.refresh')}
            disabled={loading}
            data-testid={`${testId}-refresh`}
            onClick={onRefresh}
          >
            <RefreshIcon size={18} />
          </button>
        </span>
      }
    />
  );
}
