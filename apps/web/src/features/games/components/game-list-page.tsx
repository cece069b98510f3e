import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { SparkIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { pageKeyOf, readVassalage } from '../utils/game-paths';
import { useCategoryTitle } from './category-title';

/** /live, /fish, /rng, /pvp, /bgs and other game types; `?vassalage=` selects the vendor (spec §2). */
export function GameListPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const category = pageKeyOf(pathname);
  const vassalage = readVassalage(search);
  const title = useCategoryTitle(category);
  return (
    <section className="page" data-testid="game-list-page" data-category={category}>
      <PageHeader title={title} icon={<SparkIcon />}>
        {vassalage ? (
          <span className="chip" data-testid="game-list-vendor">
            {t('pages.gameList.vendor', { vendor: vassalage })}
          </span>
        ) : null}
      </PageHeader>
      <EmptyState icon={<SparkIcon size={32} />} text={t('pages.gameList.empty')} />
    </section>
  );
}
