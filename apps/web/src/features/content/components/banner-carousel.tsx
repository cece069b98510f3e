import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { TBanner, TBannerGroup } from '@platform/contracts/content';
import { toLanguage } from '../../../lib/i18n';
import { useAppStore } from '../../../stores/app-store';
import { useBanners } from '../api/get-banners';
import { bannerTarget, carouselOptions } from '../utils/banner-target';

/** The game of a GAME banner, as the games feature starts it (composed by the app: features do not import each other). */
export type TBannerGame = NonNullable<TBanner['game']>;

type TBannerCarouselProps = {
  banners: readonly TBanner[];
  /** Starts the game of a GAME banner (spec §4 Game start: login popup, trial dialog, lottery page…). */
  onOpenGame: (game: TBannerGame) => void;
  /** `home`: the wide home carousel; `side`: the small left-menu banner. */
  variant?: 'home' | 'side';
  testId?: string;
};

function BannerImage({ banner, eager }: { banner: TBanner; eager: boolean }) {
  return (
    <>
      <img
        className="banner__image"
        src={banner.url}
        alt={banner.title}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        draggable={false}
      />
      {eager ? null : <div className="swiper-lazy-preloader" />}
    </>
  );
}

function BannerSlide({
  banner,
  index,
  onOpenGame,
  testId,
}: {
  banner: TBanner;
  index: number;
  onOpenGame: (game: TBannerGame) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const target = bannerTarget(banner);
  // The first picture is what the visitor sees at once; the others load when their slide comes.
  const image = <BannerImage banner={banner} eager={index === 0} />;
  const label = banner.title || t('content.banner.open');
  const slideId = `${testId}-slide-${index}`;
  if (!target) {
    return (
      <div className="banner" data-testid={slideId}>
        {image}
      </div>
    );
  }
  if (target.kind === 'navigate') {
    return (
      <Link to={target.to} className="banner banner--link" aria-label={label} data-testid={slideId}>
        {image}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        className="banner banner--link"
        aria-label={label}
        data-testid={slideId}
      >
        {image}
      </a>
    );
  }
  const open = () => onOpenGame(target.game);
  return (
    <div
      role="button"
      tabIndex={0}
      className="banner banner--link"
      aria-label={t('content.banner.playGame', { game: target.game.gameName || label })}
      data-testid={slideId}
      onClick={open}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        open();
      }}
    >
      {image}
    </div>
  );
}

/**
 * A banner carousel (spec §2 "Banner carousel", §9): Swiper with one slide, spacing 20.3, 1000 ms
 * transitions; several banners loop and autoplay every 5000 ms, also after being touched, with clickable
 * dots. A banner with a linkageType is a link or a button (pointer cursor, keyboard) that opens its target.
 */
export function BannerCarousel({
  banners,
  onOpenGame,
  variant = 'home',
  testId = 'banner-carousel',
}: TBannerCarouselProps) {
  const { t } = useTranslation();
  const options = carouselOptions(banners.length);
  return (
    <section
      className={`banner-carousel banner-carousel--${variant}`}
      aria-roledescription={t('content.banner.roleDescription')}
      aria-label={t('content.banner.label')}
      data-testid={testId}
      data-loop={options.loop}
    >
      {variant === 'home' ? <HomeHeading /> : null}
      <Swiper modules={[Autoplay, Pagination]} {...options} className="banner-carousel__swiper">
        {banners.map((banner, index) => (
          <SwiperSlide key={banner.id}>
            <BannerSlide banner={banner} index={index} onOpenGame={onOpenGame} testId={testId} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}

/** The home page's title, for assistive technology, where the carousel stands in for the hero. */
function HomeHeading() {
  const { t } = useTranslation();
  const brandName = useAppStore((state) => state.brand?.name ?? '');
  return <h1 className="visually-hidden">{t('home.heroTitle', { brand: brandName })}</h1>;
}

/** The space a carousel takes while its banners load, so the page does not jump. */
export function BannerSkeleton({ variant = 'home' }: { variant?: 'home' | 'side' }) {
  return (
    <div className={`banner-carousel banner-carousel--${variant} banner-carousel--loading`}>
      {variant === 'home' ? <HomeHeading /> : null}
    </div>
  );
}

/** The banners of a group in the page language (spec §3 Banner groups). */
export function useBannerGroup(group: TBannerGroup) {
  const { i18n } = useTranslation();
  const query = useBanners(group, toLanguage(i18n.resolvedLanguage));
  return { banners: query.data ?? [], pending: query.isPending };
}

type TGroupBannerProps = Omit<TBannerCarouselProps, 'banners'> & { group: TBannerGroup };

/** A carousel of one banner group that shows nothing when the group is empty (the left-menu banner). */
export function GroupBanner({ group, variant = 'side', ...rest }: TGroupBannerProps) {
  const { banners, pending } = useBannerGroup(group);
  if (pending) return <BannerSkeleton variant={variant} />;
  if (banners.length === 0) return null;
  return <BannerCarousel banners={banners} variant={variant} {...rest} />;
}
