import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { SparkIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { lotteryPageOf } from '../utils/game-paths';

/** /lottery, /seaLottery, /vnLottery with `?gameCode=` (login required; the lobby launches here later). */
export function LotteryPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const page = lotteryPageOf(pathname);
  const gameCode = search.get('gameCode')?.trim().slice(0, 64) ?? '';
  return (
    <section className="page page--wide" data-testid="lottery-page" data-lottery={page}>
      <PageHeader title={t(`pages.lottery.${page}`)} icon={<SparkIcon />}>
        {gameCode ? <span className="chip">{t('pages.lottery.gameCode', { code: gameCode })}</span> : null}
      </PageHeader>
      <EmptyState icon={<SparkIcon size={32} />} text={t('pages.lottery.empty')} />
    </section>
  );
}
