import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** A thin bar at the top while a lazy screen chunk loads. */
export function RouteProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div
      className="route-progress"
      role="progressbar"
      aria-label={t('system.routeLoading')}
      data-testid="route-progress"
    >
      <span />
    </div>
  );
}
