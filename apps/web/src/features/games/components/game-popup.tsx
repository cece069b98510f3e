import { useTranslation } from 'react-i18next';
import type { TGameCategory } from '@platform/contracts/categories';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { errorText } from '../../../lib/error-text';
import { cardsOfPages, useGameList } from '../api/get-game-list';
import { GameGrid, GameGridSkeleton, LoadMore } from './game-grid';
import { SparkIcon } from '../../../components/ui/icons';

type TGamePopupProps = {
  vassalage: string;
  gameType: TGameCategory;
  title: string;
  onClose: () => void;
};

/** The popup game list of a VASSALAGE card (spec §4): the vendor's games; each card starts its game. */
export function GamePopup({ vassalage, gameType, title, onClose }: TGamePopupProps) {
  const { t } = useTranslation();
  const list = useGameList({ gameType, gameClassify: 'ALL', vassalage });
  const cards = cardsOfPages(list.data?.pages);
  const total = list.data?.pages.at(-1)?.totalElements ?? null;

  return (
    <Modal
      title={t('games.popup.label', { vendor: title })}
      closeLabel={t('common.close')}
      onClose={onClose}
      size="lg"
      testId="game-popup"
    >
      <div className="game-popup">
        {list.isPending ? (
          <GameGridSkeleton count={6} />
        ) : list.isError && cards.length === 0 ? (
          <EmptyState icon={<SparkIcon size={32} />} text={errorText(list.error)} testId="game-popup-error">
            <button type="button" className="button button--ghost" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </button>
          </EmptyState>
        ) : cards.length === 0 ? (
          <EmptyState
            icon={<SparkIcon size={32} />}
            text={t('games.popup.empty')}
            testId="game-popup-empty"
          />
        ) : (
          <>
            <GameGrid cards={cards} testId="game-popup-grid" />
            <LoadMore
              shown={cards.length}
              total={total}
              hasMore={list.hasNextPage}
              loading={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
            />
          </>
        )}
      </div>
    </Modal>
  );
}
