import { SeamlessPage } from '../../features/wallet/components/seamless-page';
import { vendorPath } from '../../features/layout/utils/game-routes';
import '../../styles/seamless.css';

/** Lazy screen group "Seamless": the wallet feature's page, linking vendors the way the lobby does. */
export function Component() {
  return <SeamlessPage gameListPath={vendorPath} />;
}
