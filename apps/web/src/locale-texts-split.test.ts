// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { localeTexts } from '../build/locale-texts';

const localesDir = fileURLToPath(new URL('./locales', import.meta.url));
const plugin = localeTexts(localesDir);
const load = plugin.load as unknown as (this: { addWatchFile: () => void }, id: string) => string;

/** The sections a part of the Spanish texts carries, as the build writes it. */
function sectionsOf(part: string): string[] {
  const code = load.call({ addWatchFile: () => undefined }, `\0virtual:locale-texts/es/${part}`);
  const json = /^export default JSON\.parse\((.*)\);$/.exec(code)?.[1] ?? '""';
  return Object.keys(JSON.parse(JSON.parse(json) as string) as object);
}

describe('the Spanish texts split by section (build/locale-texts.ts)', () => {
  it('gives the promotions page its own section, and nobody gets it twice', () => {
    expect(sectionsOf('promotions')).toEqual(['promotions']);
    expect(sectionsOf('later')).not.toContain('promotions');
    expect(sectionsOf('later')).toContain('agent');
    expect(sectionsOf('startup')).not.toContain('promotions');
    expect(sectionsOf('startup')).toContain('header');
  });

  it('refuses a part it does not know', () => {
    expect(() => sectionsOf('casino')).toThrow(/unknown locale texts/);
  });
});
