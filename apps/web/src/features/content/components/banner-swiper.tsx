import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { TBanner } from '@platform/contracts/content';
import type { carouselOptions } from '../utils/banner-target';
import { BannerSlide, type TBannerGame, type TBannerVariant } from './banner-carousel';

export type TBannerSwiperProps = {
  banners: readonly TBanner[];
  options: ReturnType<typeof carouselOptions>;
  variant: TBannerVariant;
  onOpenGame: (game: TBannerGame) => void;
  testId: string;
};

/** The Swiper of a banner carousel: its own chunk, loaded after the page's first paint. */
export function BannerSwiper({ banners, options, variant, onOpenGame, testId }: TBannerSwiperProps) {
  return (
    <Swiper modules={[Autoplay, Pagination]} {...options} className="banner-carousel__swiper">
      {banners.map((banner, index) => (
        <SwiperSlide key={banner.id}>
          <BannerSlide
            banner={banner}
            index={index}
            variant={variant}
            onOpenGame={onOpenGame}
            testId={testId}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
