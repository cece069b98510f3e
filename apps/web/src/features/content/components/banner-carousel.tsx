import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
  /** `home`: the wide home carousel; `side`: the small left-menu banner; `form`: a sign-in window's banner. */
  variant?: TBannerVariant;
  testId?: string;
};

export type TBannerVariant = 'home' | 'side' | 'form';

/** The pictures' own sizes (the server's banner art): the layout keeps their ratio before they load. */
const IMAGE_SIZE = {
  home: { width: 1200, height: 400 },
  side: { width: 300, height: 200 },
  form: { width: 480, height: 200 },
} as const;

function BannerImage({
  banner,
  variant,
  priority,
}: {
  banner: TBanner;
  variant: TBannerVariant;
  priority: 'high' | 'lazy';
}) {
  return (
    <>
      <img
        className="banner__image"
        src={banner.url}
        alt={banner.title}
        {...IMAGE_SIZE[variant]}
        loading={priority === 'high' ? 'eager' : 'lazy'}
        fetchPriority={priority === 'high' ? 'high' : 'auto'}
        decoding={priority === 'high' ? 'sync' : 'async'}
        draggable={false}
      />
      {priority === 'high' ? null : <div className="swiper-lazy-preloader" />}
    </>
  );
}

export type TBannerSlideProps = {
  banner: TBanner;
  index: number;
  variant: TBannerVariant;
  onOpenGame: (game: TBannerGame) => void;
  testId: string;
};

export function BannerSlide({ banner, index, variant, onOpenGame, testId }: TBannerSlideProps) {
  const { t } = useTranslation();
  const target = bannerTarget(banner);
  // The home page's first picture is what the visitor sees at once (the page's largest paint); the other
  // slides and the side-menu banner (below the fold on a phone) load when they come into view.
  const image = (
    <BannerImage
      banner={banner}
      variant={variant}
      priority={index === 0 && variant === 'home' ? 'high' : 'lazy'}
    />
  );
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

type TSwiperModule = typeof import('./banner-swiper');
let loadedSwiper: TSwiperModule | null = null;

/**
 * Swiper (its code, not its styles) loads after the first banner is on screen, and starts in a frame of its
 * own: it measures the carousel as it starts (a layout of the page), which inside the commit that shows the
 * lobby's blocks made one long task of the two (bench:web, a phone's blocking time). Until then, or should
 * its code fail to load, the first banner stands alone.
 */
function useBannerSwiper(): TSwiperModule | null {
  const [swiper, setSwiper] = useState<TSwiperModule | null>(() => loadedSwiper);
  useEffect(() => {
    if (swiper) return;
    let frame = 0;
    let gone = false;
    import('./banner-swiper')
      .then((module) => {
        loadedSwiper = module;
        if (!gone) frame = requestAnimationFrame(() => setSwiper(module));
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      cancelAnimationFrame(frame);
    };
  }, [swiper]);
  return swiper;
}

/**
 * A banner carousel (spec §2 "Banner carousel", §9): Swiper with one slide, spacing 20.3, 1000 ms
 * transitions; several banners loop and autoplay every 5000 ms, also after being touched, with clickable
 * dots. A banner with a linkageType is a link or a button (pointer cursor, keyboard) that opens its target.
 * Until Swiper has loaded, the first banner stands alone in the same place (Swiper's own markup, so
 * nothing moves when it takes over).
 */
export function BannerCarousel({
  banners,
  onOpenGame,
  variant = 'home',
  testId = 'banner-carousel',
}: TBannerCarouselProps) {
  const { t } = useTranslation();
  const options = carouselOptions(banners.length);
  const first = banners[0];
  const swiper = useBannerSwiper();
  return (
    <section
      className={`banner-carousel banner-carousel--${variant}`}
      aria-roledescription={t('content.banner.roleDescription')}
      aria-label={t('content.banner.label')}
      data-testid={testId}
      data-loop={options.loop}
    >
      {variant === 'home' ? <HomeHeading /> : null}
      {swiper ? (
        <swiper.BannerSwiper
          banners={banners}
          options={options}
          variant={variant}
          onOpenGame={onOpenGame}
          testId={testId}
        />
      ) : first ? (
        <div className="swiper banner-carousel__swiper" data-testid={`${testId}-first`}>
          <div className="swiper-wrapper">
            <div className="swiper-slide swiper-slide-active">
              <BannerSlide
                banner={first}
                index={0}
                variant={variant}
                onOpenGame={onOpenGame}
                testId={`${testId}-first`}
              />
            </div>
          </div>
        </div>
      ) : null}
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
export function BannerSkeleton({ variant = 'home' }: { variant?: TBannerVariant }) {
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
