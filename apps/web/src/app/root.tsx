import { Outlet } from 'react-router';
import { StatusGate } from '../features/system/components/status-gate';
import { WalletSync } from '../features/wallet/components/wallet-sync';
import { useScrollOnNavigate } from '../hooks/use-scroll-on-navigate';
import { ModalHost } from './modal-host';
import { SessionSync } from './session-sync';

function ScrollOnNavigate() {
  useScrollOnNavigate();
  return null;
}

export function AppRoot() {
  return (
    <StatusGate>
      <SessionSync />
      <WalletSync />
      <ScrollOnNavigate />
      <Outlet />
      <ModalHost />
    </StatusGate>
  );
}
