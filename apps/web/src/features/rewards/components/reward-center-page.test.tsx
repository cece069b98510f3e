import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TRaffle } from '@platform/contracts/raffles';
import type { TReward, TRewardPage } from '@platform/contracts/rewards';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { makeBalance, makeMember, makeStatus } from '../../../test/fixtures';
import { fail, ok, replies, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const NOW = new Date('2026-03-10T15:00:00Z');

const reward = (patch: Partial<TReward>): TReward => ({
  id: '11111111-1111-4111-8111-111111111111',
  source: 'VIP',
  title: 'Bono de ascenso VIP',
  amount: 88,
  status: 'PENDING',
  turnoverMultiple: 1,
  turnoverBase: 'BONUS',
  turnoverAmount: 88,
  bonusValidDays: 7,
  createdAt: '2026-03-10T13:00:00.000Z',
  expiresAt: '2026-03-17T15:00:00.000Z',
  claimedAt: null,
  seen: false,
  ...patch,
});

const MISSION = reward({
  id: '22222222-2222-4222-8222-222222222222',
  source: 'MISSION',
  title: 'Misión diaria',
  amount: 15,
  turnoverMultiple: 3,
  turnoverAmount: 45,
  // 5 h 30 min left: a countdown, not a date.
  expiresAt: '2026-03-10T20:30:00.000Z',
});

const page = (content: TReward[], patch: Partial<TRewardPage> = {}): TRewardPage => ({
  content,
  pageNum: 1,
  pageSize: 10,
  totalPages: 1,
  totalElements: content.length,
  pendingCount: content.length,
  pendingAmount: content.reduce((sum, row) => sum + row.amount, 0),
  unreadCount: content.length,
  ...patch,
});

const RAFFLE: TRaffle = {
  id: '33333333-3333-4333-8333-333333333333',
  title: 'Sorteo de la suerte',
  startsAt: '2026-03-01T00:00:00.000Z',
  endsAt: '2026-06-01T00:00:00.000Z',
  rule: { kind: 'DEPOSIT', per: 100, dailyCap: null, totalCap: null },
  progress: 310,
  drawsEarned: 3,
  drawsUsed: 2,
  drawsAvailable: 1,
  prizes: [
    { id: 'p1', name: '5,00 de bono', amount: 5, stockLeft: null, chance: 90, turnoverMultiple: 1 },
    { id: 'p2', name: 'Siga intentando', amount: 0, stockLeft: 3, chance: 10, turnoverMultiple: 0 },
  ],
  recentDraws: [],
};

async function openRewards(api: TApiRoutes) {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
  const view = renderApp('/member/rewardCenter', makeStatus(), {
    'GET /wps/member/info': ok(makeMember()),
    'GET /wps/v2/wallets/balance': ok(makeBalance()),
    'GET /wps/promotions/badges': ok({ availablePromoCount: 2, rewardCenter: 2, missionLeaderboard: 0 }),
    'POST /wps/promotions/rewards/seen': ok({ marked: 2 }),
    ...api,
  });
  await screen.findByTestId('reward-center-page', {}, { timeout: 5000 });
  return view;
}

describe('the reward centre (rewardCenter)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('lists the waiting rewards, marks them seen, and claims one', async () => {
    const { callsTo } = await openRewards({
      'GET /wps/promotions/rewards': replies(ok(page([MISSION, reward({})]))),
      [`POST /wps/promotions/rewards/${MISSION.id}/claim`]: ok({
        rewardId: MISSION.id,
        bonusId: 'b1',
        amount: 15,
      }),
    });
    const cards = await screen.findAllByTestId('reward-card');
    expect(cards).toHaveLength(2);
    expect(screen.getByTestId('reward-pending-amount')).toHaveTextContent('$ 103,00');
    expect(cards[0]).toHaveTextContent('Misión');
    expect(cards[0]).toHaveTextContent('$ 15,00');
    expect(cards[0]).toHaveTextContent('Requisito de apuesta 3×: apueste $ 45,00 para poder retirar');
    expect(within(cards[0]!).getByTestId('reward-expiry')).toHaveTextContent('Vence en 5 h 30 min');
    // A week away: the date in the brand's zone (Mexico City, UTC−6).
    expect(within(cards[1]!).getByTestId('reward-expiry')).toHaveTextContent('Vence el 17/03/2026');
    await waitFor(() => expect(callsTo('POST /wps/promotions/rewards/seen')).toHaveLength(1));

    fireEvent.click(within(cards[0]!).getByTestId('reward-claim'));
    expect(await screen.findByTestId('reward-notice')).toHaveTextContent(
      'Recompensa reclamada: se acreditaron $ 15,00 a su saldo.',
    );
    expect(callsTo(`POST /wps/promotions/rewards/${MISSION.id}/claim`)).toHaveLength(1);
  });

  it('claims all and says which failed and why; an empty list says so', async () => {
    let claimed = false;
    await openRewards({
      'GET /wps/promotions/rewards': () => ok(claimed ? page([]) : page([MISSION, reward({})])),
      'POST /wps/promotions/rewards/claim-all': () => {
        claimed = true;
        return ok({
          claimed: 1,
          totalAmount: 15,
          failed: [{ rewardId: 'x', code: 'REWARD_EXPIRED', message: 'Esta recompensa ha caducado.' }],
        });
      },
    });
    await screen.findAllByTestId('reward-card');
    fireEvent.click(await screen.findByTestId('reward-claim-all'));
    expect(await screen.findByTestId('reward-notice')).toHaveTextContent(
      'Se reclamaron 1 recompensas ($ 15,00); 1 no se pudieron reclamar: Esta recompensa ha caducado.',
    );
    expect(await screen.findByTestId('reward-empty-PENDING')).toHaveTextContent(
      'No tiene recompensas pendientes',
    );
  });

  it('shows the history with each reward’s state', async () => {
    await openRewards({
      'GET /wps/promotions/rewards': (call) =>
        ok(
          Object.fromEntries(call.query ?? []).tab === 'HISTORY'
            ? page([reward({ status: 'CLAIMED', seen: true, claimedAt: '2026-03-09T18:00:00.000Z' })], {
                pendingCount: 0,
                pendingAmount: 0,
              })
            : page([]),
        ),
    });
    fireEvent.click(await screen.findByTestId('reward-tabs-history'));
    const card = await screen.findByTestId('reward-card');
    expect(within(card).getByTestId('reward-status')).toHaveTextContent('Reclamada');
    expect(card).toHaveTextContent('Reclamada el 09/03/2026');
    expect(within(card).queryByTestId('reward-claim')).toBeNull();
  });
});

describe('the lucky draw', () => {
  const reduced = vi.fn((query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
  let original: typeof window.matchMedia;
  beforeEach(() => {
    original = window.matchMedia;
    window.matchMedia = reduced as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('draws once: the prize is shown (at once with reduced motion) and the draws drop', async () => {
    const { callsTo } = await openRewards({
      'GET /wps/promotions/rewards': ok(page([])),
      'GET /wps/promotions/raffles': replies(
        ok({ raffles: [RAFFLE] }),
        ok({ raffles: [{ ...RAFFLE, drawsUsed: 3, drawsAvailable: 0 }] }),
      ),
      'GET /wps/promotions/raffles/winners': ok({
        list: [
          {
            account: 'de***er',
            raffleTitle: 'Sorteo',
            prizeName: '5,00 de bono',
            amount: 5,
            drawnAt: '2026-03-10T14:00:00.000Z',
          },
        ],
      }),
      'POST /wps/relay/MCS2_claimRafflePromotion': ok({
        drawId: 'd1',
        raffleId: RAFFLE.id,
        prize: { id: 'p1', name: '5,00 de bono', amount: 5 },
        won: true,
        bonusId: 'b1',
        drawsAvailable: 0,
      }),
    });
    fireEvent.click(await screen.findByTestId('reward-tabs-raffle'));
    const card = await screen.findByTestId('raffle-card');
    expect(card).toHaveTextContent('Un sorteo por cada $ 100,00 depositados');
    expect(within(card).getByTestId('raffle-draws')).toHaveTextContent('1');
    expect(within(card).getByTestId('raffle-prizes')).toHaveTextContent('Ilimitado');
    expect(await screen.findByTestId('raffle-winners')).toHaveTextContent('de***er');

    fireEvent.click(within(card).getByTestId('raffle-spin'));
    expect(await within(card).findByTestId('raffle-result')).toHaveTextContent(
      '¡Felicidades! Ganó 5,00 de bono: $ 5,00 acreditados como bono.',
    );
    expect(callsTo('POST /wps/relay/MCS2_claimRafflePromotion')[0]?.body).toEqual({ raffleId: RAFFLE.id });
    await waitFor(() => expect(within(card).getByTestId('raffle-draws')).toHaveTextContent('0'));
    expect(within(card).getByTestId('raffle-spin')).toBeDisabled();
  });

  it('says "no prize" for a try-again prize and shows a refusal', async () => {
    await openRewards({
      'GET /wps/promotions/rewards': ok(page([])),
      'GET /wps/promotions/raffles': ok({ raffles: [{ ...RAFFLE, drawsAvailable: 2 }] }),
      'GET /wps/promotions/raffles/winners': ok({ list: [] }),
      'POST /wps/relay/MCS2_claimRafflePromotion': replies(
        ok({
          drawId: 'd2',
          raffleId: RAFFLE.id,
          prize: { id: 'p2', name: 'Siga intentando', amount: 0 },
          won: false,
          bonusId: null,
          drawsAvailable: 1,
        }),
        fail('RAFFLE_SOLD_OUT', 'Los premios de este sorteo se han agotado.'),
      ),
    });
    fireEvent.click(await screen.findByTestId('reward-tabs-raffle'));
    const card = await screen.findByTestId('raffle-card');
    fireEvent.click(within(card).getByTestId('raffle-spin'));
    expect(await within(card).findByTestId('raffle-result')).toHaveTextContent('Sin premio esta vez');
    await waitFor(() => expect(within(card).getByTestId('raffle-spin')).toBeEnabled());
    fireEvent.click(within(card).getByTestId('raffle-spin'));
    expect(await within(card).findByTestId('raffle-error')).toHaveTextContent('se han agotado');
  });
});
