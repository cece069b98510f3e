import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeySetup } from '../support/journey';
import { openPage, screenshot } from '../support/browser';
import { allTexts } from '../support/locales';
import { logIn } from '../support/session';

const journey = journeySetup();

type TLang = 'es' | 'en';

const texts = { es: allTexts('es'), en: allTexts('en') };

/**
 * Phrases that only one language's texts use: the longest fixed piece (between placeholders) of each
 * text, when it has at least two words and 12 characters and appears in no text of the other language.
 * Seeing one of them on a page of the other language is a leftover.
 */
function ownPhrases(lang: TLang): string[] {
  const other = [...texts[lang === 'es' ? 'en' : 'es'].values()].join('\n');
  const phrases = new Set<string>();
  for (const value of texts[lang].values()) {
    const piece = value
      .split(/\{\{[^}]*\}\}|<[^>]*>|\$t\([^)]*\)/)
      .map((part) => part.trim())
      .sort((a, b) => b.length - a.length)[0];
    if (piece && piece.length >= 12 && piece.includes(' ') && !other.includes(piece)) phrases.add(piece);
  }
  return [...phrases];
}

const PHRASES = { es: ownPhrases('es'), en: ownPhrases('en') };

/**
 * What the server says in each language and not in the other: game names of the lists the pages show,
 * and the notices of the marquee. Added to PHRASES before the journeys.
 */
async function addServerPhrases(): Promise<void> {
  const get = async (path: string, lang: TLang) =>
    (
      (await (await fetch(journey.server.url + path, { headers: { 'accept-language': lang } })).json()) as {
        value: unknown;
      }
    ).value;
  const said = { es: new Set<string>(), en: new Set<string>() };
  for (const lang of ['es', 'en'] as const) {
    for (const type of ['RNG', 'FISH', 'LIVE', 'PVP']) {
      const page = (await get(
        `/wps/relay/GCSGAME_gameList?gameType=${type}&pageNo=1&pageSize=20&language=${lang}`,
        lang,
      )) as { content: Array<{ displayName: string }> };
      for (const game of page.content) said[lang].add(game.displayName);
    }
    const notices = (await get('/wps/content/notices?types=B,PL,PU,PR,H&platform=W', lang)) as {
      bulletin: Array<{ title: string }>;
    };
    for (const notice of notices.bulletin) said[lang].add(notice.title);
  }
  for (const lang of ['es', 'en'] as const) {
    const other = said[lang === 'es' ? 'en' : 'es'];
    for (const phrase of said[lang]) {
      if (phrase.length >= 8 && phrase.includes(' ') && !other.has(phrase)) PHRASES[lang].push(phrase);
    }
  }
}
/** Keys with at least two dots (`content.download.title`): shown raw only when a text is missing. */
const KEYS = [...texts.es.keys()].filter((key) => key.split('.').length >= 3);

/** Whether `text` holds `phrase` as whole words ("Blackjack Duel" is not in "Blackjack Duelo"). */
function shows(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

/** The pages a member goes through, each with the element that says it has loaded. */
const PAGES: ReadonlyArray<[path: string, ready: string]> = [
  ['/', 'home-page'],
  ['/rng', 'game-list-page'],
  ['/live', 'game-list-page'],
  ['/sports', 'game-center-page'],
  ['/favorite', 'favorite-page'],
  ['/recent', 'recent-page'],
  ['/download', 'download-page'],
  ['/member/securityCenter', 'member-center'],
  ['/member/transferFund', 'member-center'],
  ['/member/depositv2', 'member-center'],
  ['/member/withdraw', 'member-center'],
  ['/member/personalHistoryCopy', 'member-center'],
  ['/member/transactionHistory', 'member-center'],
  ['/member/personalProfit', 'member-center'],
  ['/member/messageV2', 'member-center'],
  ['/promotions', 'promotion-list'],
  ['/member/bonusDetails', 'bonus-details-page'],
  ['/member/rewardCenter', 'member-center'],
  ['/member/referral', 'member-center'],
  ['/member/missionLeaderboard', 'member-center'],
  ['/pointMall', 'point-mall-page'],
  ['/member/vip', 'vip-page'],
  ['/member/manualRebate', 'manual-rebate-page'],
  ['/vnLottery?gameCode=VNFAST', 'lottery-slip'],
  ['/seaLottery?gameCode=MAGNUM', 'lottery-slip'],
  ['/lottery?gameCode=LOTTK3', 'lottery-slip'],
];

/** The agent centre's entries (an agent who also plays logs in on the member site and opens them). */
const AGENT_PAGES: ReadonlyArray<[path: string, ready: string]> = [
  'agentTeamOverview',
  'agentAnnouncement',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentDownlineTransactionDetailsCopy',
  'deposit',
  'customerService',
].map((entry) => [`/agentHome/${entry}`, `agent-pane-${entry}`]);

/** The visible text of the page once its data has loaded (no spinner left). */
async function visibleText(page: Page, ready: string): Promise<string> {
  await page.getByTestId(ready).first().waitFor();
  // Blocks below the fold (home's winner board and rows) mount as the visitor scrolls to them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await expect.poll(() => page.locator('[aria-busy="true"], .spinner').count(), { timeout: 10_000 }).toBe(0);
  await page.waitForTimeout(300);
  return page.evaluate(() => document.body.innerText);
}

async function audit(
  lang: TLang,
  account = 'demo_player',
  pages: ReadonlyArray<[path: string, ready: string]> = PAGES,
): Promise<string[]> {
  const other: TLang = lang === 'es' ? 'en' : 'es';
  const { page, problems } = await openPage(journey.browser);
  await page.goto(journey.server.url + '/');
  await page.getByTestId('home-page').waitFor();
  if (lang !== 'es') await page.getByTestId('language-select').selectOption(lang);
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang);
  await logIn(page, journey.server.url, account, 'demo2026');
  const findings: string[] = [];
  for (const [address, ready] of pages) {
    await page.goto(journey.server.url + address);
    const shown = await visibleText(page, ready);
    for (const phrase of PHRASES[other]) {
      if (shows(shown, phrase)) findings.push(`${lang} ${address}: "${phrase}" (${other})`);
    }
    for (const key of KEYS) if (shown.includes(key)) findings.push(`${lang} ${address}: raw key ${key}`);
    if (/\{\{\s*\w+\s*\}\}/.test(shown)) findings.push(`${lang} ${address}: unfilled placeholder`);
  }
  await screenshot(page, `language-${account}-${lang}`);
  expect(problems).toEqual([]);
  await page.context().close();
  return findings;
}

describe('every text in the page language', () => {
  beforeAll(addServerPhrases);

  it('a member going through the lobby and the member centre in Spanish sees no English text and no raw keys', async () => {
    expect(PHRASES.en.length).toBeGreaterThan(100);
    expect(await audit('es')).toEqual([]);
  });

  it('the same pages in English show no Spanish text and no raw keys', async () => {
    expect(PHRASES.es.length).toBeGreaterThan(100);
    expect(await audit('en')).toEqual([]);
  });

  it('an agent going through the agent centre sees every entry in Spanish, then in English, without raw keys', async () => {
    expect(await audit('es', 'demo_agent', AGENT_PAGES)).toEqual([]);
    expect(await audit('en', 'demo_agent', AGENT_PAGES)).toEqual([]);
  });
});
