import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { StatusGate } from '../features/system/components/status-gate';
import { WalletSync } from '../features/wallet/components/wallet-sync';
import { useScrollOnNavigate } from '../hooks/use-scroll-on-navigate';
import { loadLaterTexts } from '../lib/i18n';
import { useAppStore } from '../stores/app-store';
import { AnalyticsSync } from './analytics-sync';
import { DocumentMetaSync } from './document-meta-sync';
import { MemberLanguageSync } from './member-language-sync';
import { ModalHost } from './modal-host';
import { RealtimeSync } from './realtime-sync';
import { PromotionBadgeSync } from './promotion-badge-sync';
import { PublicStateSync } from './public-state-sync';
import { SessionSync } from './session-sync';

function ScrollOnNavigate() {
  useScrollOnNavigate();
  return null;
}

/** The contract popup (with the agent texts) loads only for a logged-in agent. */
const ContractPopup = lazy(() =>
  Promise.all([import('../features/agent/components/contracts/contract-popup'), loadLaterTexts()]).then(
    ([module]) => ({ default: module.ContractPopup }),
  ),
);

function AgentContractPopup() {
  const agent = useAppStore((state) => state.isLogin && state.isAgent);
  return agent ? (
    <Suspense fallback={null}>
      <ContractPopup />
    </Suspense>
  ) : null;
}

export function AppRoot() {
  return (
    <StatusGate>
      <DocumentMetaSync />
      <AnalyticsSync />
      <SessionSync />
      <PublicStateSync />
      <PromotionBadgeSync />
      <MemberLanguageSync />
      <WalletSync />
      <RealtimeSync />
      <ScrollOnNavigate />
      <Outlet />
      <ModalHost />
      <AgentContractPopup />
    </StatusGate>
  );
}
