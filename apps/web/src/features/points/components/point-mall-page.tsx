import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { CrownIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';

export function PointMallPage() {
  const { t } = useTranslation();
  return (
    <section className="page" data-testid="point-mall-page">
      <PageHeader title={t('pages.pointMall.title')} icon={<CrownIcon />} />
      <EmptyState icon={<CrownIcon size={32} />} text={t('pages.pointMall.empty')} />
    </section>
  );
}
