import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { SparkIcon } from '../../../components/ui/icons';
import { useAppStore } from '../../../stores/app-store';
import { HeroArt } from './hero-art';

/**
 * Home (spec §2). Slots filled by later issues: notice marquee and banner carousel (content), hot games,
 * winner board and category rows (game lobby). Rows without games are hidden, so today the page shows the
 * hero and an empty state.
 */
export function HomePage() {
  const { t } = useTranslation();
  const brandName = useAppStore((state) => state.brand?.name ?? '');
  const isLogin = useAppStore((state) => state.isLogin);
  const openModal = useAppStore((state) => state.openModal);

  return (
    <div className="home" data-testid="home-page">
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
        <HeroArt />
      </section>
      <section className="home__games">
        <EmptyState
          testId="home-games-empty"
          icon={<SparkIcon size={32} />}
          title={t('home.gamesEmptyTitle')}
          text={t('home.gamesEmptyText')}
        />
      </section>
    </div>
  );
}
