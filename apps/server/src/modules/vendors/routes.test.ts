import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../test/app';
import { createTestClock } from '../identity/testing';
import { dateIn } from '../../platform/zoned-time';
import {
  balanceOf,
  createPlayer,
  createWalletTestApp,
  expectLedgerClean,
  requestId,
  type TestPlayer,
  type WalletTestApp,
} from '../wallet/testing';
import { createTestMember, login, bearer } from '../identity/testing';
import { maskAccount } from './reads';

let t: WalletTestApp;
/** The member who wins a round in the end-to-end block (the winner board test looks for them). */
let winner: TestPlayer | null = null;
const clock = createTestClock();

beforeAll(async () => {
  t = await createWalletTestApp({ clock, env: { SANDBOX_VENDOR_OUTCOME: 'win' } });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const today = () => dateIn('America/Mexico_City', clock.now());

async function launch(player: TestPlayer, query: string) {
  const reply = await get(`/wps/relay/GCS_gameLaunchFB?${query}`, player.headers);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().value as {
    url: string;
    nodeId: string;
    mode: string;
    gameName: string;
    expiresAt: string;
  };
}

const sessionOf = (url: string) => new URL(url, 'http://x').searchParams.get('session')!;

const round = (session: string, stake: number) =>
  t.app.inject({ method: 'POST', url: '/sandbox-vendor/api/round', payload: { session, stake } });

describe('launch refusals', () => {
  let player: TestPlayer;
  beforeAll(async () => {
    player = await createPlayer(t.app, t.db, { balance: 10 });
  });

  it('a visitor gets 401 NOT_LOGGED_IN on both launch routes', async () => {
    for (const url of [
      '/wps/relay/GCS_gameLaunchFB?nodeId=PG-RNG001',
      '/wps/game/launchGame?nodeId=PG-RNG001',
    ]) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(401);
      expect(reply.json().code).toBe('NOT_LOGGED_IN');
    }
  });

  it('a trial account gets 403 TRIAL_FORBIDDEN and no launch token is issued', async () => {
    const trial = await createTestMember(t.db, { type: 4 });
    const { token } = await login(t.app, { username: trial.account, password: trial.password });
    const reply = await get('/wps/relay/GCS_gameLaunchFB?nodeId=PG-RNG001', bearer(token));
    expect(reply.statusCode).toBe(403);
    expect(reply.json().code).toBe('TRIAL_FORBIDDEN');
    const rows = await t.db.execute(sql`select 1 from launch_tokens where member_id = ${trial.id}`);
    expect(rows.rows).toHaveLength(0);
  });

  it.each([
    ['an unknown node id', 'nodeId=PG-NOPE999', 404, 'NOT_FOUND'],
    ['an unknown vendor game code', 'vassalage=PG&gameCode=NOPE', 404, 'NOT_FOUND'],
    ['a node id of another vendor', 'nodeId=PG-RNG001&vassalage=EG2', 404, 'NOT_FOUND'],
    ['a forged node id', 'nodeId=PG-RNG001%3Cscript%3E', 400, 'VALIDATION_FAILED'],
    ['a malformed vassalage', 'gameCode=RNG001&vassalage=pg%20x', 400, 'VALIDATION_FAILED'],
    ['neither node id nor game code', 'vassalage=PG', 400, 'VALIDATION_FAILED'],
    ['a game code several vendors share', 'gameCode=RNG001', 400, 'VALIDATION_FAILED'],
  ])('%s', async (_name, query, status, code) => {
    const reply = await get(`/wps/relay/GCS_gameLaunchFB?${query}`, player.headers);
    expect(reply.statusCode, reply.body).toBe(status);
    expect(reply.json().code).toBe(code);
  });

  it('a game or vendor in maintenance answers 503 GAME_MAINTENANCE until it is back', async () => {
    const patchGame = (maintenance: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: '/admin-api/games/games/EG2-RNG002',
        headers: operatorHeaders,
        payload: { maintenance },
      });
    expect((await patchGame(true)).statusCode).toBe(200);
    const down = await get('/wps/game/launchGame?nodeId=EG2-RNG002', player.headers);
    expect(down.statusCode).toBe(503);
    expect(down.json().code).toBe('GAME_MAINTENANCE');
    expect(down.json().message).toMatch(/mantenimiento/);
    await patchGame(false);
    expect((await get('/wps/game/launchGame?nodeId=EG2-RNG002', player.headers)).statusCode).toBe(200);

    const patchVendor = (maintenance: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: '/admin-api/games/vendors/EG2',
        headers: operatorHeaders,
        payload: { maintenance },
      });
    await patchVendor(true);
    expect((await get('/wps/game/launchGame?nodeId=EG2-RNG003', player.headers)).statusCode).toBe(503);
    await patchVendor(false);
    expect((await get('/wps/game/launchGame?nodeId=EG2-RNG003', player.headers)).statusCode).toBe(200);
  });

  it('a vendor card (isGame VASSALAGE) cannot be launched: 400', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin-api/games/games',
      headers: operatorHeaders,
      payload: {
        vendor: 'PVP1',
        gameCode: 'LOBBY',
        gameType: 'PVP',
        isGame: 'VASSALAGE',
        names: { es: 'Salón PVP', en: 'PVP Lobby' },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const reply = await get('/wps/relay/GCS_gameLaunchFB?nodeId=PVP1-LOBBY', player.headers);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { reason: 'VASSALAGE' } });
  });
});

describe('launch', () => {
  it('issues a token, returns the sandbox page address and moves the game first in the recent list', async () => {
    const player = await createPlayer(t.app, t.db, { balance: 10 });
    const value = await launch(player, 'nodeId=LIVE1-LIVE001&language=en&backUrl=https://evil.example/');
    expect(value).toMatchObject({
      nodeId: 'LIVE1-LIVE001',
      mode: 'seamless',
      gameName: 'Live Baccarat',
      vassalage: 'LIVE1',
    });
    expect(value.url).toMatch(/^\/sandbox-vendor\/play\?session=/);
    expect(new Date(value.expiresAt).getTime()).toBeGreaterThan(clock.now().getTime());
    const recent = (await get('/wps/relay/GCS_recentGame', player.headers)).json().value.list as {
      nodeId: string;
    }[];
    expect(recent[0]?.nodeId).toBe('LIVE1-LIVE001');
    const tokens = await t.db.execute(sql`select node_id from launch_tokens where member_id = ${player.id}`);
    expect(tokens.rows).toEqual([{ node_id: 'LIVE1-LIVE001' }]);
    // An outside back URL is dropped: the page shows no "back" link to it.
    const page = await get(value.url);
    expect(page.body).not.toContain('evil.example');
  });

  it('by vendor and game code, and the lottery launch with its extra parameters', async () => {
    const player = await createPlayer(t.app, t.db, { balance: 10 });
    expect((await launch(player, 'vassalage=PG&gameCode=RNG003')).nodeId).toBe('PG-RNG003');
    // The lottery's games open at this site's lottery pages (issue 16), with the asked prize mode and view.
    const lottery = await launch(
      player,
      'gameCode=VNFAST&lottoArea=VN&launchMode=LOTT&prizeMode=ELOTT&view=lobby&device=WEB&backUrl=/index&language=es',
    );
    expect(lottery).toMatchObject({
      nodeId: 'TCG_LOTTO_VN-VNFAST',
      vassalage: 'TCG_LOTTO_VN',
      gameName: 'Vietnam Rápida 1 min',
      url: '/vnLottery?gameCode=VNFAST&prizeMode=ELOTT&view=lobby',
    });
    expect(await launch(player, 'gameCode=MAGNUM&language=en')).toMatchObject({
      nodeId: 'TCG_SEA-MAGNUM',
      gameName: 'Magnum 4D',
      url: '/seaLottery?gameCode=MAGNUM',
    });
    expect(await launch(player, 'vassalage=LOTT&gameCode=LOTT5D&prizeMode=ZY&view=betting')).toMatchObject({
      url: '/lottery?gameCode=LOTT5D&prizeMode=ZY',
    });
    expect((await launch(player, 'gameCode=EK3&language=en')).url).toBe('/lottery?gameCode=EK3');
    const lobby = await get(
      '/wps/game/launchGame?lottoArea=VN&launchMode=LOTT&prizeMode=LOTT&gameCode=VNMB&view=lobby&device=MOBILE&backUrl=/index&language=en',
      player.headers,
    );
    expect(lobby.statusCode, lobby.body).toBe(200);
    expect(lobby.json().value).toMatchObject({
      gameName: 'Miền Bắc (North)',
      url: '/vnLottery?gameCode=VNMB&prizeMode=LOTT&view=lobby',
    });
  });
});

describe('the sandbox game, end to end', () => {
  let player: TestPlayer;
  let session: string;

  beforeAll(async () => {
    player = await createPlayer(t.app, t.db, { balance: 100 });
    winner = player;
    session = sessionOf((await launch(player, 'nodeId=PG-RNG004')).url);
  });

  it('serves its page with a strict nonce policy, the game and the balance, in Spanish by default', async () => {
    const page = await get(`/sandbox-vendor/play?session=${session}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = String(page.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.body).toContain(`<script nonce="${nonce}">`);
    expect(page.body).toContain('Girar');
    expect(page.body).toContain('/lgw/games/art/PG-RNG004.svg');
    expect(page.body).toMatch(/\$100,00/);
    expect(page.body).toContain("source:'sandbox-vendor',type:'round'");
    expect(page.body).not.toMatch(/<(script|link|img)[^>]+(src|href)="https?:/);
  });

  it('a round bets and wins through the signed wallet API: balance, betting record, P&L and winner board', async () => {
    const reply = await round(session, 10);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ ok: true, stake: 10, payout: 20, multiplier: 2, balance: 110 });
    expect((await balanceOf(t.app, player)).balance).toBe(110);

    const records = await get(
      `/wps/game/betRecords?startDate=${today()}&endDate=${today()}&language=en`,
      player.headers,
    );
    expect(records.statusCode).toBe(200);
    expect(records.headers['cache-control']).toBe('no-store');
    const value = records.json().value;
    expect(value.content).toHaveLength(1);
    expect(value.content[0]).toMatchObject({
      vassalage: 'PG',
      vendorName: 'PG Soft',
      gameCode: 'RNG004',
      gameType: 'RNG',
      kind: 'BET',
      betAmount: 10,
      validBet: 10,
      payout: 20,
      winLoss: 10,
      status: 'SETTLED',
    });
    expect(value.totals).toEqual({ count: 1, betAmount: 10, validBet: 10, payout: 20, winLoss: 10 });

    const profit = (
      await get(`/wps/game/profit?startDate=${today()}&endDate=${today()}`, player.headers)
    ).json().value;
    expect(profit.totals).toEqual({ count: 1, betAmount: 10, validBet: 10, payout: 20, winLoss: 10 });
    expect(profit.byCategory).toEqual([
      { gameType: 'RNG', count: 1, betAmount: 10, validBet: 10, payout: 20, winLoss: 10 },
    ]);
    expect(profit.byDay).toEqual([
      { date: today(), count: 1, betAmount: 10, validBet: 10, payout: 20, winLoss: 10 },
    ]);
    await expectLedgerClean(t.db);
  });

  it('refuses a stake above the balance in the page language and moves nothing', async () => {
    const poor = await createPlayer(t.app, t.db, { balance: 3 });
    const value = await launch(poor, 'nodeId=PG-RNG004&language=en');
    const reply = (await round(sessionOf(value.url), 5)).json();
    expect(reply).toEqual({ ok: false, error: 'NOT_ENOUGH_MONEY', balance: 3 });
    expect((await balanceOf(t.app, poor)).balance).toBe(3);
    const page = await get(value.url);
    expect(page.body).toContain('Spin');
    expect(page.body).toContain('Not enough balance for this stake.');
  });

  it('refuses a stake the page does not offer and a forged session', async () => {
    expect((await round(session, 7)).json()).toMatchObject({ ok: false, error: 'INVALID_STAKE' });
    const forged = `${session.split('.')[0]}.AAAA`;
    expect((await round(forged, 10)).json()).toMatchObject({ ok: false, error: 'INVALID_SESSION' });
    const page = await get(`/sandbox-vendor/play?session=${forged}`);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('La sesión de juego no es válida');
    expect((await balanceOf(t.app, player)).balance).toBe(110);
  });

  it('an expired launch token refuses new bets', async () => {
    const late = await createPlayer(t.app, t.db, { balance: 50 });
    const value = await launch(late, 'nodeId=PG-RNG004');
    clock.advance(13 * 3_600_000);
    try {
      expect((await round(sessionOf(value.url), 10)).json()).toMatchObject({
        ok: false,
        error: 'TOKEN_EXPIRED',
      });
    } finally {
      clock.advance(-13 * 3_600_000);
    }
    expect((await balanceOf(t.app, late)).balance).toBe(50);
  });
});

describe('transfer-mode games (PT) play from the sandbox transfer sub-wallet', () => {
  it('the round moves the sub-wallet, not the main wallet, and is recorded', async () => {
    const player = await createPlayer(t.app, t.db, { balance: 200 });
    const value = await launch(player, 'nodeId=PT-RNG001');
    expect(value.mode).toBe('transfer');
    const session = sessionOf(value.url);
    expect((await round(session, 10)).json()).toMatchObject({
      ok: false,
      error: 'NOT_ENOUGH_MONEY',
      balance: 0,
    });
    const moved = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: player.headers,
      payload: { from: 'MAIN', to: 'SBX', amount: 50, reference: requestId('ref') },
    });
    expect(moved.json().value).toMatchObject({ status: 'SUCCESS', main: 150, subWallet: 50 });
    const page = await get(value.url);
    expect(page.body).toContain('billetera SBX');
    expect(page.body).toMatch(/\$50,00/);
    expect((await round(session, 10)).json()).toMatchObject({ ok: true, payout: 20, balance: 60 });
    expect((await balanceOf(t.app, player)).balance).toBe(150);
    const records = (
      await get(`/wps/game/betRecords?startDate=${today()}&endDate=${today()}`, player.headers)
    ).json().value;
    expect(records.content[0]).toMatchObject({
      vassalage: 'PT',
      betAmount: 10,
      payout: 20,
      status: 'SETTLED',
    });
    await expectLedgerClean(t.db);
  });
});

describe('betting record and P&L refusals', () => {
  let player: TestPlayer;
  beforeAll(async () => {
    player = await createPlayer(t.app, t.db);
  });

  it('visitors 401, trial accounts 403', async () => {
    const trial = await createTestMember(t.db, { type: 4 });
    const { token } = await login(t.app, { username: trial.account, password: trial.password });
    for (const url of ['/wps/game/betRecords', '/wps/game/profit']) {
      const query = `${url}?startDate=${today()}&endDate=${today()}`;
      expect((await get(query)).statusCode).toBe(401);
      expect((await get(query, bearer(token))).json().code).toBe('TRIAL_FORBIDDEN');
    }
  });

  it.each([
    ['a span above 93 days', 'startDate=2026-01-01&endDate=2026-04-04'],
    ['an end before the start', 'startDate=2026-02-02&endDate=2026-02-01'],
    ['an impossible date', 'startDate=2026-02-30&endDate=2026-03-01'],
    ['a malformed date', 'startDate=01-02-2026&endDate=2026-03-01'],
    ['a page size above 100', 'startDate=2026-01-01&endDate=2026-01-02&pageSize=101'],
    ['an unknown status', 'startDate=2026-01-01&endDate=2026-01-02&status=WON'],
  ])('%s: 400', async (_name, query) => {
    const reply = await get(`/wps/game/betRecords?${query}`, player.headers);
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().code).toBe('VALIDATION_FAILED');
  });

  it('93 days inclusive are accepted; the P&L has the same cap', async () => {
    expect(
      (await get('/wps/game/betRecords?startDate=2026-01-01&endDate=2026-04-03', player.headers)).statusCode,
    ).toBe(200);
    expect(
      (await get('/wps/game/profit?startDate=2026-01-01&endDate=2026-04-04', player.headers)).statusCode,
    ).toBe(400);
  });
});

describe('winner board and rooms', () => {
  it('masks account names', () => {
    expect(maskAccount('demo_player')).toBe('de***er');
    expect(maskAccount('abcd')).toBe('a***');
    expect(maskAccount('abcde')).toBe('ab***de');
  });

  it('lists jackpot wins and the biggest wins with masked names; the cap is 20', async () => {
    const reply = await get('/wps/relay/GCSGAME_getRankList?category=ALL&limit=20&language=en');
    expect(reply.statusCode).toBe(200);
    const value = reply.json().value as {
      list: { listType: string; vo: { customerName: string; winAmount: number; gameName: string } }[];
      jackpotAmount: number;
    };
    expect(value.list.some((entry) => entry.listType === 'JACKPOT')).toBe(true);
    const wins = value.list.filter((entry) => entry.listType === 'WIN').map((entry) => entry.vo.winAmount);
    expect(wins).toEqual([...wins].sort((a, b) => b - a));
    expect(value.list.every((entry) => /^\w{1,2}\*\*\*\w{0,2}$/.test(entry.vo.customerName))).toBe(true);
    expect(value.list.map((entry) => entry.vo.customerName)).not.toContain('demo_agent');
    expect(value.jackpotAmount).toBeGreaterThanOrEqual(100_000);
    // The sandbox round won above is on the board, under the masked name, with the game's English name.
    expect(value.list).toContainEqual({
      listType: 'WIN',
      vo: expect.objectContaining({
        customerName: maskAccount(winner!.account),
        winAmount: 20,
        nodeId: 'PG-RNG004',
        gameName: expect.stringMatching(/\S/),
      }),
    });
    expect((await get('/wps/relay/GCSGAME_getRankList?limit=21')).statusCode).toBe(400);
    const fish = (await get('/wps/relay/GCSGAME_getRankList?category=FISH')).json().value.list as {
      vo: { gameType: string };
    }[];
    expect(fish.every((entry) => entry.vo.gameType === 'FISH')).toBe(true);
  });

  it('PVP rooms with base bet, entry balance and a stable players figure, names per language', async () => {
    const es = (await get('/wps/relay/GLS2_roomList?vassalage=PVP1&gameCode=PVP001')).json().value.list;
    expect(es.map((room: { roomName: string }) => room.roomName)).toEqual([
      'Sala Novatos',
      'Sala Clásica',
      'Sala Alta',
      'Sala VIP',
    ]);
    expect(es[0]).toMatchObject({
      nodeId: 'PVP1-PVP001',
      baseBet: 1,
      minBalance: 20,
      gameName: 'Texas Hold’em',
    });
    const en = (await get('/wps/relay/GLS2_roomList?vassalage=PVP1&gameCode=PVP001&language=en')).json().value
      .list;
    expect(en[3].roomName).toBe('VIP Room');
    expect(en.map((room: { onlinePlayers: number }) => room.onlinePlayers)).toEqual(
      es.map((room: { onlinePlayers: number }) => room.onlinePlayers),
    );
    const all = (await get('/wps/relay/GLS2_roomList')).json().value.list as { vassalage: string }[];
    expect(new Set(all.map((room) => room.vassalage))).toEqual(new Set(['PVP1', 'JL', 'TA']));
    // A sandbox room: seated as many of its players as the seats hold.
    for (const room of es as { onlinePlayers: number; seats: number; seated: number }[]) {
      expect(room.seats).toBe(6);
      expect(room.seated).toBe(Math.min(room.onlinePlayers, 6));
    }
    // The in-house Niu-Niu: four rooms of 6 seats; its players are its table's real occupants.
    await t.db.execute(sql`insert into pvp_tables (id, node_id, state, updated_at)
      values ('TA-INHOUSE007-clasica', 'TA-INHOUSE007', '{"occupants": [{"seat": 0}, {"seat": 3}]}'::jsonb, now())`);
    const niuniu = (await get('/wps/relay/GLS2_roomList?vassalage=TA')).json().value.list;
    expect(
      niuniu.map(
        (room: {
          roomId: string;
          gameName: string;
          seats: number;
          seated: number;
          onlinePlayers: number;
        }) => [room.roomId, room.gameName, room.seats, room.seated, room.onlinePlayers],
      ),
    ).toEqual([
      ['TA-INHOUSE007-novatos', 'Niu-Niu (Toro)', 6, 0, 0],
      ['TA-INHOUSE007-clasica', 'Niu-Niu (Toro)', 6, 2, 2],
      ['TA-INHOUSE007-alta', 'Niu-Niu (Toro)', 6, 0, 0],
      ['TA-INHOUSE007-vip', 'Niu-Niu (Toro)', 6, 0, 0],
    ]);
    expect((await get('/wps/relay/GLS2_roomList?vassalage=bad%20code')).statusCode).toBe(400);
  });
});
