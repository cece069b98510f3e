import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useBrandZone } from '../../../hooks/use-brand-zone';
import { useMoney } from '../../../hooks/use-money';
import { formatBrandDateTime } from '../../../lib/brand-time';
import { errorText } from '../../../lib/error-text';
import type { TDepositChannel } from '../api/get-deposit-channels';
import { useDepositOrders } from '../api/get-deposit-orders';
import { DEPOSIT_STATUS_TONE } from '../utils/order-status';

/** The member's recent deposit orders with their states. */
export function DepositOrders({ channels }: { channels: readonly TDepositChannel[] }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const zone = useBrandZone();
  const [pageNo, setPageNo] = useState(1);
  const orders = useDepositOrders(pageNo);
  const language = i18n.resolvedLanguage ?? 'es';
  const page = orders.data;
  const channelName = (id: string, type: TDepositChannel['type']) =>
    channels.find((channel) => channel.id === id)?.name ?? t(`cashier.deposit.types.${type}`);

  return (
    <section className="card data-card" aria-labelledby="deposit-orders-title" data-testid="deposit-orders">
      <h2 id="deposit-orders-title" className="card__title">
        {t('cashier.deposit.ordersTitle')}
      </h2>
      {!page ? (
        orders.isError ? (
          <p className="form__error" role="alert">
            {errorText(orders.error)}
          </p>
        ) : (
          <div className="spinner-row" role="status">
            <span className="spinner" aria-hidden="true" />
            <span>{t('common.loading')}</span>
          </div>
        )
      ) : page.content.length === 0 ? (
        <p className="form__hint" data-testid="deposit-orders-empty">
          {t('cashier.deposit.ordersEmpty')}
        </p>
      ) : (
        <>
          <div className="table-wrap">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t('cashier.columns.time')}</th>
                  <th scope="col">{t('cashier.columns.channel')}</th>
                  <th scope="col" className="is-number">
                    {t('cashier.columns.amount')}
                  </th>
                  <th scope="col">{t('cashier.columns.status')}</th>
                </tr>
              </thead>
              <tbody>
                {page.content.map((order) => (
                  <tr key={order.orderId} data-testid={`deposit-order-${order.orderId}`}>
                    <td data-label={t('cashier.columns.time')} className="is-time">
                      {formatBrandDateTime(order.createdAt, language, zone)}
                    </td>
                    <td data-label={t('cashier.columns.channel')}>
                      <span className="data-table__cell">
                        {channelName(order.channelId, order.channelType)}
                        {order.remark ? <span className="data-table__remark">{order.remark}</span> : null}
                      </span>
                    </td>
                    <td data-label={t('cashier.columns.amount')} className="is-number">
                      {money(order.amount)}
                    </td>
                    <td data-label={t('cashier.columns.status')}>
                      <StatusBadge
                        tone={DEPOSIT_STATUS_TONE[order.status]}
                        testId={`deposit-order-${order.orderId}-status`}
                      >
                        {t(`cashier.deposit.statuses.${order.status}`)}
                      </StatusBadge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={page.pageNum}
            totalPages={page.totalPages}
            busy={orders.isFetching}
            onChange={setPageNo}
            testId="deposit-orders-pager"
          />
        </>
      )}
    </section>
  );
}
