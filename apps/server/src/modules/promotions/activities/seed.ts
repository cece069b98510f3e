import type { TActivityInput } from '@platform/contracts/promotion-activities';
import { sql } from 'drizzle-orm';
import type { Seeder } from '../../../seed/types';
import { sanitizeLocalized } from '../../content/sanitize';
import { activityArtUrl } from './art';
import { promotionActivities } from './tables';

const DAY = 86_400_000;
const bonus = (multiple: number, validDays: number | null = 30) => ({
  turnoverMultiple: multiple,
  turnoverBase: 'BONUS' as const,
  validDays,
});

const rules = (es: string[], en: string[]) => ({
  es: `<ul>${es.map((line) => `<li>${line}</li>`).join('')}</ul>`,
  en: `<ul>${en.map((line) => `<li>${line}</li>`).join('')}</ul>`,
});

type DemoActivity = Omit<TActivityInput, 'startsAt' | 'endsAt' | 'bannerUrl'> & {
  key: string;
  art: string;
  /** Days from the seeding time. */
  from: number;
  to: number;
};

/** One published activity of every kind, open now, plus one coming soon and one closed. */
const DEMO: DemoActivity[] = [
  {
    key: 'welcome',
    art: 'welcome',
    from: -30,
    to: 60,
    title: { es: 'Bono de bienvenida del 100 %', en: '100% welcome bonus' },
    summary: {
      es: 'Únase y reciba el 100 % de su primer depósito, hasta $2.000.',
      en: 'Join and get 100% of your first deposit, up to $2,000.',
    },
    rulesHtml: rules(
      [
        'Únase <strong>antes</strong> de su primer depósito.',
        'Depósito mínimo: $100. Bono: 100 % del depósito, hasta $2.000.',
        'Rollover: 10 veces el bono, en 30 días.',
        'Un bono de primer depósito por cliente.',
      ],
      [
        'Join <strong>before</strong> your first deposit.',
        'Minimum deposit: $100. Bonus: 100% of the deposit, up to $2,000.',
        'Turnover: 10 times the bonus, within 30 days.',
        'One first-deposit bonus per customer.',
      ],
    ),
    category: 'DEPOSIT',
    memberTypes: [],
    vipLevels: [],
    displayOrder: 10,
    status: 'PUBLISHED',
    rule: { kind: 'FIRST_DEPOSIT', percent: 100, cap: 2000, minDeposit: 100, bonus: bonus(10) },
  },
  {
    key: 'reload',
    art: 'reload',
    from: -30,
    to: 60,
    title: { es: 'Recarga semanal del 25 %', en: '25% weekly reload' },
    summary: {
      es: 'Una vez por semana, el 25 % de su depósito hasta $500.',
      en: 'Once a week, 25% of your deposit up to $500.',
    },
    rulesHtml: rules(
      [
        'Únase y deposite $200 o más.',
        'Bono: 25 % del depósito, hasta $500; uno por semana (de lunes a domingo).',
        'Rollover: 5 veces el bono más el depósito.',
      ],
      [
        'Join and deposit $200 or more.',
        'Bonus: 25% of the deposit, up to $500; one per week (Monday to Sunday).',
        'Turnover: 5 times bonus plus deposit.',
      ],
    ),
    category: 'DEPOSIT',
    memberTypes: [],
    vipLevels: [],
    displayOrder: 20,
    status: 'PUBLISHED',
    rule: {
      kind: 'RELOAD',
      percent: 25,
      cap: 500,
      minDeposit: 200,
      period: 'WEEK',
      maxPerPeriod: 1,
      bonus: { turnoverMultiple: 5, turnoverBase: 'BONUS_PLUS_DEPOSIT', validDays: 14 },
    },
  },
  {
    key: 'checkin',
    art: 'checkin',
    from: -30,
    to: 60,
    title: { es: 'Registro diario', en: 'Daily check-in' },
    summary: {
      es: 'Firme cada día: $5 diarios y $100 al séptimo día de la semana.',
      en: 'Sign every day: $5 a day and $100 on the seventh day of the week.',
    },
    rulesHtml: rules(
      [
        'Pulse «Firmar» una vez al día (hora de la marca).',
        'Cada firma: $5. Al 7.º día firmado de la semana: $100 más.',
        'Reclame sus premios desde la tarjeta o el centro de recompensas.',
      ],
      [
        'Press “Sign” once a day (brand time).',
        'Each sign: $5. On the 7th signed day of the week: $100 more.',
        'Claim your prizes from the card or the reward centre.',
      ],
    ),
    category: 'DAILY',
    memberTypes: [],
    vipLevels: [],
    displayOrder: 30,
    status: 'PUBLISHED',
    rule: {
      kind: 'CHECK_IN',
      period: 'WEEK',
      targetDays: 7,
      targetReward: 100,
      dailyReward: 5,
      bonus: bonus(1, 7),
    },
  },
  {
    key: 'slots',
    art: 'slots',
    from: -30,
    to: 60,
    title: { es: 'Reto de tragamonedas', en: 'Slots challenge' },
    summary: {
      es: 'Alcance $5.000 de apuesta válida en tragamonedas esta semana y gane $150.',
      en: 'Reach $5,000 of valid bet on slots this week and win $150.',
    },
    rulesHtml: rules(
      [
        'Únase y juegue tragamonedas (RNG).',
        'Meta: $5.000 de apuesta válida de lunes a domingo.',
        'Premio: $150 con rollover de 3 veces.',
      ],
      [
        'Join and play slots (RNG).',
        'Target: $5,000 of valid bet from Monday to Sunday.',
        'Prize: $150 with a 3× turnover.',
      ],
    ),
    category: 'SLOTS',
    memberTypes: [],
    vipLevels: [],
    displayOrder: 40,
    status: 'PUBLISHED',
    rule: {
      kind: 'TURNOVER',
      period: 'WEEK',
      target: 5000,
      categories: ['RNG'],
      prize: 150,
      bonus: bonus(3),
    },
  },
  {
    key: 'rescue',
    art: 'rescue',
    from: -30,
    to: 60,
    title: { es: 'Rescate del 10 % en casino en vivo', en: '10% live casino rescue' },
    summary: {
      es: 'Recupere el 10 % de su pérdida neta de ayer en vivo, hasta $1.000.',
      en: 'Get back 10% of yesterday’s net live loss, up to $1,000.',
    },
    rulesHtml: rules(
      [
        'Únase; contamos su pérdida neta diaria en casino en vivo (apuestas menos pagos).',
        'Pérdida mínima: $500. Rescate: 10 %, hasta $1.000, redondeado al centavo hacia abajo.',
        'Reclámelo al día siguiente.',
      ],
      [
        'Join; we count your daily net loss on live casino (stakes minus payouts).',
        'Minimum loss: $500. Rescue: 10%, up to $1,000, rounded down to the cent.',
        'Claim it the next day.',
      ],
    ),
    category: 'LIVE',
    memberTypes: [],
    vipLevels: [],
    displayOrder: 50,
    status: 'PUBLISHED',
    rule: {
      kind: 'LOSS_RESCUE',
      period: 'DAY',
      percent: 10,
      minLoss: 500,
      cap: 1000,
      categories: ['LIVE'],
      bonus: bonus(1, 7),
    },
  },
  {
    key: 'sports',
    art: 'sports',
    from: -30,
    to: 60,
    title: { es: 'Comparta su boleto ganador', en: 'Share your winning slip' },
    summary: {
      es: 'Envíe una captura de su apuesta deportiva ganadora y reciba hasta $300.',
      en: 'Send a screenshot of your winning sports bet and get up to $300.',
    },
    rulesHtml: rules(
      [
        'Pulse «Solicitar», escriba un comentario y adjunte hasta 3 imágenes (png o jpg, 5 MB máx.).',
        'Revisamos cada solicitud; si se aprueba, el bono se acredita al momento.',
        'Si se rechaza, verá el motivo y podrá volver a solicitar.',
      ],
      [
        'Press “Apply”, write a comment and attach up to 3 images (png or jpg, 5 MB max.).',
        'We review every application; once approved, the bonus is credited at once.',
        'If it is rejected you will see the reason and may apply again.',
      ],
    ),
    category: 'SPORTS',
    memberTypes: [],
    vipLevels: [],
    displayOrder: 60,
    status: 'PUBLISHED',
    rule: { kind: 'MANUAL', maxAmount: 300, bonus: bonus(1) },
  },
  {
    key: 'vip',
    art: 'vip',
    from: 10,
    to: 40,
    title: { es: 'Noche VIP', en: 'VIP night' },
    summary: {
      es: 'Muy pronto: premios dobles para clientes VIP.',
      en: 'Coming soon: double prizes for VIP players.',
    },
    rulesHtml: rules(['Disponible próximamente.'], ['Available soon.']),
    category: 'VIP',
    memberTypes: [],
    vipLevels: [],
    displayOrder: 70,
    status: 'PUBLISHED',
    rule: { kind: 'TURNOVER', period: 'WINDOW', target: 20000, categories: [], prize: 500, bonus: bonus(3) },
  },
  {
    key: 'summer',
    art: 'summer',
    from: -90,
    to: -31,
    title: { es: 'Torneo de verano', en: 'Summer tournament' },
    summary: { es: 'Finalizado. ¡Gracias por participar!', en: 'Ended. Thank you for taking part!' },
    rulesHtml: rules(['Esta promoción terminó.'], ['This promotion has ended.']),
    category: 'OTHER',
    memberTypes: [],
    vipLevels: [],
    displayOrder: 80,
    status: 'PUBLISHED',
    rule: { kind: 'TURNOVER', period: 'WINDOW', target: 10000, categories: [], prize: 200, bonus: bonus(3) },
  },
];

/** Demo activities: one of every kind open now (Spanish and English, banners, rules), one coming, one closed. */
export const promotionsActivitiesDemoSeeder: Seeder = {
  name: 'promotions-activities-demo',
  demo: true,
  run: async (db, ctx) => {
    const now = new Date();
    for (const demo of DEMO) {
      const { key, art, from, to, ...input } = demo;
      await db
        .insert(promotionActivities)
        .values({
          kind: input.rule.kind,
          title: input.title,
          summary: input.summary,
          rulesHtml: sanitizeLocalized(input.rulesHtml as Record<string, string>),
          // The banner's text is Spanish (the default language); the English art exists for operators.
          bannerUrl: activityArtUrl(`${art}-es`),
          category: input.category,
          startsAt: new Date(now.getTime() + from * DAY),
          endsAt: new Date(now.getTime() + to * DAY),
          memberTypes: input.memberTypes,
          vipLevels: input.vipLevels,
          displayOrder: input.displayOrder,
          status: input.status,
          rule: input.rule,
          seedKey: `demo-${key}`,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
    }
    const { rows } = await db.execute<{ n: string | number }>(
      sql`select count(*) as n from promotion_activities where seed_key like 'demo-%'`,
    );
    ctx.log(`demo promotion activities: ${Number(rows[0]?.n ?? 0)}`);
  },
};
