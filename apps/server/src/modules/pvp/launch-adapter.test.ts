import { pvpTablePageOf } from '@platform/contracts/pvp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFundedMember, createPvpTestApp, createTestRoom, type PvpTestApp } from './testing';

/** `/wps/game/launchGame` of the in-house PVP game: seats the player, opens `/pvpTable/<roomId>`. */
describe('the launch of Niu-Niu (TA-INHOUSE007)', () => {
  let t: PvpTestApp;

  beforeAll(async () => {
    t = await createPvpTestApp();
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const launch = (query: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/wps/game/launchGame?${query}`, headers });

  it('seats the player at the room and answers its page; refusals as the table gives them', async () => {
    const room = await createTestRoom(t.db, { seats: 2 });
    const [first, second, third] = [
      await createFundedMember(t, 100),
      await createFundedMember(t, 100),
      await createFundedMember(t, 100),
    ];
    // The entry balance is 20.00: 5.00 is not enough.
    const poor = await createFundedMember(t, 5);

    const opened = await launch(`nodeId=TA-INHOUSE007&roomId=${room}`, first!.headers);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().value).toMatchObject({ url: pvpTablePageOf(room), nodeId: 'TA-INHOUSE007' });
    // Seated already: the launch opens the page again.
    const again = await launch(`nodeId=TA-INHOUSE007&roomId=${room}`, first!.headers);
    expect(again.statusCode, again.body).toBe(200);

    const refusals: [query: string, player: typeof first, status: number, code: string][] = [
      ['nodeId=TA-INHOUSE007', second, 400, 'VALIDATION_FAILED'],
      [`nodeId=TA-INHOUSE007&roomId=${room}`, poor, 409, 'PVP_BALANCE_BELOW_ENTRY'],
      ['nodeId=TA-INHOUSE007&roomId=TA-INHOUSE007-nope', second, 404, 'PVP_TABLE_NOT_FOUND'],
      ['nodeId=TA-INHOUSE007&roomId=PVP1-PVP001-novatos', second, 404, 'PVP_TABLE_NOT_FOUND'],
      ['nodeId=TA-INHOUSE007&roomId=bad%20id', second, 400, 'VALIDATION_FAILED'],
    ];
    for (const [query, player, status, code] of refusals) {
      const reply = await launch(query, player!.headers);
      expect(reply.statusCode, `${query}: ${reply.body}`).toBe(status);
      expect(reply.json().code).toBe(code);
    }
    expect((await launch('nodeId=TA-INHOUSE007', second!.headers)).json().value.fields).toEqual(['roomId']);

    expect((await launch(`nodeId=TA-INHOUSE007&roomId=${room}`, second!.headers)).statusCode).toBe(200);
    const full = await launch(`nodeId=TA-INHOUSE007&roomId=${room}`, third!.headers);
    expect(full.statusCode, full.body).toBe(409);
    expect(full.json().code).toBe('PVP_TABLE_FULL');

    // The room list shows the table's real occupants.
    const rooms = (
      await t.app.inject({ method: 'GET', url: '/wps/relay/GLS2_roomList?vassalage=TA&gameCode=INHOUSE007' })
    ).json().value.list as { roomId: string; seats: number; seated: number; onlinePlayers: number }[];
    expect(rooms.find((entry) => entry.roomId === room)).toMatchObject({
      seats: 2,
      seated: 2,
      onlinePlayers: 2,
    });

    // The vendor's other games still open at their own pages.
    const slot = await launch('nodeId=TA-INHOUSE001', third!.headers);
    expect(slot.statusCode, slot.body).toBe(200);
    expect(slot.json().value.url).toBe('/house/INHOUSE001');
  });
});
