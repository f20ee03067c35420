import fc from 'fast-check';

/**
 * Text no person types (issue 25): NUL and other controls, bidi overrides and isolates, zero-width characters,
 * CR LF, lone surrogates, decomposed accents, mixed with ordinary letters; and 1 MB strings (over and under the body
 * limit once in JSON).
 */
const CONTROL_PIECES = [
  '\u0000',
  '\u0007',
  '\u001b[31m',
  '\u0085',
  '\u202e',
  '\u2066',
  '\u200b',
  '\ufeff',
  '\r\n',
  '\ud800',
  '\udfff',
  'a',
  'e\u0301',
  '🏋️‍♀️',
];
const MEGABYTE = 1024 * 1024;
const hostileText = fc.oneof(
  fc.array(fc.constantFrom(...CONTROL_PIECES), { minLength: 1, maxLength: 12 }).map((pieces) => pieces.join('')),
  fc.constantFrom(
    'x'.repeat(MEGABYTE),
    'y'.repeat(MEGABYTE - 200),
    '\u0000'.repeat(MEGABYTE),
    '\u202e'.repeat(MEGABYTE),
  ),
);

/**
 * Payloads broken on purpose, derived from a valid body of a route: every field replaced by a value of the wrong
 * kind, huge, unicode and control-character strings, nulls, negative and huge numbers, extra fields, and bodies that
 * are not objects.
 */
const hostileValue = fc.oneof(
  { arbitrary: hostileText, weight: 3 },
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
  fc.constantFrom(-1, -0.5, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(
    'x'.repeat(10_000),
    '\u0000\u0001\u001f',
    '<script>alert(1)</script>',
    "'; DROP TABLE workouts; --",
    '🏋️‍♀️'.repeat(500),
    '‮RTL',
    '00000000-0000-0000-0000-000000000000',
    '../../etc/passwd',
    '%00',
    'NaN',
    'Infinity',
    '1e999',
  ),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.constant({}),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** `knownFields`: the route's other top-level fields (from its contract), broken too though the valid body has none. */
export function brokenBodies(valid: unknown, knownFields: string[] = []): fc.Arbitrary<unknown> {
  const notAnObject = fc.oneof(
    fc.constant(null),
    fc.constant([]),
    fc.string({ maxLength: 10 }),
    fc.integer(),
    fc.constant(true),
  );
  if (!valid || typeof valid !== 'object' || Array.isArray(valid)) return fc.oneof(notAnObject, hostileValue);
  const fields = [...new Set([...Object.keys(valid as Record<string, unknown>), ...knownFields])];
  const base = valid as Record<string, unknown>;
  const arbitraries: fc.Arbitrary<unknown>[] = [
    notAnObject,
    // One field of the wrong kind (or absurd value).
    ...(fields.length
      ? [fc.tuple(fc.constantFrom(...fields), hostileValue).map(([field, value]) => ({ ...base, [field]: value }))]
      : []),
    // Several fields at once.
    fc
      .record(Object.fromEntries(fields.map((field) => [field, hostileValue])), { requiredKeys: [] })
      .map((changes) => ({ ...base, ...changes })),
    // An unknown extra field (contracts are strict) or a prototype-polluting key.
    fc
      .tuple(fc.constantFrom('isAdmin', 'userId', 'user_id', '__proto__', 'constructor', 'role'), hostileValue)
      .map(([field, value]) => {
        // JSON.parse keeps "__proto__" as an own field, as a hostile client would send it.
        const rest = JSON.stringify(base).slice(1, -1);
        return JSON.parse(`{"${field}":${JSON.stringify(value ?? null)}${rest ? `,${rest}` : ''}}`) as unknown;
      }),
  ];
  return fc.oneof(...arbitraries);
}
