/// <reference types="vite/client" />
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cleanMultiLineText, cleanSingleLineText, multiLineText, singleLineText } from './text';
import { isCleanText, stringFieldsOf } from './text-fields';

const HOSTILE = [
  '\u0000',
  'a\u0000b',
  'bell\u0007',
  '\u001b[31mred',
  '\u202eevil.exe',
  'zero\u200bwidth',
  'line\r\nbreak',
  'line\nbreak',
  'old\rmac',
  'next\u0085line',
  'para\u2029graph',
  'tab\there',
  '\ud800',
  'x\udc00y',
  'cafe\u0301',
  '\ufeffbom',
  '\u2066isolate\u2069',
];

/** Any code point, lone surrogates, and the characters above, mixed. */
const anyText = fc
  .array(
    fc.oneof(
      fc.constantFrom(...HOSTILE),
      fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
      fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
      fc.constantFrom('a', ' ', '\u0301', '\u200d', '🏋️'),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

describe('cleanSingleLineText and cleanMultiLineText', () => {
  it.each([
    ['a\u0000b', 'ab', 'ab'],
    ['bell\u0007 and escape\u001b[0m', 'bell and escape[0m', 'bell and escape[0m'],
    ['\u202eevil.exe', 'evil.exe', 'evil.exe'],
    ['zero\u200bwidth', 'zerowidth', 'zerowidth'],
    ['line\r\nbreak', 'line break', 'line\nbreak'],
    ['old\rmac', 'old mac', 'old\nmac'],
    ['a\u2028b\u0085c', 'a b c', 'a\nb\nc'],
    ['tab\there', 'tab here', 'tab here'],
    ['x\ud800y\udc00z', 'xyz', 'xyz'],
    ['cafe\u0301', 'caf\u00e9', 'caf\u00e9'],
    ['  padded\n\n', 'padded', 'padded'],
    ['🏋️‍♀️ ok', '🏋️‍♀️ ok', '🏋️‍♀️ ok'],
  ])('cleans %j', (input, single, multi) => {
    expect(cleanSingleLineText(input)).toBe(single);
    expect(cleanMultiLineText(input)).toBe(multi);
  });

  it('leaves nothing forbidden in any text, and cleaning twice changes nothing', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const single = cleanSingleLineText(text);
        const multi = cleanMultiLineText(text);
        expect(isCleanText(single, false)).toBe(true);
        expect(isCleanText(multi, true)).toBe(true);
        expect(cleanSingleLineText(single)).toBe(single);
        expect(cleanMultiLineText(multi)).toBe(multi);
      }),
      { numRuns: 200 },
    );
  });

  it('counts the limit on the cleaned text and refuses longer text, naming no truncation', () => {
    expect(singleLineText(3).parse(' ab\u200bc ')).toBe('abc');
    expect(singleLineText(3).safeParse('abcd').success).toBe(false);
    expect(multiLineText(5).parse('a\r\nb')).toBe('a\nb');
  });
});

/** Passwords are hashed, never stored or shown, and must match byte for byte: they are the one exception. */
const KEPT_AS_TYPED = /^(password|currentPassword|newPassword)$/;

const MODULES = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

function requestSchemas(): [string, z.ZodType][] {
  const found = new Map<string, z.ZodType>();
  for (const exports of Object.values(MODULES)) {
    for (const [name, value] of Object.entries(exports)) {
      if (/(Request|Query|Params?|Input)$/.test(name) && value && typeof value === 'object' && '_zod' in value) {
        found.set(name, value as z.ZodType);
      }
    }
  }
  return [...found.entries()].sort(([a], [b]) => a.localeCompare(b));
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...stringsIn(v)]);
  return [];
}

describe('every string field of every request schema', () => {
  const fields = requestSchemas().flatMap(([name, schema]) =>
    stringFieldsOf(schema)
      .filter((field) => !KEPT_AS_TYPED.test(field.path.at(-1) ?? ''))
      .map((field) => ({ ...field, name: `${name}.${field.path.join('.')}` })),
  );

  it('finds the request schemas and their text fields', () => {
    expect(fields.length).toBeGreaterThan(100);
    expect(fields.filter((f) => f.kind === 'multi-line').length).toBeGreaterThan(10);
  });

  it.each(fields)('$name cleans hostile characters or refuses them', ({ schema, kind }) => {
    for (const sample of HOSTILE) {
      const result = schema.safeParse(sample);
      if (!result.success) continue;
      for (const text of stringsIn(result.data)) {
        expect(isCleanText(text, kind === 'multi-line'), `${JSON.stringify(sample)} -> ${JSON.stringify(text)}`).toBe(
          true,
        );
      }
    }
  });

  it.each(fields)('$name refuses a 1 MB string', ({ schema }) => {
    expect(schema.safeParse('a'.repeat(1024 * 1024)).success).toBe(false);
  });
});
