import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TCrashState, THouseRound } from '@platform/contracts/house-games';
import { useAppStore } from '../../../stores/app-store';
import { mockApi, ok, replies, type TApiRoutes } from '../../../test/mock-api';
import { HouseVerifyPage } from './verify-page';

/*
 * Worked out by hand in python3, independently of the code under test:
 *   hmac.new(SEED.encode(), b'lucky-7:3:0', sha256).digest()[:4] → word 565,774,819 (under the limit
 *   4,294,960,000 = ⌊2³² / 10,000⌋ × 10,000), 565,774,819 mod 10,000 = 4,819 → roll 48.19;
 *   sha256(SEED.encode()).hexdigest() → SEED_HASH. UNDER 50.00 wins with 5,000 rolls: 10.00 × 9,900 / 5,000
 *   = 19.80. Nonce 4, 3 mines: Fisher–Yates of 0…24 with below(i + 1) → mines on cells 0, 13, 17.
 */
const SEED = '7f3c1e9a0b5d4c2e8f6a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e';
const SEED_HASH = '5f0259cd53b17848a8bd7532884257837119daeb3f9f35c39c0be6d3f12a7ad8';

/*
 * A crash chain by hand: LINK_2 = sha256(b'h5-test-chain'), LINK_1 = sha256(bytes(LINK_2)); with the salt
 * 'salt-h5', r = the first 52 bits of HMAC-SHA256(link text, salt), point = ⌊99 × 2⁵² / (2⁵² − r)⌋:
 * LINK_2 → 614 (6.14×), LINK_1 → 221 (2.21×).
 */
const LINK_2 = 'bb2d1831db85eb206e31b2e0ca80da0a0d2990c40b36a4e3cb662027f2785c37';
const LINK_1 = '71a067342d04c4a6ed215ce2f612657b4fad920ef4daac130e1214662a06ca5f';

const DICE: THouseRound = {
  id: 'r-dice',
  gameCode: 'INHOUSE002',
  kind: 'DICE',
  status: 'SETTLED',
  stake: 10,
  win: 19.8,
  balanceBefore: 50,
  balanceAfter: 59.8,
  createdAt: '2026-11-27T15:04:05.000Z',
  settledAt: '2026-11-27T15:04:05.000Z',
  steps: [{ type: 'roll', target: 5000, direction: 'UNDER', roll: 4819, multiplier: 1.98, win: 19.8 }],
  mines: null,
  minedCells: null,
  cashout: null,
  fairness: { scheme: 'seed', serverSeedHash: SEED_HASH, serverSeed: SEED, clientSeed: 'lucky-7', nonce: 3 },
};

const CRASH_STATE: TCrashState = {
  round: null,
  history: [
    { id: 'c-2', crashPoint: 6.14, hash: LINK_2 },
    { id: 'c-1', crashPoint: 2.21, hash: LINK_1 },
  ],
  chain: { terminalHash: 'f'.repeat(64), salt: 'salt-h5', rounds: 100_000 },
  serverTime: '2026-11-27T15:04:05.000Z',
  growthPerMs: 0.00006,
};

function openVerify(path: string, routes: TApiRoutes = {}) {
  useAppStore.setState({ token: 'tok-1' });
  const api = mockApi({ 'GET /wps/house/crash': ok(CRASH_STATE), ...routes });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <HouseVerifyPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...api, user: userEvent.setup() };
}

/** Each fact as shown: its mark, what it says, and the values compared. */
const checks = () =>
  screen.getAllByTestId('house-verify-check').map((check) => ({
    mark: check.querySelector('.house-verify__mark')?.textContent,
    fact: check.querySelector('.house-verify__check-label')?.textContent,
    values: check.querySelector('small')?.textContent ?? null,
  }));

describe('the house verify page', () => {
  it('recomputes a pinned dice round in the browser and shows ✓ for every fact', async () => {
    openVerify('/houseVerify?roundId=r-dice', { 'GET /wps/house/rounds/r-dice': ok(DICE) });
    expect(await screen.findByTestId('house-verify-verdict')).toHaveTextContent(
      '✓ Todo coincide: la ronda es la que dan las semillas.',
    );
    expect(screen.getByTestId('house-verify-game')).toHaveTextContent('Dados');
    expect(screen.getByTestId('house-verify-roll')).toHaveTextContent('48,19');
    expect(checks()).toEqual([
      {
        mark: '✓',
        fact: 'El SHA-256 de la semilla del servidor es el hash mostrado antes de jugar',
        values: `Registrado: ${SEED_HASH} · Recalculado: ${SEED_HASH}`,
      },
      {
        mark: '✓',
        fact: 'La tirada recalculada es la registrada',
        values: 'Registrado: 48,19 · Recalculado: 48,19',
      },
      {
        mark: '✓',
        fact: 'El premio de la tirada es el que paga la tabla',
        values: 'Registrado: 19,80 · Recalculado: 19,80',
      },
      {
        mark: '✓',
        fact: 'El premio de la ronda es el recalculado',
        values: 'Registrado: 19,80 · Recalculado: 19,80',
      },
    ]);
  });

  it('shows ✗ for a tampered round', async () => {
    const tampered: THouseRound = {
      ...DICE,
      steps: [{ type: 'roll', target: 5000, direction: 'UNDER', roll: 4820, multiplier: 1.98, win: 19.8 }],
    };
    openVerify('/houseVerify?roundId=r-dice', { 'GET /wps/house/rounds/r-dice': ok(tampered) });
    expect(await screen.findByTestId('house-verify-verdict')).toHaveTextContent(
      '✗ Algo no coincide: revise los datos marcados.',
    );
    expect(checks()).toContainEqual({
      mark: '✗',
      fact: 'La tirada recalculada es la registrada',
      values: 'Registrado: 48,20 · Recalculado: 48,19',
    });
    expect(
      checks()
        .filter((check) => check.mark === '✓')
        .map((check) => check.fact),
    ).toContain('El SHA-256 de la semilla del servidor es el hash mostrado antes de jugar');
  });

  it('says when the seed is not revealed yet and reveals it by rotating, then verifies', async () => {
    const secret: THouseRound = {
      ...DICE,
      fairness: { ...DICE.fairness, serverSeed: null } as THouseRound['fairness'],
    };
    const { user, callsTo } = openVerify('/houseVerify?roundId=r-dice', {
      'GET /wps/house/rounds/r-dice': replies(ok(secret), ok(DICE)),
      'POST /wps/house/fairness/rotate': ok({
        active: { ...DICE.fairness, serverSeed: null, nonce: 0, createdAt: DICE.createdAt, revealedAt: null },
        previous: null,
        roundOpen: false,
      }),
    });
    expect(await screen.findByTestId('house-verify-not-revealed')).toHaveTextContent(
      'La semilla del servidor de esta ronda sigue activa, así que aún no está revelada.',
    );
    expect(screen.getByRole('link', { name: 'Volver al juego' })).toHaveAttribute(
      'href',
      '/house/INHOUSE002',
    );
    await user.click(screen.getByRole('button', { name: 'Rotar semilla ahora' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Rotar' }));
    expect(await screen.findByTestId('house-verify-verdict')).toHaveAttribute('data-ok', 'true');
    expect(callsTo('POST /wps/house/fairness/rotate')).toHaveLength(1);
  });

  it('computes a dice roll and mined cells from seeds typed by hand', async () => {
    const { user } = openVerify('/houseVerify');
    await user.click(await screen.findByTestId('house-verify-server-seed'));
    await user.paste(SEED);
    await user.type(screen.getByTestId('house-verify-client-seed'), 'lucky-7');
    const nonce = screen.getByTestId('house-verify-nonce');
    await user.clear(nonce);
    await user.type(nonce, '3');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(screen.getByTestId('house-verify-manual-roll')).toHaveTextContent('48,19');
    expect(screen.getByTestId('house-verify-manual-hash')).toHaveTextContent(SEED_HASH);

    await user.selectOptions(screen.getByTestId('house-verify-kind'), 'MINES');
    await user.selectOptions(screen.getByTestId('house-verify-mines'), '3');
    await user.clear(nonce);
    await user.type(nonce, '4');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(screen.getByTestId('house-verify-manual-cells')).toHaveTextContent('Casillas con mina: 1, 14, 18');
  });

  it('computes a slot round’s reel stops from seeds typed by hand', async () => {
    // By hand: the Aztec reels are 30, 30, 33, 33 and 34 symbols long; nonce 5's words through below(length)
    // reel by reel give the stops 25, 14, 15, 21, 10.
    const { user } = openVerify(`/houseVerify?serverSeed=${SEED}&clientSeed=lucky-7&nonce=5&kind=SLOT`);
    await user.selectOptions(await screen.findByTestId('house-verify-slot-game'), 'INHOUSE005');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    const [paid] = screen.getAllByTestId('house-verify-manual-spin');
    expect(paid).toHaveTextContent('Giro paradas 25 · 14 · 15 · 21 · 10');
    expect(screen.getByTestId('house-verify-manual-slot-win')).toHaveTextContent(
      /^1 giro \(el pagado\), premio total \$ \d/,
    );

    const bet = screen.getByTestId('house-verify-bet');
    await user.clear(bet);
    await user.type(bet, '1,10');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(
      screen.getByText('Indique la apuesta total de la ronda, un múltiplo de 0,25.'),
    ).toBeInTheDocument();
  });

  it('refuses a client seed with ":" in the manual mode', async () => {
    const { user } = openVerify(`/houseVerify?serverSeed=${SEED}&clientSeed=a:b&nonce=0`);
    await user.click(await screen.findByRole('button', { name: 'Calcular' }));
    expect(
      screen.getByText('La semilla del cliente debe tener de 1 a 64 caracteres imprimibles, sin «:».'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('house-verify-manual-outcome')).toBeNull();
  });

  it('verifies a published crash point and its link to the previous round', async () => {
    openVerify('/houseVerify?crashRoundId=c-2');
    expect(await screen.findByTestId('house-verify-crash')).toHaveTextContent(
      'Ronda de Cohete que explotó a 6,14×',
    );
    expect(checks()).toEqual([
      {
        mark: '✓',
        fact: 'El punto de explosión recalculado es el registrado',
        values: 'Registrado: 6,14× · Recalculado: 6,14×',
      },
      {
        mark: '✓',
        fact: 'El SHA-256 del hash de la ronda es el hash publicado de la ronda anterior',
        values: `Recalculado: ${LINK_1}`,
      },
    ]);
    // The manual form is filled with the round's hash and the chain's salt.
    expect(screen.getByTestId('house-verify-round-hash')).toHaveValue(LINK_2);
  });

  it('verifies a member’s crash round: point, cash-out before the crash, chain', async () => {
    const round: THouseRound = {
      ...DICE,
      id: 'r-crash',
      gameCode: 'INHOUSE001',
      kind: 'CRASH',
      stake: 5,
      win: 10,
      steps: [
        { type: 'bet', amount: 5, autoCashout: 2 },
        { type: 'cashout', multiplier: 2, auto: true, win: 10 },
        { type: 'crash', point: 6.14 },
      ],
      fairness: {
        scheme: 'chain',
        crashRoundId: 'c-2',
        roundHash: LINK_2,
        salt: 'salt-h5',
        terminalHash: 'f'.repeat(64),
      },
    };
    openVerify('/houseVerify?roundId=r-crash', { 'GET /wps/house/rounds/r-crash': ok(round) });
    expect(await screen.findByTestId('house-verify-verdict')).toHaveAttribute('data-ok', 'true');
    expect(checks()).toContainEqual({
      mark: '✓',
      fact: 'El punto de explosión recalculado es el registrado',
      values: 'Registrado: 6,14× · Recalculado: 6,14×',
    });
    expect(checks()).toContainEqual({ mark: '✓', fact: 'El cobro fue antes de la explosión', values: null });
    // SHA-256 of its link is the previous round's published hash (LINK_1, in the crash state's history).
    expect(
      await screen.findByText('El SHA-256 del hash de la ronda es el hash publicado de la ronda anterior'),
    ).toBeInTheDocument();
  });
});
