import { describe, expect, it } from 'vitest';
import { gameSeeds } from './catalogue.default';

describe('the seeded catalogue', () => {
  it('names slots in Spanish with the adjective agreeing with the noun', () => {
    const spanish = gameSeeds().map((game) => game.names.es);
    expect(spanish).toContain('Tesoro Dorado');
    expect(spanish).toContain('Dragón Eterno');
    expect(spanish).toContain('Fortuna Eterna');
    const masculine = spanish.filter((name) => /^(Tesoro|Dragón) /.test(name));
    expect(masculine.length).toBeGreaterThan(0);
    for (const name of masculine) expect(name, name).not.toMatch(/ (Dorada|Eterna|Mágica)$/);
  });
});
