import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl';

const moment = new Date(Date.UTC(2026, 10, 25, 17, 5));

describe('cached Intl formatters', () => {
  it('return the same formatter for the same language and options', () => {
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })).toBe(
      dateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }),
    );
    expect(numberFormat('es', { maximumFractionDigits: 1 })).toBe(numberFormat('es', { maximumFractionDigits: 1 }));
    expect(numberFormat('ro')).toBe(numberFormat('ro'));
    expect(relativeTimeFormat('ro', { numeric: 'auto' })).toBe(relativeTimeFormat('ro', { numeric: 'auto' }));
  });

  it('return another formatter for other options or another language', () => {
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).not.toBe(dateTimeFormat('en', { dateStyle: 'long' }));
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).not.toBe(dateTimeFormat('es', { dateStyle: 'medium' }));
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(numberFormat('en', { maximumFractionDigits: 2 }));
    expect(numberFormat('en')).not.toBe(numberFormat('ro'));
    expect(relativeTimeFormat('es', { numeric: 'auto' })).not.toBe(
      relativeTimeFormat('es', { numeric: 'auto', style: 'short' }),
    );
    expect(relativeTimeFormat('es')).not.toBe(relativeTimeFormat('en'));
  });

  it.each(['en', 'es', 'ro'])('write what a new Intl formatter writes (%s)', (lang) => {
    const dateOptions: Intl.DateTimeFormatOptions[] = [
      { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' },
      { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
      { dateStyle: 'long', timeZone: 'UTC' },
    ];
    for (const options of dateOptions) {
      expect(dateTimeFormat(lang, options).format(moment)).toBe(new Intl.DateTimeFormat(lang, options).format(moment));
    }
    const numberOptions: (Intl.NumberFormatOptions | undefined)[] = [
      undefined,
      { maximumFractionDigits: 1 },
      { style: 'percent', maximumFractionDigits: 2 },
      { style: 'currency', currency: 'EUR' },
    ];
    for (const options of numberOptions) {
      expect(numberFormat(lang, options).format(12345.678)).toBe(
        new Intl.NumberFormat(lang, options).format(12345.678),
      );
    }
    const relative: Intl.RelativeTimeFormatOptions = { numeric: 'auto', style: 'short' };
    for (const [amount, unit] of [
      [0, 'second'],
      [-1, 'day'],
      [-3, 'hour'],
    ] as const) {
      expect(relativeTimeFormat(lang, relative).format(amount, unit)).toBe(
        new Intl.RelativeTimeFormat(lang, relative).format(amount, unit),
      );
    }
  });
});
