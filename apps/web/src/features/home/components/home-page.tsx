import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppStore } from '../../../stores/app-store';

/** The hero's decorative drawing loads after the first render; until then an empty box of its size. */
const HeroArt = lazy(() => import('./hero-art').then((module) => ({ default: module.HeroArt })));
const heroArtBox = <svg className="hero-art" viewBox="0 0 320 240" aria-hidden="true" focusable="false" />;

type THomePageProps = {
  /** Notice marquee (spec §2; filled by the content issue). Shown above the banner. */
  marquee?: ReactNode;
  /** Banner carousel, group w_home (spec §2; filled by the content issue). Until then the hero stands in. */
  banner?: ReactNode;
  /** The game lobby: hot games, winner board, category rows (composed in app/routes/home.tsx). */
  lobby?: ReactNode;
};

/**
 * Home (spec §2), in the spec's order: notice marquee, banner carousel, then the game lobby. Features do not
 * import each other, so the slots are filled by the route that composes the page.
 */
export function HomePage({ marquee, banner, lobby }: THomePageProps) {
  const { t } = useTranslation();
  const brandName = useAppStore((state) => state.brand?.name ?? '');
  const isLogin = useAppStore((state) => state.isLogin);
  const openModal = useAppStore((state) => state.openModal);

  return (
    <div className="home" data-testid="home-page">
      {/* Slot: notice marquee (content issue). */}
      {marquee ?? null}
      {/* Slot: banner carousel, group w_home (content issue); the hero until banners exist. */}
      {banner ?? (
        <section className="hero" data-testid="home-banner-slot">
          <div className="hero__content">
            <h1 className="hero__title">{t('home.heroTitle', { brand: brandName })}</h1>
            <p className="hero__text">{t('home.heroText')}</p>
            <div className="hero__actions">
              {isLogin ? null : (
                <button
                  type="button"
                  className="button button--primary button--lg"
                  onClick={() => openModal({ name: 'register' })}
                >
                  {t('header.register')}
                </button>
              )}
              <Link to="/promotions" className="button button--ghost button--lg">
                {t('home.seePromotions')}
              </Link>
            </div>
          </div>
          <Suspense fallback={heroArtBox}>
            <HeroArt />
          </Suspense>
        </section>
      )}
      {lobby ?? null}
    </div>
  );
}
