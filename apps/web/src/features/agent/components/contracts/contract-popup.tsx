import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContract } from '@platform/contracts/agent-contracts';
import { Modal } from '../../../../components/ui/modal';
import { useAppStore } from '../../../../stores/app-store';
import { useConsolidatedContract } from '../../api/get-consolidated-contract';
import { useContractEvents } from '../../hooks/use-contract-events';
import { requestKind } from '../../utils/contracts';
import { ContractRequest } from './contract-request';
import '../../../../styles/contracts.css';

/** A request is the contract and what it asks: a later termination request of the same contract is new. */
const requestKey = (contract: TContract) => `${contract.id}:${requestKind(contract)}`;

/**
 * The contract popup (spec §2, §7): while an agent is logged in, the requests waiting for its answer (offers
 * and termination requests) open one after another over the page, after the login and when a `contract`
 * event arrives; each is accepted or rejected with a remark. Closed without an answer, it waits for the
 * next event or login. It takes the store's modal slot only when no other popup is open.
 */
export function ContractPopup() {
  const { t } = useTranslation();
  const info = useConsolidatedContract();
  const modal = useAppStore((state) => state.modal);
  const openModalIfIdle = useAppStore((state) => state.openModalIfIdle);
  const closeModal = useAppStore((state) => state.closeModal);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  /** Requests answered here, hidden until the reloaded info no longer lists them. */
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  useContractEvents(() => setDismissed(new Set()));

  const waiting = (info.data?.pending ?? []).filter((contract) => {
    const key = requestKey(contract);
    return !dismissed.has(key) && !answered.has(key);
  });
  const current = waiting[0] ?? null;
  const open = modal?.name === 'contract';

  useEffect(() => {
    if (current && !open) openModalIfIdle({ name: 'contract' });
    if (!current && open) closeModal();
  }, [current, open, openModalIfIdle, closeModal]);

  if (!open || !current) return null;
  const offer = requestKind(current) === 'NEW';
  const position = (info.data?.pending.length ?? 0) - waiting.length + 1;
  const total = info.data?.pending.length ?? 0;

  return (
    <Modal
      title={offer ? t('agent.contracts.popup.offerTitle') : t('agent.contracts.popup.terminationTitle')}
      closeLabel={t('agent.contracts.popup.later')}
      onClose={() => {
        setDismissed((keys) => new Set([...keys, ...waiting.map(requestKey)]));
        closeModal();
      }}
      size="lg"
      testId="contract-popup"
    >
      {total > 1 ? (
        <p className="contract-popup__count" data-testid="contract-popup-count">
          {t('agent.contracts.popup.count', { index: position, total })}
        </p>
      ) : null}
      <ContractRequest
        key={requestKey(current)}
        contract={current}
        onAnswered={() => {
          // The next request, if any, takes its place at once; the reloaded list confirms it.
          setAnswered((keys) => new Set([...keys, requestKey(current)]));
        }}
        testId="contract-popup-request"
      />
    </Modal>
  );
}
