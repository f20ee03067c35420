import { describe, expect, it } from 'vitest';
import { parseAmount, validateCheckin, validateGoal } from './drafts';

describe('parseAmount', () => {
  it('reads a decimal comma or point and refuses anything else', () => {
    expect(parseAmount('82,5')).toBe(82.5);
    expect(parseAmount(' 82.5 ')).toBe(82.5);
    expect(parseAmount('0x1f')).toBeNull();
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('12kg')).toBeNull();
  });
});

describe('validateGoal', () => {
  const base = { name: 'Save', measure: 'value' as const, target: '500', unit: 'EUR', dueDate: '' };

  it('turns a complete value goal into request values', () => {
    expect(validateGoal(base).values).toEqual({
      name: 'Save',
      measure: 'value',
      target: 500,
      unit: 'EUR',
      dueDate: null,
    });
  });

  it('asks a value goal for a target and a unit', () => {
    expect(validateGoal({ ...base, target: '', unit: ' ' }).errors).toEqual({
      target: 'goalForm.errors.targetRequired',
      unit: 'goalForm.errors.unitRequired',
    });
  });

  it('keeps a rating target between 1 and 5 and drops the unit', () => {
    expect(validateGoal({ ...base, measure: 'rating', target: '7' }).errors.target).toBe(
      'goalForm.errors.targetRating',
    );
    expect(validateGoal({ ...base, measure: 'rating', target: '' }).values).toMatchObject({ target: null, unit: null });
  });

  it('needs a name', () => {
    expect(validateGoal({ ...base, name: '  ' }).errors.name).toBe('goalForm.errors.nameRequired');
  });
});

describe('validateCheckin', () => {
  it('needs a number for a value goal and a rating for a rating goal', () => {
    const draft = { date: '2026-05-04', value: 'many', rating: null, note: '' };
    expect(validateCheckin(draft, 'value', '2026-05-04').errors).toEqual({ value: 'checkinForm.errors.value' });
    expect(validateCheckin(draft, 'rating', '2026-05-04').errors).toEqual({ rating: 'checkinForm.errors.rating' });
  });

  it('refuses a day after today', () => {
    const draft = { date: '2026-05-05', value: '3', rating: null, note: '' };
    expect(validateCheckin(draft, 'value', '2026-05-04').errors.date).toBe('checkinForm.errors.future');
  });

  it('answers the values with an empty note as null', () => {
    const draft = { date: '2026-05-04', value: '3,5', rating: null, note: '  ' };
    expect(validateCheckin(draft, 'value', '2026-05-04').values).toEqual({ value: 3.5, rating: null, note: null });
  });
});
