// Numbers and money in the shop's locale (Intl), and a reward's name from the plugin's messages.
import type { AcmeReward } from './api.ts';

type T = (key: string, vars?: Record<string, string | number>) => string;

/** `en` + `US` → `en-US`; a pair Intl does not know falls back to the language. */
export function localeTag(language: string, countryCode?: string | null): string {
  const tag = countryCode ? `${language}-${countryCode}` : language;
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length ? tag : language;
  } catch {
    return 'en';
  }
}

export interface Formatters {
  number(value: number): string;
  money(amount: number, currency: string): string;
  reward(reward: AcmeReward, currency: string): string;
}

export function formatters(locale: string, t: T): Formatters {
  const numbers = new Intl.NumberFormat(locale);
  const money = (amount: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);
  return {
    number: (value) => numbers.format(value),
    money,
    reward: (reward, currency) =>
      reward.kind === 'discount' && typeof reward.amount === 'number' ? t('rewardDiscount', { amount: money(reward.amount, currency) }) : t('rewardFreeShipping'),
  };
}
