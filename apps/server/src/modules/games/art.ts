import { createHash } from 'node:crypto';
import type { TGameCategory } from '@platform/contracts/categories';

/** Category colours of the generated card art: [background top, background bottom, accent]. */
const PALETTE: Record<TGameCategory, [string, string, string]> = {
  RNG: ['#7b2ff7', '#f107a3', '#ffd166'],
  FISH: ['#0077b6', '#00b4d8', '#caf0f8'],
  LIVE: ['#8b0000', '#d00000', '#ffba08'],
  PVP: ['#1b4332', '#40916c', '#d8f3dc'],
  SPORTS: ['#003049', '#2a9d8f', '#e9c46a'],
  ESPORTS: ['#240046', '#5a189a', '#e0aaff'],
  COCKFIGHT: ['#6a040f', '#e85d04', '#ffba08'],
  LOTT: ['#264653', '#e76f51', '#f4a261'],
  ELOTT: ['#3a0ca3', '#4361ee', '#4cc9f0'],
  INHOUSE: ['#212529', '#495057', '#06d6a0'],
};

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Splits a title into at most three lines of about 14 characters. */
function lines(title: string): string[] {
  const out: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = out.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= 14) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.slice(0, 3);
}

/**
 * The card art of a game, drawn from its name and category colours (no images from elsewhere): a
 * gradient, a few circles placed by a hash of `seed`, the initials, the title and the vendor.
 */
export function gameArtSvg(input: { title: string; vendor: string; gameType: TGameCategory; seed: string }) {
  const [top, bottom, accent] = PALETTE[input.gameType];
  const hash = createHash('sha256').update(input.seed).digest();
  const circles = [0, 1, 2, 3]
    .map((i) => {
      const cx = (hash[i * 3] ?? 0) % 240;
      const cy = (hash[i * 3 + 1] ?? 0) % 240;
      const r = 20 + ((hash[i * 3 + 2] ?? 0) % 50);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}" fill-opacity="0.18"/>`;
    })
    .join('');
  const initials = input.title
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const text = lines(input.title)
    .map(
      (line, i) =>
        `<text x="120" y="${176 + i * 22}" font-size="19" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    '<rect width="240" height="240" rx="24" fill="url(#g)"/>',
    circles,
    `<text x="120" y="120" font-size="64" font-weight="800" text-anchor="middle" fill="${accent}" font-family="sans-serif">${escapeXml(initials)}</text>`,
    `<g font-family="sans-serif">${text}</g>`,
    `<text x="16" y="30" font-size="13" font-family="sans-serif" fill="#fff" fill-opacity="0.85">${escapeXml(input.vendor)}</text>`,
    '</svg>',
  ].join('');
}
