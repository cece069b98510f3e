import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAmountCheck } from '../lib/amount';
import { useMoney } from './use-money';

/**
 * The inline text for an amount that cannot be sent (null when it can). `maxMeans: 'balance'` words the
 * upper bound as the money there is rather than a limit.
 */
export function useAmountError() {
  const { t } = useTranslation();
  const money = useMoney();
  return useCallback(
    (check: TAmountCheck, { maxMeans = 'limit' }: { maxMeans?: 'limit' | 'balance' } = {}): string | null => {
      if (check.ok) return null;
      const amount = check.limit === undefined ? '' : money(check.limit);
      switch (check.problem) {
        case 'required':
          return t('amount.required');
        case 'format':
          return t('amount.format');
        case 'decimals':
          return t('amount.decimals');
        case 'positive':
          return t('amount.positive');
        case 'min':
          return t('amount.min', { amount });
        case 'max':
          return maxMeans === 'balance' ? t('amount.overBalance', { amount }) : t('amount.max', { amount });
      }
    },
    [t, money],
  );
}
