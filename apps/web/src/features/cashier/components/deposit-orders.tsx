import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordResult } from '../../../components/ui/record-result';
import { RecordTable, type TRecordColumn } from '../../../components/ui/record-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useBrandZone } from '../../../hooks/use-brand-zone';
import { useMoney } from '../../../hooks/use-money';
import { formatBrandDateTime } from '../../../lib/brand-time';
import type { TDepositChannel } from '../api/get-deposit-channels';
import { useDepositOrders, type TDepositOrdersPage } from '../api/get-deposit-orders';
import { DEPOSIT_STATUS_TONE } from '../utils/order-status';

type TDepositOrderRow = TDepositOrdersPage['content'][number];

/** The member's recent deposit orders with their states. */
export function DepositOrders({ channels }: { channels: readonly TDepositChannel[] }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const zone = useBrandZone();
  const [pageNo, setPageNo] = useState(1);
  const orders = useDepositOrders(pageNo);
  const language = i18n.resolvedLanguage ?? 'es';
  const channelName = (id: string, type: TDepositChannel['type']) =>
    channels.find((channel) => channel.id === id)?.name ?? t(`cashier.deposit.types.${type}`);

  const columns: TRecordColumn<TDepositOrderRow>[] = [
    {
      key: 'time',
      label: t('cashier.columns.time'),
      className: 'is-time',
      cell: (order) => formatBrandDateTime(order.createdAt, language, zone),
    },
    {
      key: 'channel',
      label: t('cashier.columns.channel'),
      cell: (order) => (
        <span className="data-table__cell">
          {channelName(order.channelId, order.channelType)}
          {order.remark ? <span className="data-table__remark">{order.remark}</span> : null}
        </span>
      ),
    },
    {
      key: 'amount',
      label: t('cashier.columns.amount'),
      numeric: true,
      cell: (order) => money(order.amount),
    },
    {
      key: 'status',
      label: t('cashier.columns.status'),
      cell: (order) => (
        <StatusBadge
          tone={DEPOSIT_STATUS_TONE[order.status]}
          testId={`deposit-order-${order.orderId}-status`}
        >
          {t(`cashier.deposit.statuses.${order.status}`)}
        </StatusBadge>
      ),
    },
  ];

  return (
    <section className="card data-card" aria-labelledby="deposit-orders-title" data-testid="deposit-orders">
      <h2 id="deposit-orders-title" className="card__title">
        {t('cashier.deposit.ordersTitle')}
      </h2>
      <RecordResult
        query={orders}
        isEmpty={(page) => page.content.length === 0}
        empty={
          <p className="form__hint" data-testid="deposit-orders-empty">
            {t('cashier.deposit.ordersEmpty')}
          </p>
        }
      >
        {(page) => (
          <RecordTable
            columns={columns}
            rows={page.content}
            rowKey={(order) => order.orderId}
            rowTestId="deposit-order"
            pager={{
              page: page.pageNum,
              totalPages: page.totalPages,
              busy: orders.isFetching,
              onChange: setPageNo,
              testId: 'deposit-orders-pager',
            }}
          />
        )}
      </RecordResult>
    </section>
  );
}
