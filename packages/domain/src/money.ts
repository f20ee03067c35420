/**
 * Money as integer minor units (cents, yen, fils) of an ISO 4217 currency: never a float, never two currencies added
 * together. Amounts typed by a person are parsed exactly from their decimal text; a commission is the amount times a
 * rate in basis points, rounded half-even (banker's rounding) to the currency's minor unit (issue 22).
 */

/** ISO 4217 codes this app takes, with each one's minor-unit exponent (digits after the decimal point). */
export const CURRENCY_EXPONENTS: Readonly<Record<string, number>> = {
  AED: 2,
  ARS: 2,
  AUD: 2,
  BGN: 2,
  BHD: 3,
  BRL: 2,
  CAD: 2,
  CHF: 2,
  CLP: 0,
  CNY: 2,
  COP: 2,
  CZK: 2,
  DKK: 2,
  EUR: 2,
  GBP: 2,
  HKD: 2,
  HUF: 2,
  IDR: 2,
  ILS: 2,
  INR: 2,
  ISK: 0,
  JOD: 3,
  JPY: 0,
  KRW: 0,
  KWD: 3,
  MDL: 2,
  MXN: 2,
  MYR: 2,
  NOK: 2,
  NZD: 2,
  OMR: 3,
  PEN: 2,
  PHP: 2,
  PLN: 2,
  RON: 2,
  RSD: 2,
  SAR: 2,
  SEK: 2,
  SGD: 2,
  THB: 2,
  TND: 3,
  TRY: 2,
  UAH: 2,
  USD: 2,
  UYU: 2,
  VND: 0,
  ZAR: 2,
};

export const CURRENCY_CODES: readonly string[] = Object.keys(CURRENCY_EXPONENTS);

/** The largest amount in minor units the app stores (fits a JavaScript number and a PostgreSQL bigint exactly). */
export const MAX_MINOR_UNITS = 100_000_000_000_000;

/** The most a commission rate can be, in basis points (100%). */
export const MAX_RATE_BPS = 10_000;

export interface Money {
  /** Integer minor units. */
  minor: number;
  currency: string;
}

export function isCurrency(code: string): boolean {
  return Object.hasOwn(CURRENCY_EXPONENTS, code);
}

/** The currency's minor-unit exponent; an unknown code throws. */
export function currencyExponent(code: string): number {
  if (!isCurrency(code)) throw new RangeError(`Unknown currency ${code}`);
  return CURRENCY_EXPONENTS[code]!;
}

export type AmountProblem = 'not_a_number' | 'negative' | 'too_many_decimals' | 'too_large' | 'unknown_currency';

/**
 * A decimal amount as typed ("12.5", "1234.56") in minor units of the currency, exactly, or why it is not one: a sign,
 * more decimals than the currency has, letters or a value past MAX_MINOR_UNITS are refused, never rounded.
 */
export function parseAmount(text: string, currency: string): { minor: number } | { problem: AmountProblem } {
  if (!isCurrency(currency)) return { problem: 'unknown_currency' };
  const trimmed = text.trim();
  if (trimmed.startsWith('-')) return { problem: 'negative' };
  const match = /^(\d+)(?:\.(\d*))?$/.exec(trimmed);
  if (!match) return { problem: 'not_a_number' };
  const exponent = currencyExponent(currency);
  const fraction = match[2] ?? '';
  if (fraction.replace(/0+$/, '').length > exponent) return { problem: 'too_many_decimals' };
  const digits = `${match[1]}${fraction.padEnd(exponent, '0').slice(0, exponent)}`;
  const minor = BigInt(digits);
  if (minor > BigInt(MAX_MINOR_UNITS)) return { problem: 'too_large' };
  return { minor: Number(minor) };
}

/** Minor units as the decimal text of the currency ("1234.50" for 123450 EUR, "1200" for 1200 JPY). */
export function formatAmount(minor: number, currency: string): string {
  const exponent = currencyExponent(currency);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  if (exponent === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/** numerator / denominator rounded half to even (both integers, denominator > 0), in exact integer arithmetic. */
export function divideHalfEven(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let quotient = magnitude / denominator;
  const twiceRemainder = (magnitude % denominator) * 2n;
  if (twiceRemainder > denominator || (twiceRemainder === denominator && quotient % 2n === 1n)) quotient += 1n;
  return negative ? -quotient : quotient;
}

/** The commission of an amount at a rate in basis points (1250 = 12.5%), half-even to the currency's minor unit. */
export function commissionOf(amount: Money, rateBps: number): Money {
  if (!Number.isInteger(amount.minor) || amount.minor < 0) throw new RangeError('Amount must be whole minor units');
  if (!Number.isInteger(rateBps) || rateBps < 0 || rateBps > MAX_RATE_BPS) throw new RangeError('Rate out of range');
  currencyExponent(amount.currency);
  const minor = divideHalfEven(BigInt(amount.minor) * BigInt(rateBps), BigInt(MAX_RATE_BPS));
  return { minor: Number(minor), currency: amount.currency };
}

/** Adds two amounts of one currency; two currencies are never added together (throws). */
export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new RangeError(`Cannot add ${a.currency} to ${b.currency}`);
  return { minor: a.minor + b.minor, currency: a.currency };
}

/** Totals per currency, in the order each currency first appears: one line per currency, never one grand total. */
export function totalsByCurrency(amounts: readonly Money[]): Money[] {
  const totals = new Map<string, Money>();
  for (const amount of amounts) {
    const total = totals.get(amount.currency);
    totals.set(amount.currency, total ? addMoney(total, amount) : { ...amount });
  }
  return [...totals.values()];
}

/** A rate in basis points as a percentage text ("12.5" for 1250). */
export function formatRate(rateBps: number): string {
  return formatAmount(rateBps, 'USD').replace(/\.?0+$/, '');
}

export const PAYOUT_STATUSES = ['pending', 'approved', 'paid', 'rejected', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

const PAYOUT_MOVES: Record<PayoutStatus, readonly PayoutStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['paid', 'failed', 'rejected'],
  // A failed payment can be approved again (paid once more) or given up.
  failed: ['approved', 'rejected'],
  paid: [],
  rejected: [],
};

/** Whether a payout entry may move from one status to another: paid and rejected are final. */
export function canMovePayout(from: PayoutStatus, to: PayoutStatus): boolean {
  return PAYOUT_MOVES[from].includes(to);
}

/** The statuses an entry may move to next. */
export function nextPayoutStatuses(from: PayoutStatus): readonly PayoutStatus[] {
  return PAYOUT_MOVES[from];
}

/** Whether a move needs a reason (rejected, failed) or a payment reference (paid). */
export function payoutMoveNeeds(to: PayoutStatus): 'reason' | 'reference' | null {
  if (to === 'rejected' || to === 'failed') return 'reason';
  if (to === 'paid') return 'reference';
  return null;
}

/**
 * A CSV cell: quoted when it holds a comma, quote or line break, and a text a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) gets a leading apostrophe.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text with CRLF line ends (RFC 4180). */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
