import type { TActivityDetail } from '@platform/contracts/promotion-activities';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../hooks/use-money';

/** The rule's figures as a short list (percent, cap, minimum, period, target, prize, turnover, validity). */
export function ActivityTerms({ detail }: { detail: TActivityDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const terms = detail.terms;
  const rows: [string, string][] = [];
  type TTermKey =
    | 'percent'
    | 'rescuePercent'
    | 'cap'
    | 'minDeposit'
    | 'minLoss'
    | 'period'
    | 'maxPerPeriod'
    | 'dailyReward'
    | 'targetReward'
    | 'target'
    | 'prize'
    | 'maxAmount'
    | 'categories'
    | 'turnover'
    | 'validDays';
  const add = (key: TTermKey, value: string) => rows.push([t(`promotions.terms.${key}`), value]);
  if (terms.percent !== null)
    add(detail.kind === 'LOSS_RESCUE' ? 'rescuePercent' : 'percent', `${terms.percent} %`);
  if (terms.cap !== null) add('cap', money(terms.cap));
  if (terms.minDeposit !== null) add('minDeposit', money(terms.minDeposit));
  if (terms.minLoss !== null) add('minLoss', money(terms.minLoss));
  if (terms.period !== null)
    add('period', t(`promotions.periods.${terms.period as 'DAY' | 'WEEK' | 'MONTH' | 'WINDOW'}`));
  if (terms.maxPerPeriod !== null) add('maxPerPeriod', String(terms.maxPerPeriod));
  if (terms.dailyReward) add('dailyReward', money(terms.dailyReward));
  if (terms.targetReward !== null && terms.targetDays !== null)
    add(
      'targetReward',
      t('promotions.terms.targetRewardValue', { amount: money(terms.targetReward), days: terms.targetDays }),
    );
  if (terms.target !== null) add('target', money(terms.target));
  if (terms.prize !== null) add('prize', money(terms.prize));
  if (terms.maxAmount !== null) add('maxAmount', money(terms.maxAmount));
  if (terms.categories.length > 0)
    add(
      'categories',
      terms.categories
        .map((code) => t(`promotions.gameCategories.${code}`, { defaultValue: code }))
        .join(', '),
    );
  add(
    'turnover',
    terms.turnoverMultiple === 0
      ? t('promotions.terms.noTurnover')
      : t('promotions.terms.turnoverValue', {
          multiple: terms.turnoverMultiple,
          base: t(`promotions.terms.base.${terms.turnoverBase}`),
        }),
  );
  if (terms.validDays !== null) add('validDays', t('promotions.terms.days', { count: terms.validDays }));
  return (
    <dl className="promo-terms" data-testid="promotion-terms">
      {rows.map(([label, value]) => (
        <div key={label} className="promo-terms__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
