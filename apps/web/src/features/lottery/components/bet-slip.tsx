import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPrizeMode } from '@platform/contracts/games';
import type { TLotteryBetTypeInfo, TLotteryDraw } from '@platform/contracts/lottery';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormError, FormSuccess } from '../../../components/ui/form-status';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { useMoney } from '../../../hooks/use-money';
import { errorText } from '../../../lib/error-text';
import { useBuyLotteryTickets } from '../api/buy-lottery-tickets';
import { betGroupsOf, type TBetGroupId } from '../utils/bet-groups';
import { betTypeName, picksLabel, positionLabel } from '../utils/labels';
import {
  isCombination,
  lineCost,
  lineProblem,
  ticketCount,
  toRequestLine,
  winPerHit,
  type TSlipLine,
} from '../utils/slip';
import { NumberPicker } from './number-picker';

type TBetSlipProps = {
  betTypes: readonly TLotteryBetTypeInfo[];
  unitPrice: number;
  prizeMode: TPrizeMode;
  /** The draw tickets go to; null while none is open (closing, drawing). */
  draw: TLotteryDraw | null;
};

const emptyLine = (info: TLotteryBetTypeInfo): TSlipLine => ({
  betType: info.betType,
  picks: [],
  units: 1,
  ...(info.position ? { position: info.position.min } : {}),
});

/** The bet slip: bet type, numbers, position, units, what it costs and pays, a confirm, one key per slip. */
export function BetSlip({ betTypes, unitPrice, prizeMode, draw }: TBetSlipProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const groups = useMemo(() => betGroupsOf(betTypes), [betTypes]);
  const [groupId, setGroupId] = useState<TBetGroupId | undefined>(groups[0]?.group);
  const group = groups.find((entry) => entry.group === groupId) ?? groups[0];
  const [betType, setBetType] = useState(group?.types[0]?.betType);
  const info = group?.types.find((entry) => entry.betType === betType) ?? group?.types[0];
  const [stored, setLine] = useState<TSlipLine | null>(info ? emptyLine(info) : null);
  // A new bet type starts an empty line (its picks do not carry over).
  const line = info && stored?.betType === info.betType ? stored : info ? emptyLine(info) : null;
  const [unitsText, setUnitsText] = useState('1');
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const buy = useBuyLotteryTickets();
  const idempotency = useIdempotencyKey();

  if (!group || !info || !line) return null;

  const units = /^\d+$/.test(unitsText) ? Number(unitsText) : NaN;
  const current: TSlipLine = { ...line, units };
  const problem = lineProblem(info, current);
  // The slip counts (and prices) only complete tickets: a xiên with one of its two numbers is none yet.
  const tickets = problem === 'picks' && isCombination(info) ? 0 : ticketCount(info, current.picks);
  const cost = problem === 'units' || tickets === 0 ? 0 : lineCost(info, unitPrice, current);
  const win = problem === 'units' ? 0 : winPerHit(info, unitPrice, units);
  const canBuy = draw !== null && problem === null && !buy.isPending;

  const selectGroup = (id: TBetGroupId) => {
    const next = groups.find((entry) => entry.group === id);
    setGroupId(id);
    setBetType(next?.types[0]?.betType);
    setNotice(null);
    setRefusal(null);
  };

  const clear = () => {
    setLine(emptyLine(info));
    setUnitsText('1');
  };

  const submit = () => {
    if (!draw || problem) return;
    const request = { drawId: draw.drawId, prizeMode, lines: [toRequestLine(info, current)] };
    const requestId = idempotency.keyFor(request);
    setRefusal(null);
    buy.mutate(
      { ...request, requestId },
      {
        onSuccess: (reply) => {
          idempotency.settle();
          setConfirming(false);
          clear();
          setNotice(
            t('lottery.slip.bought', {
              count: reply.tickets.length,
              cost: money(reply.cost),
              numero: draw.numero,
            }),
          );
        },
        onError: (error) => {
          idempotency.failed(error);
          setConfirming(false);
          setRefusal(errorText(error));
        },
      },
    );
  };

  const summary = t('lottery.slip.confirmText', {
    numero: draw?.numero ?? '',
    betType: betTypeName(t, info.betType),
    picks: picksLabel(t, current.picks),
    count: tickets,
    units: Number.isFinite(units) ? units : 0,
    cost: money(cost),
  });

  return (
    <div className="lottery-slip card" data-testid="lottery-slip">
      <h2 className="card__title">{t('lottery.slip.title')}</h2>
      <div className="lottery-slip__groups" role="tablist" aria-label={t('lottery.slip.betType')}>
        {groups.map((entry) => (
          <button
            key={entry.group}
            type="button"
            role="tab"
            aria-selected={entry.group === group.group}
            className={`lottery-tab${entry.group === group.group ? ' is-active' : ''}`}
            data-testid={`lottery-bet-group-${entry.group}`}
            onClick={() => selectGroup(entry.group)}
          >
            {t(`lottery.groups.${entry.group}`)}
          </button>
        ))}
      </div>
      {group.types.length > 1 ? (
        <div className="lottery-slip__types" role="group" aria-label={t('lottery.slip.betType')}>
          {group.types.map((entry) => (
            <button
              key={entry.betType}
              type="button"
              aria-pressed={entry.betType === info.betType}
              className={`lottery-pill${entry.betType === info.betType ? ' is-active' : ''}`}
              data-testid={`lottery-bet-type-${entry.betType}`}
              onClick={() => {
                setBetType(entry.betType);
                setNotice(null);
                setRefusal(null);
              }}
            >
              {betTypeName(t, entry.betType)}
            </button>
          ))}
        </div>
      ) : null}
      <p className="lottery-slip__rule" data-testid="lottery-slip-rule">
        <strong>{betTypeName(t, info.betType)}</strong> — {t(`lottery.betTypes.${info.betType}.rule`)}
      </p>
      {info.position ? (
        <label className="lottery-slip__field">
          <span>{t('lottery.slip.position')}</span>
          <select
            className="input"
            value={line.position ?? info.position.min}
            data-testid="lottery-position"
            onChange={(event) => setLine({ ...line, position: Number(event.target.value) })}
          >
            {Array.from(
              { length: info.position.max - info.position.min + 1 },
              (_, i) => info.position!.min + i,
            ).map((position) => (
              <option key={position} value={position}>
                {positionLabel(t, info.betType, position)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <NumberPicker info={info} picks={line.picks} onChange={(picks) => setLine({ ...line, picks })} />
      {info.picks.max > 0 ? (
        <p className="lottery-slip__count" data-testid="lottery-slip-picked">
          {info.picks.min === info.picks.max
            ? t('lottery.slip.pickExactly', { count: info.picks.max, picked: line.picks.length })
            : t('lottery.slip.picked', { count: line.picks.length, max: info.picks.max })}
        </p>
      ) : null}
      <label className="lottery-slip__field">
        <span>{t('lottery.slip.units')}</span>
        <input
          className="input lottery-slip__units"
          inputMode="numeric"
          value={unitsText}
          aria-invalid={problem === 'units'}
          data-testid="lottery-units"
          onChange={(event) => setUnitsText(event.target.value.replace(/[^\d]/g, '').slice(0, 6))}
        />
      </label>
      <dl className="lottery-slip__summary">
        <div>
          <dt>{t('lottery.slip.tickets')}</dt>
          <dd data-testid="lottery-slip-tickets">{tickets}</dd>
        </div>
        <div>
          <dt>{t('lottery.slip.multiplier')}</dt>
          <dd data-testid="lottery-slip-multiplier">×{info.multiplier}</dd>
        </div>
        <div>
          <dt>{t('lottery.slip.unitPrice')}</dt>
          <dd data-testid="lottery-slip-unit-price">{money(unitPrice)}</dd>
        </div>
        <div className="lottery-slip__cost">
          <dt>{t('lottery.slip.cost')}</dt>
          <dd data-testid="lottery-slip-cost">{money(cost)}</dd>
        </div>
        <div className="lottery-slip__win">
          <dt>{t('lottery.slip.winPerHit')}</dt>
          <dd data-testid="lottery-slip-win">{money(win)}</dd>
        </div>
      </dl>
      <p className="lottery-slip__note">{t('lottery.slip.winNote')}</p>
      <div className="lottery-slip__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={clear}
          data-testid="lottery-slip-clear"
        >
          {t('lottery.slip.clear')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!canBuy}
          data-testid="lottery-slip-submit"
          onClick={() => {
            setNotice(null);
            setConfirming(true);
          }}
        >
          {draw ? t('lottery.slip.submit') : t('lottery.slip.closed')}
        </button>
      </div>
      <FormError message={refusal} testId="lottery-slip-error" />
      <FormSuccess message={notice} testId="lottery-slip-notice" />
      {confirming && draw ? (
        <ConfirmDialog
          title={t('lottery.slip.confirmTitle')}
          message={summary}
          confirmLabel={t('lottery.slip.confirm')}
          onConfirm={submit}
          onCancel={() => setConfirming(false)}
          busy={buy.isPending}
          busyLabel={t('lottery.slip.buying')}
          testId="lottery-confirm"
        />
      ) : null}
    </div>
  );
}
