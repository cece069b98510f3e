import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DepositPage } from '../../features/cashier/components/deposit-page';
import { TransferUplinePage } from '../../features/cashier/components/transfer-upline-page';
import { WithdrawPage } from '../../features/cashier/components/withdraw-page';
import { MemberCenter } from '../../features/member/components/member-center';
import { TransactionHistoryPage } from '../../features/wallet/components/transaction-history-page';
import { TransferFundPage } from '../../features/wallet/components/transfer-fund-page';
import { loadWithTimeout } from '../../lib/lazy-chunk';
import { usePromotionBadges } from '../../lib/promotion-badges';
import { useAppStore } from '../../stores/app-store';

// The records of play load on their own, when opened (a failed or slow chunk ends in the route's error view).
const BettingRecordPage = lazy(() =>
  loadWithTimeout(() => import('../../features/bets/components/betting-record-page')).then((module) => ({
    default: module.BettingRecordPage,
  })),
);
const MessagesPage = lazy(() =>
  loadWithTimeout(() => import('../../features/messages/components/messages-page')).then((module) => ({
    default: module.MessagesPage,
  })),
);
const PersonalProfitPage = lazy(() =>
  loadWithTimeout(() => import('../../features/bets/components/personal-profit-page')).then((module) => ({
    default: module.PersonalProfitPage,
  })),
);

const BonusDetailsPage = lazy(() =>
  loadWithTimeout(() => import('../../features/bonuses/components/bonus-details-page')).then((module) => ({
    default: module.BonusDetailsPage,
  })),
);
const RewardCenterPage = lazy(() =>
  loadWithTimeout(() => import('../../features/rewards/components/reward-center-page')).then((module) => ({
    default: module.RewardCenterPage,
  })),
);
const ReferralPage = lazy(() =>
  loadWithTimeout(() => import('../../features/referral/components/referral-page')).then((module) => ({
    default: module.ReferralPage,
  })),
);
const MissionLeaderboardPage = lazy(() =>
  loadWithTimeout(() => import('../../features/missions/components/mission-leaderboard-page')).then(
    (module) => ({ default: module.MissionLeaderboardPage }),
  ),
);

// Loyalty (issue 15): the VIP page and the manual rebate.
const VipPage = lazy(() =>
  loadWithTimeout(() => import('../../features/vip/components/vip-page')).then((module) => ({
    default: module.VipPage,
  })),
);
const ManualRebatePage = lazy(() =>
  loadWithTimeout(() => import('../../features/rebate/components/manual-rebate-page')).then((module) => ({
    default: module.ManualRebatePage,
  })),
);

function PageChunk({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div className="spinner-row" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('common.loading')}</span>
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

/** Lazy screen group "MemberCenter": /member and /member/:page, with the pages other features own. */
export function Component() {
  const unreadMessage = useAppStore((state) => state.publicState.unreadMessage);
  const promotionBadges = usePromotionBadges();
  return (
    <MemberCenter
      badges={{
        messageV2: unreadMessage,
        rewardCenter: promotionBadges.rewardCenter,
        missionLeaderboard: promotionBadges.missionLeaderboard,
      }}
      pages={{
        transferFund: <TransferFundPage />,
        depositv2: <DepositPage />,
        withdraw: <WithdrawPage />,
        transferUpline: <TransferUplinePage />,
        personalHistoryCopy: (
          <PageChunk>
            <BettingRecordPage />
          </PageChunk>
        ),
        transactionHistory: <TransactionHistoryPage />,
        personalProfit: (
          <PageChunk>
            <PersonalProfitPage />
          </PageChunk>
        ),
        messageV2: (
          <PageChunk>
            <MessagesPage />
          </PageChunk>
        ),
        bonusDetails: (
          <PageChunk>
            <BonusDetailsPage />
          </PageChunk>
        ),
        rewardCenter: (
          <PageChunk>
            <RewardCenterPage />
          </PageChunk>
        ),
        vip: (
          <PageChunk>
            <VipPage />
          </PageChunk>
        ),
        manualRebate: (
          <PageChunk>
            <ManualRebatePage />
          </PageChunk>
        ),
        referral: (
          <PageChunk>
            <ReferralPage />
          </PageChunk>
        ),
        missionLeaderboard: (
          <PageChunk>
            <MissionLeaderboardPage />
          </PageChunk>
        ),
      }}
    />
  );
}
