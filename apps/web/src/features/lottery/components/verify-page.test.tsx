import { createHash } from 'node:crypto';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TLotteryDraw } from '@platform/contracts/lottery';
import { useAppStore } from '../../../stores/app-store';
import { makeBalance, makeMember } from '../../../test/fixtures';
import { ok, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// The vector pinned in packages/contracts/src/lottery-fairness.test.ts.
const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const HASH = createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex');

const DRAWN: TLotteryDraw = {
  drawId: 'd-5d',
  gameCode: 'LOTT5D',
  numero: '20261127-0001',
  province: null,
  status: 'SETTLED',
  opensAt: '2026-11-27T06:00:00.000Z',
  closesAt: '2026-11-27T06:04:30.000Z',
  drawAt: '2026-11-27T06:05:00.000Z',
  seedHash: HASH,
  seed: SEED,
  result: { kind: 'FAST_5D', values: [5, 5, 0, 1, 3] },
  resultSource: 'HOUSE',
};

const HALL = {
  game: {
    gameCode: 'LOTT5D',
    vassalage: 'LOTT',
    name: 'Lotería 5D',
    kind: 'FAST_5D',
    cycleMinutes: 5,
    prizeModes: ['LOTT'],
  },
  prizeMode: 'LOTT',
  unitPrice: 1,
  betTypes: [],
  open: [],
  latest: DRAWN,
  serverTime: new Date().toISOString(),
};

async function openVerify(path: string, api: TApiRoutes = {}) {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
  const view = renderApp(path, undefined, {
    'GET /wps/member/info': ok(makeMember()),
    'GET /wps/v2/wallets/balance': ok(makeBalance()),
    'GET /wps/lottery/hall': ok(HALL),
    'GET /wps/lottery/draws/d-5d': ok(DRAWN),
    ...api,
  });
  await screen.findByTestId('lottery-verify-page');
  return view;
}

describe('the verify page', () => {
  it('recomputes a published house draw in the browser and says both match', async () => {
    await openVerify('/lotteryVerify?drawId=d-5d');
    expect(await screen.findByTestId('lottery-verify-hash-status')).toHaveTextContent(
      '✓ coincide: el hash de la semilla es el publicado',
    );
    expect(screen.getByTestId('lottery-verify-result-status')).toHaveTextContent(
      '✓ coincide: los números recalculados son los publicados',
    );
    expect(screen.getByTestId('lottery-verify-game')).toHaveTextContent('Lotería 5D');
    expect(screen.getByTestId('lottery-verify-computed')).toHaveTextContent('55013');
  });

  it('says no match when the seed is changed, and refuses a seed that is not 32 bytes', async () => {
    const { user } = await openVerify('/lotteryVerify?drawId=d-5d');
    await screen.findByTestId('lottery-verify-result-status');
    const seed = screen.getByTestId('lottery-verify-seed');
    await user.clear(seed);
    await user.type(seed, `ff${SEED.slice(2)}`);
    await user.click(screen.getByTestId('lottery-verify-submit'));
    expect(
      await screen.findByText('✗ no coincide: el hash de la semilla no es el publicado'),
    ).toBeInTheDocument();
    await user.clear(seed);
    await user.type(seed, 'abcd');
    await user.click(screen.getByTestId('lottery-verify-submit'));
    expect(await screen.findByTestId('lottery-verify-seed-invalid')).toHaveTextContent(
      'La semilla debe tener 64 caracteres hexadecimales.',
    );
  });

  it('finds the draw by game and numero among the latest results', async () => {
    await openVerify('/lotteryVerify?gameCode=LOTT5D&numero=20261127-0001', {
      'GET /wps/lottery/draws': ok({ list: [DRAWN], total: 1 }),
    });
    expect(await screen.findByTestId('lottery-verify-result-status')).toHaveAttribute('data-match', 'true');
  });
});
