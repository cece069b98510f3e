import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/ui/icons';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useMoney } from '../../../hooks/use-money';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { refreshMoney } from '../../../lib/wallet-balance';
import { FINAL_DEPOSIT_STATUSES, useDepositOrder } from '../api/get-deposit-orders';
import { DEPOSIT_STATUS_TONE } from '../utils/order-status';

/**
 * The order of a gateway payment the player came back from (`?order=`): its status, asked for again every
 * few seconds until it is final; once credited, the balances load again.
 */
export function DepositOrderStatus({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const query = useDepositOrder(orderId);
  const order = query.data;
  const status = order?.status;

  useEffect(() => {
    if (status === 'CREDITED') void refreshMoney(queryClient);
  }, [status, queryClient]);

  const missing = query.error instanceof ApiError && query.error.status === 404;
  const final = (status !== undefined && FINAL_DEPOSIT_STATUSES.has(status)) || missing;
  let body;
  if (order === undefined) {
    body = missing ? (
      <p className="deposit-status__text" data-testid="deposit-status-missing">
        {t('cashier.deposit.status.missing')}
      </p>
    ) : query.isError ? (
      <p className="form__error" role="alert">
        {errorText(query.error)}
      </p>
    ) : (
      <p className="deposit-status__text">{t('cashier.deposit.status.checking')}</p>
    );
  } else {
    body = (
      <>
        <div className="deposit-status__row">
          <strong className="deposit-status__amount">{money(order.amount)}</strong>
          <StatusBadge tone={DEPOSIT_STATUS_TONE[order.status]} testId="deposit-status-badge">
            {t(`cashier.deposit.statuses.${order.status}`)}
          </StatusBadge>
        </div>
        <p className="deposit-status__text" data-testid="deposit-status-text">
          {t(`cashier.deposit.status.${order.status}`, { amount: money(order.amount) })}
        </p>
      </>
    );
  }

  return (
    <section
      className={`card deposit-status${status === 'CREDITED' ? ' is-credited' : ''}`}
      aria-live="polite"
      aria-labelledby="deposit-status-title"
      data-testid="deposit-status"
      data-status={status ?? 'LOADING'}
    >
      <div className="deposit-status__head">
        {!final ? <span className="spinner" aria-hidden="true" /> : null}
        <h2 id="deposit-status-title" className="card__title">
          {t('cashier.deposit.status.title', { id: orderId })}
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t('common.close')}
          onClick={onClose}
          data-testid="deposit-status-close"
        >
          <CloseIcon />
        </button>
      </div>
      {body}
    </section>
  );
}
