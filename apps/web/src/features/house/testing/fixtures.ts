import {
  SLOT_BET_LEVELS,
  type THouseGame,
  type THouseRound,
  type THouseStep,
} from '@platform/contracts/house-games';
import { SLOT_PAYLINES } from '@platform/contracts/house-slot-engine';
import { makeBalance, makeMember } from '../../../test/fixtures';
import { ok, type TApiRoutes } from '../../../test/mock-api';
import { useAppStore } from '../../../stores/app-store';

/** A small slot config for the page tests (the real themes live in contracts' house-slot-themes.ts). */
export const TEST_SLOT_CONFIG: NonNullable<THouseGame['slot']> = {
  theme: 'aztec',
  reels: 5,
  rows: 3,
  paylines: SLOT_PAYLINES.map((line) => [...line]),
  symbols: [
    { id: 'A', pays: [5, 10, 50], kind: 'NORMAL' },
    { id: 'K', pays: [4, 8, 40], kind: 'NORMAL' },
    { id: 'MASK', pays: [20, 60, 250], kind: 'NORMAL' },
    { id: 'WILD', pays: [25, 100, 500], kind: 'WILD' },
    { id: 'SCAT', pays: [2, 10, 50], kind: 'SCATTER' },
  ],
  freeSpins: [10, 15, 20],
  freeSpinMultiplier: 3,
  rtp: '96.00',
  betLevels: [...SLOT_BET_LEVELS],
};

export function makeHouseGame(overrides: Partial<THouseGame> = {}): THouseGame {
  return {
    gameCode: 'INHOUSE005',
    nodeId: 'TA-INHOUSE005',
    kind: 'SLOT',
    name: 'Tesoro Azteca',
    minBet: 1,
    maxBet: 500,
    maxWin: 1_000_000,
    slot: TEST_SLOT_CONFIG,
    openRound: null,
    ...overrides,
  };
}

export function makeHouseRound(overrides: Partial<THouseRound> = {}): THouseRound {
  return {
    id: 'r-1',
    gameCode: 'INHOUSE005',
    kind: 'SLOT',
    status: 'SETTLED',
    stake: 1,
    win: 0,
    balanceBefore: 100,
    balanceAfter: 99,
    createdAt: '2026-11-27T10:00:00.000Z',
    settledAt: '2026-11-27T10:00:00.000Z',
    steps: [],
    mines: null,
    minedCells: null,
    cashout: null,
    fairness: {
      scheme: 'seed',
      serverSeedHash: 'ab'.repeat(32),
      serverSeed: null,
      clientSeed: 'lucky',
      nonce: 0,
    },
    ...overrides,
  };
}

type TSpin = Extract<THouseStep, { type: 'spin' }>;

export function makeSpinStep(overrides: Partial<TSpin> = {}): TSpin {
  return {
    type: 'spin',
    index: 0,
    free: false,
    stops: [0, 0, 0, 0, 0],
    grid: [
      ['K', 'A', 'K'],
      ['A', 'K', 'A'],
      ['K', 'A', 'K'],
      ['A', 'K', 'A'],
      ['K', 'A', 'K'],
    ],
    wins: [],
    freeSpinsAwarded: 0,
    freeSpinsLeft: 0,
    win: 0,
    ...overrides,
  };
}

/** Logs a member in and answers the calls every page makes (member info, balance). */
export function memberApi(routes: TApiRoutes): TApiRoutes {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
  return {
    'GET /wps/member/info': ok(makeMember()),
    'GET /wps/v2/wallets/balance': ok(makeBalance({ balance: 100, held: 0 })),
    'GET /wps/house/rounds': ok({ rounds: [] }),
    ...routes,
  };
}
