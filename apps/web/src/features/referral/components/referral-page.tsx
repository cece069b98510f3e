import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button';
import { EmptyState } from '../../../components/ui/empty-state';
import { GiftIcon, LinkIcon, UsersIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { StatusBadge, type TStatusTone } from '../../../components/ui/status-badge';
import { useBrandFormat } from '../../../hooks/use-brand-format';
import { useMoney } from '../../../hooks/use-money';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useReferral, useReferralFriends } from '../api/get-referral';
import { ReferralQrCode } from './referral-qr-code';
import './referral.css';

/** The link to share: the server's absolute one, else this site's address in front of its path. */
export function absoluteLink(link: string, origin: string): string {
  return /^https?:\/\//.test(link) ? link : `${origin}${link}`;
}

const REWARD_TONE: Record<string, TStatusTone> = {
  PENDING: 'warning',
  CLAIMED: 'success',
  EXPIRED: 'neutral',
  CANCELLED: 'neutral',
};

function FriendsTable() {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useBrandFormat();
  const [page, setPage] = useState(1);
  const friends = useReferralFriends(page, true);
  if (friends.isPending) {
    return (
      <div className="spinner-row" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  if (friends.isError) return <p className="referral-card__text">{errorText(friends.error)}</p>;
  if (friends.data.content.length === 0) {
    return (
      <EmptyState
        icon={<UsersIcon size={26} />}
        text={t('referral.friends.empty')}
        testId="referral-friends-empty"
      />
    );
  }
  return (
    <>
      <ul className="referral-friends" data-testid="referral-friends">
        {friends.data.content.map((friend, index) => (
          <li key={`${friend.account}-${friend.registeredAt}-${index}`} className="referral-friend">
            <div className="referral-friend__who">
              <span className="referral-friend__account">{friend.account}</span>
              <span className="referral-friend__date">
                {t('referral.friends.registered', { date: format.date(friend.registeredAt) })}
              </span>
            </div>
            <div className="referral-friend__state">
              <StatusBadge tone={friend.qualified ? 'success' : 'info'}>
                {friend.qualified ? t('referral.friends.qualified') : t('referral.friends.pending')}
              </StatusBadge>
              {friend.rewardStatus ? (
                <span className="referral-friend__reward">
                  {money(friend.reward)}{' '}
                  <StatusBadge tone={REWARD_TONE[friend.rewardStatus] ?? 'neutral'}>
                    {t(`referral.rewardStatus.${friend.rewardStatus}`)}
                  </StatusBadge>
                </span>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        totalPages={friends.data.totalPages}
        onChange={setPage}
        busy={friends.isFetching}
        testId="referral-pager"
      />
    </>
  );
}

/** /member/referral (spec §2, §6 the REFERRAL promotion): the personal link, its QR code, the rule and the friends. */
export function ReferralPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const overview = useReferral();

  if (overview.isPending) {
    return (
      <div className="spinner-row" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  if (overview.isError) {
    const disabled = overview.error instanceof ApiError && overview.error.code === 'REFERRAL_DISABLED';
    return (
      <EmptyState
        icon={<UsersIcon size={28} />}
        title={disabled ? t('referral.disabledTitle') : undefined}
        text={errorText(overview.error)}
        testId="referral-unavailable"
      />
    );
  }
  const data = overview.data;
  const link = absoluteLink(data.link, window.location.origin);
  const rule = data.rule;
  const condition =
    rule.rule === 'FIRST_DEPOSIT'
      ? t('referral.how.firstDeposit', { amount: money(rule.threshold) })
      : t('referral.how.validBet', { amount: money(rule.threshold) });

  return (
    <div className="referral-page" data-testid="referral-page">
      <section className="referral-hero">
        <div className="referral-hero__text">
          <h2 className="referral-hero__title">{t('referral.title')}</h2>
          <p className="referral-hero__lead">{t('referral.lead', { amount: money(rule.rewardAmount) })}</p>
        </div>
        <dl className="referral-stats">
          <div>
            <dt>{t('referral.stats.friends')}</dt>
            <dd data-testid="referral-friends-count">{data.friends}</dd>
          </div>
          <div>
            <dt>{t('referral.stats.qualified')}</dt>
            <dd>{data.qualified}</dd>
          </div>
          <div>
            <dt>{t('referral.stats.earned')}</dt>
            <dd data-testid="referral-earned">{money(data.earned)}</dd>
          </div>
          <div>
            <dt>{t('referral.stats.claimed')}</dt>
            <dd>{money(data.claimed)}</dd>
          </div>
        </dl>
      </section>

      <section className="referral-card referral-share">
        <h3 className="referral-card__title">
          <LinkIcon size={16} /> {t('referral.link.title')}
        </h3>
        <div className="referral-share__body">
          <div className="referral-share__link">
            <p className="referral-share__code">
              {t('referral.link.code')} <strong data-testid="referral-code">{data.code}</strong>
            </p>
            <div className="referral-share__row">
              <input
                className="referral-share__input"
                readOnly
                value={link}
                aria-label={t('referral.link.title')}
                data-testid="referral-link"
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyButton text={link} label={t('referral.link.title')} testId="referral-copy" />
            </div>
            <p className="referral-card__hint">{t('referral.link.hint')}</p>
          </div>
          <ReferralQrCode link={link} label={t('referral.link.qr')} />
        </div>
      </section>

      <section className="referral-card">
        <h3 className="referral-card__title">
          <GiftIcon size={16} /> {t('referral.how.title')}
        </h3>
        <ol className="referral-steps">
          <li>{t('referral.how.share')}</li>
          <li>{t('referral.how.register')}</li>
          <li>{condition}</li>
          <li>
            {t('referral.how.reward', { amount: money(rule.rewardAmount) })}{' '}
            {rule.turnoverMultiple > 0
              ? t('referral.how.turnover', { multiple: rule.turnoverMultiple })
              : null}
          </li>
        </ol>
      </section>

      <section className="referral-card">
        <h3 className="referral-card__title">
          <UsersIcon size={16} /> {t('referral.friends.title')}
        </h3>
        <FriendsTable />
      </section>
    </div>
  );
}
