import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { BriefcaseIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';

export function SeamlessPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--wide" data-testid="seamless-page">
      <PageHeader title={t('pages.seamless.title')} icon={<BriefcaseIcon />} />
      <EmptyState icon={<BriefcaseIcon size={32} />} text={t('pages.seamless.empty')} />
    </section>
  );
}
