import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';

/** Placeholder until the page lands (issue 14). */
export function ReferralPage() {
  const { t } = useTranslation();
  return <EmptyState text={t('member.empty')} />;
}
