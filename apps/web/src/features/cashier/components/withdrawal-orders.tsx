import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_CONFIRMATIONS } from '@platform/contracts/wallet';
import { ClockIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { RecordResult } from '../../../components/ui/record-result';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useBrandZone } from '../../../hooks/use-brand-zone';
import { useMoney } from '../../../hooks/use-money';
import { useNow } from '../../../hooks/use-now';
import { formatBrandDateTime } from '../../../lib/brand-time';
import { WALLET_QUERY_KEY } from '../../../lib/wallet-balance';
import type { TWithdrawalConfirmation } from '../api/confirm-withdrawal';
import type { TWithdrawalOrder } from '../api/create-withdrawal';
import { useWithdrawalOrders } from '../api/get-withdrawal-orders';
import { formatTimeLeft, WITHDRAWAL_STATUS_TONE } from '../utils/order-status';
import { ConfirmWithdrawalModal } from './confirm-withdrawal-modal';

/** The member's withdrawals; a paid one asks the player to confirm what arrived before its deadline. */
export function WithdrawalOrders() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const orders = useWithdrawalOrders(pageNo);
  const [confirming, setConfirming] = useState<{
    order: TWithdrawalOrder;
    result: TWithdrawalConfirmation;
  } | null>(null);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const page = orders.data;
  const deadlines = (page?.content ?? [])
    .filter((order) => order.status === 'PAID' && order.confirmDeadline)
    .map((order) => Date.parse(order.confirmDeadline ?? ''));
  const now = useNow(deadlines.length > 0);
  const lapsed = deadlines.filter((deadline) => deadline <= now).length;
  const refetchedFor = useRef(0);

  // A payout whose deadline has passed is counted as received by a server job: read the list again.
  useEffect(() => {
    if (lapsed > refetchedFor.current) {
      refetchedFor.current = lapsed;
      void queryClient.invalidateQueries({ queryKey: [...WALLET_QUERY_KEY, 'withdraw-orders'] });
    }
  }, [lapsed, queryClient]);

  return (
    <section className="card data-card" aria-labelledby="withdraw-orders-title" data-testid="withdraw-orders">
      <h2 id="withdraw-orders-title" className="card__title">
        {t('cashier.withdraw.ordersTitle')}
      </h2>
      {confirmed ? (
        <p className="form__success" role="status" data-testid="withdraw-confirmed">
          {confirmed}
        </p>
      ) : null}
      <RecordResult
        query={orders}
        isEmpty={(list) => list.content.length === 0}
        empty={
          <p className="form__hint" data-testid="withdraw-orders-empty">
            {t('cashier.withdraw.ordersEmpty')}
          </p>
        }
      >
        {(list) => (
          <>
            <ul className="order-list">
              {list.content.map((order) => (
                <WithdrawalOrderItem
                  key={order.orderId}
                  order={order}
                  now={now}
                  onConfirm={(result) => {
                    setConfirmed(null);
                    setConfirming({ order, result });
                  }}
                />
              ))}
            </ul>
            <Pager
              page={list.pageNum}
              totalPages={list.totalPages}
              busy={orders.isFetching}
              onChange={setPageNo}
              testId="withdraw-orders-pager"
            />
          </>
        )}
      </RecordResult>
      {confirming ? (
        <ConfirmWithdrawalModal
          order={confirming.order}
          result={confirming.result}
          onClose={() => setConfirming(null)}
          onDone={(text) => {
            setConfirming(null);
            setConfirmed(text);
          }}
        />
      ) : null}
    </section>
  );
}

type TItemProps = {
  order: TWithdrawalOrder;
  now: number;
  onConfirm: (result: TWithdrawalConfirmation) => void;
};

function WithdrawalOrderItem({ order, now, onConfirm }: TItemProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const zone = useBrandZone();
  const language = i18n.resolvedLanguage ?? 'es';
  const id = `withdraw-order-${order.orderId}`;
  const deadline = order.confirmDeadline ? Date.parse(order.confirmDeadline) : null;
  const awaitingConfirmation = order.status === 'PAID';

  return (
    <li className={`order${awaitingConfirmation ? ' is-actionable' : ''}`} data-testid={id}>
      <div className="order__head">
        <strong className="order__amount">{money(order.amount)}</strong>
        <StatusBadge tone={WITHDRAWAL_STATUS_TONE[order.status]} testId={`${id}-status`}>
          {t(`cashier.withdraw.statuses.${order.status}`)}
        </StatusBadge>
        <span className="order__time">{formatBrandDateTime(order.createdAt, language, zone)}</span>
      </div>
      <p className="order__payee">
        {`${order.payee.bankName} · ${order.payee.accountName} · ${order.payee.accountNumber}`}
      </p>
      {order.amountReceived !== null && (order.status === 'PARTIAL' || order.status === 'NOT_RECEIVED') ? (
        <p className="order__detail" data-testid={`${id}-received`}>
          {t('cashier.withdraw.receivedDetail', {
            received: money(order.amountReceived),
            remaining: money(order.amountRemaining ?? order.amount - order.amountReceived),
          })}
        </p>
      ) : null}
      {order.status === 'AUTO_RECEIVED' ? (
        <p className="order__detail">{t('cashier.withdraw.autoReceivedNote')}</p>
      ) : null}
      {order.remark ? <p className="order__detail order__remark">{order.remark}</p> : null}
      {awaitingConfirmation ? (
        <div className="order__confirm">
          <p className="order__prompt">{t('cashier.withdraw.confirmPrompt')}</p>
          {deadline !== null && !Number.isNaN(deadline) ? (
            <p className="order__deadline" data-testid={`${id}-deadline`}>
              <ClockIcon size={16} />
              {deadline > now
                ? t('cashier.withdraw.deadline', {
                    left: formatTimeLeft(deadline - now),
                    at: formatBrandDateTime(order.confirmDeadline ?? '', language, zone),
                  })
                : t('cashier.withdraw.deadlinePassed')}
            </p>
          ) : null}
          <div className="order__actions">
            {WITHDRAWAL_CONFIRMATIONS.map((result) => (
              <button
                key={result}
                type="button"
                className={`button ${result === 'RECEIVED' ? 'button--primary' : 'button--ghost'} button--sm`}
                onClick={() => onConfirm(result)}
                data-testid={`${id}-${result}`}
              >
                {t(`cashier.withdraw.confirm.${result}.action`)}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </li>
  );
}
