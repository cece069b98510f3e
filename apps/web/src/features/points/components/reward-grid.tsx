import { useTranslation } from 'react-i18next';
import type { TPointReward } from '@platform/contracts/loyalty';
import { EmptyState } from '../../../components/ui/empty-state';
import { GiftIcon, WalletIcon } from '../../../components/ui/icons';
import { useMoney } from '../../../hooks/use-money';
import { formatPoints } from '../utils/format-points';

/** Why a reward cannot be redeemed now, or null. */
export function redeemBlock(reward: TPointReward, held: number): 'soldOut' | 'limit' | 'points' | null {
  if (reward.stock !== null && reward.stock <= 0) return 'soldOut';
  if (reward.perMemberLimit !== null && reward.redeemedByMe >= reward.perMemberLimit) return 'limit';
  if (held < reward.pricePoints) return 'points';
  return null;
}

/** The mall's catalogue: image, name, price in points, stock, the member's limit, the cash a cash reward pays. */
export function RewardGrid({
  rewards,
  held,
  onRedeem,
}: {
  rewards: readonly TPointReward[];
  held: number;
  onRedeem: (reward: TPointReward) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const number = (value: number) => formatPoints(value, i18n.resolvedLanguage);
  if (rewards.length === 0) {
    return (
      <EmptyState icon={<GiftIcon size={28} />} text={t('loyalty.mall.empty')} testId="point-rewards-empty" />
    );
  }
  return (
    <ul className="point-rewards" data-testid="point-rewards">
      {rewards.map((reward) => {
        const block = redeemBlock(reward, held);
        return (
          <li key={reward.id}>
            <article
              className={`point-reward${block === 'soldOut' ? ' is-sold-out' : ''}`}
              data-testid="point-reward"
              data-reward-id={reward.id}
              data-kind={reward.kind}
            >
              <div className="point-reward__media">
                {reward.imageUrl ? (
                  <img src={reward.imageUrl} alt="" loading="lazy" className="point-reward__image" />
                ) : (
                  <span className="point-reward__placeholder" aria-hidden="true">
                    {reward.kind === 'CASH' ? <WalletIcon size={36} /> : <GiftIcon size={36} />}
                  </span>
                )}
                <span className={`point-reward__kind point-reward__kind--${reward.kind.toLowerCase()}`}>
                  {t(`loyalty.mall.kinds.${reward.kind}`)}
                </span>
              </div>
              <div className="point-reward__body">
                <h3 className="point-reward__name">{reward.name}</h3>
                {reward.description ? (
                  <p className="point-reward__description">{reward.description}</p>
                ) : null}
                {reward.kind === 'CASH' && reward.cashAmount !== null ? (
                  <p className="point-reward__cash" data-testid="point-reward-cash">
                    {t('loyalty.mall.pays', { amount: money(reward.cashAmount) })}
                  </p>
                ) : null}
                <p className="point-reward__price" data-testid="point-reward-price">
                  {t('loyalty.points.count', {
                    count: reward.pricePoints,
                    value: number(reward.pricePoints),
                  })}
                </p>
                <dl className="point-reward__facts">
                  <div>
                    <dt>{t('loyalty.mall.stock')}</dt>
                    <dd data-testid="point-reward-stock">
                      {reward.stock === null
                        ? t('loyalty.mall.unlimited')
                        : reward.stock <= 0
                          ? t('loyalty.mall.soldOut')
                          : number(reward.stock)}
                    </dd>
                  </div>
                  {reward.perMemberLimit !== null ? (
                    <div>
                      <dt>{t('loyalty.mall.limit')}</dt>
                      <dd data-testid="point-reward-limit">
                        {t('loyalty.mall.limitValue', {
                          used: number(reward.redeemedByMe),
                          limit: number(reward.perMemberLimit),
                        })}
                      </dd>
                    </div>
                  ) : null}
                </dl>
                <button
                  type="button"
                  className="button button--primary point-reward__redeem"
                  disabled={block !== null}
                  onClick={() => onRedeem(reward)}
                  data-testid="point-reward-redeem"
                >
                  {block === 'soldOut'
                    ? t('loyalty.mall.soldOut')
                    : block === 'limit'
                      ? t('loyalty.mall.limitReached')
                      : t('loyalty.mall.redeem')}
                </button>
                {block === 'points' ? (
                  <p className="point-reward__short">
                    {t('loyalty.mall.missing', { value: number(reward.pricePoints - held) })}
                  </p>
                ) : null}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
