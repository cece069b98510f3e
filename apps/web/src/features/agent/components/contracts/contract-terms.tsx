import { useTranslation } from 'react-i18next';
import type { TContract, TContractType } from '@platform/contracts/agent-contracts';
import { useMoney } from '../../../../hooks/use-money';
import { formatCount } from '../../utils/format';
import { formatRate } from '../../utils/contracts';

type TContractTermsProps = {
  type: TContractType;
  tiers: TContract['tiers'];
  realtime: TContract['realtime'];
  testId: string;
};

/**
 * A contract's terms: its tiers (thresholds and rate; the loss threshold only for dividends), or the three
 * real-time salary terms.
 */
export function ContractTerms({ type, tiers, realtime, testId }: TContractTermsProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const language = i18n.resolvedLanguage ?? 'es';
  const rate = (value: number) => formatRate(value, language);

  if (type === 'REALTIME_SALARY') {
    if (!realtime) return null;
    return (
      <dl className="contract-terms__realtime" data-testid={testId}>
        <div>
          <dt>{t('agent.contracts.terms.lossRate')}</dt>
          <dd data-testid={`${testId}-lossRate`}>{rate(realtime.lossRate)}</dd>
        </div>
        <div>
          <dt>{t('agent.contracts.terms.profitRate')}</dt>
          <dd data-testid={`${testId}-profitRate`}>{rate(realtime.profitRate)}</dd>
        </div>
        <div>
          <dt>{t('agent.contracts.terms.singleBetAmount')}</dt>
          <dd data-testid={`${testId}-singleBetAmount`}>{money(realtime.singleBetAmount)}</dd>
        </div>
      </dl>
    );
  }

  const dividend = type === 'DIVIDEND';
  return (
    <div className="table-wrap contract-terms">
      <table className="data-table contract-terms__table" data-testid={testId}>
        <caption className="visually-hidden">{t('agent.contracts.terms.tableLabel')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('agent.contracts.terms.tier')}</th>
            <th scope="col" className="is-number">
              {t('agent.contracts.terms.validBet')}
            </th>
            {dividend ? (
              <th scope="col" className="is-number">
                {t('agent.contracts.terms.loss')}
              </th>
            ) : null}
            <th scope="col" className="is-number">
              {t('agent.contracts.terms.activeMembers')}
            </th>
            <th scope="col" className="is-number">
              {t('agent.contracts.terms.minBet')}
            </th>
            <th scope="col" className="is-number">
              {t('agent.contracts.terms.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => (
            <tr key={index} data-testid={`${testId}-tier-${index + 1}`}>
              <td className="contract-terms__tier">{index + 1}</td>
              <td className="is-number">{money(tier.validBet)}</td>
              {dividend ? <td className="is-number">{money(tier.loss)}</td> : null}
              <td className="is-number">{formatCount(tier.activeMembers, language)}</td>
              <td className="is-number">{money(tier.minBet)}</td>
              <td className="is-number contract-terms__rate" data-testid={`${testId}-tier-${index + 1}-rate`}>
                {rate(tier.rate)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
