import { screen, waitFor, within } from '@testing-library/react';
import type { TActivityCard, TActivityDetail } from '@platform/contracts/promotion-activities';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { makeBalance, makeMember, makeStatus } from '../../../test/fixtures';
import { SEEDED_MENUS } from '../../../test/game-menus-fixture';
import { ok, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const card = (overrides: Partial<TActivityCard>): TActivityCard => ({
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'MANUAL',
  category: 'SPORTS',
  title: 'Comparta su boleto ganador',
  summary: 'Envíe una captura y reciba hasta $300.',
  bannerUrl: '/wps/promotions/art/sports-es.svg',
  startsAt: '2026-11-01T06:00:00.000Z',
  endsAt: '2026-12-31T06:00:00.000Z',
  startsOn: '2026-11-01',
  endsOn: '2026-12-31',
  state: 'JOIN',
  action: 'APPLY',
  ...overrides,
});

const MANUAL = card({});
const WELCOME = card({
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'FIRST_DEPOSIT',
  category: 'DEPOSIT',
  title: 'Bono de bienvenida',
  state: 'JOINED',
  action: null,
});

const detailOf = (base: TActivityCard): TActivityDetail => ({
  ...base,
  rulesHtml: '<p>Reglas <strong>claras</strong></p><script>alert(1)</script>',
  terms: {
    percent: null,
    cap: null,
    minDeposit: null,
    minLoss: null,
    period: null,
    maxPerPeriod: null,
    targetDays: null,
    targetReward: null,
    dailyReward: null,
    target: null,
    prize: null,
    maxAmount: 300,
    categories: [],
    turnoverMultiple: 1,
    turnoverBase: 'BONUS',
    validDays: 30,
  },
  progress: {
    joined: false,
    signedDays: null,
    signedToday: null,
    periodFrom: null,
    periodTo: null,
    validBet: null,
    target: null,
    loss: null,
    claimable: null,
    issuedAmount: null,
    application: null,
  },
});

const LIST = { categories: ['DEPOSIT', 'SPORTS'], list: [MANUAL, WELCOME] };

function renderPromotions(path: string, api: TApiRoutes = {}, member = true) {
  if (member) {
    sessionStorage.setItem('token', 'tok-1');
    useAppStore.setState({ token: 'tok-1' });
  }
  return renderApp(
    path,
    makeStatus(),
    {
      'GET /wps/member/info': ok(makeMember()),
      'GET /wps/v2/wallets/balance': ok(makeBalance()),
      'GET /lgw/games/game_menus': ok(SEEDED_MENUS),
      'GET /wps/promotions/activities': ok(LIST),
      [`GET /wps/promotions/activities/${MANUAL.id}`]: ok(detailOf(MANUAL)),
      ...api,
    },
    { applyAccept: false },
  );
}

describe('the promotions page', () => {
  const createObjectURL = URL.createObjectURL;
  const revokeObjectURL = URL.revokeObjectURL;
  beforeEach(() => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });

  it('shows tabs of the categories in use, cards with state and action, and filters by tab', async () => {
    const { user } = renderPromotions('/promotions', {}, false);
    const list = await screen.findByTestId('promotion-list', {}, { timeout: 5000 });
    expect(within(list).getAllByTestId('promotion-card')).toHaveLength(2);
    const tabs = screen.getByTestId('promotion-tabs');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Todas', 'Depósitos', 'Deportes']);
    const [manual] = within(list).getAllByTestId('promotion-card');
    expect(within(manual!).getByTestId('promotion-card-state')).toHaveTextContent('Disponible');
    const banner = manual!.querySelector('img')!;
    expect(banner).toHaveAttribute('width', '1200');
    expect(banner).toHaveAttribute('height', '400');
    // The validity as the server dated it in the brand zone, in the page language's order.
    expect(within(manual!).getByText('Vigencia: 01/11/2026 – 31/12/2026')).toBeInTheDocument();
    await user.click(screen.getByTestId('promotion-tabs-deposit'));
    await waitFor(() => expect(within(list).getAllByTestId('promotion-card')).toHaveLength(1));
    expect(within(list).getByText('Bono de bienvenida')).toBeInTheDocument();
  });

  it('asks a visitor to log in when he takes an action', async () => {
    const { user } = renderPromotions(
      '/promotions',
      { 'GET /wps/promotions/activities': ok({ ...LIST, list: [card({ action: 'LOGIN' })] }) },
      false,
    );
    const button = await screen.findByTestId('promotion-card-action', {}, { timeout: 5000 });
    expect(button).toHaveTextContent('Participar');
    await user.click(button);
    expect(await screen.findByTestId('login-modal')).toBeInTheDocument();
  });

  it('checks the application before sending it: type, size, count, the 140 counter; then sends comment and images', async () => {
    const { user, callsTo } = renderPromotions(`/promotions?id=${MANUAL.id}`, {
      [`POST /wps/promotions/activities/${MANUAL.id}/apply`]: ok({
        ...detailOf(MANUAL),
        state: 'APPLYING',
        action: null,
      }),
    });
    const dialog = await screen.findByTestId('promotion-detail', {}, { timeout: 5000 });
    const rules = await within(dialog).findByTestId('promotion-rules');
    expect(rules.innerHTML).toBe('<p>Reglas <strong>claras</strong></p>');

    const comment = within(dialog).getByTestId('promotion-apply-comment');
    await user.type(comment, 'Mi boleto');
    expect(within(dialog).getByTestId('promotion-apply-counter')).toHaveTextContent('9/140');
    expect(comment).toHaveAttribute('maxlength', '140');

    const input = within(dialog).getByTestId('promotion-apply-input');
    await user.upload(input, new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(within(dialog).getByTestId('promotion-apply-error')).toHaveTextContent(
      'Solo se admiten imágenes png o jpg.',
    );
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(within(dialog).getByTestId('promotion-apply-error')).toHaveTextContent('5 MB como máximo');

    const png = (name: string) =>
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
    await user.upload(input, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(within(dialog).getAllByTestId('promotion-apply-preview')).toHaveLength(3);
    expect(within(dialog).getByTestId('promotion-apply-error')).toHaveTextContent('como máximo 3 imágenes');
    await user.click(within(dialog).getByRole('button', { name: 'Quitar la imagen 3.png' }));
    expect(within(dialog).getAllByTestId('promotion-apply-preview')).toHaveLength(2);

    await user.click(within(dialog).getByTestId('promotion-apply-submit'));
    await waitFor(() =>
      expect(callsTo(`POST /wps/promotions/activities/${MANUAL.id}/apply`)).toHaveLength(1),
    );
    const body = callsTo(`POST /wps/promotions/activities/${MANUAL.id}/apply`)[0]!.body as FormData;
    expect(body.get('comment')).toBe('Mi boleto');
    expect((body.getAll('images') as File[]).map((file) => file.name)).toEqual(['1.png', '2.png']);
    expect(await within(dialog).findByTestId('promotion-detail-notice')).toHaveTextContent(
      'Solicitud enviada',
    );
  });
});
