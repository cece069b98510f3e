import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../hooks/use-money';
import { errorText } from '../../../lib/error-text';
import { useBalance } from '../../../lib/wallet-balance';
import { useWithdrawLimits } from '../api/get-withdraw-limits';
import { BonusTurnoverNotice } from './bonus-turnover-notice';
import { PaymentPasswordNotice } from './payment-password-notice';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalOrders } from './withdrawal-orders';

/** /member/withdraw (spec §2, §4): request a withdrawal, then confirm what arrived. */
export function WithdrawPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const limits = useWithdrawLimits();
  const balance = useBalance();
  const value = limits.data;

  return (
    <div className="cashier-page" data-testid="withdraw-page">
      {!value ? (
        limits.isError ? (
          <div className="form__error" role="alert" data-testid="withdraw-limits-error">
            {errorText(limits.error)}
            <button type="button" className="link-button" onClick={() => void limits.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <div className="spinner-row" role="status">
            <span className="spinner" aria-hidden="true" />
            <span>{t('common.loading')}</span>
          </div>
        )
      ) : (
        <>
          <section className="wallet-hero wallet-hero--compact" aria-label={t('cashier.withdraw.summary')}>
            <dl className="wallet-stats wallet-stats--wide">
              <div className="wallet-stats__item wallet-stats__item--lead">
                <dt>{t('cashier.withdraw.withdrawable')}</dt>
                <dd data-testid="withdraw-withdrawable">{money(value.withdrawable)}</dd>
              </div>
              <div className="wallet-stats__item">
                <dt>{t('cashier.withdraw.held')}</dt>
                <dd data-testid="withdraw-held">{balance.data ? money(balance.data.held) : '—'}</dd>
              </div>
              <div className="wallet-stats__item wallet-stats__item--text">
                <dt>{t('cashier.withdraw.perWithdrawal')}</dt>
                <dd data-testid="withdraw-limits">
                  {t('cashier.range', { min: money(value.minAmount), max: money(value.maxAmount) })}
                </dd>
              </div>
              <div className="wallet-stats__item wallet-stats__item--text">
                <dt>{t('cashier.withdraw.perDay')}</dt>
                <dd data-testid="withdraw-daily">
                  {t('cashier.withdraw.dailyCount', { count: value.dailyMaxCount })}
                </dd>
              </div>
            </dl>
          </section>
          <BonusTurnoverNotice />
          {value.hasPaymentPassword ? <WithdrawForm limits={value} /> : <PaymentPasswordNotice />}
        </>
      )}
      <WithdrawalOrders />
    </div>
  );
}
