import { minorToDecimal } from '@platform/contracts/money';
import { AppError } from '../../../platform/errors';
import { formatMoney } from '../../../platform/money-text';
import type { BonusesDeps } from './deps';
import { expireBonuses } from './expire-bonuses';
import { refreshProgress } from './refresh-progress';

/**
 * Refuses a withdrawal while turnover is owed on ACTIVE bonuses: BONUS_TURNOVER_PENDING with the amount
 * left as `fields[0]` ("1234.50 MXN": language-neutral, the message places it) and
 * `value.turnoverLeft` (a decimal number). The member's turnover is recounted and past-due bonuses
 * expired first, so the answer is current. Nothing is held.
 */

export async function withdrawalGuard(deps: BonusesDeps, memberId: string): Promise<void> {
  await expireBonuses(deps, memberId);
  const { active } = await refreshProgress(deps, memberId);
  const left = active.reduce((sum, bonus) => sum + (bonus.required - bonus.done), 0n);
  if (left <= 0n) return;
  const { currency } = await deps.ctx.brand();
  const decimal = minorToDecimal(left, currency.scale);
  const field = `${decimal.toFixed(currency.scale)} ${currency.code}`;
  throw new AppError('BONUS_TURNOVER_PENDING', {
    fields: [field],
    // The message writes the amount as the page's language writes money: "$ 1.234,50" / "$1,234.50".
    messageFields: (lang) => [formatMoney(decimal, currency, lang)],
    // The reply's value: { fields, turnoverLeft } (details replace the default { fields }).
    details: { fields: [field], turnoverLeft: decimal },
  });
}
