import { useTranslation } from 'react-i18next';
import type { TPromotionSource, TRewardStatus } from '@platform/contracts/promotions';
import type { TReward } from '@platform/contracts/rewards';
import {
  ChartIcon,
  CrownIcon,
  GiftIcon,
  SparkIcon,
  UsersIcon,
  WalletIcon,
} from '../../../components/ui/icons';
import { StatusBadge, type TStatusTone } from '../../../components/ui/status-badge';
import { useBrandFormat } from '../../../hooks/use-brand-format';
import { useMoney } from '../../../hooks/use-money';
import { useNow } from '../../../hooks/use-now';

const SOURCE_ICON: Record<TPromotionSource, typeof GiftIcon> = {
  ACTIVITY: GiftIcon,
  REWARD: GiftIcon,
  RAFFLE: SparkIcon,
  MISSION: ChartIcon,
  CONTEST: ChartIcon,
  REFERRAL: UsersIcon,
  VIP: CrownIcon,
  REBATE: WalletIcon,
  CASHBACK: WalletIcon,
  MANUAL: GiftIcon,
};

const STATUS_TONE: Record<TRewardStatus, TStatusTone> = {
  PENDING: 'warning',
  CLAIMED: 'success',
  EXPIRED: 'neutral',
  CANCELLED: 'danger',
};

/** Within this long of its expiry a reward shows a countdown instead of the date. */
const COUNTDOWN_MS = 48 * 3_600_000;

function useExpiryText(expiresAt: string | null): { text: string; urgent: boolean } | null {
  const { t } = useTranslation();
  const format = useBrandFormat();
  const end = expiresAt ? new Date(expiresAt).getTime() : null;
  const now = useNow(end !== null, 30_000);
  if (end === null || expiresAt === null) return null;
  const left = end - now;
  if (left >= COUNTDOWN_MS)
    return { text: t('rewards.expiresOn', { date: format.dateTime(expiresAt) }), urgent: false };
  if (left <= 0) return { text: t('rewards.expired'), urgent: true };
  const hours = Math.floor(left / 3_600_000);
  const minutes = Math.max(1, Math.floor((left % 3_600_000) / 60_000));
  return { text: t('rewards.expiresIn', { hours, minutes }), urgent: hours < 6 };
}

type TRewardCardProps = {
  reward: TReward;
  claiming: boolean;
  disabled: boolean;
  onClaim: () => void;
};

/** One reward: where it came from, the amount, the turnover of its bonus, the expiry, and its claim. */
export function RewardCard({ reward, claiming, disabled, onClaim }: TRewardCardProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useBrandFormat();
  const expiry = useExpiryText(reward.status === 'PENDING' ? reward.expiresAt : null);
  const Icon = SOURCE_ICON[reward.source];
  const pending = reward.status === 'PENDING';

  return (
    <article
      className={`reward-card${pending ? ' reward-card--pending' : ''}${pending && !reward.seen ? ' is-new' : ''}`}
      data-testid="reward-card"
      data-reward-id={reward.id}
      data-status={reward.status}
    >
      <div
        className={`reward-card__icon reward-card__icon--${reward.source.toLowerCase()}`}
        aria-hidden="true"
      >
        <Icon size={22} />
      </div>
      <div className="reward-card__body">
        <p className="reward-card__source">
          {t(`rewards.sources.${reward.source}`)}
          {pending && !reward.seen ? <span className="reward-card__new">{t('rewards.new')}</span> : null}
        </p>
        <h3 className="reward-card__title">{reward.title}</h3>
        <p className="reward-card__turnover">
          {reward.turnoverMultiple > 0
            ? t('rewards.turnover', {
                multiple: reward.turnoverMultiple,
                amount: money(reward.turnoverAmount),
              })
            : t('rewards.noTurnover')}
        </p>
        {expiry ? (
          <p
            className={`reward-card__expiry${expiry.urgent ? ' is-urgent' : ''}`}
            data-testid="reward-expiry"
          >
            {expiry.text}
          </p>
        ) : null}
        {!pending ? (
          <p className="reward-card__when">
            {reward.claimedAt
              ? t('rewards.claimedOn', { date: format.dateTime(reward.claimedAt) })
              : reward.expiresAt
                ? t('rewards.expiredOn', { date: format.dateTime(reward.expiresAt) })
                : format.dateTime(reward.createdAt)}
          </p>
        ) : null}
      </div>
      <div className="reward-card__side">
        <strong className="reward-card__amount" data-testid="reward-amount">
          {money(reward.amount)}
        </strong>
        {pending ? (
          <button
            type="button"
            className="button button--primary reward-card__claim"
            disabled={disabled}
            onClick={onClaim}
            data-testid="reward-claim"
          >
            {claiming ? t('rewards.claiming') : t('rewards.claim')}
          </button>
        ) : (
          <StatusBadge tone={STATUS_TONE[reward.status]} testId="reward-status">
            {t(`rewards.statuses.${reward.status}`)}
          </StatusBadge>
        )}
      </div>
    </article>
  );
}
