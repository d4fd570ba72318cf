// Date display: within 1 day relative words, within 7 days the weekday, else a short date
// (with the year only when it is not the current year). All through Intl.
const DAY = 86_400_000;

export function formatDisplayDate(date: Date | string | number, language: string, now: Date = new Date()): string {
  const d = new Date(date);
  const days = Math.round((startOfDay(d) - startOfDay(now)) / DAY);
  if (Math.abs(days) <= 1) {
    return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(days, 'day');
  }
  if (Math.abs(days) < 7) {
    return new Intl.DateTimeFormat(language, { weekday: 'long' }).format(d);
  }
  const sameYear = d.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) }).format(d);
}

function startOfDay(d: Date) {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}
