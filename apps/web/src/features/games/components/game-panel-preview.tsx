import { useTranslation } from 'react-i18next';
import { cdnImageUrl } from '../../../lib/cdn';
import { useGameMenus } from '../../../lib/game-menus';
import { cardsOfPages, useGameList } from '../api/get-game-list';
import { useStartGame } from '../hooks/use-start-game';
import {
  firstPreviewVendors,
  PREVIEW_GAMES,
  previewListQuery,
  samePreviewVendor,
  type TPreviewVendor,
} from '../utils/panel-preview';

type TGamePanelPreviewProps = {
  /** The vendor pointed at in the panel; null: the first RNG vendor's games. */
  active: TPreviewVendor | null;
  /** Closes the panel once a game starts. */
  close: () => void;
};

/**
 * The header game panel's preview (spec §9 side preview): the games of the vendor pointed at. Opening the
 * panel loads the first 3 RNG, 1 LIVE and 1 FISH vendors' first page; any other vendor's games load when
 * it is pointed at or focused. Lists come from the same cache as the game pages.
 */
export function GamePanelPreview({ active, close }: TGamePanelPreviewProps) {
  const menus = useGameMenus().data?.menus ?? [];
  const first = firstPreviewVendors(menus);
  const shown = active ?? first[0] ?? null;
  const loaded =
    shown && !first.some((vendor) => samePreviewVendor(vendor, shown)) ? [...first, shown] : first;
  return (
    <>
      {loaded.map((vendor) => (
        <VendorPreview
          key={`${vendor.category}-${vendor.vassalage}`}
          vendor={vendor}
          name={
            menus
              .find((menu) => menu.gameType === vendor.category)
              ?.vendors.find((entry) => entry.vassalage === vendor.vassalage)?.displayName ?? vendor.vassalage
          }
          visible={samePreviewVendor(vendor, shown)}
          onStarted={close}
        />
      ))}
    </>
  );
}

function VendorPreview({
  vendor,
  name: vendorName,
  visible,
  onStarted,
}: {
  vendor: TPreviewVendor;
  name: string;
  visible: boolean;
  onStarted: () => void;
}) {
  const { t } = useTranslation();
  const startGame = useStartGame();
  const list = useGameList({ ...previewListQuery(vendor), gameClassify: 'ALL' });
  if (!visible) return null;
  const cards = cardsOfPages(list.data?.pages).slice(0, PREVIEW_GAMES);
  return (
    <section
      className="game-preview"
      aria-label={t('gamePanel.preview', { vendor: vendorName })}
      data-testid={`game-preview-${vendor.category}-${vendor.vassalage}`}
    >
      {list.isPending ? (
        <p className="game-panel__note" role="status">
          {t('common.loading')}
        </p>
      ) : cards.length === 0 ? (
        <p className="game-panel__note">{t('gamePanel.previewEmpty')}</p>
      ) : (
        <ul className="game-preview__games">
          {cards.map((card) => {
            const name = card.gameName || card.displayName;
            const art = cdnImageUrl(card.iconUrl || card.showIcon || card.lagerIcon);
            return (
              <li key={card.nodeId}>
                <button
                  type="button"
                  className="game-preview__game"
                  title={name}
                  data-testid={`game-preview-game-${card.nodeId}`}
                  onClick={() => {
                    onStarted();
                    startGame(card);
                  }}
                >
                  <span className="game-preview__art" data-type={card.gameType}>
                    {art ? (
                      <img src={art} alt="" width={72} height={72} loading="lazy" decoding="async" />
                    ) : null}
                  </span>
                  <span className="game-preview__name">{name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
