import { useCallback } from 'react';
import { GAME_CATEGORIES, type TGameCategory } from '@platform/contracts/categories.constants';
import {
  BannerCarousel,
  BannerSkeleton,
  useBannerGroup,
  type TBannerGame,
} from '../../features/content/components/banner-carousel';
import { NoticeMarquee } from '../../features/content/components/notice-marquee';
import { HomeLobby } from '../../features/games/components/home-lobby';
import { useStartGame } from '../../features/games/hooks/use-start-game';
import { HomePage } from '../../features/home/components/home-page';

/**
 * A GAME banner starts its game the way every game starts (spec §4 Game start: login popup for visitors,
 * the trial dialog, lottery pages, the vendor popup, or a launch in place).
 */
export function useOpenBannerGame(): (game: TBannerGame) => void {
  const startGame = useStartGame();
  return useCallback(
    (game: TBannerGame) => {
      const gameType = GAME_CATEGORIES.find((category: TGameCategory) => category === game.gameType);
      if (!gameType) return;
      startGame({
        ...game,
        gameType,
        isGame: game.isGame === 'VASSALAGE' ? 'VASSALAGE' : 'GAME',
      });
    },
    [startGame],
  );
}

/** The w_home carousel: a placeholder while it loads, the page's hero when the group is empty. */
function useHomeBanner() {
  const { banners, pending } = useBannerGroup('w_home');
  const openGame = useOpenBannerGame();
  if (pending) return <BannerSkeleton />;
  if (banners.length === 0) return undefined;
  return <BannerCarousel banners={banners} onOpenGame={openGame} testId="home-banner" />;
}

/**
 * Home (spec §2) composed from its features: the page frame of `home`, the notice marquee and the banner
 * carousel of `content`, the lobby of `games`.
 */
export function HomeRoute() {
  const banner = useHomeBanner();
  return <HomePage marquee={<NoticeMarquee />} banner={banner} lobby={<HomeLobby />} />;
}
