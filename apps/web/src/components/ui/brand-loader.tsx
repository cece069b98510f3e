import { BrandMark } from './brand-mark';

/** Full-page loader shown before the system status is known (so without a brand name yet). */
export function BrandLoader({ label }: { label: string }) {
  return (
    <div className="brand-loader" role="status" aria-live="polite" data-testid="app-loader">
      <div className="brand-loader__mark">
        <BrandMark size={64} />
      </div>
      <div className="brand-loader__bar" aria-hidden="true">
        <span />
      </div>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
