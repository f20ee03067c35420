import type { AdminAttributeSchema, AdminExerciseDetail } from '@lifeorbit/contracts/admin-catalogue';
import { describe, expect, it } from 'vitest';
import {
  addAlias,
  applicableSchemas,
  bodyFromDraft,
  draftFromDetail,
  emptyDraft,
  type ExerciseDraft,
} from './exercise-draft';

const schema = (overrides: Partial<AdminAttributeSchema>): AdminAttributeSchema => ({
  id: 's1',
  slug: 'bench-angle',
  name: 'Bench angle',
  names: { en: 'Bench angle', es: null, ro: null },
  valueType: 'integer',
  loadType: null,
  movementPatternId: 'push',
  movementPattern: null,
  isRequired: false,
  choices: [],
  minValue: -30,
  maxValue: 90,
  unit: '°',
  displayOrder: 0,
  valueCount: 0,
  ...overrides,
});

function valid(overrides: Partial<ExerciseDraft> = {}): ExerciseDraft {
  const draft = emptyDraft();
  return {
    ...draft,
    translations: { ...draft.translations, en: { name: ' Landmine press ', description: '' } },
    primaryMuscleId: 'chest',
    ...overrides,
  };
}

describe('bodyFromDraft', () => {
  it('needs an English name and a main muscle, naming the fields as the server does', () => {
    const { body, errors } = bodyFromDraft(emptyDraft(), []);
    expect(body).toBeNull();
    expect(errors).toEqual({ 'translations.en.name': 'required', primaryMuscleId: 'required' });
  });

  it('trims names, turns blanks into nulls and leaves out the slug when empty', () => {
    const { body } = bodyFromDraft(valid({ equipmentId: '', secondaryMuscleIds: ['chest', 'triceps'] }), []);
    expect(body).toMatchObject({
      translations: { en: { name: 'Landmine press', description: '' }, es: { name: '', description: '' } },
      equipmentId: null,
      movementPatternId: null,
      bodyPartId: null,
      secondaryMuscleIds: ['triceps'],
    });
    expect(body).not.toHaveProperty('slug');
  });

  it('refuses a stack on free weights and default grips without allowsGrips', () => {
    expect(bodyFromDraft(valid({ loadType: 'dumbbell', loadMode: 'stack' }), []).errors).toEqual({ loadMode: 'stack' });
    expect(bodyFromDraft(valid({ loadType: 'cable', loadMode: 'stack' }), []).body).not.toBeNull();
    expect(bodyFromDraft(valid({ defaultGripIds: ['g'] }), []).errors).toEqual({
      defaultGripIds: 'gripsNeedAllowsGrips',
    });
  });

  it('converts attribute values by their schema and drops the ones that do not apply', () => {
    const schemas = [
      schema({}),
      schema({
        id: 's2',
        slug: 'band',
        valueType: 'choice',
        choices: ['light'],
        loadType: 'band',
        movementPatternId: null,
        minValue: null,
        maxValue: null,
      }),
    ];
    const onPush = valid({ movementPatternId: 'push', attributes: { 'bench-angle': '30', band: 'light' } });
    expect(bodyFromDraft(onPush, schemas).body?.attributes).toEqual({ 'bench-angle': 30 });
    expect(bodyFromDraft({ ...onPush, attributes: { 'bench-angle': '12.5' } }, schemas).errors).toEqual({
      'attributes.bench-angle': 'wholeNumber',
    });
    expect(bodyFromDraft({ ...onPush, attributes: { 'bench-angle': '120' } }, schemas).errors).toEqual({
      'attributes.bench-angle': 'range',
    });
    expect(bodyFromDraft({ ...onPush, attributes: { 'bench-angle': 'steep' } }, schemas).errors).toEqual({
      'attributes.bench-angle': 'number',
    });
    const required = [schema({ isRequired: true })];
    expect(bodyFromDraft({ ...onPush, attributes: {} }, required).errors).toEqual({
      'attributes.bench-angle': 'required',
    });
    expect(bodyFromDraft({ ...onPush, movementPatternId: 'pull', attributes: {} }, required).body).not.toBeNull();
  });
});

describe('applicableSchemas', () => {
  it('keeps schemas for any exercise, or for the exercise’s load type and movement', () => {
    const all = [
      schema({ id: 'any', movementPatternId: null }),
      schema({ id: 'push', movementPatternId: 'push' }),
      schema({ id: 'band', movementPatternId: null, loadType: 'band' }),
    ];
    expect(applicableSchemas(all, { loadType: 'band', movementPatternId: '' }).map((s) => s.id)).toEqual([
      'any',
      'band',
    ]);
    expect(applicableSchemas(all, { loadType: 'barbell', movementPatternId: 'push' }).map((s) => s.id)).toEqual([
      'any',
      'push',
    ]);
  });
});

describe('draftFromDetail', () => {
  it('follows the main muscle’s body part unless another was chosen, and turns values into text', () => {
    const detail: AdminExerciseDetail = {
      id: 'x',
      slug: 'x',
      name: 'X',
      translations: { en: { name: 'X', description: null }, es: null, ro: { name: 'Ics', description: 'D' } },
      primaryMuscleId: 'chest',
      bodyPartId: 'chest-part',
      secondaryMuscleIds: [],
      equipmentId: null,
      movementPatternId: null,
      loadType: 'barbell',
      loadMode: 'total',
      effortMode: 'reps',
      isUnilateral: false,
      allowsGrips: false,
      defaultGripIds: [],
      aliases: [{ id: 'a', languageCode: 'ro', alias: 'ics' }],
      tagIds: [],
      attributes: { 'bench-angle': 30, flag: true },
      createdAt: '',
      updatedAt: '',
    };
    const draft = draftFromDetail(detail, 'chest-part');
    expect(draft.bodyPartId).toBe('');
    expect(draftFromDetail(detail, 'arms').bodyPartId).toBe('chest-part');
    expect(draft.translations.es).toEqual({ name: '', description: '' });
    expect(draft.translations.ro).toEqual({ name: 'Ics', description: 'D' });
    expect(draft.attributes).toEqual({ 'bench-angle': '30', flag: 'true' });
    expect(draft.aliases).toEqual([{ languageCode: 'ro', alias: 'ics' }]);
  });
});

describe('addAlias', () => {
  it('adds a trimmed alias once per language, whatever its case', () => {
    const one = addAlias([], 'es', '  press militar ');
    expect(one).toEqual([{ languageCode: 'es', alias: 'press militar' }]);
    expect(addAlias(one, 'es', 'Press Militar')).toBe(one);
    expect(addAlias(one, 'ro', 'press militar')).toHaveLength(2);
    expect(addAlias(one, 'en', '   ')).toBe(one);
  });
});
