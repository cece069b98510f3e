import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs';
import { useMoney } from '../../../hooks/use-money';
import { useMemberInfo } from '../../../lib/member-info';
import { useBalance } from '../../../lib/wallet-balance';
import { useAppStore } from '../../../stores/app-store';
import { MemberTransferForm, type TTransferDirection } from './member-transfer-form';
import { PaymentPasswordNotice } from './payment-password-notice';

/**
 * /member/transferUpline (spec §6): a member transfers to its upline; an agent also to a member of its
 * own downline.
 */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const money = useMoney();
  const member = useMemberInfo();
  const balance = useBalance();
  const isAgent = useAppStore((state) => state.isAgent);
  const [direction, setDirection] = useState<TTransferDirection>('TO_UPLINE');
  const available = balance.data?.available ?? null;
  const upline = member.data?.uplineAccount ?? null;
  const directions: TTransferDirection[] = [
    ...(upline ? (['TO_UPLINE'] as const) : []),
    ...(isAgent ? (['TO_DOWNLINE'] as const) : []),
  ];
  const shown = directions.includes(direction) ? direction : directions[0];

  if (!member.data) {
    return (
      <div className="spinner-row" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    );
  }

  return (
    <div className="cashier-page" data-testid="transfer-upline-page">
      <section className="wallet-hero wallet-hero--compact" aria-label={t('cashier.transfer.summary')}>
        <dl className="wallet-stats wallet-stats--single">
          <div className="wallet-stats__item wallet-stats__item--lead">
            <dt>{t('wallet.main.available')}</dt>
            <dd data-testid="transfer-available">{available === null ? '—' : money(available)}</dd>
          </div>
        </dl>
      </section>
      {shown === undefined ? (
        <p className="card form__hint" data-testid="transfer-no-upline">
          {t('cashier.transfer.noUpline')}
        </p>
      ) : !member.data.hasPaymentPassword ? (
        <PaymentPasswordNotice />
      ) : (
        <section className="card member-transfer-card" aria-labelledby="member-transfer-title">
          <h2 id="member-transfer-title" className="card__title">
            {t(shown === 'TO_UPLINE' ? 'cashier.transfer.upline.title' : 'cashier.transfer.downline.title')}
          </h2>
          {directions.length > 1 ? (
            <Tabs
              tabs={[
                { id: 'TO_UPLINE', label: t('cashier.transfer.upline.tab') },
                { id: 'TO_DOWNLINE', label: t('cashier.transfer.downline.tab') },
              ]}
              value={shown}
              onChange={setDirection}
              label={t('cashier.transfer.tabsLabel')}
              testId="transfer-tabs"
            />
          ) : null}
          {shown === 'TO_UPLINE' ? (
            <p className="form__hint" data-testid="transfer-upline-account">
              {t('cashier.transfer.upline.to', { account: upline })}
            </p>
          ) : null}
          <MemberTransferForm key={shown} direction={shown} available={available} />
        </section>
      )}
    </div>
  );
}
