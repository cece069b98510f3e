/** Whole seconds from `now` (server time) to `iso`, never below zero. */
export function secondsUntil(iso: string, nowMs: number): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - nowMs) / 1000));
}

/** A countdown as `mm:ss`, or `h:mm:ss` from an hour, or `Nd hh:mm:ss` from a day (official draws). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  const clock = `${pad(minutes)}:${pad(rest)}`;
  if (days > 0) return `${days}d ${pad(hours)}:${clock}`;
  return hours > 0 ? `${hours}:${clock}` : clock;
}

/** A hash shortened for the header: its first and last 8 characters. */
export function shortHash(hash: string): string {
  return hash.length > 20 ? `${hash.slice(0, 8)}…${hash.slice(-8)}` : hash;
}

/** While a draw is closing (countdown at zero) the hall reloads until the next draw opens. */
export const CLOSING_POLL_MS = 3_000;
/** An official game with no open draw looks again now and then. */
export const IDLE_POLL_MS = 60_000;

type THallTiming = {
  open: readonly { closesAt: string }[];
  clockOffsetMs: number;
};

/**
 * How often the hall reloads: not while its soonest draw still sells; every few seconds once it has closed
 * (or a house game has none open) until the next one opens; now and then for an official game with none open.
 */
export function hallPollMs(
  hall: THallTiming | undefined,
  house: boolean,
  localNow: number = Date.now(),
): number | false {
  if (!hall) return false;
  const soonest = hall.open[0];
  if (soonest)
    return secondsUntil(soonest.closesAt, localNow + hall.clockOffsetMs) > 0 ? false : CLOSING_POLL_MS;
  return house ? CLOSING_POLL_MS : IDLE_POLL_MS;
}
