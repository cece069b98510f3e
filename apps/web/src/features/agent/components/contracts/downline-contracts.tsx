import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContract, TMyContracts } from '@platform/contracts/agent-contracts';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { UsersIcon } from '../../../../components/ui/icons';
import { Modal } from '../../../../components/ui/modal';
import { RecordTable, type TRecordColumn } from '../../../../components/ui/record-table';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { errorText } from '../../../../lib/error-text';
import { useEndContract } from '../../api/end-contract';
import { useBrandDateTime } from '../../hooks/use-brand-date-time';
import { CONTRACT_STATUS_TONE, formatRate } from '../../utils/contracts';
import { ContractOfferForm } from './contract-offer-form';
import { ContractRequest } from './contract-request';
import { TerminationForm } from './termination-form';

type TDownline = TMyContracts['downlines'][number];
type TDialog =
  | { kind: 'offer' | 'withdraw'; row: TDownline }
  | { kind: 'terminate' | 'answer'; row: TDownline; contract: TContract }
  | null;

/** The highest rate a contract pays, as its one-line summary ("up to 0.5 %"). */
function useTermsSummary() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  return (contract: TContract): string => {
    if (contract.realtime) {
      return t('agent.contracts.downlines.realtimeSummary', {
        loss: formatRate(contract.realtime.lossRate, language),
        profit: formatRate(contract.realtime.profitRate, language),
      });
    }
    const top = Math.max(0, ...contract.tiers.map((tier) => tier.rate));
    return t('agent.contracts.downlines.upTo', {
      rate: formatRate(top, language),
      count: contract.tiers.length,
    });
  };
}

function useColumns(canOffer: boolean, open: (dialog: TDialog) => void): TRecordColumn<TDownline>[] {
  const { t } = useTranslation();
  const when = useBrandDateTime();
  const summary = useTermsSummary();
  return [
    {
      key: 'account',
      label: t('agent.columns.account'),
      labelled: false,
      className: 'agent-table__account',
      cell: (row) => (
        <>
          <span className="agent-cell__main">{row.account}</span>
          {row.nickname ? <span className="agent-cell__sub">{row.nickname}</span> : null}
        </>
      ),
    },
    {
      key: 'contract',
      label: t('agent.contracts.downlines.contract'),
      testId: 'contract',
      cell: (row) => (
        <>
          {row.contract ? (
            <StatusBadge tone={CONTRACT_STATUS_TONE[row.contract.status]}>
              {t(`agent.contracts.statuses.${row.contract.status}`)}
            </StatusBadge>
          ) : (
            <span className="agent-cell__sub">{t('agent.contracts.downlines.none')}</span>
          )}
          {row.contract?.termination ? (
            <span className="agent-cell__sub contract-flag">
              {t('agent.contracts.downlines.terminationPending')}
            </span>
          ) : null}
          {row.pendingOffer ? (
            <span
              className="agent-cell__sub contract-flag"
              data-testid={`downline-contract-${row.memberId}-offered`}
            >
              {t('agent.contracts.downlines.offerPending', { date: when(row.pendingOffer.offeredAt) })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'terms',
      label: t('agent.contracts.downlines.terms'),
      cell: (row) =>
        row.contract ? (
          <>
            <span className="agent-cell__main">{summary(row.contract)}</span>
            <span className="agent-cell__sub">{t(`agent.contracts.periods.${row.contract.period}`)}</span>
          </>
        ) : (
          '—'
        ),
    },
    {
      key: 'since',
      label: t('agent.contracts.facts.since'),
      className: 'is-time',
      cell: (row) => (row.contract?.startedAt ? when(row.contract.startedAt) : '—'),
    },
    {
      key: 'actions',
      label: t('agent.columns.actions'),
      labelled: false,
      className: 'agent-table__actions',
      cell: (row) => {
        const contract = row.contract;
        const termination = contract?.termination ?? null;
        return (
          <div className="agent-actions">
            {canOffer ? (
              <button
                type="button"
                className="agent-action"
                onClick={() => open({ kind: 'offer', row })}
                data-testid={`downline-contract-${row.memberId}-offer`}
              >
                {contract?.status === 'ACTIVE' || row.pendingOffer
                  ? t('agent.contracts.downlines.newOffer')
                  : t('agent.contracts.downlines.offer')}
              </button>
            ) : null}
            {row.pendingOffer ? (
              <button
                type="button"
                className="agent-action"
                onClick={() => open({ kind: 'withdraw', row })}
                data-testid={`downline-contract-${row.memberId}-withdraw`}
              >
                {t('agent.contracts.downlines.withdraw')}
              </button>
            ) : null}
            {contract?.status === 'ACTIVE' && !termination ? (
              <button
                type="button"
                className="agent-action"
                onClick={() => open({ kind: 'terminate', row, contract })}
                data-testid={`downline-contract-${row.memberId}-terminate`}
              >
                {t('agent.contracts.termination.request')}
              </button>
            ) : null}
            {contract && termination?.requestedBy === 'AGENT' ? (
              <button
                type="button"
                className="agent-action"
                onClick={() => open({ kind: 'answer', row, contract })}
                data-testid={`downline-contract-${row.memberId}-answer`}
              >
                {t('agent.contracts.downlines.answer')}
              </button>
            ) : null}
          </div>
        );
      },
    },
  ];
}

/**
 * "Downline contracts": each direct downline agent with its contract of the type, and what the agent may do
 * about it: offer one (or a new one), withdraw a waiting offer, ask to end one, answer the downline's
 * termination request.
 */
export function DownlineContracts({ mine }: { mine: TMyContracts }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<TDialog>(null);
  const [withdrawError, setWithdrawError] = useState<string | null>(null);
  const { mutate: end, isPending: ending } = useEndContract();
  const canOffer = mine.current?.status === 'ACTIVE';
  const columns = useColumns(canOffer, (next) => {
    setWithdrawError(null);
    setDialog(next);
  });
  const close = () => setDialog(null);

  return (
    <section
      className="card data-card agent-table-card downline-contracts"
      aria-labelledby="downline-contracts-title"
      data-testid="downline-contracts"
    >
      <h2 className="card__title" id="downline-contracts-title">
        {t('agent.contracts.downlines.title')}
      </h2>
      <p className="data-card__meta">
        {canOffer ? t('agent.contracts.downlines.hint') : t('agent.contracts.downlines.needOwn')}
      </p>
      {withdrawError ? (
        <p className="form__error" role="alert" data-testid="downline-contracts-error">
          {withdrawError}
        </p>
      ) : null}
      {mine.downlines.length === 0 ? (
        <EmptyState
          icon={<UsersIcon size={28} />}
          text={t('agent.contracts.downlines.empty')}
          testId="downline-contracts-empty"
        />
      ) : (
        <RecordTable
          columns={columns}
          rows={mine.downlines}
          rowKey={(row) => row.memberId}
          rowTestId="downline-contract"
          className="agent-table agent-table--contracts"
          testId="downline-contracts-table"
        />
      )}
      {dialog?.kind === 'offer' ? (
        <Modal
          title={t('agent.contracts.offerForm.title', { account: dialog.row.account })}
          closeLabel={t('common.close')}
          onClose={close}
          size="lg"
          testId="offer-modal"
        >
          <ContractOfferForm
            type={mine.type}
            memberId={dialog.row.memberId}
            account={dialog.row.account}
            start={dialog.row.pendingOffer ?? dialog.row.contract ?? mine.current}
            onSent={close}
          />
        </Modal>
      ) : null}
      {dialog?.kind === 'withdraw' && dialog.row.pendingOffer ? (
        <ConfirmDialog
          title={t('agent.contracts.downlines.withdrawTitle')}
          message={t('agent.contracts.downlines.withdrawText', { account: dialog.row.account })}
          confirmLabel={t('agent.contracts.downlines.withdraw')}
          busy={ending}
          busyLabel={t('common.sending')}
          testId="withdraw-dialog"
          onCancel={close}
          onConfirm={() =>
            end(
              { contractId: dialog.row.pendingOffer?.id ?? '', action: 'withdraw' },
              { onSettled: close, onError: (error) => setWithdrawError(errorText(error)) },
            )
          }
        />
      ) : null}
      {dialog?.kind === 'terminate' ? (
        <Modal
          title={t('agent.contracts.termination.titleFor', { account: dialog.row.account })}
          closeLabel={t('common.close')}
          onClose={close}
          testId="termination-modal"
        >
          <TerminationForm contract={dialog.contract} onDone={close} />
        </Modal>
      ) : null}
      {dialog?.kind === 'answer' ? (
        <Modal
          title={t('agent.contracts.termination.title')}
          closeLabel={t('common.close')}
          onClose={close}
          size="lg"
          testId="answer-modal"
        >
          <ContractRequest contract={dialog.contract} onAnswered={close} testId="downline-termination" />
        </Modal>
      ) : null}
    </section>
  );
}
