import type { TContestPrize, TMissionPeriod, TMissionTask } from '@platform/contracts/missions';
import { sql } from 'drizzle-orm';
import type { Seeder } from '../../../seed/types';

type DemoMission = {
  id: string;
  period: TMissionPeriod;
  task: TMissionTask;
  /** Minor units for BET and DEPOSIT, a count otherwise. */
  target: bigint;
  category: string | null;
  reward: bigint;
  turnoverPercent: number;
  title: { es: string; en: string };
  description: { es: string; en: string };
};

/**
 * Demo missions of every task type, daily and weekly. The daily sign-in and the two daily rounds are
 * completed by demo_player on a fresh start (it signs in, and the demo bets play two rounds today), so
 * there is something to claim. Rewards owe no turnover, so they never block the demo's withdrawals.
 */
const MISSIONS: DemoMission[] = [
  {
    id: '6d15510a-0000-4000-8000-000000000001',
    period: 'DAILY',
    task: 'LOGIN_DAYS',
    target: 1n,
    category: null,
    reward: 100n,
    turnoverPercent: 0,
    title: { es: 'Visita diaria', en: 'Daily visit' },
    description: { es: 'Inicie sesión hoy y reclame su premio.', en: 'Sign in today and claim your prize.' },
  },
  {
    id: '6d15510a-0000-4000-8000-000000000002',
    period: 'DAILY',
    task: 'ROUNDS',
    target: 2n,
    category: null,
    reward: 200n,
    turnoverPercent: 0,
    title: { es: 'Calentamiento', en: 'Warm-up' },
    description: { es: 'Juegue dos rondas en cualquier juego.', en: 'Play two rounds of any game.' },
  },
  {
    id: '6d15510a-0000-4000-8000-000000000003',
    period: 'DAILY',
    task: 'BET',
    target: 10_000n,
    category: 'RNG',
    reward: 500n,
    turnoverPercent: 100,
    title: { es: 'Tragamonedas del día', en: 'Slots of the day' },
    description: { es: 'Apueste 100,00 en tragamonedas.', en: 'Bet 100.00 on slots.' },
  },
  {
    id: '6d15510a-0000-4000-8000-000000000004',
    period: 'DAILY',
    task: 'DEPOSIT',
    target: 20_000n,
    category: null,
    reward: 1_000n,
    turnoverPercent: 100,
    title: { es: 'Recarga del día', en: 'Top-up of the day' },
    description: { es: 'Deposite 200,00 hoy.', en: 'Deposit 200.00 today.' },
  },
  {
    id: '6d15510a-0000-4000-8000-000000000005',
    period: 'WEEKLY',
    task: 'BET',
    target: 100_000n,
    category: null,
    reward: 3_000n,
    turnoverPercent: 100,
    title: { es: 'Jugador de la semana', en: 'Player of the week' },
    description: {
      es: 'Reúna 1.000,00 en apuestas válidas esta semana.',
      en: 'Reach 1,000.00 in valid bets this week.',
    },
  },
  {
    id: '6d15510a-0000-4000-8000-000000000006',
    period: 'WEEKLY',
    task: 'ROUNDS',
    target: 20n,
    category: 'LIVE',
    reward: 2_000n,
    turnoverPercent: 100,
    title: { es: 'Noches en vivo', en: 'Live nights' },
    description: { es: 'Juegue 20 rondas en el casino en vivo.', en: 'Play 20 rounds at the live casino.' },
  },
  {
    id: '6d15510a-0000-4000-8000-000000000007',
    period: 'WEEKLY',
    task: 'LOGIN_DAYS',
    target: 5n,
    category: null,
    reward: 1_500n,
    turnoverPercent: 0,
    title: { es: 'Constancia', en: 'Consistency' },
    description: {
      es: 'Inicie sesión cinco días distintos esta semana.',
      en: 'Sign in on five different days this week.',
    },
  },
  {
    id: '6d15510a-0000-4000-8000-000000000008',
    period: 'WEEKLY',
    task: 'DEPOSIT',
    target: 100_000n,
    category: null,
    reward: 5_000n,
    turnoverPercent: 200,
    title: { es: 'Gran recarga semanal', en: 'Big weekly top-up' },
    description: { es: 'Deposite 1.000,00 esta semana.', en: 'Deposit 1,000.00 this week.' },
  },
];

type DemoContest = {
  id: string;
  period: TMissionPeriod;
  metric: 'VALID_BET' | 'WINS';
  title: { es: string; en: string };
  prizes: TContestPrize[];
};

const CONTESTS: DemoContest[] = [
  {
    id: '6d15510a-0000-4000-8000-0000000000c1',
    period: 'DAILY',
    metric: 'VALID_BET',
    title: { es: 'Carrera diaria de apuestas', en: 'Daily betting race' },
    prizes: [
      { fromRank: 1, toRank: 1, amount: 500 },
      { fromRank: 2, toRank: 2, amount: 200 },
      { fromRank: 3, toRank: 3, amount: 100 },
      { fromRank: 4, toRank: 10, amount: 20 },
    ],
  },
  {
    id: '6d15510a-0000-4000-8000-0000000000c2',
    period: 'WEEKLY',
    metric: 'WINS',
    title: { es: 'Reyes de la semana', en: 'Kings of the week' },
    prizes: [
      { fromRank: 1, toRank: 1, amount: 2_000 },
      { fromRank: 2, toRank: 2, amount: 1_000 },
      { fromRank: 3, toRank: 3, amount: 500 },
      { fromRank: 4, toRank: 10, amount: 100 },
    ],
  },
];

/**
 * Demo missions (every task type, daily and weekly) and two contests — a daily valid-bet race and a weekly
 * race of winnings — whose standings come from the demo bets. Prizes owe no turnover. Idempotent by id.
 */
export const promotionsMissionsDemoSeeder: Seeder = {
  name: 'promotions-missions-demo',
  demo: true,
  run: async (db) => {
    const now = new Date().toISOString();
    for (const [index, mission] of MISSIONS.entries()) {
      await db.execute(sql`insert into promotion_missions (id, title, description, period, task, target, category,
          reward_amount, turnover_percent, bonus_days, sort_order, audience, enabled, created_at, updated_at)
        values (${mission.id}::uuid, ${JSON.stringify(mission.title)}::jsonb, ${JSON.stringify(mission.description)}::jsonb,
          ${mission.period}, ${mission.task}, ${String(mission.target)}::bigint, ${mission.category},
          ${String(mission.reward)}::bigint, ${mission.turnoverPercent}, 7, ${index * 10}, 'ALL', true,
          ${now}::timestamptz, ${now}::timestamptz)
        on conflict (id) do nothing`);
    }
    for (const contest of CONTESTS) {
      await db.execute(sql`insert into promotion_contests (id, title, period, metric, category, min_amount, prizes,
          turnover_percent, bonus_days, show_top, audience, enabled, created_at, updated_at)
        values (${contest.id}::uuid, ${JSON.stringify(contest.title)}::jsonb, ${contest.period}, ${contest.metric},
          null, 100, ${JSON.stringify(contest.prizes)}::jsonb, 0, null, 20, 'ALL', true,
          ${now}::timestamptz, ${now}::timestamptz)
        on conflict (id) do nothing`);
    }
  },
};
