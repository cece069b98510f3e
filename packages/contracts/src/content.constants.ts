/* Banner and QR constants without zod, for the web app's start-up code. */

/** Banner carousel (spec §2, §9): Swiper options of the home carousel. */
export const CAROUSEL = {
  autoplayDelayMs: 5000,
  transitionMs: 1000,
  spaceBetween: 20.3,
  slidesPerView: 1,
} as const;

/** App-download QR codes (spec §2, §9). */
export const QR = {
  size: 200,
  margin: 20,
  errorCorrectionLevel: 'M',
  logoScale: 0.2,
  binarizeThreshold: 128,
  headerSize: 120,
} as const;

/** The binarize threshold actually used: `t` only when strictly between 0 and 255, else 128 (spec §5). */
export function qrBinarizeThreshold(t: number | null | undefined): number {
  return typeof t === 'number' && t > 0 && t < 255 ? t : QR.binarizeThreshold;
}
