/**
 * Generated pictures of the demo mall rewards (no images from elsewhere, no words: one picture serves
 * every language), served at /wps/loyalty/art/{slug}.svg. 400 × 300, a gradient and a drawn object.
 */

type Design = { colors: [string, string]; draw: string };

const ink = '#0f172a';
const DESIGNS: Record<string, Design> = {
  'cash-5': { colors: ['#065f46', '#34d399'], draw: banknote('5') },
  'cash-25': { colors: ['#1e3a8a', '#60a5fa'], draw: banknote('25') },
  'cash-100': { colors: ['#7c2d12', '#fb923c'], draw: banknote('100') },
  headphones: {
    colors: ['#312e81', '#a78bfa'],
    draw: `<path d="M120 180 v-30 a80 80 0 0 1 160 0 v30" fill="none" stroke="${ink}" stroke-width="16" stroke-linecap="round"/>
      <rect x="100" y="160" width="44" height="80" rx="16" fill="#f8fafc" stroke="${ink}" stroke-width="6"/>
      <rect x="256" y="160" width="44" height="80" rx="16" fill="#f8fafc" stroke="${ink}" stroke-width="6"/>`,
  },
  tshirt: {
    colors: ['#9f1239', '#fb7185'],
    draw: `<path d="M150 70 l-70 35 l25 55 l30 -12 v112 h130 v-112 l30 12 l25 -55 l-70 -35 q-50 35 -100 0 z"
      fill="#f8fafc" stroke="${ink}" stroke-width="6" stroke-linejoin="round"/>
      <circle cx="200" cy="165" r="22" fill="#fb7185"/>`,
  },
  smartwatch: {
    colors: ['#0f172a', '#38bdf8'],
    draw: `<rect x="170" y="40" width="60" height="220" rx="20" fill="#334155"/>
      <rect x="140" y="95" width="120" height="110" rx="26" fill="#f8fafc" stroke="${ink}" stroke-width="6"/>
      <rect x="156" y="111" width="88" height="78" rx="14" fill="${ink}"/>
      <path d="M200 150 v-22 M200 150 l16 12" stroke="#38bdf8" stroke-width="6" stroke-linecap="round"/>`,
  },
  speaker: {
    colors: ['#14532d', '#4ade80'],
    draw: `<rect x="130" y="60" width="140" height="190" rx="24" fill="#f8fafc" stroke="${ink}" stroke-width="6"/>
      <circle cx="200" cy="115" r="22" fill="${ink}"/><circle cx="200" cy="190" r="40" fill="${ink}"/>
      <circle cx="200" cy="190" r="14" fill="#4ade80"/>`,
  },
  cap: {
    colors: ['#78350f', '#fbbf24'],
    draw: `<path d="M110 200 a90 90 0 0 1 180 0 z" fill="#f8fafc" stroke="${ink}" stroke-width="6"/>
      <path d="M250 200 h80 q10 0 5 12 q-6 14 -25 14 h-200 v-26 z" fill="#f8fafc" stroke="${ink}" stroke-width="6"/>
      <circle cx="200" cy="112" r="8" fill="${ink}"/>`,
  },
};

function banknote(value: string): string {
  return `<rect x="70" y="85" width="260" height="130" rx="14" fill="#f8fafc" stroke="${ink}" stroke-width="6"/>
    <circle cx="200" cy="150" r="42" fill="none" stroke="${ink}" stroke-width="5"/>
    <text x="200" y="166" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${value.length > 2 ? 34 : 44}" fill="${ink}">$${value}</text>
    <circle cx="105" cy="150" r="10" fill="${ink}"/><circle cx="295" cy="150" r="10" fill="${ink}"/>`;
}

const cache = new Map<string, string>();

export const rewardArtUrl = (slug: string) => `/wps/loyalty/art/${slug}.svg`;

/** The SVG of a reward picture, or null for an unknown slug. */
export function rewardArt(slug: string): string | null {
  const design = DESIGNS[slug];
  if (!design) return null;
  let svg = cache.get(slug);
  if (!svg) {
    const [from, to] = design.colors;
    svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="400" height="300" fill="url(#g)"/>
  <circle cx="340" cy="40" r="70" fill="#ffffff" opacity="0.12"/><circle cx="50" cy="270" r="90" fill="#ffffff" opacity="0.1"/>
  ${design.draw}
</svg>`;
    cache.set(slug, svg);
  }
  return svg;
}
