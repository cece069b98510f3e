import {
  HOUSE_GAMES,
  SLOT_BET_LEVELS,
  SLOT_REELS,
  SLOT_ROWS,
  type TSlotConfig,
  type TSlotTheme,
} from './house-games';
import { SLOT_PAYLINES, type TSlotMachine } from './house-slot-engine';

/**
 * The two themes of the in-house video slot (issue 17): one engine (house-slot-engine.ts), two reel sets and
 * paytables. Pays are in line bets for 3, 4, 5 in a row (the scatter's in total bets, anywhere); symbol ids
 * are stable (stored in rounds, drawn by the web app). Strips and pays were tuned so that the exact return
 * to player (`exactRtp`, free spins included) is 96.00 % within 0.01 %; `rtp` is that figure, and
 * house-slot-themes.test.ts recomputes it. A change to a strip or a pay changes the RTP: retune, then update
 * `rtp`, docs/house-slots.md and the test's figures together.
 */

/** A reel strip written as its symbol ids separated by spaces, top to bottom. */
const reel = (symbols: string) => symbols.split(' ');

function machineOf(
  theme: TSlotTheme,
  strips: string[][],
  config: Omit<TSlotConfig, 'theme' | 'reels' | 'rows' | 'paylines' | 'betLevels'>,
): TSlotMachine {
  const game = HOUSE_GAMES.find((entry) => entry.kind === 'SLOT' && entry.theme === theme);
  if (!game) throw new Error(`no game of the slot theme ${theme}`);
  return {
    theme,
    gameCode: game.gameCode,
    strips,
    config: {
      theme,
      reels: SLOT_REELS,
      rows: SLOT_ROWS,
      paylines: SLOT_PAYLINES.map((line) => [...line]),
      betLevels: [...SLOT_BET_LEVELS],
      ...config,
    },
  };
}

/** Tesoro Azteca (INHOUSE005): 10, 15, 20 free spins at 3× wins. */
export const AZTEC_SLOT: TSlotMachine = machineOf(
  'aztec',
  [
    reel(
      '10 10 MASK A A J J K K IDOL Q Q SCAT JAGUAR JAGUAR 10 10 FEATHER FEATHER WILD MASK A A J K K IDOL Q Q 10',
    ),
    reel(
      'JAGUAR JAGUAR K K 10 10 FEATHER FEATHER Q Q WILD MASK A A J J SCAT IDOL JAGUAR K 10 10 FEATHER Q Q WILD MASK A J J',
    ),
    reel(
      'Q Q 10 10 IDOL FEATHER FEATHER WILD MASK A A J J K K SCAT Q Q JAGUAR JAGUAR 10 10 IDOL FEATHER FEATHER WILD MASK A J J K K Q',
    ),
    reel(
      'A A Q Q WILD MASK J J JAGUAR JAGUAR 10 10 FEATHER FEATHER SCAT A A K K IDOL Q Q WILD MASK J J JAGUAR JAGUAR 10 10 FEATHER FEATHER A',
    ),
    reel(
      'K K 10 10 J J IDOL FEATHER FEATHER Q Q WILD MASK A A SCAT K K 10 10 JAGUAR JAGUAR J J IDOL FEATHER FEATHER Q Q WILD MASK K 10 10',
    ),
  ],
  {
    symbols: [
      { id: 'WILD', kind: 'WILD', pays: [50, 300, 1000] },
      { id: 'SCAT', kind: 'SCATTER', pays: [2, 8, 60] },
      { id: 'IDOL', kind: 'NORMAL', pays: [50, 250, 1000] },
      { id: 'MASK', kind: 'NORMAL', pays: [40, 150, 450] },
      { id: 'JAGUAR', kind: 'NORMAL', pays: [30, 100, 300] },
      { id: 'FEATHER', kind: 'NORMAL', pays: [25, 80, 250] },
      { id: 'A', kind: 'NORMAL', pays: [12, 40, 200] },
      { id: 'K', kind: 'NORMAL', pays: [10, 30, 150] },
      { id: 'Q', kind: 'NORMAL', pays: [8, 25, 100] },
      { id: 'J', kind: 'NORMAL', pays: [6, 20, 80] },
      { id: '10', kind: 'NORMAL', pays: [5, 15, 60] },
    ],
    freeSpins: [10, 15, 20],
    freeSpinMultiplier: 3,
    rtp: '96.00',
  },
);

/** Perlas del Océano (INHOUSE006): 15, 20, 25 free spins at 2× wins. */
export const OCEAN_SLOT: TSlotMachine = machineOf(
  'ocean',
  [
    reel(
      'J J TURTLE TURTLE K K 10 10 PEARL FISH FISH 9 9 SHELL SHELL A A SCAT Q Q WILD J J TURTLE TURTLE K 10 10 PEARL FISH FISH 9 9',
    ),
    reel(
      'WILD TURTLE TURTLE K K 10 10 PEARL FISH FISH Q Q 9 9 A A SCAT WILD SHELL J J TURTLE TURTLE K 10 PEARL FISH Q Q 9 A WILD',
    ),
    reel(
      '10 10 PEARL Q Q WILD 9 9 A A J J TURTLE TURTLE FISH FISH SHELL SHELL SCAT K K 10 10 PEARL Q WILD 9 9 A J TURTLE',
    ),
    reel(
      'Q Q WILD 9 9 J J TURTLE TURTLE 10 10 PEARL FISH FISH SHELL A A SCAT K K Q Q WILD 9 9 J TURTLE 10 PEARL FISH',
    ),
    reel(
      'PEARL A A J J TURTLE TURTLE K K 10 10 FISH FISH Q Q WILD 9 9 SCAT PEARL SHELL SHELL A J TURTLE TURTLE K 10 FISH Q Q WILD 9 9 PEARL',
    ),
  ],
  {
    symbols: [
      { id: 'WILD', kind: 'WILD', pays: [25, 250, 1500] },
      { id: 'SCAT', kind: 'SCATTER', pays: [3, 10, 120] },
      { id: 'PEARL', kind: 'NORMAL', pays: [40, 200, 750] },
      { id: 'SHELL', kind: 'NORMAL', pays: [30, 120, 450] },
      { id: 'TURTLE', kind: 'NORMAL', pays: [30, 80, 300] },
      { id: 'FISH', kind: 'NORMAL', pays: [20, 60, 200] },
      { id: 'A', kind: 'NORMAL', pays: [10, 35, 150] },
      { id: 'K', kind: 'NORMAL', pays: [8, 30, 150] },
      { id: 'Q', kind: 'NORMAL', pays: [6, 25, 125] },
      { id: 'J', kind: 'NORMAL', pays: [6, 20, 75] },
      { id: '10', kind: 'NORMAL', pays: [5, 15, 70] },
      { id: '9', kind: 'NORMAL', pays: [3, 10, 50] },
    ],
    freeSpins: [15, 20, 25],
    freeSpinMultiplier: 2,
    rtp: '96.00',
  },
);

export const SLOT_MACHINES: readonly TSlotMachine[] = [AZTEC_SLOT, OCEAN_SLOT];

/** The slot of a game code (INHOUSE005, INHOUSE006), or null when the code is not a slot's. */
export const slotMachineOf = (gameCode: string): TSlotMachine | null =>
  SLOT_MACHINES.find((machine) => machine.gameCode === gameCode) ?? null;
