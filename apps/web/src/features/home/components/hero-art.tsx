/** Decorative art of the home hero: chips and a card, drawn for this project. */
export function HeroArt() {
  return (
    <svg className="hero-art" viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-card" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--hero-card-a)" />
          <stop offset="1" stopColor="var(--hero-card-b)" />
        </linearGradient>
        <linearGradient id="hero-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#d9831a" />
        </linearGradient>
      </defs>
      <g transform="rotate(-12 150 120)">
        <rect
          x="118"
          y="36"
          width="112"
          height="156"
          rx="14"
          fill="url(#hero-card)"
          stroke="url(#hero-gold)"
          strokeWidth="3"
        />
        <path d="M174 82 196 114 174 146 152 114Z" fill="url(#hero-gold)" />
        <text x="132" y="64" fontSize="20" fontWeight="800" fill="url(#hero-gold)">
          A
        </text>
      </g>
      <g transform="rotate(10 200 120)">
        <rect
          x="168"
          y="44"
          width="112"
          height="156"
          rx="14"
          fill="url(#hero-card)"
          stroke="url(#hero-gold)"
          strokeWidth="3"
        />
        <circle cx="224" cy="122" r="24" fill="none" stroke="url(#hero-gold)" strokeWidth="5" />
        <circle cx="224" cy="122" r="9" fill="url(#hero-gold)" />
      </g>
      <g>
        <circle cx="86" cy="170" r="42" fill="var(--hero-chip-a)" />
        <circle
          cx="86"
          cy="170"
          r="42"
          fill="none"
          stroke="#fff"
          strokeWidth="8"
          strokeDasharray="12 14"
          opacity="0.85"
        />
        <circle cx="86" cy="170" r="26" fill="var(--hero-chip-b)" />
        <circle cx="86" cy="170" r="26" fill="none" stroke="url(#hero-gold)" strokeWidth="3" />
      </g>
      <g>
        <circle cx="268" cy="198" r="28" fill="var(--hero-chip-c)" />
        <circle
          cx="268"
          cy="198"
          r="28"
          fill="none"
          stroke="#fff"
          strokeWidth="6"
          strokeDasharray="9 10"
          opacity="0.8"
        />
        <circle cx="268" cy="198" r="16" fill="var(--hero-chip-b)" />
      </g>
      <path
        d="M52 58c2 10 6 14 16 16-10 2-14 6-16 16-2-10-6-14-16-16 10-2 14-6 16-16Z"
        fill="url(#hero-gold)"
      />
      <path
        d="M292 36c1.4 7 4 9.6 11 11-7 1.4-9.6 4-11 11-1.4-7-4-9.6-11-11 7-1.4 9.6-4 11-11Z"
        fill="url(#hero-gold)"
        opacity="0.8"
      />
    </svg>
  );
}
