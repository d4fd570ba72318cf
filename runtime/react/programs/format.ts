// Numbers, money and dates in the shop's locale (Intl), for the program cards.
import { useMemo } from 'react';
import { useStore } from '../context.tsx';

export interface ProgramFormat {
  locale: string;
  number(value: number): string;
  /** In `currency`, else the shop's (else USD); a whole amount without decimals. */
  money(amount: number, currency?: string | null): string;
  /** A calendar date (YYYY-MM-DD, read as that day wherever the shopper is): "Jul 1, 2027", "1. Juli 2027". */
  date(isoDay: string): string;
}

export function localeTag(language: string, countryCode?: string | null): string {
  const tag = countryCode ? `${language}-${countryCode}` : language;
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length ? tag : language;
  } catch {
    return 'en';
  }
}

export function programFormat(language: string, countryCode?: string | null, shopCurrency?: string | null): ProgramFormat {
  const locale = localeTag(language, countryCode);
  const numbers = new Intl.NumberFormat(locale);
  const dates = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return {
    locale,
    number: (value) => numbers.format(value),
    money: (amount, currency) => {
      const code = currency || shopCurrency || 'USD';
      const whole = Number.isInteger(amount);
      return new Intl.NumberFormat(locale, { style: 'currency', currency: code, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 }).format(amount);
    },
    date: (isoDay) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
      return match ? dates.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))) : isoDay;
    },
  };
}

/** The shop's formats, re-made when its locale changes. */
export function useProgramFormat(): ProgramFormat {
  const { language, countryCode, currency } = useStore().config.locale;
  return useMemo(() => programFormat(language, countryCode, currency), [language, countryCode, currency]);
}
