import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ClockIcon, SparkIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { pageKeyOf } from '../utils/game-paths';

/** /favorite and /recent (login required). */
export function AccountGamePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const kind = pageKeyOf(pathname) === 'RECENT' ? 'recent' : 'favorite';
  const icon = kind === 'recent' ? <ClockIcon /> : <SparkIcon />;
  return (
    <section className="page" data-testid={`${kind}-page`}>
      <PageHeader title={t(`pages.${kind}.title`)} icon={icon} />
      <EmptyState icon={icon} text={t(`pages.${kind}.empty`)} />
    </section>
  );
}
