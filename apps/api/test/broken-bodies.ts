import fc from 'fast-check';

/**
 * Payloads broken on purpose, derived from a valid body of a route: every field replaced by a value of the wrong
 * kind, huge and unicode strings, nulls, negative and huge numbers, extra fields, and bodies that are not objects.
 */
const hostileValue = fc.oneof(
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

export function brokenBodies(valid: unknown): fc.Arbitrary<unknown> {
  const notAnObject = fc.oneof(
    fc.constant(null),
    fc.constant([]),
    fc.string({ maxLength: 10 }),
    fc.integer(),
    fc.constant(true),
  );
  if (!valid || typeof valid !== 'object' || Array.isArray(valid)) return fc.oneof(notAnObject, hostileValue);
  const fields = Object.keys(valid as Record<string, unknown>);
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
