import { useTranslation } from 'react-i18next';
import { VN_PRIZES, type TLotteryResult } from '@platform/contracts/lottery';
import '../lottery.css';

type TResultBoardProps = { result: TLotteryResult; compact?: boolean; testId?: string };

/** A drawn result laid out like the real thing: the Vietnamese prize table, the 4D board, balls, dice, race order. */
export function ResultBoard({ result, compact = false, testId = 'lottery-result-board' }: TResultBoardProps) {
  switch (result.kind) {
    case 'SEA_4D':
      return <FourDBoard result={result} compact={compact} testId={testId} />;
    case 'FAST_5D':
    case 'DICE_3':
    case 'RACE_10':
      return <ValuesBoard result={result} testId={testId} />;
    default:
      return <VnBoard result={result} compact={compact} testId={testId} />;
  }
}

type TVnResult = Extract<TLotteryResult, { prizes: unknown }>;

/** A number with its last two digits (the lô ending) stressed. */
function VnNumber({ value }: { value: string }) {
  return (
    <span className="lottery-vn__number">
      {value.slice(0, -2)}
      <b>{value.slice(-2)}</b>
    </span>
  );
}

function VnBoard({ result, compact, testId }: { result: TVnResult; compact: boolean; testId: string }) {
  const { t } = useTranslation();
  const prizes = VN_PRIZES.filter((prize) => (result.prizes[prize]?.length ?? 0) > 0);
  const shown = compact ? prizes.slice(0, 1) : prizes;
  return (
    <table className="lottery-vn" data-testid={testId} data-kind={result.kind}>
      <tbody>
        {shown.map((prize) => (
          <tr key={prize} className={prize === 'DB' ? 'lottery-vn__special' : undefined}>
            <th scope="row">{t(`lottery.prizes.${prize}`)}</th>
            <td data-testid={`${testId}-${prize}`}>
              {(result.prizes[prize] ?? []).map((value, index) => (
                <VnNumber key={`${prize}-${index}`} value={value} />
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type TFourDResult = Extract<TLotteryResult, { kind: 'SEA_4D' }>;

function FourDBoard({ result, compact, testId }: { result: TFourDResult; compact: boolean; testId: string }) {
  const { t } = useTranslation();
  const top = [
    ['first', result.first],
    ['second', result.second],
    ['third', result.third],
  ] as const;
  return (
    <div className="lottery-4d" data-testid={testId} data-kind="SEA_4D">
      <ol className="lottery-4d__top">
        {top.map(([place, value]) => (
          <li key={place} className={`lottery-4d__prize lottery-4d__prize--${place}`}>
            <span className="lottery-4d__label">{t(`lottery.prizes4d.${place}`)}</span>
            <span className="lottery-4d__value" data-testid={`${testId}-${place}`}>
              {value}
            </span>
          </li>
        ))}
      </ol>
      {compact ? null : (
        <>
          <FourDList
            title={t('lottery.prizes4d.starter')}
            values={result.starter}
            testId={`${testId}-starter`}
          />
          <FourDList
            title={t('lottery.prizes4d.consolation')}
            values={result.consolation}
            testId={`${testId}-consolation`}
          />
        </>
      )}
    </div>
  );
}

function FourDList({ title, values, testId }: { title: string; values: readonly string[]; testId: string }) {
  return (
    <div className="lottery-4d__group">
      <h4 className="lottery-4d__group-title">{title}</h4>
      <ul className="lottery-4d__list" data-testid={testId}>
        {values.map((value, index) => (
          <li key={`${value}-${index}`}>{value}</li>
        ))}
      </ul>
    </div>
  );
}

type TValuesResult = Extract<TLotteryResult, { values: unknown }>;

const DIE_FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

function ValuesBoard({ result, testId }: { result: TValuesResult; testId: string }) {
  const { t } = useTranslation();
  const sum = result.values.reduce((total, value) => total + value, 0);
  if (result.kind === 'DICE_3') {
    return (
      <div className="lottery-values" data-testid={testId} data-kind="DICE_3">
        <ul className="lottery-dice">
          {result.values.map((value, index) => (
            <li key={index} className="lottery-die" aria-label={t('lottery.board.die', { value })}>
              <span aria-hidden="true">{DIE_FACES[value - 1] ?? value}</span>
              <small>{value}</small>
            </li>
          ))}
        </ul>
        <p className="lottery-values__sum">{t('lottery.board.sum', { sum })}</p>
      </div>
    );
  }
  if (result.kind === 'RACE_10') {
    return (
      <div className="lottery-values" data-testid={testId} data-kind="RACE_10">
        <ol className="lottery-race">
          {result.values.map((car, index) => (
            <li
              key={car}
              className={`lottery-race__car lottery-race__car--${car}`}
              aria-label={t('lottery.board.car', { place: index + 1, car })}
            >
              {car}
            </li>
          ))}
        </ol>
      </div>
    );
  }
  return (
    <div className="lottery-values" data-testid={testId} data-kind="FAST_5D">
      <ul className="lottery-balls">
        {result.values.map((digit, index) => (
          <li key={index} className="lottery-ball">
            {digit}
          </li>
        ))}
      </ul>
      <p className="lottery-values__sum">{t('lottery.board.sum', { sum })}</p>
    </div>
  );
}
