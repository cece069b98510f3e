import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { SparkIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { pageKeyOf } from '../utils/game-paths';
import { useCategoryTitle } from './category-title';

/** /sports, /esports, /lott, /elott, /cockfight: vendor cards (game lobby issue); none yet. */
export function GameCenterPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const category = pageKeyOf(pathname);
  const title = useCategoryTitle(category);
  return (
    <section className="page" data-testid="game-center-page" data-category={category}>
      <PageHeader title={title} icon={<SparkIcon />} />
      <EmptyState icon={<SparkIcon size={32} />} text={t('pages.gameCenter.empty')} />
    </section>
  );
}
