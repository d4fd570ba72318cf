// Date display: within 1 day relative words ("today", "tomorrow", "gestern"), within 7 days the
// weekday, else a short date with the year only when it is not the current one. Through `Intl`, in the
// shopper's language (English default, German). Days are calendar days in the shopper's time zone: an order
// delivered at 23:00 yesterday was delivered "yesterday", not "today". Loaded on demand through the public
// entry's `loadDates()`, so none of it weighs on the panel's first open.

/** How the date reads, so a message can fit its grammar ("am Dienstag" but "gestern"). */
export type DayKind = 'relative' | 'weekday' | 'date';

export interface DayText {
  kind: DayKind;
  text: string;
}

export interface FormatDayOptions {
  /** BCP 47 language, e.g. 'en', 'de', 'de-AT'. */
  language: string;
  /** The moment "now" is (tests pin it); default the current time. */
  now?: Date | number;
  /** IANA time zone to count days in; default the browser's. */
  timeZone?: string;
}

const DAY_MS = 86_400_000;

/** The calendar day of `date` in `timeZone`, as a UTC midnight timestamp (so days subtract exactly). */
function dayNumber(date: Date, timeZone: string | undefined): { day: number; year: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const year = part('year');
  return { day: Date.UTC(year, part('month') - 1, part('day')) / DAY_MS, year };
}

/** Whole calendar days from `now` to `date` (negative: in the past). */
export function daysBetween(now: Date, date: Date, timeZone?: string): number {
  return dayNumber(date, timeZone).day - dayNumber(now, timeZone).day;
}

/** The date display; null for a value that is not a date. */
export function formatDay(value: Date | string | number, { language, now = Date.now(), timeZone }: FormatDayOptions): DayText | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const today = new Date(now);
  const days = daysBetween(today, date, timeZone);
  if (Math.abs(days) <= 1) {
    return { kind: 'relative', text: new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(days, 'day') };
  }
  if (Math.abs(days) < 7) {
    return { kind: 'weekday', text: new Intl.DateTimeFormat(language, { weekday: 'long', timeZone }).format(date) };
  }
  const sameYear = dayNumber(date, timeZone).year === dayNumber(today, timeZone).year;
  const text = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }), timeZone }).format(date);
  return { kind: 'date', text };
}
