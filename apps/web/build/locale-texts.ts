import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Sections of the texts only later screens use (the agent centre, the cashier, the member centre's records, bets, messages and security centre,
 * the seamless wallet area, the promotions screens (activities, bonuses, rewards, missions, referral), loyalty (points mall, VIP, manual rebate), the lottery halls, the in-house games and the PVP tables, the sign-in verification step and the Security Center's sign-in security, the Google, Facebook and phone-auth sign-in): not
 * in the start-up bundle.
 */
export const LATER_SECTIONS: readonly string[] = [
  'agent',
  'cashier',
  'records',
  'bets',
  'messages',
  'security',
  'seamless',
  'signInSecurity',
  'signInProviders',
  'promotions',
  'bonuses',
  'rewards',
  'missions',
  'referral',
  'loyalty',
  'lottery',
  'house',
  'pvp',
];

/**
 * Later sections that also load alone, with the one screen group that needs only them: the promotions page
 * (a page visitors land on from a campaign link) loads its own section, not every later screen's texts.
 */
export const OWN_CHUNK_SECTIONS: readonly string[] = ['promotions'];

const PREFIX = 'virtual:locale-texts/';

/**
 * `virtual:locale-texts/<language>/startup`, `…/later` and `…/<section>` (OWN_CHUNK_SECTIONS): a locale file
 * split by top-level section, so the start-up bundle carries the Spanish texts of the first screens and the
 * later screens load the rest with their code (lib/i18n.ts `loadLaterTexts`, `loadSectionTexts`); `later`
 * leaves out the sections that have a chunk of their own. The locale files stay whole. `split: false` (unit
 * tests) puts every text in `startup` and leaves the others empty.
 */
export function localeTexts(localesDir: string, { split = true }: { split?: boolean } = {}): Plugin {
  return {
    name: 'locale-texts',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [language = '', part] = id.slice(PREFIX.length + 1).split('/');
      const known = part === 'startup' || part === 'later' || OWN_CHUNK_SECTIONS.includes(part ?? '');
      if (!/^[a-z]{2}$/.test(language) || !known) {
        throw new Error(`unknown locale texts ${id.slice(1)}`);
      }
      const file = path.join(localesDir, `${language}.json`);
      this.addWatchFile(file);
      const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const partOf = (key: string) => {
        if (!split || !LATER_SECTIONS.includes(key)) return 'startup';
        return OWN_CHUNK_SECTIONS.includes(key) ? key : 'later';
      };
      const picked = Object.entries(texts).filter(([key]) => partOf(key) === part);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(Object.fromEntries(picked)))});`;
    },
  };
}
