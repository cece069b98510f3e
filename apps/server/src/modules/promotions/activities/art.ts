import { bannerArtSvg, type BannerArt } from '../../content/art';

/**
 * Generated banners of the demo activities (no images from elsewhere), drawn by the content module's art
 * and served at /wps/promotions/art/{slug}.svg. Slugs end in the language of their text.
 */
const DESIGNS: Record<string, Omit<BannerArt, 'shape'>> = {
  'welcome-es': {
    title: 'Bono de bienvenida 100 %',
    subtitle: 'En su primer depósito',
    colors: ['#7c2d12', '#ea580c', '#fde047'],
    motif: 'coins',
  },
  'welcome-en': {
    title: '100% welcome bonus',
    subtitle: 'On your first deposit',
    colors: ['#7c2d12', '#ea580c', '#fde047'],
    motif: 'coins',
  },
  'reload-es': {
    title: 'Recarga semanal 25 %',
    subtitle: 'Cada semana, en un depósito',
    colors: ['#1e3a8a', '#2563eb', '#fbbf24'],
    motif: 'coins',
  },
  'reload-en': {
    title: '25% weekly reload',
    subtitle: 'Once a week, on a deposit',
    colors: ['#1e3a8a', '#2563eb', '#fbbf24'],
    motif: 'coins',
  },
  'checkin-es': {
    title: 'Registro diario',
    subtitle: 'Firme 7 días y gane',
    colors: ['#14532d', '#16a34a', '#facc15'],
    motif: 'stars',
  },
  'checkin-en': {
    title: 'Daily check-in',
    subtitle: 'Sign 7 days and win',
    colors: ['#14532d', '#16a34a', '#facc15'],
    motif: 'stars',
  },
  'slots-es': {
    title: 'Reto de tragamonedas',
    subtitle: 'Apueste y reciba un premio',
    colors: ['#581c87', '#9333ea', '#f0abfc'],
    motif: 'stars',
  },
  'slots-en': {
    title: 'Slots challenge',
    subtitle: 'Bet and get a prize',
    colors: ['#581c87', '#9333ea', '#f0abfc'],
    motif: 'stars',
  },
  'rescue-es': {
    title: 'Rescate en vivo 10 %',
    subtitle: 'Le devolvemos parte de su pérdida',
    colors: ['#7f1d1d', '#dc2626', '#fecaca'],
    motif: 'cards',
  },
  'rescue-en': {
    title: '10% live rescue',
    subtitle: 'Part of your loss back',
    colors: ['#7f1d1d', '#dc2626', '#fecaca'],
    motif: 'cards',
  },
  'sports-es': {
    title: 'Gane con su pronóstico',
    subtitle: 'Envíe su boleto ganador',
    colors: ['#0c4a6e', '#0284c7', '#bae6fd'],
    motif: 'ball',
  },
  'sports-en': {
    title: 'Win with your pick',
    subtitle: 'Send your winning slip',
    colors: ['#0c4a6e', '#0284c7', '#bae6fd'],
    motif: 'ball',
  },
  'vip-es': {
    title: 'Noche VIP',
    subtitle: 'Muy pronto',
    colors: ['#111827', '#374151', '#fbbf24'],
    motif: 'shield',
  },
  'vip-en': {
    title: 'VIP night',
    subtitle: 'Coming soon',
    colors: ['#111827', '#374151', '#fbbf24'],
    motif: 'shield',
  },
  'summer-es': {
    title: 'Torneo de verano',
    subtitle: 'Finalizado',
    colors: ['#334155', '#64748b', '#e2e8f0'],
    motif: 'stars',
  },
  'summer-en': {
    title: 'Summer tournament',
    subtitle: 'Ended',
    colors: ['#334155', '#64748b', '#e2e8f0'],
    motif: 'stars',
  },
};

const cache = new Map<string, string>();

export const activityArtUrl = (slug: string) => `/wps/promotions/art/${slug}.svg`;

/** The SVG of a generated banner (1200 × 400), or null for an unknown slug. */
export function activityArt(slug: string): string | null {
  const design = DESIGNS[slug];
  if (!design) return null;
  let svg = cache.get(slug);
  if (!svg) {
    svg = bannerArtSvg({ ...design, shape: 'home' }, `promotion-${slug}`);
    cache.set(slug, svg);
  }
  return svg;
}
