import { CAROUSEL } from '@platform/contracts/content.constants';
import type { TBanner } from '@platform/contracts/content';

/** What a click on a banner does (spec §2 "a banner with a linkageType is clickable and opens its target"). */
export type TBannerTarget =
  | { kind: 'game'; game: NonNullable<TBanner['game']> }
  | { kind: 'navigate'; to: string }
  | { kind: 'external'; href: string }
  | null;

const SITE_PATH = /^\/(?!\/)/;

/**
 * GAME starts its game; PROMOTION and PAGE go to their site path; URL opens its https address in a new tab.
 * A banner without linkageType, a GAME banner whose game is gone, or a link that is neither a site path
 * nor https is not clickable. Pure.
 */
export function bannerTarget(banner: Pick<TBanner, 'linkageType' | 'href' | 'game'>): TBannerTarget {
  switch (banner.linkageType) {
    case 'GAME':
      return banner.game ? { kind: 'game', game: banner.game } : null;
    case 'PROMOTION':
    case 'PAGE':
      if (banner.href && SITE_PATH.test(banner.href)) return { kind: 'navigate', to: banner.href };
      return banner.href && isHttps(banner.href) ? { kind: 'external', href: banner.href } : null;
    case 'URL':
      return banner.href && isHttps(banner.href) ? { kind: 'external', href: banner.href } : null;
    default:
      return null;
  }
}

function isHttps(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The Swiper options of a banner carousel (spec §2, §9): one slide, spacing 20.3, 1000 ms transitions;
 * with more than one banner it loops and autoplays every 5000 ms, also after the user touched it, with
 * clickable pagination dots. A single banner stands still.
 */
export function carouselOptions(count: number) {
  const moving = count > 1;
  return {
    slidesPerView: CAROUSEL.slidesPerView,
    spaceBetween: CAROUSEL.spaceBetween,
    speed: CAROUSEL.transitionMs,
    loop: moving,
    autoplay: moving ? { delay: CAROUSEL.autoplayDelayMs, disableOnInteraction: false } : false,
    pagination: moving ? { clickable: true } : false,
  } as const;
}
