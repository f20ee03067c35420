import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEXT_MAX_LENGTH,
  isValidEmail,
  isValidSelectValue,
  isValidUuid,
  sanitizeJson,
  sanitizeNumber,
  sanitizeText,
  type NumberBounds,
} from './validation';

describe('isValidEmail', () => {
  it.each<[unknown, boolean]>([
    ['ana@example.com', true],
    ['a@b.c', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['ana@example', false],
    ['@example.com', false],
    ['ana@.com', false],
    ['ana@example.', false],
    ['ana example@example.com', false],
    ['ana@exa mple.com', false],
    ['ana@example.com\n', false],
    ['ana@@example.com', false],
    ['an\u0000a@example.com', false],
    ['ana\u202e@example.com', false],
    ['ana@exa\u200bmple.com', false],
    ['ana\ud800@example.com', false],
    ['ánä@exämple.com', true],
    ['', false],
    [`${'a'.repeat(242)}@example.com`, true],
    [`${'a'.repeat(243)}@example.com`, false],
    [null, false],
    [42, false],
  ])('%j is %s', (value, valid) => {
    expect(isValidEmail(value)).toBe(valid);
  });
});

describe('isValidUuid', () => {
  it.each<[unknown, boolean]>([
    ['123e4567-e89b-12d3-a456-426614174000', true],
    ['123E4567-E89B-42D3-B456-426614174000', true],
    ['123e4567-e89b-52d3-8456-426614174000', true],
    ['123e4567-e89b-32d3-9456-426614174000', true],
    ['123e4567-e89b-62d3-a456-426614174000', false],
    ['123e4567-e89b-02d3-a456-426614174000', false],
    ['123e4567-e89b-42d3-c456-426614174000', false],
    ['123e4567-e89b-42d3-7456-426614174000', false],
    ['123e4567e89b42d3a456426614174000', false],
    ['123e4567-e89b-42d3-a456-42661417400', false],
    ['123e4567-e89b-42d3-a456-4266141740000', false],
    ['g23e4567-e89b-42d3-a456-426614174000', false],
    [' 123e4567-e89b-42d3-a456-426614174000', false],
    [undefined, false],
  ])('%j is %s', (value, valid) => {
    expect(isValidUuid(value)).toBe(valid);
  });
});

describe('sanitizeText', () => {
  it.each<[unknown, number | undefined, string]>([
    ['  hello  ', undefined, 'hello'],
    ['a\u0000b', undefined, 'ab'],
    ['tab\there', undefined, 'tabhere'],
    ['line one\r\nline two', undefined, 'line one\nline two'],
    ['bell\u0007 esc\u001b del\u007f c1\u0085\u009f', undefined, 'bell esc del c1'],
    ['\u0000  padded \u0001', undefined, 'padded'],
    ['café 💪', undefined, 'café 💪'],
    ['abcdef', 3, 'abc'],
    ['ab   cdef', 4, 'ab'],
    ['ab💪', 3, 'ab'],
    ['abc', 0, ''],
    ['abc', -1, 'abc'],
    ['abc', Number.NaN, 'abc'],
    ['abcdef', 3.9, 'abc'],
    [null, undefined, ''],
    [undefined, undefined, ''],
    [42, undefined, ''],
    [{ toString: () => 'x' }, undefined, ''],
  ])('%j (max %s) becomes %j', (value, max, sanitized) => {
    expect(sanitizeText(value, max)).toBe(sanitized);
  });

  it('truncates to 1000 characters by default', () => {
    expect(DEFAULT_TEXT_MAX_LENGTH).toBe(1000);
    expect(sanitizeText('x'.repeat(1500))).toHaveLength(1000);
  });

  // Biased toward the control ranges, and free to produce lone surrogates, so every branch gets exercised.
  const utf16Unit = fc
    .oneof(fc.integer({ min: 0, max: 0xa0 }), fc.integer({ min: 0, max: 0xffff }))
    .map((code) => String.fromCharCode(code));

  it('never leaves a control character (other than a line feed) and never exceeds the maximum', () => {
    fc.assert(
      fc.property(fc.string({ unit: utf16Unit, maxLength: 300 }), fc.integer({ min: 0, max: 200 }), (value, max) => {
        const sanitized = sanitizeText(value, max);
        expect(sanitized.length).toBeLessThanOrEqual(max);
        const controls = [...sanitized].filter((character) => {
          const code = character.charCodeAt(0);
          return code !== 0x0a && (code <= 0x1f || (code >= 0x7f && code <= 0x9f));
        });
        expect(controls).toEqual([]);
        expect(sanitized).toBe(sanitized.trim());
      }),
    );
  });
});

describe('sanitizeNumber', () => {
  it.each<[unknown, NumberBounds | undefined, number | null]>([
    [42, undefined, 42],
    [-3.5, undefined, -3.5],
    ['82.5', undefined, 82.5],
    ['  82.5  ', undefined, 82.5],
    ['-7', undefined, -7],
    ['+7', undefined, 7],
    ['.5', undefined, 0.5],
    ['5.', undefined, 5],
    ['', undefined, null],
    ['   ', undefined, null],
    ['12abc', undefined, null],
    ['0x1f', undefined, null],
    ['1e3', undefined, null],
    ['82,5', undefined, null],
    ['Infinity', undefined, null],
    [Number.NaN, undefined, null],
    [Number.POSITIVE_INFINITY, undefined, null],
    [null, undefined, null],
    [true, undefined, null],
    [[5], undefined, null],
    [150, { min: 0, max: 100 }, 100],
    [-5, { min: 0, max: 100 }, 0],
    ['50', { min: 0, max: 100 }, 50],
    [-5, { min: 0 }, 0],
    [500, { max: 300 }, 300],
    [500, { min: Number.NaN, max: Number.NaN }, 500],
  ])('%j with %j gives %s', (value, bounds, sanitized) => {
    expect(sanitizeNumber(value, bounds)).toBe(sanitized);
  });
});

describe('sanitizeJson', () => {
  it('deep-copies an object', () => {
    const source = { name: 'Bench', sets: [{ reps: 5 }], nested: { ok: true } };
    const copy = sanitizeJson(source);
    expect(copy).toEqual(source);
    expect(copy).not.toBe(source);
    expect((copy as { sets: unknown[] }).sets).not.toBe(source.sets);
  });

  it.each<[string, unknown, unknown]>([
    ['parses an object string', '{"a":1,"b":[true,null]}', { a: 1, b: [true, null] }],
    ['parses a scalar string', '42', 42],
    ['copies an array', [1, 'two', { three: 3 }], [1, 'two', { three: 3 }]],
    ['drops functions and undefined', { keep: 1, fn: () => 1, gone: undefined }, { keep: 1 }],
    ['turns dates into text', { at: new Date(0) }, { at: '1970-01-01T00:00:00.000Z' }],
    ['fails on malformed text', '{"a":', null],
    ['fails on an empty string', '', null],
    ['fails on a BigInt inside', { big: 10n }, null],
    ['fails on an object that serialises to nothing', { toJSON: () => undefined }, null],
    ['refuses a number', 42, null],
    ['refuses null', null, null],
    ['refuses undefined', undefined, null],
    ['refuses a function', () => 1, null],
  ])('%s', (_label, value, sanitized) => {
    expect(sanitizeJson(value)).toEqual(sanitized);
  });

  it('fails on a cycle', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(sanitizeJson(cyclic)).toBeNull();
  });
});

describe('isValidSelectValue', () => {
  it.each<[unknown, boolean]>([
    ['health', true],
    [' ', true],
    ['', false],
    [null, false],
    [undefined, false],
    [0, false],
  ])('%j is %s', (value, valid) => {
    expect(isValidSelectValue(value)).toBe(valid);
  });
});

describe('sanitizeJson and prototype keys', () => {
  it('drops __proto__, constructor and prototype at any depth', () => {
    const result = sanitizeJson(
      '{"__proto__": {"admin": true}, "a": {"constructor": {"prototype": 1}, "b": 2}, "sets": 3}',
    );
    expect(result).toEqual({ a: { b: 2 }, sets: 3 });
    expect(Object.prototype.hasOwnProperty.call(result, '__proto__')).toBe(false);
    const merged = Object.assign({}, result) as Record<string, unknown>;
    expect(merged.admin).toBeUndefined();
  });
});
