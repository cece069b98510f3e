import { SeamlessPage } from '../../features/wallet/components/seamless-page';

/** Lazy screen group "Seamless". */
export function Component() {
  return <SeamlessPage />;
}
