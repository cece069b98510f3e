/** spec §2 Agent centre: the GMT offset, with a plus sign when non-negative (`GMT+8`, `GMT+0`, `GMT-3:30`). */
export function formatGmtOffset(offsetMinutes: number): string {
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  const hours = Math.floor(abs / 60);
  const minutes = abs % 60;
  return `GMT${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** The brand's wall-clock time, `HH:mm:ss`, from the offset the server reported. */
export function formatBrandTime(now: Date, offsetMinutes: number): string {
  const shifted = new Date(now.getTime() + offsetMinutes * 60_000);
  return [shifted.getUTCHours(), shifted.getUTCMinutes(), shifted.getUTCSeconds()]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
}
