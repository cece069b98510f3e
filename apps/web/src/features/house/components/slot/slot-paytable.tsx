import { useTranslation } from 'react-i18next';
import type { TSlotConfig } from '@platform/contracts/house-games';
import { decimalToMinor, minorToDecimal } from '@platform/contracts/money';
import { useMoney } from '../../../../hooks/use-money';
import { SlotSymbol } from './slot-symbol';
import { lineColourOf } from './slot-reels';

type TSlotPaytableProps = {
  config: TSlotConfig;
  minBet: number;
  /** The line bet chosen: pays are shown as money; without one, in line bets (×). */
  lineBet: number | null;
  symbolName: (id: string) => string;
};

const KIND_ORDER = { WILD: 0, SCATTER: 1, NORMAL: 2 } as const;

/** A pay of `times` line bets (or total bets) as money, exact in minor units. */
const times = (bet: number, pay: number) => minorToDecimal(decimalToMinor(bet) * BigInt(pay));

/** The rules of a slot from its config: pays per symbol, wild, scatter and free spins, the 25 lines, the RTP. */
export function SlotPaytable({ config, minBet, lineBet, symbolName }: TSlotPaytableProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const totalBet =
    lineBet === null ? null : minorToDecimal(decimalToMinor(lineBet) * BigInt(config.paylines.length));
  const symbols = [...config.symbols].sort(
    (a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.pays[2] - a.pays[2] || b.pays[0] - a.pays[0],
  );
  const rtp = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'es', { minimumFractionDigits: 2 }).format(
    Number(config.rtp),
  );
  const pay = (kind: TSlotConfig['symbols'][number]['kind'], value: number) => {
    if (value === 0) return '—';
    const bet = kind === 'SCATTER' ? totalBet : lineBet;
    return bet === null ? `×${value}` : money(times(bet, value));
  };
  return (
    <div className={`slot-paytable slot-paytable--${config.theme}`} data-testid="slot-paytable">
      <p className="slot-paytable__intro">
        {t('house.slot.paytable.intro', { lines: config.paylines.length, min: money(minBet) })}
      </p>
      <p className="slot-paytable__note">
        {lineBet === null
          ? t('house.slot.paytable.inLineBets')
          : t('house.slot.paytable.forLineBet', { lineBet: money(lineBet) })}
      </p>
      <ul className="slot-paytable__symbols">
        {symbols.map((symbol) => (
          <li key={symbol.id} className="slot-paytable__symbol" data-testid={`slot-pay-${symbol.id}`}>
            <SlotSymbol theme={config.theme} symbols={config.symbols} id={symbol.id} size="sm" />
            <div className="slot-paytable__pays">
              <strong>{symbolName(symbol.id)}</strong>
              <dl>
                {([5, 4, 3] as const).map((count) => (
                  <div key={count}>
                    <dt>{count}×</dt>
                    <dd>{pay(symbol.kind, symbol.pays[count - 3] ?? 0)}</dd>
                  </div>
                ))}
              </dl>
              {symbol.kind === 'WILD' ? <p>{t('house.slot.paytable.wild')}</p> : null}
              {symbol.kind === 'SCATTER' ? (
                <p>
                  {t('house.slot.paytable.scatter', {
                    three: config.freeSpins[0],
                    four: config.freeSpins[1],
                    five: config.freeSpins[2],
                  })}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <p className="slot-paytable__note">
        {t('house.slot.paytable.freeSpins', { multiplier: config.freeSpinMultiplier })}
      </p>
      <p className="slot-paytable__note">{t('house.slot.paytable.lineRule')}</p>
      <h3 className="slot-paytable__title">
        {t('house.slot.paytable.lines', { lines: config.paylines.length })}
      </h3>
      <ol className="slot-paytable__lines" data-testid="slot-paytable-lines">
        {config.paylines.map((rows, line) => (
          <li key={line} className="slot-mini-line" aria-label={t('house.slot.line', { line: line + 1 })}>
            <span className="slot-mini-line__number">{line + 1}</span>
            <span className="slot-mini-line__grid" aria-hidden="true">
              {Array.from({ length: config.rows }, (_, row) =>
                Array.from({ length: config.reels }, (_, reel) => (
                  <span
                    key={`${row}-${reel}`}
                    className={rows[reel] === row ? 'is-on' : ''}
                    style={rows[reel] === row ? { background: lineColourOf(line) } : undefined}
                  />
                )),
              )}
            </span>
          </li>
        ))}
      </ol>
      <p className="slot-paytable__rtp" data-testid="slot-rtp">
        {t('house.slot.paytable.rtp', { rtp })}
      </p>
    </div>
  );
}
