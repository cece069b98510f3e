import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLotteryBetTypeInfo } from '@platform/contracts/lottery';
import {
  GRID_NUMBERS,
  pickerOf,
  randomDigits,
  randomPicks,
  togglePick,
  typedPickValid,
} from '../utils/number-picks';
import { pickLabel } from '../utils/labels';
import { isCombination } from '../utils/slip';

type TNumberPickerProps = {
  info: TLotteryBetTypeInfo;
  picks: string[];
  onChange: (picks: string[]) => void;
};

/** Picks numbers the way the bet type takes them (utils/number-picks.ts), with quick picks. */
export function NumberPicker({ info, picks, onChange }: TNumberPickerProps) {
  const { t } = useTranslation();
  const spec = pickerOf(info);
  const max = info.picks.max;
  if (spec.kind === 'none') {
    return <p className="lottery-picker__none">{t('lottery.slip.noPicks')}</p>;
  }
  if (spec.kind === 'typed') return <TypedPicker info={info} picks={picks} onChange={onChange} />;
  const values = spec.kind === 'grid' ? GRID_NUMBERS : spec.values;
  const exact = isCombination(info);
  const randomCounts = exact ? [max] : [1, 5, 10].filter((count) => count <= Math.min(max, values.length));
  return (
    <div className="lottery-picker" data-testid="lottery-picker" data-picker={spec.kind}>
      <div className="lottery-picker__quick">
        {spec.kind === 'grid' && max >= GRID_NUMBERS.length ? (
          <button
            type="button"
            className="lottery-pill"
            data-testid="lottery-quick-all"
            onClick={() => onChange([...GRID_NUMBERS])}
          >
            {t('lottery.slip.quickAll')}
          </button>
        ) : null}
        {spec.kind === 'grid' && max >= 50 ? (
          <>
            <button
              type="button"
              className="lottery-pill"
              data-testid="lottery-quick-even"
              onClick={() => onChange(GRID_NUMBERS.filter((value) => Number(value) % 2 === 0))}
            >
              {t('lottery.slip.quickEven')}
            </button>
            <button
              type="button"
              className="lottery-pill"
              data-testid="lottery-quick-odd"
              onClick={() => onChange(GRID_NUMBERS.filter((value) => Number(value) % 2 === 1))}
            >
              {t('lottery.slip.quickOdd')}
            </button>
          </>
        ) : null}
        {spec.kind !== 'words'
          ? randomCounts.map((count) => (
              <button
                key={count}
                type="button"
                className="lottery-pill"
                data-testid={`lottery-quick-random-${count}`}
                onClick={() => onChange(randomPicks(values, count))}
              >
                {t('lottery.slip.quickRandom', { count })}
              </button>
            ))
          : null}
        {picks.length > 0 ? (
          <button
            type="button"
            className="lottery-pill lottery-pill--ghost"
            data-testid="lottery-quick-clear"
            onClick={() => onChange([])}
          >
            {t('lottery.slip.clearPicks')}
          </button>
        ) : null}
      </div>
      <div
        className={`lottery-picker__grid lottery-picker__grid--${spec.kind}`}
        role="group"
        aria-label={t('lottery.slip.picks')}
      >
        {values.map((value) => {
          const selected = picks.includes(value);
          return (
            <button
              key={value}
              type="button"
              className={`lottery-number${selected ? ' is-selected' : ''}`}
              aria-pressed={selected}
              data-testid={`lottery-pick-${value}`}
              onClick={() => onChange(togglePick(picks, value, max))}
            >
              {pickLabel(t, value)}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** Numbers of 3–4 digits typed in (lô 3/4 số, càng, 4D; Roll takes one R in place of a digit). */
function TypedPicker({ info, picks, onChange }: TNumberPickerProps) {
  const { t } = useTranslation();
  const { digits } = info.picks;
  const roll = info.betType === 'ROLL_BIG' || info.betType === 'ROLL_SMALL';
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const max = info.picks.max;
  const add = (pick: string) => {
    if (!typedPickValid(pick, digits, roll)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setValue('');
    onChange(
      togglePick(
        picks.filter((entry) => entry !== pick),
        pick,
        max,
      ),
    );
  };
  const hint = roll ? t('lottery.slip.typedRollHint', { digits }) : t('lottery.slip.typedHint', { digits });
  return (
    <div className="lottery-picker" data-testid="lottery-picker" data-picker="typed">
      <form
        className="lottery-picker__typed"
        onSubmit={(event) => {
          event.preventDefault();
          add(value);
        }}
      >
        <input
          className="input lottery-picker__input"
          inputMode={roll ? 'text' : 'numeric'}
          maxLength={digits}
          value={value}
          aria-label={hint}
          placeholder={roll ? '12R4'.slice(0, digits) : '0'.repeat(digits)}
          aria-invalid={invalid}
          data-testid="lottery-typed-input"
          onChange={(event) => {
            setInvalid(false);
            setValue(event.target.value.toUpperCase().replace(roll ? /[^\dR]/g : /\D/g, ''));
          }}
        />
        <button
          type="submit"
          className="button button--ghost"
          data-testid="lottery-typed-add"
          disabled={picks.length >= max}
        >
          {t('lottery.slip.add')}
        </button>
        {roll ? null : (
          <button
            type="button"
            className="lottery-pill"
            data-testid="lottery-quick-random-1"
            disabled={picks.length >= max}
            onClick={() => add(randomDigits(digits))}
          >
            {t('lottery.slip.quickRandom', { count: 1 })}
          </button>
        )}
      </form>
      <p className={invalid ? 'form__error' : 'lottery-picker__hint'} role={invalid ? 'alert' : undefined}>
        {hint}
      </p>
      {picks.length > 0 ? (
        <ul className="lottery-picker__chosen" aria-label={t('lottery.slip.picks')}>
          {picks.map((pick) => (
            <li key={pick}>
              <button
                type="button"
                className="lottery-number is-selected"
                aria-label={t('lottery.slip.removePick', { pick })}
                data-testid={`lottery-pick-${pick}`}
                onClick={() => onChange(picks.filter((entry) => entry !== pick))}
              >
                {pick} ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
