import type { TOperatorPointRewardInput } from '@platform/contracts/loyalty';
import { sql } from 'drizzle-orm';
import type { Seeder } from '../../../seed/types';
import { readBrand } from '../../wallet/brand';
import { createBalancePublisher } from '../../wallet/ledger/events';
import { createLedger } from '../../wallet/ledger/ledger';
import { createLoyaltyContext, type LoyaltyContext } from '../context';
import { rewardArtUrl } from './art';
import { createReward } from './manage-rewards';

type DemoReward = Omit<TOperatorPointRewardInput, 'sortOrder' | 'active'>;

/** The demo mall: three cash rewards and five goods (one sold out), in Spanish and English. */
export const DEMO_MALL_REWARDS: readonly DemoReward[] = [
  {
    kind: 'CASH',
    name: { es: 'Saldo de $5', en: '$5 balance' },
    description: {
      es: 'Se abona a su saldo al momento de canjearlo.',
      en: 'Credited to your balance as soon as you redeem it.',
    },
    imageUrl: rewardArtUrl('cash-5'),
    pricePoints: 500,
    cashAmount: 5,
    stock: null,
    perMemberLimit: null,
  },
  {
    kind: 'CASH',
    name: { es: 'Saldo de $25', en: '$25 balance' },
    description: {
      es: 'Se abona a su saldo al momento de canjearlo.',
      en: 'Credited to your balance as soon as you redeem it.',
    },
    imageUrl: rewardArtUrl('cash-25'),
    pricePoints: 2000,
    cashAmount: 25,
    stock: null,
    perMemberLimit: null,
  },
  {
    kind: 'CASH',
    name: { es: 'Saldo de $100', en: '$100 balance' },
    description: { es: 'Una vez por jugador.', en: 'Once per player.' },
    imageUrl: rewardArtUrl('cash-100'),
    pricePoints: 7500,
    cashAmount: 100,
    stock: null,
    perMemberLimit: 1,
  },
  {
    kind: 'GOODS',
    name: { es: 'Gorra bordada', en: 'Embroidered cap' },
    description: { es: 'Gorra de algodón con el logo bordado.', en: 'Cotton cap with the embroidered logo.' },
    imageUrl: rewardArtUrl('cap'),
    pricePoints: 800,
    cashAmount: null,
    stock: 50,
    perMemberLimit: 3,
  },
  {
    kind: 'GOODS',
    name: { es: 'Playera oficial', en: 'Official T-shirt' },
    description: { es: 'Playera de algodón, tallas S a XL.', en: 'Cotton T-shirt, sizes S to XL.' },
    imageUrl: rewardArtUrl('tshirt'),
    pricePoints: 1000,
    cashAmount: null,
    stock: 100,
    perMemberLimit: 2,
  },
  {
    kind: 'GOODS',
    name: { es: 'Audífonos inalámbricos', en: 'Wireless headphones' },
    description: {
      es: 'Audífonos Bluetooth con cancelación de ruido.',
      en: 'Bluetooth headphones with noise cancelling.',
    },
    imageUrl: rewardArtUrl('headphones'),
    pricePoints: 2000,
    cashAmount: null,
    stock: 25,
    perMemberLimit: 1,
  },
  {
    kind: 'GOODS',
    name: { es: 'Bocina portátil', en: 'Portable speaker' },
    description: { es: 'Bocina Bluetooth resistente al agua.', en: 'Waterproof Bluetooth speaker.' },
    imageUrl: rewardArtUrl('speaker'),
    pricePoints: 4500,
    cashAmount: null,
    stock: 10,
    perMemberLimit: 1,
  },
  {
    kind: 'GOODS',
    name: { es: 'Reloj inteligente', en: 'Smartwatch' },
    description: {
      es: 'Reloj deportivo con GPS. Agotado por ahora.',
      en: 'Sports watch with GPS. Sold out for now.',
    },
    imageUrl: rewardArtUrl('smartwatch'),
    pricePoints: 12000,
    cashAmount: null,
    stock: 0,
    perMemberLimit: 1,
  },
];

/** A loyalty context for seeding (a controlled clock; no realtime, no payment password, no reward centre). */
export function seedLoyaltyContext(
  db: Parameters<Seeder['run']>[0],
  at: { now: () => Date },
  identity: LoyaltyContext['identity'] = null as never,
): LoyaltyContext {
  return createLoyaltyContext({
    db,
    clock: at,
    log: { info: () => {}, warn: () => {}, error: () => {} },
    brand: () => readBrand(db),
    ledger: createLedger({
      clock: at,
      publisher: createBalancePublisher(),
      currency: async (executor) => (await readBrand(executor)).currency.code,
    }),
    identity,
    wallet: null as never,
    promotions: null as never,
    events: { publish: () => {} } as never,
  });
}

/** The demo mall's rewards; idempotent: a mall with rewards is left alone. */
export const loyaltyMallDemoSeeder: Seeder = {
  name: 'loyalty.mall-demo',
  demo: true,
  async run(db, seed) {
    const { rows } = await db.execute(sql`select 1 from point_rewards limit 1`);
    if (rows.length > 0) return;
    const ctx = seedLoyaltyContext(db, { now: () => new Date() });
    for (const [index, reward] of DEMO_MALL_REWARDS.entries()) {
      await createReward(ctx, { ...reward, sortOrder: index + 1, active: true }, null);
    }
    seed.log(`demo mall rewards: ${DEMO_MALL_REWARDS.length}`);
  },
};
