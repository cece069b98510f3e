import { useTranslation } from 'react-i18next';
import { CRASH_GROWTH_PER_MS, crashTimeOf, type TCrashRound } from '@platform/contracts/house-games';
import { useCrashClock } from './use-crash-clock';
import { useMultiplier } from './use-multiplier';

const WIDTH = 320;
const HEIGHT = 180;
const PAD = 14;
const SAMPLES = 48;
/** The axes start showing 8 s and 2×; they stretch as the round climbs. */
const MIN_SPAN_MS = 8_000;
const MIN_TOP = 2;

/** The curve of the multiplier from the start to `elapsedMs`, scaled to fit, and its end point. */
function curveOf(elapsedMs: number) {
  const spanMs = Math.max(MIN_SPAN_MS, elapsedMs * 1.15);
  const top = Math.max(MIN_TOP, Math.exp(CRASH_GROWTH_PER_MS * elapsedMs) * 1.15);
  const x = (t: number) => PAD + (t / spanMs) * (WIDTH - 2 * PAD);
  const y = (m: number) => HEIGHT - PAD - ((m - 1) / (top - 1)) * (HEIGHT - 2 * PAD);
  const points: string[] = [];
  for (let i = 0; i <= SAMPLES; i += 1) {
    const t = (elapsedMs * i) / SAMPLES;
    points.push(`${x(t).toFixed(1)},${y(Math.exp(CRASH_GROWTH_PER_MS * t)).toFixed(1)}`);
  }
  // On the launch pad the rocket stands just inside the axes, not half outside the chart.
  const end =
    elapsedMs > 0
      ? { x: x(elapsedMs), y: y(Math.exp(CRASH_GROWTH_PER_MS * elapsedMs)) }
      : { x: PAD + 16, y: HEIGHT - PAD - 14 };
  return {
    line: points.join(' '),
    area: `${PAD},${HEIGHT - PAD} ${points.join(' ')} ${end.x.toFixed(1)},${HEIGHT - PAD}`,
    end,
  };
}

/** The live round drawn: the rising curve and the rocket, the multiplier, the countdown, the crash. */
export function CrashChart({ round, offsetMs }: { round: TCrashRound | null; offsetMs: number }) {
  const { t } = useTranslation();
  const multiplier = useMultiplier();
  const clock = useCrashClock(round, offsetMs);
  const status = round?.status ?? null;
  const elapsedMs = status === 'CRASHED' ? crashTimeOf(clock.hundredths) : clock.elapsedMs;
  const curve = curveOf(elapsedMs);
  const angle = status === 'BETTING' || status === null ? -45 : -20;

  return (
    <div
      className={`crash-chart crash-chart--${(status ?? 'WAITING').toLowerCase()}`}
      data-testid="crash-chart"
    >
      <svg
        className="crash-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <linearGradient id="crash-area" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="currentColor" stopOpacity="0.35" />
            <stop offset="1" stopColor="currentColor" stopOpacity="0" />
          </linearGradient>
        </defs>
        <line className="crash-chart__axis" x1={PAD} y1={HEIGHT - PAD} x2={WIDTH - PAD} y2={HEIGHT - PAD} />
        <line className="crash-chart__axis" x1={PAD} y1={PAD} x2={PAD} y2={HEIGHT - PAD} />
        {elapsedMs > 0 ? (
          <>
            <polygon className="crash-chart__area" points={curve.area} fill="url(#crash-area)" />
            <polyline className="crash-chart__line" points={curve.line} />
          </>
        ) : null}
        <g transform={`translate(${curve.end.x} ${curve.end.y}) rotate(${angle})`}>
          {status === 'CRASHED' ? (
            <g className="crash-chart__boom">
              <circle r="13" />
              <circle r="7" className="crash-chart__boom-core" />
            </g>
          ) : (
            <g className="crash-chart__rocket">
              <path d="M16 0 L4 -6 L-8 -6 L-12 0 L-8 6 L4 6 Z" />
              <path className="crash-chart__fin" d="M-6 -6 L-12 -12 L-12 -6 Z M-6 6 L-12 12 L-12 6 Z" />
              <circle className="crash-chart__window" cx="5" cy="0" r="2.6" />
              {status === 'RUNNING' ? (
                <path className="crash-chart__flame" d="M-12 -3 L-22 0 L-12 3 Z" />
              ) : null}
            </g>
          )}
        </g>
      </svg>
      <div className="crash-chart__readout">
        {status === 'RUNNING' ? (
          <strong className="crash-chart__multiplier" data-testid="crash-multiplier" aria-hidden="true">
            {multiplier(clock.hundredths / 100)}
          </strong>
        ) : null}
        {status === 'CRASHED' ? (
          <strong className="crash-chart__multiplier is-crashed" data-testid="crash-point">
            {t('house.crash.crashedAt', { point: multiplier(round?.crashPoint ?? 1) })}
          </strong>
        ) : null}
        {status === 'BETTING' ? (
          <strong className="crash-chart__countdown" data-testid="crash-countdown">
            {t('house.crash.startsIn', { seconds: clock.secondsLeft })}
          </strong>
        ) : null}
        {status === null ? (
          <strong className="crash-chart__countdown">{t('house.crash.waiting')}</strong>
        ) : null}
      </div>
      <p className="visually-hidden" role="status">
        {status === 'RUNNING' ? t('house.crash.running') : null}
        {status === 'BETTING' ? t('house.crash.bettingOpen') : null}
        {status === 'CRASHED'
          ? t('house.crash.crashedAt', { point: multiplier(round?.crashPoint ?? 1) })
          : null}
      </p>
    </div>
  );
}
