import { useTranslation } from 'react-i18next';
import { NIUNIU_MULTIPLIERS, NIUNIU_RANKS } from '@platform/contracts/pvp-niuniu';

/** The rules in short and the hands' ranking with their multipliers, highest first. */
export function PvpRules() {
  const { t } = useTranslation();
  const ranks = [...NIUNIU_RANKS].reverse();
  return (
    <details className="pvp-rules card" data-testid="pvp-rules">
      <summary>{t('pvp.rules.title')}</summary>
      <ol className="pvp-rules__steps">
        <li>{t('pvp.rules.deal')}</li>
        <li>{t('pvp.rules.bid')}</li>
        <li>{t('pvp.rules.stake')}</li>
        <li>{t('pvp.rules.show')}</li>
        <li>{t('pvp.rules.settle')}</li>
        <li>{t('pvp.rules.timeouts')}</li>
      </ol>
      <p className="pvp-rules__note">{t('pvp.rules.points')}</p>
      <table className="pvp-rules__table">
        <caption>{t('pvp.rules.ranking')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pvp.rules.hand')}</th>
            <th scope="col">{t('pvp.rules.what')}</th>
            <th scope="col">{t('pvp.rules.pays')}</th>
          </tr>
        </thead>
        <tbody>
          {ranks.map((rank) => (
            <tr key={rank}>
              <th scope="row">{t(`pvp.ranks.${rank}`)}</th>
              <td>{t(`pvp.rankRules.${rank}`)}</td>
              <td>×{NIUNIU_MULTIPLIERS[rank]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="pvp-rules__note">{t('pvp.rules.ties')}</p>
    </details>
  );
}
