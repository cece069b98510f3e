import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon } from '../../../components/ui/icons';
import { useMoney } from '../../../hooks/use-money';
import { useRealtimeEvent } from '../../../hooks/use-realtime';
import { useBonusTurnover } from '../api/get-bonus-turnover';
import './bonus-turnover-notice.css';

/** On the withdraw page: the bonus turnover still owed (a withdrawal is refused until it is met). */
export function BonusTurnoverNotice() {
  const { t } = useTranslation();
  const money = useMoney();
  const summary = useBonusTurnover();
  const queryClient = useQueryClient();
  // A bonus issued, met or ended elsewhere: the server's `promotions` event reloads the figure.
  useRealtimeEvent('promotions', (event) => {
    if (event.part === 'bonuses') void queryClient.invalidateQueries({ queryKey: ['promotions', 'bonuses'] });
  });
  const left = summary.data?.turnoverLeft ?? 0;
  if (left <= 0) return null;
  return (
    <div className="form__notice withdraw-bonus-notice" role="status" data-testid="withdraw-bonus-turnover">
      <AlertIcon aria-hidden="true" />
      <div className="withdraw-bonus-notice__body">
        <strong>{t('cashier.withdraw.bonusTurnover.title')}</strong>
        <span className="withdraw-bonus-notice__text">
          {t('cashier.withdraw.bonusTurnover.text', { amount: money(left) })}
        </span>
        <Link className="link-button" to="/member/bonusDetails" data-testid="withdraw-bonus-link">
          {t('cashier.withdraw.bonusTurnover.link')}
        </Link>
      </div>
    </div>
  );
}
