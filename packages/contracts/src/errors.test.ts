import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DETAIL_CODES, ERROR_CODES } from './error-codes';
import { detailCodeOf, detailParams, ErrorBody } from './errors';
import { UpdateWorkoutExerciseRequest } from './workouts';

/** The codes of a parse as the API reads them: issues with their input, so a missing field is `required`. */
function codesOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.') || '(body)', detailCodeOf(issue)]),
  );
}

describe('detail codes', () => {
  it('lists each code once', () => {
    expect(new Set(DETAIL_CODES).size).toBe(DETAIL_CODES.length);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('reads a missing field as required and a wrong type as invalid_type', () => {
    const schema = z.object({ name: z.string(), age: z.number() });
    expect(codesOf(schema, { age: 'x' })).toEqual({ name: 'required', age: 'invalid_type' });
    expect(codesOf(schema, { name: null, age: 1 })).toEqual({ name: 'invalid_type' });
  });

  it('reads sizes by what is measured: text, numbers, lists', () => {
    const schema = z.object({
      text: z.string().min(2).max(3),
      count: z.number().min(1).max(5),
      items: z.array(z.string()).min(1).max(2),
    });
    expect(codesOf(schema, { text: 'a', count: 0, items: [] })).toEqual({
      text: 'too_short',
      count: 'too_small',
      items: 'too_few',
    });
    expect(codesOf(schema, { text: 'abcd', count: 6, items: ['a', 'b', 'c'] })).toEqual({
      text: 'too_long',
      count: 'too_large',
      items: 'too_many',
    });
  });

  it('reads formats, allowed values, steps and unknown keys', () => {
    const schema = z
      .object({
        id: z.uuid(),
        unit: z.enum(['kg', 'lb']),
        step: z.number().multipleOf(5),
        either: z.union([z.string(), z.number()]),
      })
      .strict();
    expect(codesOf(schema, { id: 'x', unit: 'stone', step: 7, either: true, extra: 1 })).toEqual({
      id: 'invalid_format',
      unit: 'invalid_value',
      step: 'not_multiple_of',
      either: 'invalid_value',
      '(body)': 'unknown_field',
    });
  });

  it("takes a contract rule's code from its params, else invalid_value", () => {
    const coded = z.string().refine(() => false, { error: 'Listed twice', params: detailParams('duplicate') });
    const plain = z.string().refine(() => false, { error: 'No' });
    expect(codesOf(coded, 'x')).toEqual({ '(body)': 'duplicate' });
    expect(codesOf(plain, 'x')).toEqual({ '(body)': 'invalid_value' });
    expect(codesOf(UpdateWorkoutExerciseRequest, { targetRepsMin: 12, targetRepsMax: 6 })).toEqual({
      targetRepsMin: 'out_of_range',
    });
  });

  it('requires a code on every detail of an error body', () => {
    const detail = { field: 'name', message: 'Required' };
    expect(ErrorBody.safeParse({ error: { code: 'validation_failed', message: 'x', details: [detail] } }).success).toBe(
      false,
    );
    const coded = { ...detail, code: 'required' };
    expect(ErrorBody.safeParse({ error: { code: 'validation_failed', message: 'x', details: [coded] } }).success).toBe(
      true,
    );
  });
});
