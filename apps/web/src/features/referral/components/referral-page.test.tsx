import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TReferralFriendsPage, TReferralOverview } from '@platform/contracts/referral';
import { useAppStore } from '../../../stores/app-store';
import { makeBalance, makeMember, makeStatus } from '../../../test/fixtures';
import { fail, ok, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { absoluteLink } from './referral-page';

const OVERVIEW: TReferralOverview = {
  code: 'AB12CD34',
  link: '/register?referralCode=AB12CD34',
  rule: {
    rule: 'FIRST_DEPOSIT',
    threshold: 100,
    rewardAmount: 25,
    turnoverMultiple: 1,
    bonusDays: 7,
    claimDays: 30,
  },
  friends: 2,
  qualified: 1,
  earned: 25,
  claimed: 0,
};

const FRIENDS: TReferralFriendsPage = {
  content: [
    {
      account: 'ex***ct',
      registeredAt: '2026-11-25T18:00:00.000Z',
      qualified: true,
      qualifiedAt: '2026-11-25T19:00:00.000Z',
      reward: 25,
      rewardStatus: 'PENDING',
    },
    {
      account: 'sh***rt',
      registeredAt: '2026-11-24T18:00:00.000Z',
      qualified: false,
      qualifiedAt: null,
      reward: 0,
      rewardStatus: null,
    },
  ],
  pageNum: 1,
  pageSize: 10,
  totalPages: 1,
  totalElements: 2,
};

function open(api: TApiRoutes = {}) {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
  return renderApp('/member/referral', makeStatus(), {
    'GET /wps/member/info': ok(makeMember()),
    'GET /wps/v2/wallets/balance': ok(makeBalance({ balance: 100 })),
    'GET /wps/promotions/referral': ok(OVERVIEW),
    'GET /wps/promotions/referral/friends': ok(FRIENDS),
    ...api,
  });
}

describe('referral page', () => {
  it('builds the absolute link from a relative one', () => {
    expect(absoluteLink('/register?referralCode=X', 'https://site.test')).toBe(
      'https://site.test/register?referralCode=X',
    );
    expect(absoluteLink('https://a.test/register?referralCode=X', 'https://site.test')).toBe(
      'https://a.test/register?referralCode=X',
    );
  });

  it('shows the link with copy, the rule in words, the totals and the friends', async () => {
    open();
    const link = await screen.findByTestId('referral-link');
    expect(link).toHaveValue(`${window.location.origin}/register?referralCode=AB12CD34`);
    expect(screen.getByTestId('referral-code')).toHaveTextContent('AB12CD34');
    expect(screen.getByTestId('referral-copy')).toHaveTextContent('Copiar');
    expect(screen.getByText(/primer depósito de al menos \$\s100,00/)).toBeInTheDocument();
    expect(screen.getByTestId('referral-earned')).toHaveTextContent('25,00');
    const friends = await screen.findByTestId('referral-friends');
    expect(friends).toHaveTextContent('ex***ct');
    expect(friends).toHaveTextContent('Calificado');
    expect(friends).toHaveTextContent('Por reclamar');
    expect(friends).toHaveTextContent('Pendiente');
    expect(screen.getByTestId('referral-qr')).toBeInTheDocument();
  });

  it('says the programme is not available when the server refuses it', async () => {
    open({
      'GET /wps/promotions/referral': fail(
        'REFERRAL_DISABLED',
        'El programa de invitar amigos no está disponible.',
      ),
    });
    expect(await screen.findByTestId('referral-unavailable')).toHaveTextContent(
      'El programa de invitar amigos no está disponible.',
    );
  });
});
