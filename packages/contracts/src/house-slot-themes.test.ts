import { describe, expect, it } from 'vitest';
import { HOUSE_GAMES, SLOT_BET_LEVELS, ZSlotConfigSchema } from './house-games';
import { exactRtp, ratioPercent, ratioToNumber } from './house-slot-engine';
import { AZTEC_SLOT, OCEAN_SLOT, SLOT_MACHINES, slotMachineOf } from './house-slot-themes';

describe('the slot themes', () => {
  it('are the two slot games of the catalogue, with valid published configurations', () => {
    expect(SLOT_MACHINES.map((machine) => [machine.gameCode, machine.theme])).toEqual([
      ['INHOUSE005', 'aztec'],
      ['INHOUSE006', 'ocean'],
    ]);
    expect(
      HOUSE_GAMES.filter((game) => game.kind === 'SLOT').map((game) => slotMachineOf(game.gameCode)),
    ).toEqual(SLOT_MACHINES);
    expect(slotMachineOf('INHOUSE002')).toBeNull();
    for (const machine of SLOT_MACHINES) {
      expect(ZSlotConfigSchema.parse(machine.config)).toEqual(machine.config);
      expect(machine.config.betLevels).toEqual([...SLOT_BET_LEVELS]);
      expect(machine.config.paylines).toHaveLength(25);
    }
  });

  it('have different reels and paytables', () => {
    expect(AZTEC_SLOT.strips).not.toEqual(OCEAN_SLOT.strips);
    expect(AZTEC_SLOT.config.symbols).not.toEqual(OCEAN_SLOT.config.symbols);
  });

  it('put every symbol on the reels, one scatter a reel, and keep strips short', () => {
    for (const machine of SLOT_MACHINES) {
      const onReels = new Set(machine.strips.flat());
      expect([...onReels].sort()).toEqual(machine.config.symbols.map((symbol) => symbol.id).sort());
      for (const strip of machine.strips) {
        expect(strip.filter((id) => id === 'SCAT')).toHaveLength(1);
        expect(strip.length).toBeGreaterThanOrEqual(30);
        expect(strip.length).toBeLessThanOrEqual(36);
        expect(strip.filter((id) => id === 'WILD').length).toBeGreaterThanOrEqual(1);
      }
    }
  });
});

describe('the exact return to player of each theme', () => {
  // The fractions are pinned: a change to a strip or a pay shows here first.
  it.each([
    {
      theme: 'aztec',
      machine: AZTEC_SLOT,
      percent: '95.999910',
      total: { num: 609_665_694_173n, den: 635_069_026_350n },
      combinations: 33_323_400n,
    },
    {
      theme: 'ocean',
      machine: OCEAN_SLOT,
      percent: '96.000101',
      total: { num: 175_759_825_756n, den: 183_082_959_675n },
      combinations: 34_372_800n,
    },
  ])(
    '$theme: 96.00 % within 0.01 %, free spins included, as published',
    ({ machine, percent, total, combinations }) => {
      const rtp = exactRtp(machine);
      expect(rtp.combinations).toBe(combinations);
      expect(rtp.total).toEqual(total);
      expect(ratioPercent(rtp.total, 6)).toBe(percent);
      expect(Math.abs(ratioToNumber(rtp.total) - 0.96)).toBeLessThanOrEqual(0.0001);
      expect(ratioPercent(rtp.total)).toBe(machine.config.rtp);
      expect(machine.config.rtp).toBe('96.00');
      // Base game plus free spins make the whole.
      const sum = rtp.base.num * rtp.freeSpins.den + rtp.freeSpins.num * rtp.base.den;
      expect(sum * rtp.total.den).toBe(rtp.total.num * rtp.base.den * rtp.freeSpins.den);
    },
  );

  it('triggers free spins about once in 100–200 spins, worth a sixth to a fifth of the return', () => {
    for (const machine of SLOT_MACHINES) {
      const rtp = exactRtp(machine);
      const oneIn = 1 / ratioToNumber(rtp.triggerChance);
      expect(oneIn).toBeGreaterThan(100);
      expect(oneIn).toBeLessThan(200);
      const share = ratioToNumber(rtp.freeSpins) / ratioToNumber(rtp.total);
      expect(share).toBeGreaterThan(0.15);
      expect(share).toBeLessThan(0.25);
    }
  });
});
