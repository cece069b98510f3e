import { createHash } from 'node:crypto';

/**
 * Generated banner art (no images from elsewhere): each design is drawn from its texts and colours, in the
 * size of its banner group. Served at /lgw/content/art/{slug}.svg; the demo banners point there.
 */
export type BannerArt = {
  title: string;
  subtitle: string;
  /** Background top-left, bottom-right, accent. */
  colors: readonly [string, string, string];
  shape: 'home' | 'side' | 'form';
  motif: 'coins' | 'cards' | 'stars' | 'ball' | 'shield';
};

const SIZES = { home: [1200, 400], side: [300, 200], form: [480, 200] } as const;

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Where the motif sits: right of the text, smaller on the narrow side-menu and form banners. */
function motifPlace(art: BannerArt, width: number, height: number) {
  const wide = art.shape === 'home';
  const cx = width * (wide ? 0.8 : 0.84);
  const r = Math.min(width, height) * (wide ? 0.28 : 0.2);
  // The leftmost point any motif reaches (the coins' stack reaches furthest).
  return { cx, cy: height * 0.5, r, left: cx - r * 1.4 };
}

/** Breaks `text` into lines of at most `maxWidth` (an average glyph is about 0.56 of the font size). */
function wrapLines(text: string, maxWidth: number, fontSize: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && candidate.length * fontSize * 0.56 > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function motifOf(art: BannerArt, width: number, height: number, accent: string): string {
  const { cx, cy, r } = motifPlace(art, width, height);
  switch (art.motif) {
    case 'coins':
      return [0, 1, 2]
        .map(
          (i) =>
            `<ellipse cx="${cx - i * r * 0.35}" cy="${cy + r * 0.5 - i * r * 0.32}" rx="${r * 0.7}" ry="${r * 0.22}" fill="${accent}" stroke="#fff" stroke-opacity="0.6" stroke-width="2"/>`,
        )
        .join('');
    case 'cards':
      return [-12, 0, 12]
        .map(
          (angle) =>
            `<rect x="${cx - r * 0.45}" y="${cy - r * 0.65}" width="${r * 0.9}" height="${r * 1.3}" rx="${r * 0.1}" fill="#fff" stroke="${accent}" stroke-width="3" transform="rotate(${angle} ${cx} ${cy + r})"/>`,
        )
        .join('');
    case 'ball':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff"/><polygon points="${[0, 1, 2, 3, 4]
        .map((i) => {
          const a = (Math.PI * 2 * i) / 5 - Math.PI / 2;
          return `${cx + Math.cos(a) * r * 0.38},${cy + Math.sin(a) * r * 0.38}`;
        })
        .join(' ')}" fill="${accent}"/>`;
    case 'shield':
      return `<path d="M${cx} ${cy - r} L${cx + r * 0.8} ${cy - r * 0.6} L${cx + r * 0.7} ${cy + r * 0.3} Q${cx} ${cy + r * 1.1} ${cx - r * 0.7} ${cy + r * 0.3} L${cx - r * 0.8} ${cy - r * 0.6} Z" fill="${accent}" stroke="#fff" stroke-width="3"/>`;
    case 'stars':
    default:
      return [0, 1, 2]
        .map((i) => {
          const sx = cx - r * 0.9 + i * r * 0.8;
          const sy = cy - (i % 2) * r * 0.5;
          const s = r * (0.3 + 0.08 * i);
          const points = Array.from({ length: 10 }, (_, k) => {
            const a = (Math.PI * k) / 5 - Math.PI / 2;
            const radius = k % 2 === 0 ? s : s * 0.45;
            return `${sx + Math.cos(a) * radius},${sy + Math.sin(a) * radius}`;
          }).join(' ');
          return `<polygon points="${points}" fill="${accent}"/>`;
        })
        .join('');
  }
}

export function bannerArtSvg(art: BannerArt, seed: string): string {
  const [width, height] = SIZES[art.shape];
  const [from, to, accent] = art.colors;
  const hash = createHash('sha256').update(seed).digest();
  const bubbles = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = ((hash[i * 3] ?? 0) / 255) * width;
      const y = ((hash[i * 3 + 1] ?? 0) / 255) * height;
      const r = 10 + ((hash[i * 3 + 2] ?? 0) / 255) * height * 0.3;
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="#fff" fill-opacity="0.07"/>`;
    })
    .join('');
  const titleSize = Math.round(height * (art.shape === 'home' ? 0.15 : 0.14));
  const subtitleSize = Math.round(titleSize * 0.5);
  const x = Math.round(width * 0.06);
  // The texts stay left of the motif, wrapped to that width and centred as a block.
  const textWidth = motifPlace(art, width, height).left - x - width * 0.03;
  const titleLines = wrapLines(art.title, textWidth, titleSize);
  const subtitleLines = wrapLines(art.subtitle, textWidth, subtitleSize);
  const titleStep = titleSize * 1.1;
  const subtitleStep = subtitleSize * 1.35;
  const block = titleLines.length * titleStep + subtitleSize * 0.6 + subtitleLines.length * subtitleStep;
  const top = (height - block) / 2;
  const lines = [
    ...titleLines.map(
      (line, i) =>
        `<text x="${x}" y="${Math.round(top + titleSize * 0.9 + i * titleStep)}" font-size="${titleSize}" font-weight="800">${escapeXml(line)}</text>`,
    ),
    ...subtitleLines.map(
      (line, i) =>
        `<text x="${x}" y="${Math.round(top + titleLines.length * titleStep + subtitleSize * 0.6 + subtitleSize + i * subtitleStep)}" font-size="${subtitleSize}" fill-opacity="0.9">${escapeXml(line)}</text>`,
    ),
  ];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    bubbles,
    motifOf(art, width, height, accent),
    `<g font-family="sans-serif" fill="#fff">`,
    ...lines,
    '</g>',
    '</svg>',
  ].join('');
}
