import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TLotteryDraw } from '@platform/contracts/lottery';
import { CopyButton } from '../../../components/ui/copy-button';
import { useBrandFormat } from '../../../hooks/use-brand-format';
import { formatCountdown, secondsUntil, shortHash } from '../utils/clock';
import { verifyPath } from '../utils/pages';

type TDrawPanelProps = {
  open: readonly TLotteryDraw[];
  draw: TLotteryDraw | null;
  onSelect: (drawId: string) => void;
  /** The server's clock now (ms). */
  serverNow: number;
  /** A house game draws every few minutes: with no open draw it is drawing, not waiting for a schedule. */
  house: boolean;
};

/** The current draw: its numero, the province (Nam/Trung), the countdown to the cut-off, the committed seed hash. */
export function DrawPanel({ open, draw, onSelect, serverNow, house }: TDrawPanelProps) {
  const { t } = useTranslation();
  const format = useBrandFormat();
  const provinces = open.filter((entry) => entry.province !== null);
  const left = draw ? secondsUntil(draw.closesAt, serverNow) : 0;
  return (
    <div className="lottery-draw card" data-testid="lottery-draw">
      {provinces.length > 1 ? (
        <div className="lottery-draw__provinces" role="group" aria-label={t('lottery.draw.province')}>
          {provinces.map((entry) => (
            <button
              key={entry.drawId}
              type="button"
              className={`lottery-pill${entry.drawId === draw?.drawId ? ' is-active' : ''}`}
              aria-pressed={entry.drawId === draw?.drawId}
              data-testid={`lottery-province-${entry.drawId}`}
              onClick={() => onSelect(entry.drawId)}
            >
              {entry.province}
            </button>
          ))}
        </div>
      ) : null}
      {draw ? (
        <>
          <div className="lottery-draw__row">
            <div>
              <span className="lottery-draw__label">{t('lottery.draw.numero')}</span>
              <strong className="lottery-draw__numero" data-testid="lottery-numero">
                {draw.numero}
              </strong>
              {draw.province ? <span className="lottery-draw__province">{draw.province}</span> : null}
            </div>
            <div className="lottery-draw__clock" aria-live="off">
              {left > 0 ? (
                <>
                  <span className="lottery-draw__label">{t('lottery.draw.closesIn')}</span>
                  <strong className="lottery-countdown" data-testid="lottery-countdown" data-seconds={left}>
                    {formatCountdown(left)}
                  </strong>
                </>
              ) : (
                <strong
                  className="lottery-countdown is-closed"
                  data-testid="lottery-countdown"
                  data-seconds={0}
                >
                  {t('lottery.draw.drawing')}
                </strong>
              )}
            </div>
          </div>
          <p className="lottery-draw__times">
            {t('lottery.draw.times', {
              closes: format.dateTime(draw.closesAt),
              draws: format.dateTime(draw.drawAt),
            })}
          </p>
          {draw.seedHash ? (
            <div className="lottery-draw__hash">
              <span className="lottery-draw__label">{t('lottery.draw.seedHash')}</span>
              <code title={draw.seedHash} data-testid="lottery-seed-hash">
                {shortHash(draw.seedHash)}
              </code>
              <CopyButton
                text={draw.seedHash}
                label={t('lottery.draw.seedHash')}
                testId="lottery-seed-hash-copy"
              />
              <Link className="link-button" to={verifyPath(draw.drawId)} data-testid="lottery-seed-verify">
                {t('lottery.draw.howToVerify')}
              </Link>
            </div>
          ) : null}
        </>
      ) : (
        <p className="lottery-draw__none" data-testid="lottery-countdown" data-seconds={0}>
          {house ? t('lottery.draw.drawing') : t('lottery.draw.noneOpen')}
        </p>
      )}
    </div>
  );
}
