import { PointMallPage } from '../../features/points/components/point-mall-page';

/** Lazy screen group "PointMall". */
export function Component() {
  return <PointMallPage />;
}
