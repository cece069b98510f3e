import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { listRoutes } from '../../test/routes';
import { bearer, uniqueIp } from '../identity/testing';
import { createWalletTestApp } from '../wallet/testing';
import { createTeam, trialToken, type Team } from './testing';

/**
 * The agent centre's authorization matrix: every /wps/agent/ route (the public affiliate check aside)
 * is listed here, and the test fails on a route that is not. A route about a member takes its id from
 * the request; the caller (an agent in the middle of a tree) asking about its upline, a sibling, a member
 * of another tree or an unknown id is refused with nothing leaked, and so is a downline asking about its
 * upline. Member and trial tokens are refused everywhere.
 */

type Target = string;
/** How to call a route about `target` (a member id or, for links, a link id). */
type RouteCall = (target: Target) => InjectOptions;
type MatrixRow = {
  /** Builds a call about a member (null: the route is not about a member). */
  about: RouteCall | null;
  /** Ids this route is about are invitation links, not members. */
  links?: boolean;
  /** A call for the role checks when the route is not about a member. */
  plain?: () => InjectOptions;
};

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
const period = `startDate=${today}&endDate=${today}`;
const report = (path: string): MatrixRow => ({
  about: (id) => ({ method: 'GET', url: `${path}?memberId=${id}&${period}` }),
});

const MATRIX: Record<string, MatrixRow> = {
  'GET /wps/agent/downlines': {
    about: (id) => ({ method: 'GET', url: `/wps/agent/downlines?parentId=${id}` }),
  },
  'PUT /wps/agent/downlines/:memberId/remark': {
    about: (id) => ({ method: 'PUT', url: `/wps/agent/downlines/${id}/remark`, payload: { remark: 'nota' } }),
  },
  'POST /wps/agent/downlines': {
    about: null,
    plain: () => ({
      method: 'POST',
      url: '/wps/agent/downlines',
      payload: { account: 'matrix0001', type: 0 },
    }),
  },
  'GET /wps/agent/register/settings': {
    about: null,
    plain: () => ({ method: 'GET', url: '/wps/agent/register/settings' }),
  },
  'GET /wps/agent/links': { about: null, plain: () => ({ method: 'GET', url: '/wps/agent/links' }) },
  'POST /wps/agent/links': {
    about: null,
    plain: () => ({ method: 'POST', url: '/wps/agent/links', payload: { type: 0 } }),
  },
  'PATCH /wps/agent/links/:id': {
    links: true,
    about: (id) => ({ method: 'PATCH', url: `/wps/agent/links/${id}`, payload: { enabled: false } }),
  },
  'GET /wps/agent/announcements': {
    about: null,
    plain: () => ({ method: 'GET', url: '/wps/agent/announcements' }),
  },
  // The team reports (agents/report-routes.ts).
  'GET /wps/agent/contracts': {
    about: null,
    plain: () => ({ method: 'GET', url: '/wps/agent/contracts?type=DIVIDEND' }),
  },
  'POST /wps/agent/contracts': {
    about: null,
    plain: () => ({
      method: 'POST',
      url: '/wps/agent/contracts',
      payload: {
        memberId: randomUUID(),
        type: 'DAILY_SALARY',
        tiers: [{ validBet: 1, activeMembers: 0, minBet: 0, rate: 0.1 }],
      },
    }),
  },
  'POST /wps/agent/contracts/:contractId/terminate': {
    about: null,
    plain: () => ({ method: 'POST', url: '/wps/agent/contracts/1/terminate', payload: {} }),
  },
  'POST /wps/agent/contracts/:contractId/withdraw': {
    about: null,
    plain: () => ({ method: 'POST', url: '/wps/agent/contracts/1/withdraw' }),
  },
  'GET /wps/agent/contracts/records': {
    about: null,
    plain: () => ({ method: 'GET', url: '/wps/agent/contracts/records?type=DAILY_SALARY' }),
  },
  'GET /wps/agent/income': { about: null, plain: () => ({ method: 'GET', url: '/wps/agent/income' }) },
  'GET /wps/agent/team/overview': report('/wps/agent/team/overview'),
  'GET /wps/agent/team/bets': report('/wps/agent/team/bets'),
  'GET /wps/agent/team/profit': report('/wps/agent/team/profit'),
  'GET /wps/agent/team/transactions': report('/wps/agent/team/transactions'),
};

let app: FastifyInstance;
let db: Db;
let team: Team;
let registered: Set<string>;
/** Each member's invitation link (for the link routes). */
const linkOf = new Map<string, string>();

beforeAll(async () => {
  ({ app, db } = await createWalletTestApp());
  team = await createTeam(app, db);
  registered = new Set(
    listRoutes(app)
      .filter((route) => !route.startsWith('HEAD '))
      .filter((route) => route.split(' ')[1]!.startsWith('/wps/agent/'))
      .filter((route) => route !== 'GET /wps/agent/affiliate'),
  );
  for (const member of [team.caller, team.upline, team.sibling, team.other, team.downline]) {
    const reply = await app.inject({
      method: 'POST',
      url: '/wps/agent/links',
      headers: member.headers,
      payload: { type: 0, label: `link of ${member.account}` },
    });
    expect(reply.statusCode).toBe(200);
    linkOf.set(member.id, reply.json().value.id);
  }
}, 60_000);

const send = (call: InjectOptions, headers: Record<string, string>) =>
  app.inject({
    ...call,
    headers: { ...(call.headers as Record<string, string>), ...headers },
    remoteAddress: uniqueIp(),
  });

/** Account names and nicknames of members the caller must learn nothing about. */
const secrets = () => [
  team.upline.account,
  team.sibling.account,
  team.other.account,
  team.root.account,
  'Arriba',
  'Hermano',
  'Otro',
];

function expectRefusedQuietly(reply: { statusCode: number; body: string }, what: string) {
  expect([403, 404], `${what}: ${reply.body}`).toContain(reply.statusCode);
  for (const secret of secrets()) expect(reply.body, what).not.toContain(secret);
}

describe('agent centre authorization matrix', () => {
  it('lists every /wps/agent/ route of the app', () => {
    const missing = [...registered].filter((route) => !(route in MATRIX));
    expect(missing, 'routes missing from the matrix').toEqual([]);
  });

  const rows = Object.entries(MATRIX);

  describe.each(rows)('%s', (route, row) => {
    const present = () => registered.has(route);

    it('a member token and a trial token are refused (403)', async (context) => {
      if (!present()) context.skip();
      const call = row.about ? row.about(team.downline.id) : row.plain!();
      for (const headers of [team.player.headers, team.otherPlayer.headers, bearer(await trialToken(app))]) {
        const reply = await send(call, headers);
        expect(reply.statusCode, reply.body).toBe(403);
        expect(['FORBIDDEN', 'TRIAL_FORBIDDEN']).toContain(reply.json().code);
      }
      if (route === 'POST /wps/agent/downlines') {
        const { rows: created } = await db.execute(sql`select 1 from members where account = 'matrix0001'`);
        expect(created).toEqual([]);
      }
    });

    // Routes not about a member (settings, lists of the caller's own) have only the role rows.
    if (row.about === null) return;
    it('refuses the caller about its upline, a sibling, another tree and an unknown id; a downline about its upline', async (context) => {
      if (!present()) context.skip();
      const idOf = (member: { id: string }) => (row.links ? linkOf.get(member.id)! : member.id);
      // The control: the caller about its own downline is answered.
      const allowed = await send(
        row.about!(idOf(row.links ? team.caller : team.downline)),
        team.caller.headers,
      );
      expect(allowed.statusCode, allowed.body).toBe(200);

      for (const [name, target] of [
        ['upline', idOf(team.upline)],
        ['sibling', idOf(team.sibling)],
        ['other tree', idOf(team.other)],
        ['unknown', randomUUID()],
      ] as const) {
        expectRefusedQuietly(await send(row.about!(target), team.caller.headers), `${route} about ${name}`);
      }
      const upward = await send(row.about!(idOf(team.caller)), team.downline.headers);
      expectRefusedQuietly(upward, `${route}: a downline about its upline`);
      for (const secret of [team.caller.account]) expect(upward.body).not.toContain(secret);
    });
  });
});
