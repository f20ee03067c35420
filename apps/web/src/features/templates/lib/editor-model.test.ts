import { describe, expect, it } from 'vitest';
import type { Template } from '@lifeorbit/contracts';
import { itemFromTemplate, moveItem, toRequestBody, validateEditor, type EditorItem } from './editor-model';

const stored: Template['exercises'][number] = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  exerciseId: '5b0e7a3c-2f1d-4c8a-9b6e-3d2f1a0c9e8b',
  exercise: { name: 'Bench Press', loadType: 'barbell', isCustom: false, primaryMuscle: 'Chest', equipment: 'Barbell' },
  orderIndex: 0,
  targetSets: 4,
  targetReps: null,
  targetRepsMin: 6,
  targetRepsMax: 8,
  targetWeightKg: 61.235,
  weightUnit: 'lb',
  restSec: 120,
  gripId: null,
  supersetGroup: 'B',
  notes: null,
};

function item(overrides: Partial<EditorItem> = {}): EditorItem {
  return { ...itemFromTemplate(stored), ...overrides };
}

describe('template editor model', () => {
  it('shows a stored weight in the row’s unit and sends it back in kilograms', () => {
    const row = item();
    expect(row.weight).toBe('135');
    expect(row.repsMode).toBe('range');
    expect(row.meta).toBe('Chest · Barbell');
    const body = toRequestBody({ name: 'Push', items: [row] }) as { exercises: Record<string, unknown>[] };
    expect(body.exercises[0]).toMatchObject({
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      targetSets: 4,
      targetReps: null,
      targetRepsMin: 6,
      targetRepsMax: 8,
      targetWeightKg: 61.235,
      weightUnit: 'lb',
      supersetGroup: 'B',
      notes: null,
    });
  });

  it('sends one rep target or a range, never both, and empty boxes as null', () => {
    const body = toRequestBody({
      name: 'Push',
      items: [item({ repsMode: 'single', targetReps: '10', weight: '', restSec: '' })],
    }) as { exercises: Record<string, unknown>[] };
    expect(body.exercises[0]).toMatchObject({
      targetReps: 10,
      targetRepsMin: null,
      targetRepsMax: null,
      targetWeightKg: null,
      restSec: null,
    });
  });

  it('validates with the API’s contract and names the field of each problem', () => {
    const result = validateEditor({
      name: '  ',
      items: [item(), item({ key: 'b', targetSets: '0', weight: 'heavy', targetRepsMin: '9', targetRepsMax: '3' })],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      name: 'name',
      'exercises.1.targetSets': 'targetSets',
      'exercises.1.targetWeightKg': 'targetWeightKg',
    });
    expect(result.errors['exercises.0.targetSets']).toBeUndefined();
  });

  it('accepts a decimal comma and trims the name', () => {
    const result = validateEditor({ name: ' Push ', items: [item({ weightUnit: 'kg', weight: '82,5' })] });
    expect(result.ok && result.body.name).toBe('Push');
    expect(result.ok && result.body.exercises[0]?.targetWeightKg).toBe(82.5);
  });

  it('moves rows up and down within the list', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
