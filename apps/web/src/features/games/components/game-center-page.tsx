import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { GAME_CATEGORIES, type TGameCategory } from '@platform/contracts/categories.constants';
import type { TGameCard } from '@platform/contracts/games';
import { EmptyState } from '../../../components/ui/empty-state';
import { SparkIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { cdnImageUrl } from '../../../lib/cdn';
import { errorText } from '../../../lib/error-text';
import { cardsOfPages, useGameList } from '../api/get-game-list';
import { useGameMenus, vendorsOf, type TMenuVendor } from '../api/get-game-menus';
import { useStartGame } from '../hooks/use-start-game';
import { pageKeyOf } from '../utils/game-paths';
import { useCategoryTitle } from './category-title';
import { PlayIcon, WrenchIcon } from './game-icons';

const TAGLINE_CATEGORIES = ['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT'] as const;
type TTaglineCategory = (typeof TAGLINE_CATEGORIES)[number];
const hasTagline = (category: string): category is TTaglineCategory =>
  (TAGLINE_CATEGORIES as readonly string[]).includes(category);

/** The card a vendor tile starts: the vendor's VASSALAGE card when it has one, else its first game. */
export function entryCardOf(cards: readonly TGameCard[]): TGameCard | undefined {
  return cards.find((card) => card.isGame === 'VASSALAGE') ?? cards[0];
}

/**
 * /sports, /esports, /lott, /elott, /cockfight (spec §2): one big tile per vendor of the category; a tile
 * starts the vendor's game (spec §4 Game start: lottery vendors open their lottery page).
 */
export function GameCenterPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const category = pageKeyOf(pathname);
  const title = useCategoryTitle(category);
  const gameType = GAME_CATEGORIES.find((candidate) => candidate === category) ?? 'SPORTS';
  const menus = useGameMenus();
  const vendors = vendorsOf(menus.data, gameType);

  let body;
  if (menus.isPending) {
    body = (
      <div className="vendor-tiles" role="status" data-testid="game-center-loading">
        <span className="visually-hidden">{t('common.loading')}</span>
        {[0, 1].map((index) => (
          <div key={index} className="vendor-tile vendor-tile--skeleton skeleton" aria-hidden="true" />
        ))}
      </div>
    );
  } else if (menus.isError) {
    body = (
      <EmptyState testId="game-center-error" icon={<SparkIcon size={32} />} text={errorText(menus.error)}>
        <button type="button" className="button button--ghost" onClick={() => void menus.refetch()}>
          {t('common.retry')}
        </button>
      </EmptyState>
    );
  } else if (vendors.length === 0) {
    body = (
      <EmptyState testId="game-center-empty" icon={<SparkIcon size={32} />} text={t('games.center.empty')} />
    );
  } else {
    body = (
      <ul className="vendor-tiles" data-testid="game-center-vendors">
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <VendorTile vendor={vendor} gameType={gameType} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="page game-center" data-testid="game-center-page" data-category={category}>
      <PageHeader title={title} icon={<SparkIcon />} />
      {body}
    </section>
  );
}

function VendorTile({ vendor, gameType }: { vendor: TMenuVendor; gameType: TGameCategory }) {
  const { t } = useTranslation();
  const startGame = useStartGame();
  const list = useGameList({ gameType, gameClassify: 'ALL', vassalage: vendor.vassalage });
  const entry = entryCardOf(cardsOfPages(list.data?.pages));
  const maintenance = vendor.maintenance || (entry?.maintenance ?? false);
  const tagline = hasTagline(gameType)
    ? t(`games.center.tagline.${gameType}`)
    : t('games.center.tagline.default');

  return (
    <button
      type="button"
      className={`vendor-tile${maintenance ? ' vendor-tile--maintenance' : ''}`}
      data-type={gameType}
      data-testid={`vendor-tile-${vendor.vassalage}`}
      aria-label={t('games.center.play', { vendor: vendor.displayName })}
      disabled={!entry}
      aria-busy={list.isPending}
      onClick={() => {
        if (entry) startGame(entry);
      }}
    >
      {entry?.iconUrl ? (
        <img
          className="vendor-tile__art"
          src={cdnImageUrl(entry.iconUrl)}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <span className="vendor-tile__shade" aria-hidden="true" />
      <span className="vendor-tile__content">
        <span className="vendor-tile__category">{t(`categories.${gameType}`)}</span>
        <span className="vendor-tile__name">{vendor.displayName}</span>
        <span className="vendor-tile__tagline">{tagline}</span>
        {maintenance ? (
          <span
            className="vendor-tile__maintenance"
            data-testid={`vendor-tile-${vendor.vassalage}-maintenance`}
          >
            <WrenchIcon size={16} />
            {t('games.center.maintenance')}
          </span>
        ) : (
          <span className="vendor-tile__cta">
            <PlayIcon size={16} />
            {t('games.center.enter')}
          </span>
        )}
      </span>
    </button>
  );
}
