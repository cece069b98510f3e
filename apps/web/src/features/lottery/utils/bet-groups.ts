import type { TLotteryBetType, TLotteryBetTypeInfo } from '@platform/contracts/lottery';

/** The slip's bet-type tabs, in the order players know them; each group's types as the game offers them. */
const GROUPS = [
  ['lo', ['LO2', 'LO3', 'LO4']],
  ['xien', ['XIEN2', 'XIEN3', 'XIEN4']],
  ['de', ['DE', 'DE_DAU']],
  ['dauDuoi', ['DAU', 'DUOI']],
  ['cang', ['CANG3', 'CANG4']],
  ['truot', ['TRUOT4', 'TRUOT8', 'TRUOT10']],
  ['taiXiu', ['TAI', 'XIU', 'CHAN', 'LE']],
  ['bigSmall', ['BIG', 'SMALL']],
  ['ibox', ['IBOX_BIG', 'IBOX_SMALL']],
  ['roll', ['ROLL_BIG', 'ROLL_SMALL']],
  ['p5Position', ['P5_DIGIT', 'P5_BSOE']],
  ['p5Three', ['P5_STRAIGHT3', 'P5_GROUP3', 'P5_GROUP6']],
  ['p5Two', ['P5_STRAIGHT2']],
  ['p5Sum', ['P5_SUM']],
  ['k3Sum', ['K3_SUM', 'K3_BSOE']],
  ['k3Faces', ['K3_TRIPLE', 'K3_ANY_TRIPLE', 'K3_PAIR']],
  ['r10Position', ['R10_POS', 'R10_BSOE']],
  ['r10DragonTiger', ['R10_DT']],
  ['r10Sum', ['R10_SUM12']],
] as const satisfies readonly (readonly [string, readonly TLotteryBetType[]])[];

export type TBetGroupId = (typeof GROUPS)[number][0];

export type TBetGroup = { group: TBetGroupId; types: TLotteryBetTypeInfo[] };

/** The groups that have at least one of the offered types, each with its offered types in order. */
export function betGroupsOf(offered: readonly TLotteryBetTypeInfo[]): TBetGroup[] {
  const byType = new Map(offered.map((info) => [info.betType, info]));
  return GROUPS.map(([group, types]): TBetGroup => ({
    group,
    types: (types as readonly TLotteryBetType[]).flatMap((type) => {
      const info = byType.get(type);
      return info ? [info] : [];
    }),
  })).filter((entry) => entry.types.length > 0);
}
