import type { MoneyView } from '@lifeorbit/contracts/ambassadors';
import { dateTimeFormat, numberFormat } from '@/lib/intl';

/**
 * An amount in the reader's language, exact: Intl formats the API's decimal text itself (a string is read as an exact
 * decimal), never a float sum, with as many decimals as the currency has.
 */
export function formatMoney(money: MoneyView, language: string): string {
  const digits = money.amount.split('.')[1]?.length ?? 0;
  return numberFormat(language, {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(money.amount as unknown as number);
}

/** A rate in basis points as a percentage ("12.5 %"). */
export function formatRate(rateBps: number, language: string): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(rateBps / 10000);
}

/** A percentage typed by a person ("12.5") in basis points, or null when it is not one. */
export function percentToBps(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps <= 10000 ? bps : null;
}

/** A moment in the battle's own time zone, with the zone's name. */
export function formatInZone(iso: string, timeZone: string, language: string): string {
  return dateTimeFormat(language, {
    // dateStyle and timeStyle cannot be combined with timeZoneName (a RangeError): the fields are named one by one.
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** A datetime-local input's value ("2026-11-27T18:00") for a moment, in the browser's zone. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The ISO 4217 codes the API takes (packages/domain money.ts), for the currency pickers. */
export { CURRENCY_CODES } from '@lifeorbit/domain';
