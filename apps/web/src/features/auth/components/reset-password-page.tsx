import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ruleMessage } from '@platform/contracts/registration-rules';
import { LockIcon } from '../../../components/ui/icons';
import { NewPasswordField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { toLanguage } from '../../../lib/i18n';
import { useAppStore } from '../../../stores/app-store';
import { useRegisterSettings } from '../api/get-register-settings';
import { useResetPassword } from '../api/reset-password';
import { newPasswordError } from '../utils/validation';
import { FormError } from '../../../components/ui/form-error';

/** /resetPassword?token=… — the link of the forgot-password e-mail; success opens the login popup. */
export function ResetPasswordPage() {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.resolvedLanguage);
  const requiredText = ruleMessage(lang, { kind: 'required' });
  const [search] = useSearchParams();
  const resetToken = search.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const openModal = useAppStore((state) => state.openModal);
  const { data: settings } = useRegisterSettings();
  const { mutateAsync: reset, isPending } = useResetPassword();
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ newPassword?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    setFormError(null);
    const found = {
      newPassword: (newPassword ? newPasswordError(settings, newPassword, lang) : requiredText) ?? undefined,
      confirm: !confirm
        ? requiredText
        : confirm === newPassword
          ? undefined
          : t('validation.confirmMismatch'),
    };
    setErrors(found);
    if (found.newPassword || found.confirm) return;
    try {
      await reset({ resetToken, newPassword, confirmNewPassword: confirm });
      openModal({ name: 'login', reason: 'passwordReset' });
      void navigate('/login', { replace: true });
    } catch (error) {
      setFormError(errorText(error));
    }
  };

  return (
    <div className="page narrow-page" data-testid="reset-password-page">
      <header className="page-header">
        <span className="page-header__icon">
          <LockIcon />
        </span>
        <h1 className="page-header__title">{t('auth.reset.title')}</h1>
      </header>
      <div className="card">
        {resetToken.length < 16 ? (
          <div className="form">
            <p className="form__error" role="alert" data-testid="reset-password-invalid">
              {t('auth.reset.invalidLink')}
            </p>
            <Link to="/" className="button button--ghost">
              {t('common.backHome')}
            </Link>
          </div>
        ) : (
          <form
            className="form"
            noValidate
            onSubmit={(event) => void submit(event)}
            data-testid="reset-password-form"
          >
            <p className="form__hint">{t('auth.reset.text')}</p>
            <NewPasswordField
              label={t('fields.newPassword')}
              value={newPassword}
              onChange={setNewPassword}
              error={errors.newPassword}
              testId="reset-password-new"
            />
            <NewPasswordField
              label={t('fields.confirmNewPassword')}
              value={confirm}
              onChange={setConfirm}
              error={errors.confirm}
              testId="reset-password-confirm"
            />
            <FormError message={formError} testId="reset-password-error" />
            <button
              type="submit"
              className="button button--primary button--lg button--block"
              disabled={isPending}
              data-testid="reset-password-submit"
            >
              {isPending ? t('common.loading') : t('auth.reset.submit')}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
