import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { GiftIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';

export function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <section className="page" data-testid="promotions-page">
      <PageHeader title={t('pages.promotions.title')} icon={<GiftIcon />} />
      <EmptyState icon={<GiftIcon size={32} />} text={t('pages.promotions.empty')} />
    </section>
  );
}
