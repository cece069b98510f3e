import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { BankIcon, CardIcon, DownloadIcon } from '../../../components/ui/icons';
import { useMoney } from '../../../hooks/use-money';
import { errorText } from '../../../lib/error-text';
import { useDepositChannels } from '../api/get-deposit-channels';
import { DepositForm } from './deposit-form';
import { DepositOrderStatus } from './deposit-order-status';
import { DepositOrders } from './deposit-orders';

/** /member/depositv2 (spec §2): pick a channel, enter an amount, pay; the recent orders below. */
export function DepositPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const channels = useDepositChannels();
  const [params, setParams] = useSearchParams();
  const [picked, setPicked] = useState<string | null>(null);
  // `order` is set before leaving for a payment page; the sandbox gateway comes back with `orderId`.
  const trackedOrder = params.get('order') ?? params.get('orderId');
  const list = channels.data ?? [];
  const channel = list.find((item) => item.id === picked) ?? list[0] ?? null;

  const closeStatus = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of ['order', 'orderId', 'result']) next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="cashier-page" data-testid="deposit-page">
      {trackedOrder ? <DepositOrderStatus orderId={trackedOrder} onClose={closeStatus} /> : null}
      {!channels.data ? (
        channels.isError ? (
          <div className="form__error" role="alert" data-testid="deposit-channels-error">
            {errorText(channels.error)}
            <button type="button" className="link-button" onClick={() => void channels.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <div className="spinner-row" role="status">
            <span className="spinner" aria-hidden="true" />
            <span>{t('common.loading')}</span>
          </div>
        )
      ) : list.length === 0 || !channel ? (
        <EmptyState
          icon={<DownloadIcon size={32} />}
          text={t('cashier.deposit.noChannels')}
          testId="deposit-no-channels"
        />
      ) : (
        <>
          <section className="card" aria-labelledby="deposit-channels-title">
            <h2 id="deposit-channels-title" className="card__title">
              {t('cashier.deposit.channelTitle')}
            </h2>
            <div
              className="channel-grid"
              role="radiogroup"
              aria-labelledby="deposit-channels-title"
              data-testid="deposit-channels"
            >
              {list.map((item) => {
                const selected = item.id === channel.id;
                return (
                  <button
                    key={item.id}
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    className={`channel-card${selected ? ' is-selected' : ''}`}
                    onClick={() => setPicked(item.id)}
                    data-testid={`deposit-channel-${item.id}`}
                  >
                    <span className="channel-card__icon" aria-hidden="true">
                      {item.type === 'BANK_TRANSFER' ? <BankIcon size={22} /> : <CardIcon size={22} />}
                    </span>
                    <span className="channel-card__text">
                      <strong className="channel-card__name">{item.name}</strong>
                      <span className="channel-card__type">{t(`cashier.deposit.types.${item.type}`)}</span>
                      <span className="channel-card__range">
                        {t('cashier.range', { min: money(item.minAmount), max: money(item.maxAmount) })}
                      </span>
                    </span>
                  </button>
                );
              })}
            </div>
          </section>
          <DepositForm key={channel.id} channel={channel} />
        </>
      )}
      <DepositOrders channels={list} />
    </div>
  );
}
