import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { bearer, login, uniqueAccount, uniqueIp } from '../identity/testing';
import { createPlayer, type TestPlayer } from '../wallet/testing';

/** Test helpers of the agents module: a team with tokens. */

/**
 * Two trees. Tree 1: `root` (type 1) → `upline` (type 1) → `caller` (type 2) and its `sibling` (type 2);
 * under the caller a sub-agent `downline` (type 2) with a player `grandchild`, and a direct player
 * `player`. Tree 2: `other` (type 1) with a player `otherPlayer`. Balances are credited through the
 * operator API; every member has a member-portal token (the agent types here also play).
 */
export async function createTeam(app: FastifyInstance, db: Db) {
  const make = (input: { type?: number; uplineId?: string | null; balance?: number; nickname?: string }) =>
    createPlayer(app, db, { account: uniqueAccount('ag'), ...input });
  const root = await make({ type: 1 });
  const upline = await make({ type: 1, uplineId: root.id, nickname: 'Arriba' });
  const caller = await make({ type: 2, uplineId: upline.id, balance: 900 });
  const sibling = await make({ type: 2, uplineId: upline.id, nickname: 'Hermano' });
  const downline = await make({ type: 2, uplineId: caller.id, balance: 250.5, nickname: 'Sub' });
  const grandchild = await make({ uplineId: downline.id, balance: 40 });
  const player = await make({ uplineId: caller.id, balance: 1200 });
  const other = await make({ type: 1, nickname: 'Otro' });
  const otherPlayer = await make({ uplineId: other.id });
  return { root, upline, caller, sibling, downline, grandchild, player, other, otherPlayer };
}

export type Team = Awaited<ReturnType<typeof createTeam>>;

/** A free-play (trial) session token. */
export async function trialToken(app: FastifyInstance): Promise<string> {
  const reply = await app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    payload: { os: 'web', platform: 'W', random: 'abcdefgh12345678', gatewayVersion: 3 },
    remoteAddress: uniqueIp(),
  });
  return reply.json().value.token;
}

/** An agent-portal token of an agent-only (type 41/42) or any agent account. */
export async function agentPortalHeaders(
  app: FastifyInstance,
  member: Pick<TestPlayer, 'account' | 'password'>,
) {
  const { token } = await login(app, {
    username: member.account,
    password: member.password,
    portal: 'agent',
  });
  return bearer(token);
}
