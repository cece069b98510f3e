import {
  ACTIVITY_CATEGORIES,
  type TActivityCard,
  type TActivityCategory,
} from '@platform/contracts/promotion-activities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { GiftIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { useMoney } from '../../../hooks/use-money';
import { useRequireRealAccount } from '../../../hooks/use-require-real-account';
import { errorText } from '../../../lib/error-text';
import { useActivityAction } from '../api/activity-actions';
import { useActivities } from '../api/get-activities';
import { ActivityCard, ActivityCardSkeleton } from './activity-card';
import { ActivityDetailModal } from './activity-detail';
import '../promotions.css';

type TTab = 'all' | Lowercase<TActivityCategory>;
type TNotice = { id: string; tone: 'success' | 'danger'; text: string };

const toCategory = (tab: string | null): TActivityCategory | null => {
  const upper = tab?.toUpperCase();
  return ACTIVITY_CATEGORIES.find((category) => category === upper) ?? null;
};

/**
 * `/promotions` (spec §2): the operator's activities by tab (All + the categories in use) as cards with the
 * member's state and action; a card opens its detail (rules, progress, the apply form). The tab (`?tab=`)
 * and the open activity (`?id=`) live in the address, so a reload or a shared link shows the same.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [params, setParams] = useSearchParams();
  const category = toCategory(params.get('tab'));
  const openId = params.get('id');
  const query = useActivities(null);
  const action = useActivityAction();
  const requireReal = useRequireRealAccount();
  const [notice, setNotice] = useState<TNotice | null>(null);

  const setParam = (key: 'tab' | 'id', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: key === 'tab' },
    );

  const categories = query.data?.categories ?? [];
  const tabs: { id: TTab; label: string }[] = [
    { id: 'all', label: t('promotions.tabs.all') },
    ...categories.map((code) => ({
      id: code.toLowerCase() as TTab,
      label: t(`promotions.categories.${code}`),
    })),
  ];
  const cards = (query.data?.list ?? []).filter((card) => !category || card.category === category);

  const run = (id: string, request: Parameters<typeof action.mutate>[0]) => {
    setNotice(null);
    action.mutate(request, {
      onSuccess: ({ claimed }) =>
        setNotice({
          id,
          tone: 'success',
          text:
            claimed !== null
              ? t('promotions.notices.claimed', { amount: money(claimed) })
              : t(`promotions.notices.${request.kind}`),
        }),
      onError: (error) => setNotice({ id, tone: 'danger', text: errorText(error) }),
    });
  };

  const onAction = (card: TActivityCard) => {
    if (!card.action) return;
    // Visitors are asked to log in, trial accounts to open a real one.
    if (!requireReal() || card.action === 'LOGIN') return;
    if (card.action === 'APPLY') {
      setNotice(null);
      setParam('id', card.id);
      return;
    }
    run(card.id, { kind: card.action, id: card.id });
  };

  const noticeOf = (id: string) => (notice?.id === id ? notice : null);

  return (
    <section className="page promo-page" data-testid="promotions-page">
      <PageHeader title={t('pages.promotions.title')} icon={<GiftIcon />} />
      <p className="promo-page__lead">{t('promotions.lead')}</p>
      {/* While the list loads the row holds its place (with "all"), so the cards do not move down under it. */}
      {categories.length > 0 || query.isPending ? (
        <div className="promo-page__tabs">
          <Tabs
            tabs={tabs}
            value={category ? (category.toLowerCase() as TTab) : 'all'}
            onChange={(tab) => setParam('tab', tab === 'all' ? null : tab)}
            label={t('promotions.tabs.label')}
            testId="promotion-tabs"
          />
        </div>
      ) : null}

      {query.isPending ? (
        <div className="promo-grid" role="status" aria-label={t('promotions.loading')}>
          {[0, 1, 2].map((index) => (
            <ActivityCardSkeleton key={index} />
          ))}
        </div>
      ) : query.isError ? (
        <EmptyState icon={<GiftIcon size={32} />} text={t('promotions.error')} testId="promotions-error">
          <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
            {t('promotions.retry')}
          </button>
        </EmptyState>
      ) : cards.length === 0 ? (
        <EmptyState
          icon={<GiftIcon size={32} />}
          text={t('pages.promotions.empty')}
          testId="promotions-empty"
        />
      ) : (
        <div className="promo-grid" data-testid="promotion-list">
          {cards.map((card, index) => (
            <ActivityCard
              key={card.id}
              card={card}
              priority={index === 0}
              busy={action.isPending}
              notice={openId ? null : noticeOf(card.id)}
              onAction={onAction}
              onOpen={(opened) => {
                setNotice(null);
                setParam('id', opened.id);
              }}
            />
          ))}
        </div>
      )}

      {openId ? (
        <ActivityDetailModal
          id={openId}
          busy={action.isPending}
          notice={noticeOf(openId)}
          onAction={onAction}
          onApply={(id, comment, images) => run(id, { kind: 'APPLY', id, comment, images })}
          onClose={() => {
            setNotice(null);
            setParam('id', null);
          }}
        />
      ) : null}
    </section>
  );
}
