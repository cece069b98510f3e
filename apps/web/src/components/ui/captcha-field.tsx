import { useTranslation } from 'react-i18next';
import { RefreshIcon } from './icons';
import { TextField } from './text-field';

type TCaptchaFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** The picture of GET /wps/captcha (a data: URL), or null while it loads. */
  captcha: { image: string } | null;
  loading: boolean;
  onRefresh: () => void;
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
  error,
  testId,
}: TCaptchaFieldProps) {
  const { t } = useTranslation();
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
