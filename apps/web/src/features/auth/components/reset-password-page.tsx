import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormSubmit } from '../../../components/ui/form-actions';
import { FormError } from '../../../components/ui/form-status';
import { LockIcon } from '../../../components/ui/icons';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { useAppStore } from '../../../stores/app-store';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields, useNewPasswordCheck } from './new-password-fields';

/** /resetPassword?token=… — the link of the forgot-password e-mail; success opens the login popup. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const resetToken = search.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const openModal = useAppStore((state) => state.openModal);
  const checkNewPassword = useNewPasswordCheck();
  const { mutateAsync: reset } = useResetPassword();
  const { field, submit, busy, formError } = useFormSubmit({
    initial: { newPassword: '', confirmNewPassword: '' },
    validate: checkNewPassword,
    send: async (values) => {
      await reset({ resetToken, ...values });
      openModal({ name: 'login', reason: 'passwordReset' });
      void navigate('/login', { replace: true });
    },
  });

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
          <form className="form" noValidate onSubmit={submit} data-testid="reset-password-form">
            <p className="form__hint">{t('auth.reset.text')}</p>
            <NewPasswordFields field={field} testIds={['reset-password-new', 'reset-password-confirm']} />
            <FormError message={formError} testId="reset-password-error" />
            <FormSubmit label={t('auth.reset.submit')} busy={busy} testId="reset-password-submit" block />
          </form>
        )}
      </div>
    </div>
  );
}
