/** Whole days, hours and minutes until `endIso` (never negative). */
export function timeLeft(endIso: string, now: number): { days: number; hours: number; minutes: number } {
  const ms = Math.max(0, Date.parse(endIso) - now);
  const minutes = Math.floor(ms / 60_000);
  return {
    days: Math.floor(minutes / 1_440),
    hours: Math.floor((minutes % 1_440) / 60),
    minutes: minutes % 60,
  };
}
