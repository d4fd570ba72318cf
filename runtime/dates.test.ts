// @vitest-environment node
// Date display with a fixed clock, in English and German: relative words within 1 day, the weekday
// within 7 days, else a short date with the year only when it is not the current year.
import { describe, expect, it } from 'vitest';
import { daysBetween, formatDay } from './dates.ts';

// Wednesday 10 June 2026, 10:00 UTC.
const NOW = Date.UTC(2026, 5, 10, 10, 0);
const at = (month: number, day: number, hour = 12, year = 2026) => new Date(Date.UTC(year, month - 1, day, hour));
const en = (date: Date | string) => formatDay(date, { language: 'en', now: NOW, timeZone: 'UTC' });
const de = (date: Date | string) => formatDay(date, { language: 'de', now: NOW, timeZone: 'UTC' });

describe('formatDay (date display)', () => {
  it('within 1 day: relative words', () => {
    expect(en(at(6, 10, 23))).toEqual({ kind: 'relative', text: 'today' });
    expect(en(at(6, 11, 1))).toEqual({ kind: 'relative', text: 'tomorrow' });
    expect(en(at(6, 9, 0))).toEqual({ kind: 'relative', text: 'yesterday' });
    expect(de(at(6, 10, 1))).toEqual({ kind: 'relative', text: 'heute' });
    expect(de(at(6, 11))).toEqual({ kind: 'relative', text: 'morgen' });
    expect(de(at(6, 9))).toEqual({ kind: 'relative', text: 'gestern' });
  });

  it('within 7 days: the weekday, past or future', () => {
    expect(en(at(6, 12))).toEqual({ kind: 'weekday', text: 'Friday' });
    expect(en(at(6, 16))).toEqual({ kind: 'weekday', text: 'Tuesday' });
    expect(en(at(6, 4))).toEqual({ kind: 'weekday', text: 'Thursday' });
    expect(de(at(6, 12))).toEqual({ kind: 'weekday', text: 'Freitag' });
    expect(de(at(6, 8))).toEqual({ kind: 'weekday', text: 'Montag' });
  });

  it('7 days or more: a short date, the year only when it is not the current one', () => {
    expect(en(at(6, 17))).toEqual({ kind: 'date', text: 'Jun 17' });
    expect(en(at(3, 5))).toEqual({ kind: 'date', text: 'Mar 5' });
    expect(en(at(12, 24, 12, 2025))).toEqual({ kind: 'date', text: 'Dec 24, 2025' });
    expect(en(at(1, 2, 12, 2027))).toEqual({ kind: 'date', text: 'Jan 2, 2027' });
    expect(de(at(3, 5))).toEqual({ kind: 'date', text: '5. März' });
    expect(de(at(12, 24, 12, 2025))).toEqual({ kind: 'date', text: '24. Dez. 2025' });
  });

  it('counts calendar days in the time zone, not 24-hour spans', () => {
    // 23:30 UTC on the 9th is the 10th in Berlin (UTC+2): "today" there, "yesterday" in UTC.
    const late = at(6, 9, 23);
    expect(formatDay(late, { language: 'en', now: NOW, timeZone: 'Europe/Berlin' })?.text).toBe('today');
    expect(en(late)?.text).toBe('yesterday');
    expect(daysBetween(new Date(NOW), at(6, 20), 'UTC')).toBe(10);
  });

  it('accepts ISO strings and answers null for what is not a date', () => {
    expect(en('2026-06-11T08:00:00.000Z')?.text).toBe('tomorrow');
    expect(en('not a date')).toBeNull();
  });
});
