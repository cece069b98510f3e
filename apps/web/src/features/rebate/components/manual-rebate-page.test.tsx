import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZManualRebateClaimRequestSchema, type TManualRebate } from '@platform/contracts/loyalty';
import { useAppStore } from '../../../stores/app-store';
import { allFlags, makeBalance, makeMember, makeStatus } from '../../../test/fixtures';
import { ok, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const CLAIM = 'POST /wps/loyalty/rebate/claim';

// Slots: 1.234,00 valid bet × 0,80 % = 9,872 → $ 9,87; live: 300,00 × 0,50 % = $ 1,50; total $ 11,37.
const WAITING: TManualRebate = {
  enabled: true,
  rows: [
    { category: 'SLOTS', validBet: 1234, rateBp: 80, amount: 9.87 },
    { category: 'LIVE', validBet: 300, rateBp: 50, amount: 1.5 },
  ],
  total: 11.37,
  minPayout: 1,
  history: [],
};

const CLAIMED: TManualRebate = {
  ...WAITING,
  rows: WAITING.rows.map((row) => ({ ...row, validBet: 0, amount: 0 })),
  total: 0,
  history: [
    {
      id: 'c-1',
      createdAt: '2026-03-01T18:00:00.000Z',
      mode: 'MANUAL',
      validBet: 1534,
      amount: 11.37,
      status: 'PAID',
    },
  ],
};

async function openRebate(api: TApiRoutes) {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
  const view = renderApp(
    '/member/manualRebate',
    makeStatus({ whitelabel: allFlags({ MANPLAYREB3: true }) }),
    {
      'GET /wps/member/info': ok(makeMember()),
      'GET /wps/v2/wallets/balance': ok(makeBalance({ balance: 1000, held: 0 })),
      ...api,
    },
  );
  return { ...view, page: await screen.findByTestId('manual-rebate-page') };
}

describe('manualRebate', () => {
  it('disables the claim below the minimum and says why', async () => {
    const { page } = await openRebate({
      'GET /wps/loyalty/rebate': ok({
        ...WAITING,
        rows: [{ category: 'SLOTS', validBet: 50, rateBp: 80, amount: 0.4 }],
        total: 0.4,
      }),
    });
    expect(within(page).getByTestId('rebate-total')).toHaveTextContent('$ 0,40');
    expect(within(page).getByTestId('rebate-claim')).toBeDisabled();
    expect(within(page).getByTestId('rebate-blocked')).toHaveTextContent('El mínimo para reclamar es $ 1,00');
  });

  it('claims the rebate, shows the amount and then nothing left', async () => {
    let claimed = false;
    const { page, user, callsTo } = await openRebate({
      'GET /wps/loyalty/rebate': () => ok(claimed ? CLAIMED : WAITING),
      [CLAIM]: () => {
        claimed = true;
        return ok({ claimId: 'c-1', amount: 11.37, validBet: 1534 });
      },
    });
    expect(within(page).getByTestId('rebate-row-SLOTS')).toHaveTextContent('0,80 %');
    expect(within(page).getByTestId('rebate-row-SLOTS-amount')).toHaveTextContent('$ 9,87');
    await user.click(within(page).getByTestId('rebate-claim'));
    expect(await within(page).findByTestId('rebate-notice')).toHaveTextContent('Reclamó $ 11,37');
    expect(await within(page).findByTestId('rebate-claim-c-1')).toHaveTextContent('Manual');
    expect(within(page).getByTestId('rebate-total')).toHaveTextContent('$ 0,00');
    expect(within(page).getByTestId('rebate-claim')).toBeDisabled();
    expect(callsTo(CLAIM)).toHaveLength(1);
    expect(ZManualRebateClaimRequestSchema.safeParse(callsTo(CLAIM)[0]?.body).success).toBe(true);
  });
});
