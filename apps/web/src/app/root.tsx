import { Outlet } from 'react-router';
import { StatusGate } from '../features/system/components/status-gate';
import { WalletSync } from '../features/wallet/components/wallet-sync';
import { useScrollOnNavigate } from '../hooks/use-scroll-on-navigate';
import { DocumentMetaSync } from './document-meta-sync';
import { MemberLanguageSync } from './member-language-sync';
import { ModalHost } from './modal-host';
import { RealtimeSync } from './realtime-sync';
import { PublicStateSync } from './public-state-sync';
import { SessionSync } from './session-sync';

function ScrollOnNavigate() {
  useScrollOnNavigate();
  return null;
}

export function AppRoot() {
  return (
    <StatusGate>
      <DocumentMetaSync />
      <SessionSync />
      <PublicStateSync />
      <MemberLanguageSync />
      <WalletSync />
      <RealtimeSync />
      <ScrollOnNavigate />
      <Outlet />
      <ModalHost />
    </StatusGate>
  );
}
