import { MEMBER_TYPE } from '@platform/contracts/member-types';
import type { Db } from '../../platform/database';
import type { Seeder } from '../../seed/types';
import { createArgon2Hasher } from './password-hasher';
import * as repository from './repository';
import { invitationLinks } from './tables';
import { DEFAULT_IDENTITY_SETTINGS } from './settings.default';
import { insertKnownAddress } from './sign-in-verification/repository';

/** The registration rules and the login, SMS and password policies a fresh database starts with. */
export const identitySettingsSeeder: Seeder = {
  name: 'identity.settings',
  demo: false,
  async run(db) {
    await repository.insertIdentitySettingsIfAbsent(db, DEFAULT_IDENTITY_SETTINGS);
  },
};

/** The password of every demo account (it passes the default password rule; it is not the default password). */
export const DEMO_PASSWORD = 'demo2026';

type DemoAccount = {
  account: string;
  role: string;
  type: number;
  nickname: string;
  upline?: string;
  affiliateCode?: string;
  mobile?: string;
  email?: string;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    account: 'demo_player',
    role: 'player',
    type: MEMBER_TYPE.MEMBER,
    nickname: 'Jugador Demo',
    mobile: '5550000001',
    email: 'demo.player@example.com',
  },
  {
    account: 'demo_agent',
    role: 'agent, type 1, invitation code DEMOAG01',
    type: MEMBER_TYPE.AGENT,
    nickname: 'Agente Demo',
    affiliateCode: 'DEMOAG01',
    mobile: '5550000002',
    email: 'demo.agent@example.com',
  },
  {
    account: 'demo_downline',
    role: 'player in the downline of demo_agent',
    type: MEMBER_TYPE.MEMBER,
    nickname: 'Jugador Referido',
    upline: 'demo_agent',
  },
  {
    account: 'demo_subagent',
    role: 'agent, type 2, in the downline of demo_agent, invitation code DEMOSUB1',
    type: MEMBER_TYPE.AGENT_SECOND_TIER,
    nickname: 'Subagente Demo',
    upline: 'demo_agent',
    affiliateCode: 'DEMOSUB1',
  },
];

export const DEMO_DIALING_CODE = '+52';

async function insertDemoAccount(db: Db, demo: DemoAccount, passwordHash: string, now: Date) {
  if (await repository.findMemberByAccount(db, demo.account)) return;
  const upline = demo.upline ? await repository.findMemberByAccount(db, demo.upline) : null;
  await repository.insertMember(db, {
    account: demo.account,
    type: demo.type,
    nickname: demo.nickname,
    uplineId: upline?.id ?? null,
    affiliateCode: demo.affiliateCode ?? null,
    dialingCode: demo.mobile ? DEMO_DIALING_CODE : null,
    mobile: demo.mobile ?? null,
    email: demo.email ?? null,
    passwordHash,
    passwordChangedAt: now,
    registerMethod: 'SEED',
    createdAt: now,
    updatedAt: now,
  });
}

/** Demo accounts with a known password, announced at start (README lists them too). */
export const identityDemoSeeder: Seeder = {
  name: 'identity.demo-accounts',
  demo: true,
  async run(db, ctx) {
    const passwordHash = await createArgon2Hasher().hash(DEMO_PASSWORD);
    const now = new Date();
    for (const demo of DEMO_ACCOUNTS) await insertDemoAccount(db, demo, passwordHash, now);
    for (const demo of DEMO_ACCOUNTS) {
      ctx.announce(`Demo account: ${demo.account} / ${DEMO_PASSWORD} (${demo.role})`);
    }
  },
};

/** demo_agent's team beyond the first demo accounts: players under it and a second level under demo_subagent. */
export const DEMO_TEAM: readonly DemoAccount[] = [
  { account: 'demo_team1', role: 'player under demo_agent', type: 0, nickname: 'Ana', upline: 'demo_agent' },
  {
    account: 'demo_team2',
    role: 'player under demo_agent',
    type: 0,
    nickname: 'Bruno',
    upline: 'demo_agent',
  },
  {
    account: 'demo_team3',
    role: 'player under demo_agent',
    type: 0,
    nickname: 'Carla',
    upline: 'demo_agent',
  },
  {
    account: 'demo_subteam1',
    role: 'player under demo_subagent',
    type: 0,
    nickname: 'Diego',
    upline: 'demo_subagent',
  },
  {
    account: 'demo_subteam2',
    role: 'player under demo_subagent',
    type: 0,
    nickname: 'Elena',
    upline: 'demo_subagent',
  },
];

/** demo_agent's invitation links: one for players (2 registrations counted), one for sub-agents (1). */
export const DEMO_LINKS = [
  { code: 'DEMOLNK1', agent: 'demo_agent', type: 0, label: 'Redes sociales', registrations: 2 },
  { code: 'DEMOLNK2', agent: 'demo_agent', type: 2, label: 'Subagentes', registrations: 1 },
] as const;

/**
 * A real team for the agent centre: players and a sub-agent team under demo_agent (the team tree is
 * written with each member), and two invitation links with registrations counted. Its own seeder, so
 * databases seeded before the agent centre get it too.
 */
export const identityDemoTeamSeeder: Seeder = {
  name: 'identity.demo-team',
  demo: true,
  async run(db, ctx) {
    const passwordHash = await createArgon2Hasher().hash(DEMO_PASSWORD);
    const now = new Date();
    for (const demo of DEMO_TEAM) await insertDemoAccount(db, demo, passwordHash, now);
    for (const link of DEMO_LINKS) {
      const agent = await repository.findMemberByAccount(db, link.agent);
      if (!agent) continue;
      await db
        .insert(invitationLinks)
        .values({
          agentId: agent.id,
          code: link.code,
          memberType: link.type,
          label: link.label,
          registrations: link.registrations,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
    }
    ctx.announce(
      `Demo team: ${DEMO_TEAM.map((demo) => demo.account).join(', ')} / ${DEMO_PASSWORD}; invitation links ${DEMO_LINKS.map((link) => link.code).join(', ')}`,
    );
  },
};

/** The addresses of a browser on the machine that runs the server. */
export const LOCAL_ADDRESSES = ['127.0.0.1', '::1'] as const;

/**
 * The demo accounts (and their team) sign in from this machine without the new-address proof: a
 * `npm start` demo login works at once in a local browser. Any other address is asked for one.
 */
export const identityDemoKnownAddressesSeeder: Seeder = {
  name: 'identity.demo-known-addresses',
  demo: true,
  async run(db) {
    const now = new Date();
    for (const demo of [...DEMO_ACCOUNTS, ...DEMO_TEAM]) {
      const member = await repository.findMemberByAccount(db, demo.account);
      if (!member) continue;
      for (const address of LOCAL_ADDRESSES) await insertKnownAddress(db, member.id, address, now);
    }
  },
};
