import { Outlet } from 'react-router';
import { StatusGate } from '../features/system/components/status-gate';
import { useScrollOnNavigate } from '../hooks/use-scroll-on-navigate';
import { ModalHost } from './modal-host';

function ScrollOnNavigate() {
  useScrollOnNavigate();
  return null;
}

export function AppRoot() {
  return (
    <StatusGate>
      <ScrollOnNavigate />
      <Outlet />
      <ModalHost />
    </StatusGate>
  );
}
