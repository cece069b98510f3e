import type { CSSProperties } from 'react';
import type { TSlotConfig, TSlotTheme } from '@platform/contracts/house-games';

type TSymbolInfo = TSlotConfig['symbols'][number];

type TShape =
  | 'letter'
  | 'wild'
  | 'sun'
  | 'starfish'
  | 'ziggurat'
  | 'mask'
  | 'jaguar'
  | 'feather'
  | 'pearl'
  | 'shell'
  | 'turtle'
  | 'fish'
  | 'hex'
  | 'disc';

type TLook = { shape: TShape; tone: string };
type TArt = TLook & { glyph: string };

/**
 * Each theme's look, drawn with CSS (shapes, gradients, letters; no images). Tesoro Azteca is carved stone,
 * jade and gold with angular shapes and serif letters; Perlas del Océano round shapes in sea blues, coral
 * and pearl with rounded italic letters. Symbols the art does not know yet get a shape by their place.
 */
const THEMES: Record<
  TSlotTheme,
  { known: Record<string, TLook>; scatter: TLook; fallback: TLook[]; letters: string[] }
> = {
  aztec: {
    known: {
      IDOL: { shape: 'ziggurat', tone: '#f0b429' },
      MASK: { shape: 'mask', tone: '#2fbf8f' },
      JAGUAR: { shape: 'jaguar', tone: '#f29e38' },
      FEATHER: { shape: 'feather', tone: '#e0483f' },
    },
    scatter: { shape: 'sun', tone: '#ffb627' },
    fallback: [
      { shape: 'hex', tone: '#9a6bff' },
      { shape: 'hex', tone: '#d94f6b' },
    ],
    letters: ['#f4c95d', '#4fd1a5', '#ef8354', '#d9b650', '#8fd36b', '#e29f6b'],
  },
  ocean: {
    known: {
      PEARL: { shape: 'pearl', tone: '#d9d3ff' },
      SHELL: { shape: 'shell', tone: '#ff8f7a' },
      TURTLE: { shape: 'turtle', tone: '#3fcf8e' },
      FISH: { shape: 'fish', tone: '#39b6ff' },
    },
    scatter: { shape: 'starfish', tone: '#ff9f43' },
    fallback: [
      { shape: 'disc', tone: '#8f8cff' },
      { shape: 'disc', tone: '#4ee6d0' },
    ],
    letters: ['#7fdcff', '#5ef0c8', '#ff9eb8', '#ffd27f', '#a8b6ff', '#8ff0ff'],
  },
};

const LETTERS = /^(?:A|K|Q|J|10|9)$/;

/** The art of a symbol in a theme: by its kind, its id, or (unknown ids) its place in the paytable. */
export function symbolArtOf(theme: TSlotTheme, symbols: readonly TSymbolInfo[], id: string): TArt {
  const look = THEMES[theme];
  const symbol = symbols.find((entry) => entry.id === id);
  if (symbol?.kind === 'WILD') return { shape: 'wild', tone: '#ffd36e', glyph: 'WILD' };
  if (symbol?.kind === 'SCATTER') return { ...look.scatter, glyph: '' };
  const known = look.known[id];
  if (known) return { ...known, glyph: '' };
  if (LETTERS.test(id)) {
    const letters = symbols.filter((entry) => LETTERS.test(entry.id));
    const index = Math.max(
      0,
      letters.findIndex((entry) => entry.id === id),
    );
    return { shape: 'letter', tone: look.letters[index % look.letters.length]!, glyph: id };
  }
  const others = symbols.filter(
    (entry) => entry.kind === 'NORMAL' && !LETTERS.test(entry.id) && !look.known[entry.id],
  );
  const index = Math.max(
    0,
    others.findIndex((entry) => entry.id === id),
  );
  return { ...look.fallback[index % look.fallback.length]!, glyph: id.slice(0, 1) };
}

type TSlotSymbolProps = {
  theme: TSlotTheme;
  symbols: readonly TSymbolInfo[];
  id: string;
  /** The symbol's name for screen readers (without it the art is decorative). */
  label?: string;
  size?: 'md' | 'sm';
};

/** One symbol drawn with CSS in the theme's style. */
export function SlotSymbol({ theme, symbols, id, label, size = 'md' }: TSlotSymbolProps) {
  const art = symbolArtOf(theme, symbols, id);
  return (
    <span
      className={`slot-symbol slot-symbol--${art.shape} slot-symbol--${size} slot-symbol--in-${theme}`}
      style={{ '--tone': art.tone } as CSSProperties}
      data-symbol={id}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <span className="slot-symbol__art">
        {art.glyph ? <span className="slot-symbol__glyph">{art.glyph}</span> : null}
      </span>
    </span>
  );
}
