import { useTranslation } from 'react-i18next';
import type { TLotteryBetTypeInfo } from '@platform/contracts/lottery';
import { useMoney } from '../../../hooks/use-money';
import { betTypeName } from '../utils/labels';

/** "Reglas": every bet type the game offers in this prize mode, how it wins, its multiplier and odds. */
export function BetRules({
  betTypes,
  unitPrice,
}: {
  betTypes: readonly TLotteryBetTypeInfo[];
  unitPrice: number;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'es', { maximumFractionDigits: 3 });
  return (
    <div className="lottery-rules" data-testid="lottery-rules">
      <p className="lottery-rules__intro">{t('lottery.rules.intro', { price: money(unitPrice) })}</p>
      <ul className="lottery-rules__list">
        {betTypes.map((info) => (
          <li key={info.betType} className="lottery-rules__item" data-testid={`lottery-rule-${info.betType}`}>
            <h3 className="lottery-rules__name">{betTypeName(t, info.betType)}</h3>
            <p className="lottery-rules__text">{t(`lottery.betTypes.${info.betType}.rule`)}</p>
            <dl className="lottery-rules__figures">
              <div>
                <dt>{t('lottery.rules.multiplier')}</dt>
                <dd>×{info.multiplier}</dd>
              </div>
              <div>
                <dt>{t('lottery.rules.odds')}</dt>
                <dd>{number.format(info.odds)}</dd>
              </div>
              {info.table && info.table.length > 1 ? (
                <div className="lottery-rules__table">
                  <dd>
                    {t('lottery.rules.table', {
                      values: info.table.map((value) => number.format(value)).join(' / '),
                    })}
                  </dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
