import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { THouseFairness } from '@platform/contracts/house-games';
import { useAppStore } from '../../../../stores/app-store';
import { fail, mockApi, ok, replies, type TApiRoutes } from '../../../../test/mock-api';
import { FairnessPanel } from './fairness-panel';

const HASH_1 = '1d'.repeat(32);
const HASH_2 = '2e'.repeat(32);
const SEED_1 = '7f3c1e9a0b5d4c2e8f6a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e';

const BEFORE: THouseFairness = {
  active: {
    serverSeedHash: HASH_1,
    serverSeed: null,
    clientSeed: 'lucky-7',
    nonce: 12,
    createdAt: '2026-11-27T10:00:00.000Z',
    revealedAt: null,
  },
  previous: null,
  roundOpen: false,
};

const AFTER: THouseFairness = {
  active: { ...BEFORE.active, serverSeedHash: HASH_2, nonce: 0, createdAt: '2026-11-27T12:00:00.000Z' },
  previous: { ...BEFORE.active, serverSeed: SEED_1, revealedAt: '2026-11-27T12:00:00.000Z' },
  roundOpen: false,
};

function openPanel(routes: TApiRoutes) {
  useAppStore.setState({ token: 'tok-1' });
  const api = mockApi(routes);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <FairnessPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...api, user: userEvent.setup() };
}

describe('the fairness panel', () => {
  it('shows the active hash and nonce; rotating after a confirm reveals the previous server seed', async () => {
    const { user, callsTo } = openPanel({
      'GET /wps/house/fairness': replies(ok(BEFORE), ok(AFTER)),
      'POST /wps/house/fairness/rotate': ok(AFTER),
    });
    expect(await screen.findByTestId('house-fairness-hash')).toHaveTextContent(HASH_1);
    expect(screen.getByTestId('house-fairness-nonce')).toHaveTextContent('12');
    expect(
      screen.getByRole('button', { name: 'Copiar Hash de la semilla del servidor (SHA-256)' }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Rotar semilla' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Rotar la semilla del servidor?' });
    expect(callsTo('POST /wps/house/fairness/rotate')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Rotar' }));

    expect(await screen.findByTestId('house-fairness-done')).toHaveTextContent(
      'Semilla rotada. La semilla del servidor anterior ya está revelada.',
    );
    expect(callsTo('POST /wps/house/fairness/rotate')).toHaveLength(1);
    expect(await screen.findByTestId('house-fairness-previous-seed')).toHaveTextContent(SEED_1);
    expect(screen.getByTestId('house-fairness-hash')).toHaveTextContent(HASH_2);
    expect(screen.getByTestId('house-fairness-nonce')).toHaveTextContent('0');
    expect(screen.getByRole('link', { name: 'Verificar apuestas de este par' })).toHaveAttribute(
      'href',
      `/houseVerify?serverSeed=${SEED_1}&clientSeed=lucky-7&nonce=0`,
    );
  });

  it('checks the client seed as the server does, then changes it', async () => {
    const { user, callsTo } = openPanel({
      'GET /wps/house/fairness': replies(ok(BEFORE), ok(AFTER)),
      'POST /wps/house/fairness/client-seed': ok(AFTER),
    });
    const input = await screen.findByTestId('house-fairness-client-seed');
    await user.clear(input);
    await user.type(input, 'mi:semilla');
    await user.click(screen.getByRole('button', { name: 'Cambiar' }));
    expect(
      screen.getByText(
        'Use solo letras, números y signos imprimibles, sin «:» ni espacios al principio o al final.',
      ),
    ).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'x'.repeat(65));
    expect(screen.getByText('La semilla del cliente admite como máximo 64 caracteres.')).toBeInTheDocument();
    expect(callsTo('POST /wps/house/fairness/client-seed')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'mi-semilla');
    await user.click(screen.getByRole('button', { name: 'Cambiar' }));
    expect(await screen.findByTestId('house-fairness-done')).toHaveTextContent(
      'Semilla del cliente cambiada.',
    );
    expect(callsTo('POST /wps/house/fairness/client-seed')[0]?.body).toEqual({ clientSeed: 'mi-semilla' });
  });

  it('says why the seed cannot change while a round is open', async () => {
    openPanel({ 'GET /wps/house/fairness': ok({ ...BEFORE, roundOpen: true }) });
    expect(await screen.findByTestId('house-fairness-round-open')).toHaveTextContent(
      'Tiene una ronda sin terminar (giros gratis o minas).',
    );
    expect(screen.getByRole('button', { name: 'Rotar semilla' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cambiar' })).toBeDisabled();
  });

  it('shows the server’s refusal when a round opened meanwhile (another tab)', async () => {
    const { user } = openPanel({
      'GET /wps/house/fairness': ok(BEFORE),
      'POST /wps/house/fairness/rotate': fail(
        'HOUSE_SEED_ROUND_OPEN',
        'Termine sus rondas abiertas antes de cambiar la semilla del servidor.',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Rotar semilla' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Rotar' }));
    expect(await screen.findByTestId('house-fairness-error')).toHaveTextContent(
      'Termine sus rondas abiertas antes de cambiar la semilla del servidor.',
    );
    expect(screen.getByTestId('house-fairness-hash')).toHaveTextContent(HASH_1);
  });
});
