import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FOOTER_VENDORS } from '@platform/contracts/categories.constants';
import { BrandMark } from '../../../components/ui/brand-mark';
import { useAppStore } from '../../../stores/app-store';

export function Footer() {
  const { t } = useTranslation();
  const brandName = useAppStore((state) => state.brand?.name ?? '');
  const minimumAge = useAppStore((state) => state.brand?.minimumAge ?? 18);
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer" data-testid="footer">
      <section className="site-footer__vendors" aria-labelledby="footer-vendors-title">
        <h2 id="footer-vendors-title" className="site-footer__heading">
          {t('footer.vendorsTitle')}
        </h2>
        <ul className="vendor-badges" data-testid="footer-vendors">
          {FOOTER_VENDORS.map((vendor) => (
            <li
              key={vendor}
              className={`vendor-badge vendor-badge--${vendor.toLowerCase()}`}
              data-vendor={vendor}
            >
              <span className="vendor-badge__glyph" aria-hidden="true" />
              {vendor}
            </li>
          ))}
        </ul>
      </section>
      <nav className="site-footer__links" aria-label={t('footer.linksTitle')}>
        <Link to="/promotions">{t('footer.promotions')}</Link>
        <Link to="/help">{t('footer.help')}</Link>
        <Link to="/help#term">{t('footer.terms')}</Link>
        <Link to="/agent">{t('footer.agent')}</Link>
      </nav>
      <div className="site-footer__bottom">
        <div className="site-footer__brand">
          <BrandMark size={28} />
          <span data-testid="footer-copyright">{t('footer.copyright', { year, brand: brandName })}</span>
        </div>
        <div className="site-footer__age" data-testid="footer-age">
          <span className="age-badge">{t('footer.ageBadge', { age: minimumAge })}</span>
          <span>{t('footer.age', { age: minimumAge })}</span>
        </div>
      </div>
    </footer>
  );
}
