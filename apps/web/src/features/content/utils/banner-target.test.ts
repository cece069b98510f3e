import { describe, expect, it } from 'vitest';
import type { TBanner } from '@platform/contracts/content';
import { bannerTarget, carouselOptions } from './banner-target';

const game = {
  nodeId: 'PG-RNG001',
  vassalage: 'PG',
  gameCode: 'RNG001',
  gameType: 'RNG',
  isGame: 'GAME',
  gameName: 'Fortuna de Oro',
};
const link = (
  linkageType: TBanner['linkageType'],
  href: string | null,
  withGame: TBanner['game'] = null,
) => ({
  linkageType,
  href,
  game: withGame,
});

describe('banner carousel options (spec §2, §9)', () => {
  it('loops and autoplays every 5000 ms with 1000 ms transitions, clickable dots, one slide, spacing 20.3', () => {
    expect(carouselOptions(3)).toEqual({
      slidesPerView: 1,
      spaceBetween: 20.3,
      speed: 1000,
      loop: true,
      autoplay: { delay: 5000, disableOnInteraction: false },
      pagination: { clickable: true },
    });
  });

  it('leaves a single banner still, without dots', () => {
    expect(carouselOptions(1)).toMatchObject({
      loop: false,
      autoplay: false,
      pagination: false,
      speed: 1000,
    });
  });
});

describe('banner targets', () => {
  it('GAME starts its game; without a game it is not clickable', () => {
    expect(bannerTarget(link('GAME', null, game))).toEqual({ kind: 'game', game });
    expect(bannerTarget(link('GAME', null, null))).toBeNull();
  });

  it('PROMOTION and PAGE navigate inside the site; URL opens its https address', () => {
    expect(bannerTarget(link('PROMOTION', '/promotions'))).toEqual({ kind: 'navigate', to: '/promotions' });
    expect(bannerTarget(link('PAGE', '/live'))).toEqual({ kind: 'navigate', to: '/live' });
    expect(bannerTarget(link('URL', 'https://example.com/x'))).toEqual({
      kind: 'external',
      href: 'https://example.com/x',
    });
  });

  it('refuses links that could run script or leave through a protocol-relative path', () => {
    expect(bannerTarget(link('URL', 'javascript:alert(1)'))).toBeNull();
    expect(bannerTarget(link('URL', 'http://plain.example.com'))).toBeNull();
    expect(bannerTarget(link('PAGE', '//evil.example.com'))).toBeNull();
    expect(bannerTarget(link(null, '/promotions'))).toBeNull();
  });
});
