import { Swiper, SwiperSlide } from 'swiper/react';
import type { TGameCard } from '@platform/contracts/games';
import { HomeVendorTile } from './category-row-vendor-tile';
import { GameCard } from './game-card';
import { GameCardKitProvider } from './game-card-kit';
import type { useSliderNav } from './home-lobby-nav';

type THandlers = ReturnType<typeof useSliderNav>['handlers'];

/**
 * Columns per view by the row's own width (the side menu takes part of the window): 6 on a desktop
 * (spec §9), fewer on narrower screens so a card never gets too small to read.
 */
const GAME_BREAKPOINTS = {
  0: { slidesPerView: 3, spaceBetween: 10 },
  520: { slidesPerView: 4, spaceBetween: 12 },
  700: { slidesPerView: 5, spaceBetween: 14 },
  880: { slidesPerView: 6, spaceBetween: 16 },
};
const VENDOR_BREAKPOINTS = {
  0: { slidesPerView: 1.15, spaceBetween: 10 },
  520: { slidesPerView: 2, spaceBetween: 14 },
  880: { slidesPerView: 3, spaceBetween: 16 },
};

type TRowSwiperProps = {
  columns: TGameCard[][];
  vendorRow: boolean;
  reduced: boolean;
  handlers: THandlers;
};

/** The slider of a home category row: a column of cards per slide (a vendor tile on vendor rows). */
export function RowSwiper({ columns, vendorRow, reduced, handlers }: TRowSwiperProps) {
  return (
    <GameCardKitProvider>
      <Swiper
        className="lobby-swiper"
        breakpointsBase="container"
        breakpoints={vendorRow ? VENDOR_BREAKPOINTS : GAME_BREAKPOINTS}
        slidesPerView={vendorRow ? 1.15 : 3}
        spaceBetween={10}
        speed={reduced ? 0 : 450}
        {...handlers}
      >
        {columns.map((column) => (
          <SwiperSlide key={column.map((card) => card.nodeId).join('|')}>
            {vendorRow ? (
              column.map((card) => <HomeVendorTile key={card.nodeId} card={card} />)
            ) : (
              <div className="lobby-row__column">
                {column.map((card) => (
                  <GameCard key={card.nodeId} card={card} />
                ))}
              </div>
            )}
          </SwiperSlide>
        ))}
      </Swiper>
    </GameCardKitProvider>
  );
}
