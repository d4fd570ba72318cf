// Input rules, as small pure functions the inputs call on every change (public: plugins with forms use them).

/** Formats the digits typed so far as (xxx) xxx-xxxx; digits beyond ten are kept as typed, after a space. */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 0) return '';
  if (digits.length < 4) return `(${digits}`;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  const main = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 10)}`;
  return digits.length > 10 ? `${main} ${digits.slice(10)}` : main;
}

/** Number inputs keep digits and dots only. */
export const numberInput = (input: string): string => input.replace(/[^\d.]/g, '');
