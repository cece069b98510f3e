import { randomInt } from 'node:crypto';

type Point = readonly [number, number];

/**
 * A small stroke font on a 4 × 6 grid: each character is drawn as polylines, so the SVG carries no text
 * a script could read. Look-alike characters (0/O, 1/I, 5/S, 2/Z, 8/B, 6/G, 9/Q) are left out.
 */
// prettier-ignore
const GLYPHS: Record<string, Point[][]> = {
  '3': [[[0, 0.5], [1, 0], [3, 0], [4, 1], [4, 2], [3, 2.8], [1.5, 2.8]], [[3, 2.8], [4, 3.8], [4, 5], [3, 6], [1, 6], [0, 5.3]]],
  '4': [[[3, 6], [3, 0], [0, 4], [4, 4]]],
  '7': [[[0, 0], [4, 0], [1.5, 6]], [[1, 3], [3.3, 3]]],
  A: [[[0, 6], [2, 0], [4, 6]], [[0.8, 3.8], [3.2, 3.8]]],
  C: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5]]],
  D: [[[0, 0], [0, 6], [2.8, 6], [4, 4.8], [4, 1.2], [2.8, 0], [0, 0]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  J: [[[1.5, 0], [4, 0], [4, 5], [3, 6], [1, 6], [0, 5]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 3.6]], [[1.4, 2.4], [4, 6]]],
  L: [[[0, 0], [0, 6], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3.5], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  P: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]]],
  R: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]], [[2, 3], [4, 6]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], [0, 5], [1, 6], [3, 6], [4, 5], [4, 0]]],
  V: [[[0, 0], [2, 6], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 2.5], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
};

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');
export const CAPTCHA_LENGTH = 5;

const WIDTH = 150;
const HEIGHT = 50;

/** A uniform random number in [min, max) with cryptographic randomness (no Math.random). */
const between = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const fixed = (value: number) => value.toFixed(1);

function randomColor(lightness: [number, number]): string {
  return `hsl(${randomInt(0, 360)},${randomInt(40, 80)}%,${randomInt(lightness[0], lightness[1])}%)`;
}

function glyphPaths(char: string, left: number): string {
  const strokes = GLYPHS[char] ?? [];
  const scale = between(4.2, 5.4);
  const angle = (between(-25, 25) * Math.PI) / 180;
  const skew = between(-0.3, 0.3);
  const centerX = left + between(-2, 2);
  const centerY = HEIGHT / 2 + between(-4, 4);
  const transform = ([x, y]: Point): Point => {
    const gx = (x - 2 + skew * (y - 3)) * scale + between(-0.7, 0.7);
    const gy = (y - 3) * scale + between(-0.7, 0.7);
    return [
      centerX + gx * Math.cos(angle) - gy * Math.sin(angle),
      centerY + gx * Math.sin(angle) + gy * Math.cos(angle),
    ];
  };
  const color = randomColor([10, 40]);
  const width = fixed(between(2.2, 3.2));
  return strokes
    .map((stroke) => {
      const points = stroke.map(transform).map(([x, y]) => `${fixed(x)},${fixed(y)}`);
      return `<polyline points="${points.join(' ')}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join('');
}

function noise(): string {
  const curves = Array.from({ length: randomInt(3, 6) }, () => {
    const y = () => fixed(between(0, HEIGHT));
    return `<path d="M0,${y()} C${fixed(between(20, 60))},${y()} ${fixed(between(90, 130))},${y()} ${WIDTH},${y()}" fill="none" stroke="${randomColor([30, 65])}" stroke-width="${fixed(between(1, 2))}"/>`;
  });
  const dots = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${fixed(between(0, WIDTH))}" cy="${fixed(between(0, HEIGHT))}" r="${fixed(between(0.6, 1.6))}" fill="${randomColor([20, 70])}"/>`,
  );
  return curves.join('') + dots.join('');
}

/** A random answer of CAPTCHA_LENGTH characters from CAPTCHA_ALPHABET. */
export function randomCaptchaAnswer(): string {
  return Array.from(
    { length: CAPTCHA_LENGTH },
    () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)],
  ).join('');
}

/** The captcha picture of `answer`: distorted stroked characters over noise curves and dots, as SVG. */
export function renderCaptchaSvg(answer: string): string {
  const cell = (WIDTH - 20) / answer.length;
  const glyphs = [...answer].map((char, index) => glyphPaths(char, 10 + cell * (index + 0.5))).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${randomColor([88, 97])}"/>${noise()}${glyphs}</svg>`
  );
}

export const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
