import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

type TTree = { [key: string]: string | TTree };

function flatten(tree: TTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const esKeys = flatten(es);
const enKeys = flatten(en);

/** Texts that are the same in both languages on purpose: proper names, codes and language endonyms. */
const SAME_IN_BOTH = new Set([
  'notFound.code',
  'language.names.es',
  'language.names.en',
  'sideMenu.ios',
  'sideMenu.android',
  'sideMenu.csTypes.TELEGRAM',
  'sideMenu.csTypes.TELEGRAM 2',
  'sideMenu.csTypes.WHATSAPP',
  'sideMenu.csTypes.FACEBOOK',
  'fields.qqNum',
  'fields.whatsapp',
  'fields.facebook',
  'house.slot.symbols.aztec.JAGUAR',
  'fields.wechat',
  'fields.telegram',
  'fields.zalo',
  'cashier.transfer.remarkCount',
  'promotions.categories.VIP',
  'promotions.terms.turnoverValue',
  'promotions.apply.counter',
  'bonuses.source.VIP',
  'member.pages.vip',
  'loyalty.vip.level',
  'loyalty.vip.levelName',
  // The bet families of the lottery slip: Vietnamese and 4D bet names, the same for every player.
  'lottery.groups.lo',
  'lottery.groups.xien',
  'lottery.groups.de',
  'lottery.groups.dauDuoi',
  'lottery.groups.cang',
  'lottery.groups.truot',
  'lottery.groups.taiXiu',
  'lottery.groups.bigSmall',
  'lottery.groups.ibox',
  'lottery.groups.roll',
]);

describe('locale files', () => {
  it('es.json and en.json have exactly the same keys', () => {
    expect([...esKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
  });

  it('have no empty values', () => {
    for (const [key, value] of [...esKeys, ...enKeys]) expect(value.trim(), key).not.toBe('');
  });

  it('translate every text (no English left in the Spanish file)', () => {
    const untranslated = [...esKeys].filter(
      ([key, value]) => !SAME_IN_BOTH.has(key) && enKeys.get(key) === value,
    );
    expect(untranslated).toEqual([]);
  });

  it('use the same interpolation placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, value] of esKeys)
      expect(placeholders(value), key).toEqual(placeholders(enKeys.get(key) ?? ''));
  });
});
