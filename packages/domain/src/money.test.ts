import { describe, expect, it } from 'vitest';
import {
  CURRENCY_CODES,
  addMoney,
  canMovePayout,
  commissionOf,
  csvCell,
  currencyExponent,
  divideHalfEven,
  formatAmount,
  formatRate,
  isCurrency,
  nextPayoutStatuses,
  parseAmount,
  payoutMoveNeeds,
  toCsv,
  totalsByCurrency,
} from './money';

describe('currencies', () => {
  it('knows ISO 4217 codes with their minor-unit exponent', () => {
    expect(currencyExponent('EUR')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('KWD')).toBe(3);
    expect(CURRENCY_CODES).toContain('RON');
    expect(isCurrency('XYZ')).toBe(false);
    expect(isCurrency('toString')).toBe(false);
    expect(() => currencyExponent('XYZ')).toThrow(RangeError);
  });
});

describe('parseAmount', () => {
  it('reads decimal text exactly into minor units', () => {
    expect(parseAmount('12.5', 'EUR')).toEqual({ minor: 1250 });
    expect(parseAmount(' 1234.56 ', 'USD')).toEqual({ minor: 123456 });
    expect(parseAmount('0.1', 'USD')).toEqual({ minor: 10 });
    expect(parseAmount('7', 'EUR')).toEqual({ minor: 700 });
    expect(parseAmount('7.', 'EUR')).toEqual({ minor: 700 });
    expect(parseAmount('1500', 'JPY')).toEqual({ minor: 1500 });
    expect(parseAmount('1500.00', 'JPY')).toEqual({ minor: 1500 });
    expect(parseAmount('1.234', 'KWD')).toEqual({ minor: 1234 });
    expect(parseAmount('0.10', 'EUR')).toEqual({ minor: 10 });
  });

  it('refuses rather than rounds', () => {
    expect(parseAmount('1.005', 'EUR')).toEqual({ problem: 'too_many_decimals' });
    expect(parseAmount('1.5', 'JPY')).toEqual({ problem: 'too_many_decimals' });
    expect(parseAmount('-3', 'EUR')).toEqual({ problem: 'negative' });
    expect(parseAmount('1e3', 'EUR')).toEqual({ problem: 'not_a_number' });
    expect(parseAmount('', 'EUR')).toEqual({ problem: 'not_a_number' });
    expect(parseAmount('1,50', 'EUR')).toEqual({ problem: 'not_a_number' });
    expect(parseAmount('10', 'XYZ')).toEqual({ problem: 'unknown_currency' });
    expect(parseAmount('1000000000000.01', 'EUR')).toEqual({ problem: 'too_large' });
    expect(parseAmount('1000000000000.00', 'EUR')).toEqual({ minor: 100_000_000_000_000 });
  });
});

describe('formatAmount', () => {
  it('writes minor units as the currency decimal text', () => {
    expect(formatAmount(123450, 'EUR')).toBe('1234.50');
    expect(formatAmount(5, 'EUR')).toBe('0.05');
    expect(formatAmount(0, 'USD')).toBe('0.00');
    expect(formatAmount(1200, 'JPY')).toBe('1200');
    expect(formatAmount(1234, 'KWD')).toBe('1.234');
    expect(formatAmount(-250, 'EUR')).toBe('-2.50');
  });
});

describe('divideHalfEven', () => {
  it('rounds halves to the even neighbour and everything else to the nearest', () => {
    expect(divideHalfEven(25n, 10n)).toBe(2n);
    expect(divideHalfEven(35n, 10n)).toBe(4n);
    expect(divideHalfEven(26n, 10n)).toBe(3n);
    expect(divideHalfEven(24n, 10n)).toBe(2n);
    expect(divideHalfEven(20n, 10n)).toBe(2n);
    expect(divideHalfEven(-25n, 10n)).toBe(-2n);
    expect(divideHalfEven(-35n, 10n)).toBe(-4n);
  });
});

describe('commissionOf', () => {
  it('is the amount times the rate, half-even to the minor unit', () => {
    // 10.05 EUR at 50% = 5.025 -> 5.02 (2 is even)
    expect(commissionOf({ minor: 1005, currency: 'EUR' }, 5000)).toEqual({ minor: 502, currency: 'EUR' });
    // 10.15 EUR at 50% = 5.075 -> 5.08 (8 is even)
    expect(commissionOf({ minor: 1015, currency: 'EUR' }, 5000)).toEqual({ minor: 508, currency: 'EUR' });
    // 1234.56 USD at 12.5% = 154.32
    expect(commissionOf({ minor: 123456, currency: 'USD' }, 1250)).toEqual({ minor: 15432, currency: 'USD' });
    // 999 JPY at 10% = 99.9 -> 100
    expect(commissionOf({ minor: 999, currency: 'JPY' }, 1000)).toEqual({ minor: 100, currency: 'JPY' });
    // The largest amount at 100% stays exact.
    expect(commissionOf({ minor: 100_000_000_000_000, currency: 'EUR' }, 10000).minor).toBe(100_000_000_000_000);
  });

  it('refuses amounts, rates and currencies that are not money', () => {
    expect(() => commissionOf({ minor: 1.5, currency: 'EUR' }, 1000)).toThrow(RangeError);
    expect(() => commissionOf({ minor: -1, currency: 'EUR' }, 1000)).toThrow(RangeError);
    expect(() => commissionOf({ minor: 100, currency: 'EUR' }, 10001)).toThrow(RangeError);
    expect(() => commissionOf({ minor: 100, currency: 'EUR' }, -1)).toThrow(RangeError);
    expect(() => commissionOf({ minor: 100, currency: 'EUR' }, 0.5)).toThrow(RangeError);
    expect(() => commissionOf({ minor: 100, currency: 'XYZ' }, 1000)).toThrow(RangeError);
  });
});

describe('currencies are never summed together', () => {
  it('adds one currency and refuses two', () => {
    expect(addMoney({ minor: 100, currency: 'EUR' }, { minor: 250, currency: 'EUR' })).toEqual({
      minor: 350,
      currency: 'EUR',
    });
    expect(() => addMoney({ minor: 100, currency: 'EUR' }, { minor: 100, currency: 'USD' })).toThrow(/USD/);
  });

  it('totals each currency on its own line', () => {
    const totals = totalsByCurrency([
      { minor: 100, currency: 'EUR' },
      { minor: 5000, currency: 'JPY' },
      { minor: 250, currency: 'EUR' },
    ]);
    expect(totals).toEqual([
      { minor: 350, currency: 'EUR' },
      { minor: 5000, currency: 'JPY' },
    ]);
    expect(totalsByCurrency([])).toEqual([]);
  });
});

describe('formatRate', () => {
  it('shows basis points as a percentage', () => {
    expect(formatRate(1250)).toBe('12.5');
    expect(formatRate(1000)).toBe('10');
    expect(formatRate(75)).toBe('0.75');
  });
});

describe('payout moves', () => {
  it('goes pending -> approved -> paid, and paid or rejected never change', () => {
    expect(canMovePayout('pending', 'approved')).toBe(true);
    expect(canMovePayout('approved', 'paid')).toBe(true);
    expect(canMovePayout('pending', 'paid')).toBe(false);
    expect(canMovePayout('paid', 'rejected')).toBe(false);
    expect(canMovePayout('rejected', 'approved')).toBe(false);
    expect(canMovePayout('failed', 'approved')).toBe(true);
    expect(nextPayoutStatuses('paid')).toEqual([]);
    expect(nextPayoutStatuses('approved')).toEqual(['paid', 'failed', 'rejected']);
  });

  it('asks a reason for rejected and failed, a reference for paid', () => {
    expect(payoutMoveNeeds('rejected')).toBe('reason');
    expect(payoutMoveNeeds('failed')).toBe('reason');
    expect(payoutMoveNeeds('paid')).toBe('reference');
    expect(payoutMoveNeeds('approved')).toBeNull();
  });
});

describe('CSV', () => {
  it('escapes formulas and quotes what needs quoting', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell('plain')).toBe('plain');
  });

  it('joins rows with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', null],
      ]),
    ).toBe('a,b\r\n1,\r\n');
  });
});
