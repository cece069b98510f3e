/** A brand-zone calendar date `yyyy-MM-dd` for people: `lun, 10/03/2025` (es), `Mon, 03/10/2025` (en). */
export function formatDay(date: string, language: string): string {
  const instant = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(instant.getTime())) return date;
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(instant);
}
