import { PvpTablePage } from '../../features/pvp/components/pvp-table-page';

/** Lazy screen group "Pvp": /pvpTable/:tableId (a Niu-Niu table of the in-house vendor TA). */
export function Component() {
  return <PvpTablePage />;
}
