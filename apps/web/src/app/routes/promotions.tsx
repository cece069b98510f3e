import { PromotionsPage } from '../../features/promotions/components/promotions-page';

/** Lazy screen group "Promotions". */
export function Component() {
  return <PromotionsPage />;
}
