import { describe, expect, it } from 'vitest';
import { payoutOf } from './backend';
import { expectedReturn, spin } from './outcome';
import { decodeSession, encodeSession } from './session';

describe('sandbox vendor maths', () => {
  it('the random table returns the configured RTP, jackpot included', () => {
    expect(expectedReturn(0.96)).toBeCloseTo(0.96, 10);
    expect(expectedReturn(0.9)).toBeCloseTo(0.9, 10);
  });

  it('a long random run lands near 96% (within 2 points over 200,000 spins)', () => {
    let paid = 0;
    const spins = 200_000;
    for (let i = 0; i < spins; i += 1) {
      const outcome = spin('random', 0.96);
      paid += outcome.multiplier + (outcome.jackpot ? 100 : 0);
    }
    expect(paid / spins).toBeGreaterThan(0.9);
    expect(paid / spins).toBeLessThan(1.02);
  });

  it('win and lose are deterministic; reels agree with the outcome', () => {
    for (let i = 0; i < 50; i += 1) {
      const win = spin('win');
      expect(win).toMatchObject({ multiplier: 2, jackpot: false, reels: ['🔔', '🔔', '🔔'] });
      const lose = spin('lose');
      expect(lose.multiplier).toBe(0);
      expect(new Set(lose.reels).size).toBeGreaterThan(1);
    }
  });

  it('payouts are exact in minor units', () => {
    expect(payoutOf(1_000n, 1.5)).toBe(1_500n);
    expect(payoutOf(333n, 1.5)).toBe(499n);
    expect(payoutOf(500n, 0)).toBe(0n);
  });
});

describe('sandbox game session', () => {
  const session = {
    token: 'tok',
    account: 'player1',
    vendor: 'PG',
    gameCode: 'RNG001',
    nodeId: 'PG-RNG001',
    language: 'en' as const,
    walletVendor: null,
    backUrl: '/rng',
  };

  it('round-trips under its key and refuses another key or a changed payload', () => {
    const value = encodeSession('key-a', session);
    expect(decodeSession('key-a', value)).toEqual(session);
    expect(decodeSession('key-b', value)).toBeNull();
    const [payload, signature] = value.split('.');
    const changed = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), u: 'someone' }),
    ).toString('base64url');
    expect(decodeSession('key-a', `${changed}.${signature}`)).toBeNull();
    expect(decodeSession('key-a', 42)).toBeNull();
    expect(decodeSession('key-a', 'a.b.c')).toBeNull();
  });
});
