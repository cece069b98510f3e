import type { TPrizeMode } from '@platform/contracts/games';
import type { TLotteryKind } from '@platform/contracts/lottery';

/**
 * The lottery games this platform runs (lottery.md). Each is a catalogue game of its vassalage (same
 * vendor and game code), so launching, favourites and bet records treat it like any game.
 *
 * - TCG_LOTTO_VN (`/vnLottery`): Miền Bắc daily, Miền Nam and Miền Trung provinces by weekday, and the fast
 *   Vietnamese draw (a Miền Bắc-shaped result drawn by the house every minute).
 * - TCG_SEA (`/seaLottery`): the 4D draws, Wednesday, Saturday and Sunday.
 * - LOTT and ELOTT (`/lottery`): the house-drawn fast games, LOTT on 3- and 5-minute cycles, ELOTT every minute.
 */
export type LotteryArea = 'VN' | 'SEA' | 'FAST';

export type LotteryGameDef = {
  vendor: 'TCG_LOTTO_VN' | 'TCG_SEA' | 'LOTT' | 'ELOTT';
  gameCode: string;
  kind: TLotteryKind;
  area: LotteryArea;
  names: { es: string; en: string };
  /** House games: minutes between draws (a divisor of 60); official games: null (the schedule below). */
  cycleMinutes: number | null;
  /**
   * Official games: the draw time of day in the brand zone (`HH:MM`) and the weekdays (0 Sunday … 6
   * Saturday) it draws on; Nam/Trung draws one per province of the weekday (lottery.md table).
   */
  schedule: { time: string; weekdays: readonly number[] } | null;
  prizeModes: readonly TPrizeMode[];
};

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;
const FOUR_D_DAYS = [0, 3, 6] as const;
const VN_MODES = ['LOTT', 'ELOTT'] as const;
const FAST_MODES = ['LOTT', 'ZY', 'ELOTT'] as const;

export const LOTTERY_GAMES: readonly LotteryGameDef[] = [
  {
    vendor: 'TCG_LOTTO_VN',
    gameCode: 'VNFAST',
    kind: 'VN_FAST',
    area: 'VN',
    names: { es: 'Vietnam Rápida 1 min', en: 'Vietnam Fast 1 min' },
    cycleMinutes: 1,
    schedule: null,
    prizeModes: FAST_MODES,
  },
  {
    vendor: 'TCG_LOTTO_VN',
    gameCode: 'VNMB',
    kind: 'VN_MB',
    area: 'VN',
    names: { es: 'Miền Bắc (Norte)', en: 'Miền Bắc (North)' },
    cycleMinutes: null,
    schedule: { time: '18:15', weekdays: EVERY_DAY },
    prizeModes: VN_MODES,
  },
  {
    vendor: 'TCG_LOTTO_VN',
    gameCode: 'VNMN',
    kind: 'VN_MN',
    area: 'VN',
    names: { es: 'Miền Nam (Sur)', en: 'Miền Nam (South)' },
    cycleMinutes: null,
    schedule: { time: '16:15', weekdays: EVERY_DAY },
    prizeModes: VN_MODES,
  },
  {
    vendor: 'TCG_LOTTO_VN',
    gameCode: 'VNMT',
    kind: 'VN_MT',
    area: 'VN',
    names: { es: 'Miền Trung (Centro)', en: 'Miền Trung (Central)' },
    cycleMinutes: null,
    schedule: { time: '17:15', weekdays: EVERY_DAY },
    prizeModes: VN_MODES,
  },
  {
    vendor: 'TCG_SEA',
    gameCode: 'MAGNUM',
    kind: 'SEA_4D',
    area: 'SEA',
    names: { es: 'Magnum 4D', en: 'Magnum 4D' },
    cycleMinutes: null,
    schedule: { time: '19:00', weekdays: FOUR_D_DAYS },
    prizeModes: ['SEA'],
  },
  {
    vendor: 'TCG_SEA',
    gameCode: 'TOTO',
    kind: 'SEA_4D',
    area: 'SEA',
    names: { es: 'Sports Toto 4D', en: 'Sports Toto 4D' },
    cycleMinutes: null,
    schedule: { time: '19:00', weekdays: FOUR_D_DAYS },
    prizeModes: ['SEA'],
  },
  {
    vendor: 'TCG_SEA',
    gameCode: 'DAMACAI',
    kind: 'SEA_4D',
    area: 'SEA',
    names: { es: 'Da Ma Cai 1+3D', en: 'Da Ma Cai 1+3D' },
    cycleMinutes: null,
    schedule: { time: '19:00', weekdays: FOUR_D_DAYS },
    prizeModes: ['SEA'],
  },
  {
    vendor: 'TCG_SEA',
    gameCode: 'SG4D',
    kind: 'SEA_4D',
    area: 'SEA',
    names: { es: 'Singapur 4D', en: 'Singapore 4D' },
    cycleMinutes: null,
    schedule: { time: '18:30', weekdays: FOUR_D_DAYS },
    prizeModes: ['SEA'],
  },
  {
    vendor: 'LOTT',
    gameCode: 'LOTT5D',
    kind: 'FAST_5D',
    area: 'FAST',
    names: { es: '5D cada 5 min', en: '5D every 5 min' },
    cycleMinutes: 5,
    schedule: null,
    prizeModes: FAST_MODES,
  },
  {
    vendor: 'LOTT',
    gameCode: 'LOTTK3',
    kind: 'DICE_3',
    area: 'FAST',
    names: { es: 'Dados K3 cada 3 min', en: 'K3 Dice every 3 min' },
    cycleMinutes: 3,
    schedule: null,
    prizeModes: FAST_MODES,
  },
  {
    vendor: 'LOTT',
    gameCode: 'LOTTPK10',
    kind: 'RACE_10',
    area: 'FAST',
    names: { es: 'Carrera 1–10 cada 5 min', en: '1–10 Race every 5 min' },
    cycleMinutes: 5,
    schedule: null,
    prizeModes: FAST_MODES,
  },
  {
    vendor: 'ELOTT',
    gameCode: 'E5D',
    kind: 'FAST_5D',
    area: 'FAST',
    names: { es: '5D Exprés 1 min', en: '5D Express 1 min' },
    cycleMinutes: 1,
    schedule: null,
    prizeModes: FAST_MODES,
  },
  {
    vendor: 'ELOTT',
    gameCode: 'EK3',
    kind: 'DICE_3',
    area: 'FAST',
    names: { es: 'Dados Exprés 1 min', en: 'Express Dice 1 min' },
    cycleMinutes: 1,
    schedule: null,
    prizeModes: FAST_MODES,
  },
  {
    vendor: 'ELOTT',
    gameCode: 'EPK10',
    kind: 'RACE_10',
    area: 'FAST',
    names: { es: 'Carrera Exprés 3 min', en: 'Express Race 3 min' },
    cycleMinutes: 3,
    schedule: null,
    prizeModes: FAST_MODES,
  },
];

/** The vendors (vassalages) of the in-house lottery. */
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'] as const;

export function lotteryGame(gameCode: string): LotteryGameDef | null {
  return LOTTERY_GAMES.find((game) => game.gameCode === gameCode) ?? null;
}

/**
 * Miền Nam and Miền Trung provinces by weekday (0 Sunday), lottery.md; each is its own draw (its own
 * 18-number result). The code goes into the draw's numero (`20261127-TPHCM`).
 */
export const VN_PROVINCES: Record<'VN_MN' | 'VN_MT', readonly (readonly [code: string, name: string][])[]> = {
  VN_MN: [
    [
      ['TG', 'Tiền Giang'],
      ['KG', 'Kiên Giang'],
      ['DL', 'Đà Lạt'],
    ],
    [
      ['HCM', 'TP.HCM'],
      ['DT', 'Đồng Tháp'],
      ['CM', 'Cà Mau'],
    ],
    [
      ['BTR', 'Bến Tre'],
      ['VT', 'Vũng Tàu'],
      ['BL', 'Bạc Liêu'],
    ],
    [
      ['DN', 'Đồng Nai'],
      ['CT', 'Cần Thơ'],
      ['ST', 'Sóc Trăng'],
    ],
    [
      ['TN', 'Tây Ninh'],
      ['AG', 'An Giang'],
      ['BTH', 'Bình Thuận'],
    ],
    [
      ['VL', 'Vĩnh Long'],
      ['BD', 'Bình Dương'],
      ['TV', 'Trà Vinh'],
    ],
    [
      ['HCM', 'TP.HCM'],
      ['LA', 'Long An'],
      ['BP', 'Bình Phước'],
      ['HG', 'Hậu Giang'],
    ],
  ],
  VN_MT: [
    [
      ['KT', 'Kon Tum'],
      ['KH', 'Khánh Hòa'],
      ['TTH', 'Thừa Thiên Huế'],
    ],
    [
      ['PY', 'Phú Yên'],
      ['TTH', 'Thừa Thiên Huế'],
    ],
    [
      ['DLK', 'Đắk Lắk'],
      ['QNM', 'Quảng Nam'],
    ],
    [
      ['DNG', 'Đà Nẵng'],
      ['KH', 'Khánh Hòa'],
    ],
    [
      ['BDI', 'Bình Định'],
      ['QT', 'Quảng Trị'],
      ['QB', 'Quảng Bình'],
    ],
    [
      ['GL', 'Gia Lai'],
      ['NT', 'Ninh Thuận'],
    ],
    [
      ['DNG', 'Đà Nẵng'],
      ['QNG', 'Quảng Ngãi'],
      ['DNO', 'Đắk Nông'],
    ],
  ],
};
