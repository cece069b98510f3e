import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShieldIcon } from '../../../components/ui/icons';

/** Money leaves the wallet only with a payment password: without one, the player is sent to set it. */
export function PaymentPasswordNotice() {
  const { t } = useTranslation();
  return (
    <div className="cashier-notice" role="status" data-testid="payment-password-needed">
      <span className="cashier-notice__icon">
        <ShieldIcon size={22} />
      </span>
      <span className="cashier-notice__text">
        <strong>{t('cashier.paymentPassword.title')}</strong>
        <span>{t('cashier.paymentPassword.text')}</span>
      </span>
      <Link
        to="/member/securityCenter?open=payment"
        className="button button--primary"
        data-testid="payment-password-setup"
      >
        {t('cashier.paymentPassword.action')}
      </Link>
    </div>
  );
}
