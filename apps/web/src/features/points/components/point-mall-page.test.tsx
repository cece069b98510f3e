import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ZConvertPointRequestSchema,
  ZRedeemPointRewardRequestSchema,
  type TPointConfig,
  type TPointRecord,
  type TPointReward,
} from '@platform/contracts/loyalty';
import { useAppStore } from '../../../stores/app-store';
import { allFlags, makeBalance, makeMember, makeStatus } from '../../../test/fixtures';
import { fail, ok, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const CONVERT = 'POST /wps/relay/passwordCheck/MCS2_convertPoint';
const REDEEM = 'POST /wps/relay/passwordCheck/MCS2_redeemPointReward';

const CONFIG: TPointConfig = {
  enabled: true,
  earn: [
    { category: 'SLOTS', per: 10, points: 1 },
    { category: 'LIVE', per: 20, points: 1 },
  ],
  deposit: { per: 100, points: 1 },
  convert: { points: 100, amount: 1.5 },
  minConvertPoints: 200,
  multiplierPercent: 150,
};

const reward = (overrides: Partial<TPointReward>): TPointReward => ({
  id: '6f1c2d3e-0000-4000-8000-000000000001',
  kind: 'CASH',
  name: 'Saldo de 5',
  description: '',
  imageUrl: '',
  pricePoints: 500,
  cashAmount: 5,
  stock: null,
  perMemberLimit: null,
  redeemedByMe: 0,
  ...overrides,
});

const CASH = reward({});
const WATCH = reward({
  id: '6f1c2d3e-0000-4000-8000-000000000002',
  kind: 'GOODS',
  name: 'Reloj',
  pricePoints: 900,
  cashAmount: null,
  stock: 3,
  perMemberLimit: 1,
});
const SOLD_OUT = reward({ id: '6f1c2d3e-0000-4000-8000-000000000003', name: 'Auriculares', stock: 0 });

const record = (overrides: Partial<TPointRecord>): TPointRecord => ({
  id: 'r-1',
  createdAt: '2026-03-01T18:00:00.000Z',
  type: 'CONVERT',
  points: -300,
  amount: 4.5,
  status: 'DONE',
  remark: null,
  rewardName: null,
  ...overrides,
});

async function openMall(api: TApiRoutes = {}) {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
  const view = renderApp('/pointMall', makeStatus({ whitelabel: allFlags({ PTSYS3: true }) }), {
    'GET /wps/member/info': ok(makeMember()),
    'GET /wps/v2/wallets/balance': ok(makeBalance({ balance: 1000, held: 0 })),
    'GET /wps/relay/MCS2_getPointBalance': ok({ points: 1250, earned: 4000 }),
    'GET /wps/relay/MCS2_getPointConfig': ok(CONFIG),
    'GET /wps/relay/MCS2_getPointReward': ok({ rewards: [CASH, WATCH, SOLD_OUT] }),
    ...api,
  });
  await screen.findByTestId('point-mall-page');
  await waitFor(() => expect(screen.getByTestId('points-balance')).toHaveAttribute('data-points', '1250'));
  return view;
}

describe('/pointMall', () => {
  it('shows the points, how they are earned and the catalogue with stock and limits', async () => {
    await openMall();
    expect(screen.getByTestId('points-balance')).toHaveTextContent('1.250 puntos');
    expect(screen.getByTestId('points-earned')).toHaveTextContent('4.000');
    const rates = screen.getByTestId('points-rates');
    expect(rates).toHaveTextContent('Tragamonedas');
    expect(rates).toHaveTextContent('1 punto por cada $ 10,00 apostado');
    expect(screen.getByTestId('points-multiplier')).toHaveTextContent('150 %');
    const cards = await screen.findAllByTestId('point-reward');
    expect(cards).toHaveLength(3);
    const [cash, watch, soldOut] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(cash).getByTestId('point-reward-cash')).toHaveTextContent('$ 5,00');
    expect(within(watch).getByTestId('point-reward-limit')).toHaveTextContent('0 de 1');
    expect(within(soldOut).getByTestId('point-reward-stock')).toHaveTextContent('Agotado');
    expect(within(soldOut).getByTestId('point-reward-redeem')).toBeDisabled();
  });

  it('the convert box shows the balance the points give and refuses a non-multiple before sending', async () => {
    const { user, callsTo } = await openMall({
      [CONVERT]: ok({ record: record({}), points: 950 }),
    });
    const box = screen.getByTestId('convert-box');
    // 300 points at 100 points = $ 1,50: 3 × 1,50 = $ 4,50.
    await user.type(within(box).getByTestId('convert-points'), '300');
    expect(within(box).getByTestId('convert-amount')).toHaveTextContent('$ 4,50');

    await user.clear(within(box).getByTestId('convert-points'));
    await user.type(within(box).getByTestId('convert-points'), '250');
    await user.type(within(box).getByTestId('convert-password'), '123456');
    await user.click(within(box).getByTestId('convert-submit'));
    expect(await within(box).findByTestId('convert-points-error')).toHaveTextContent('múltiplo de 100');
    expect(callsTo(CONVERT)).toHaveLength(0);

    await user.clear(within(box).getByTestId('convert-points'));
    await user.type(within(box).getByTestId('convert-points'), '300');
    await user.click(within(box).getByTestId('convert-submit'));
    expect(await within(box).findByTestId('convert-done')).toHaveTextContent('$ 4,50');
    const [call] = callsTo(CONVERT);
    expect(call?.encrypted).toBe(true);
    expect(call?.body).toMatchObject({ points: 300, paymentPassword: '123456' });
    // The request is what the server's contract accepts (its requestId a UUID).
    expect(ZConvertPointRequestSchema.safeParse(call?.body).success).toBe(true);
  });

  it('a wrong payment password shows under its field', async () => {
    const { user } = await openMall({
      [CONVERT]: fail('WRONG_PAYMENT_PASSWORD', 'Contraseña de pago incorrecta'),
    });
    const box = screen.getByTestId('convert-box');
    await user.type(within(box).getByTestId('convert-points'), '200');
    await user.type(within(box).getByTestId('convert-password'), '654321');
    await user.click(within(box).getByTestId('convert-submit'));
    expect(await within(box).findByTestId('convert-password-error')).toHaveTextContent(
      'Contraseña de pago incorrecta',
    );
  });

  it('the redeem dialog asks for a delivery address only for goods', async () => {
    const { user, callsTo } = await openMall({
      [REDEEM]: ok({
        record: record({ type: 'REDEEM', points: -500, amount: 5, rewardName: 'Saldo de 5' }),
        points: 750,
      }),
    });
    const [cash, watch] = (await screen.findAllByTestId('point-reward')) as [HTMLElement, HTMLElement];

    await user.click(within(watch).getByTestId('point-reward-redeem'));
    let dialog = await screen.findByTestId('redeem-dialog');
    expect(within(dialog).getByTestId('redeem-delivery')).toBeInTheDocument();
    await user.type(within(dialog).getByTestId('redeem-password'), '123456');
    await user.click(within(dialog).getByTestId('redeem-submit'));
    expect(await within(dialog).findByTestId('redeem-address-error')).toBeInTheDocument();
    expect(callsTo(REDEEM)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));

    await user.click(within(cash).getByTestId('point-reward-redeem'));
    dialog = await screen.findByTestId('redeem-dialog');
    expect(within(dialog).queryByTestId('redeem-delivery')).not.toBeInTheDocument();
    await user.type(within(dialog).getByTestId('redeem-password'), '123456');
    await user.click(within(dialog).getByTestId('redeem-submit'));
    expect(await screen.findByTestId('point-mall-notice')).toHaveTextContent('$ 5,00');
    const [call] = callsTo(REDEEM);
    expect(call?.body).toMatchObject({ rewardId: CASH.id, paymentPassword: '123456' });
    expect(call?.body).not.toHaveProperty('delivery');
    expect(ZRedeemPointRewardRequestSchema.safeParse(call?.body).success).toBe(true);
  });

  it('the redeem history lists spends with their status', async () => {
    const { user, callsTo } = await openMall({
      'GET /wps/relay/MCS2_getRedeemPointList': ok({
        content: [
          record({
            id: 'r-9',
            type: 'REDEEM',
            points: -900,
            amount: null,
            status: 'IN_PROCESS',
            rewardName: 'Reloj',
          }),
        ],
        pageNum: 1,
        pageSize: 10,
        totalPages: 1,
        totalElements: 1,
      }),
    });
    await user.click(screen.getByTestId('point-mall-tabs-history'));
    const row = await screen.findByTestId('point-record-r-9');
    expect(within(row).getByTestId('point-record-r-9-status')).toHaveTextContent('En proceso');
    expect(within(row).getByTestId('point-record-r-9-points')).toHaveTextContent('−900');
    expect(row).toHaveTextContent('Reloj');
    expect(callsTo('GET /wps/relay/MCS2_getRedeemPointList')[0]?.query.get('view')).toBe('SPEND');
  });
});
