import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Template, TemplateListResponse } from '@lifeorbit/contracts';
import { call, errorOf, signUp, type TestMember } from '../../../test/harness';
import { create, ids, json, pushDay, read, signUpWithExercises } from '../../../test/templates-support';

let memberA: TestMember;
let memberB: TestMember;

beforeAll(async () => {
  [memberA, memberB] = await signUpWithExercises();
});

describe('POST /api/templates', () => {
  it('stores the ordered exercises with their targets and supersets, and is idempotent on the id', async () => {
    const body = pushDay();
    const template = await create(memberA, body);
    expect(template).toMatchObject({ id: body.id, name: 'Push day', notes: null });
    expect(template.exercises.map((x) => [x.orderIndex, x.exercise.name, x.supersetGroup])).toEqual([
      [0, 'Bench Press', null],
      [1, 'Barbell Row', 'A'],
      [2, 'Barbell Curl', 'A'],
    ]);
    expect(template.exercises[0]).toMatchObject({
      targetSets: 4,
      targetReps: null,
      targetRepsMin: 6,
      targetRepsMax: 8,
      targetWeightKg: 80,
      weightUnit: 'kg',
      restSec: 150,
      exercise: { loadType: 'barbell', primaryMuscle: 'Chest', isCustom: false },
    });
    expect(template.exercises[1]).toMatchObject({ targetReps: 10, weightUnit: 'lb', targetWeightKg: 61.235 });
    expect(template.exercises[2]?.notes).toBe('slow negatives');

    const again = await call('POST', '/api/templates', { cookie: memberA.cookie, body: { ...body, name: 'Other' } });
    expect(again.status).toBe(200);
    expect((await json<Template>(again)).name).toBe('Push day');
    const listed = await json<TemplateListResponse>(await call('GET', '/api/templates', { cookie: memberA.cookie }));
    expect(listed.templates.filter((t) => t.id === body.id)).toHaveLength(1);
  });

  it('names exercises in the requested language', async () => {
    const template = await create(memberA, pushDay());
    const es = await json<Template>(await read(memberA, template.id, 'es'));
    expect(es.exercises[0]?.exercise.name).toBe('Press de banca');
  });

  it('accepts an empty template and lists it with a preview of exercise names', async () => {
    const member = await signUp();
    await create(member, { id: crypto.randomUUID(), name: 'Empty' });
    const full = pushDay();
    await call('POST', '/api/templates', { cookie: member.cookie, body: full });
    const listed = await json<TemplateListResponse>(
      await call('GET', '/api/templates?lang=es', { cookie: member.cookie }),
    );
    expect(listed.templates.map((t) => [t.name, t.exerciseCount])).toEqual([
      ['Push day', 3],
      ['Empty', 0],
    ]);
    expect(listed.templates[0]?.exerciseNames[0]).toBe('Press de banca');
  });

  it.each([
    [
      'an unknown exercise',
      (b: ReturnType<typeof pushDay>) => void (b.exercises[1]!.exerciseId = crypto.randomUUID()),
      'exercises.1.exerciseId',
    ],
    [
      'negative sets',
      (b: ReturnType<typeof pushDay>) => void (b.exercises[0]!.targetSets = -1),
      'exercises.0.targetSets',
    ],
    [
      'fractional reps',
      (b: ReturnType<typeof pushDay>) => void (b.exercises[1]!.targetReps = 2.5),
      'exercises.1.targetReps',
    ],
    ['a 10,000-character name', (b: ReturnType<typeof pushDay>) => void (b.name = 'x'.repeat(10_000)), 'name'],
    ['a blank name', (b: ReturnType<typeof pushDay>) => void (b.name = '   '), 'name'],
    [
      'a negative weight',
      (b: ReturnType<typeof pushDay>) => void (b.exercises[0]!.targetWeightKg = -5),
      'exercises.0.targetWeightKg',
    ],
    [
      'a superset group that is not a letter',
      (b: ReturnType<typeof pushDay>) => void (b.exercises[1]!.supersetGroup = 'AA'),
      'exercises.1.supersetGroup',
    ],
    [
      'an inverted rep range',
      (b: ReturnType<typeof pushDay>) => void (b.exercises[0]!.targetRepsMin = 12),
      'exercises.0.targetRepsMax',
    ],
    [
      'reps and a range at once',
      (b: ReturnType<typeof pushDay>) => void Object.assign(b.exercises[0]!, { targetReps: 8 }),
      'exercises.0.targetReps',
    ],
    [
      'an unknown grip',
      (b: ReturnType<typeof pushDay>) => void Object.assign(b.exercises[0]!, { gripId: crypto.randomUUID() }),
      'exercises.0.gripId',
    ],
    [
      'rest over 30 minutes',
      (b: ReturnType<typeof pushDay>) => void (b.exercises[0]!.restSec = 5000),
      'exercises.0.restSec',
    ],
    ['an unknown field', (b: ReturnType<typeof pushDay>) => void Object.assign(b, { userId: memberB.id }), '(body)'],
  ])('rejects %s with a 400 naming the field and stores nothing', async (_label, spoil, field) => {
    const body = pushDay();
    spoil(body);
    const response = await call('POST', '/api/templates', { cookie: memberA.cookie, body });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details.map((d) => d.field)).toContain(field);
    expect((await read(memberA, body.id)).status).toBe(404);
  });

  it('refuses another member’s custom exercise as if it did not exist', async () => {
    const custom = { id: crypto.randomUUID(), names: { en: 'B secret move' }, loadType: 'cable' };
    expect((await call('POST', '/api/exercises', { cookie: memberB.cookie, body: custom })).status).toBe(201);
    const body = pushDay({ exercises: [{ exerciseId: custom.id }] });
    const response = await call('POST', '/api/templates', { cookie: memberA.cookie, body });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details[0]?.field).toBe('exercises.0.exerciseId');
    // Its own custom exercise is fine.
    const own = { id: crypto.randomUUID(), names: { en: 'A own move' }, loadType: 'cable' };
    await call('POST', '/api/exercises', { cookie: memberA.cookie, body: own });
    const template = await create(memberA, pushDay({ exercises: [{ exerciseId: own.id }] }));
    expect(template.exercises[0]?.exercise).toMatchObject({ name: 'A own move', isCustom: true });
  });
});

describe('member B never sees member A’s templates', () => {
  it('answers 404 on every id route and leaves A’s template untouched', async () => {
    const template = await create(memberA, pushDay());
    const listB = await json<TemplateListResponse>(await call('GET', '/api/templates', { cookie: memberB.cookie }));
    expect(listB.templates.map((t) => t.id)).not.toContain(template.id);
    const attempts = [
      await read(memberB, template.id),
      await call('PUT', `/api/templates/${template.id}`, {
        cookie: memberB.cookie,
        body: { name: 'Mine', exercises: [] },
      }),
      await call('POST', `/api/templates/${template.id}/duplicate`, {
        cookie: memberB.cookie,
        body: { id: crypto.randomUUID() },
      }),
      await call('DELETE', `/api/templates/${template.id}`, { cookie: memberB.cookie }),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(404);
      expect(JSON.stringify(await response.json())).not.toContain('Push day');
    }
    const taken = await call('POST', '/api/templates', { cookie: memberB.cookie, body: pushDay({ id: template.id }) });
    expect(taken.status).toBe(409);
    const stillA = await json<Template>(await read(memberA, template.id));
    expect(stillA).toMatchObject({ name: 'Push day' });
    expect(stillA.exercises).toHaveLength(3);
  });
});

describe('PUT /api/templates/:id', () => {
  it('replaces the name and the ordered exercises, keeping ids of rows that stay', async () => {
    const template = await create(memberA, pushDay());
    const [bench, row, curl] = template.exercises;
    const response = await call('PUT', `/api/templates/${template.id}?lang=en`, {
      cookie: memberA.cookie,
      body: {
        name: 'Pull day',
        notes: 'Heavy',
        exercises: [
          { id: curl!.id, exerciseId: ids.curl, targetSets: 2, targetReps: 15, supersetGroup: 'B' },
          { id: row!.id, exerciseId: ids.row, targetSets: 5, targetRepsMin: 5, targetRepsMax: 5, supersetGroup: 'B' },
          { exerciseId: ids.squat },
        ],
      },
    });
    expect(response.status).toBe(200);
    const updated = await json<Template>(response);
    expect(updated.name).toBe('Pull day');
    expect(updated.notes).toBe('Heavy');
    expect(updated.exercises.map((x) => x.exercise.name)).toEqual(['Barbell Curl', 'Barbell Row', 'Back Squat']);
    expect(updated.exercises[0]?.id).toBe(curl!.id);
    expect(updated.exercises[1]?.id).toBe(row!.id);
    expect(updated.exercises.map((x) => x.id)).not.toContain(bench!.id);
    expect(updated.exercises[2]).toMatchObject({ targetSets: 3, targetReps: null, supersetGroup: null });
    const reread = await json<Template>(await read(memberA, template.id));
    expect(reread.exercises.map((x) => x.orderIndex)).toEqual([0, 1, 2]);
  });

  it('changes nothing when one exercise of the new list is unknown', async () => {
    const template = await create(memberA, pushDay());
    const response = await call('PUT', `/api/templates/${template.id}`, {
      cookie: memberA.cookie,
      body: { name: 'Broken', exercises: [{ exerciseId: ids.squat }, { exerciseId: crypto.randomUUID() }] },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details[0]?.field).toBe('exercises.1.exerciseId');
    const reread = await json<Template>(await read(memberA, template.id));
    expect(reread.name).toBe('Push day');
    expect(reread.exercises.map((x) => x.exercise.name)).toEqual(['Bench Press', 'Barbell Row', 'Barbell Curl']);
  });

  it('saves changed targets as the exercise’s preference for this template', async () => {
    const template = await create(memberA, pushDay());
    const exercises = template.exercises.map((x) => ({
      exerciseId: x.exerciseId,
      targetSets: x.targetSets,
      targetReps: x.targetReps,
      targetRepsMin: x.targetRepsMin,
      targetRepsMax: x.targetRepsMax,
      supersetGroup: x.supersetGroup,
    }));
    exercises[0] = { ...exercises[0]!, targetSets: 5, targetRepsMin: 3, targetRepsMax: 5 };
    await call('PUT', `/api/templates/${template.id}`, {
      cookie: memberA.cookie,
      body: { name: 'Push day', exercises },
    });
    const prefs = await json<{
      preferences: { exerciseId: string; templateId: string | null }[];
      resolved: Record<string, unknown>;
    }>(
      await call('GET', `/api/exercise-preferences?exerciseIds=${ids.bench},${ids.row}&templateId=${template.id}`, {
        cookie: memberA.cookie,
      }),
    );
    expect(prefs.resolved[ids.bench]).toMatchObject({
      templateId: template.id,
      programId: null,
      preferredTargetSets: 5,
      preferredRepMin: 3,
      preferredRepMax: 5,
    });
    // The row's targets did not change, so nothing was saved for it.
    expect(prefs.resolved[ids.row]).toBeNull();
  });
});

describe('POST /api/templates/:id/duplicate', () => {
  it('copies name, notes and exercises under the client’s id, once', async () => {
    const template = await create(memberA, pushDay());
    const copyId = crypto.randomUUID();
    const response = await call('POST', `/api/templates/${template.id}/duplicate?lang=en`, {
      cookie: memberA.cookie,
      body: { id: copyId },
    });
    expect(response.status).toBe(201);
    const copy = await json<Template>(response);
    expect(copy).toMatchObject({ id: copyId, name: 'Push day (2)' });
    expect(copy.exercises.map((x) => [x.exercise.name, x.targetSets, x.supersetGroup])).toEqual(
      template.exercises.map((x) => [x.exercise.name, x.targetSets, x.supersetGroup]),
    );
    expect(copy.exercises.map((x) => x.id)).not.toContain(template.exercises[0]!.id);
    const again = await call('POST', `/api/templates/${template.id}/duplicate`, {
      cookie: memberA.cookie,
      body: { id: copyId, name: 'Named' },
    });
    expect(again.status).toBe(200);
    expect((await json<Template>(again)).name).toBe('Push day (2)');
    const named = await call('POST', `/api/templates/${template.id}/duplicate`, {
      cookie: memberA.cookie,
      body: { id: crypto.randomUUID(), name: 'Push day B' },
    });
    expect((await json<Template>(named)).name).toBe('Push day B');
  });

  it('needs a client id', async () => {
    const template = await create(memberA, pushDay());
    const response = await call('POST', `/api/templates/${template.id}/duplicate`, {
      cookie: memberA.cookie,
      body: {},
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details[0]?.field).toBe('id');
  });
});

describe('DELETE /api/templates/:id', () => {
  it('deletes the member’s template and then answers 404', async () => {
    const template = await create(memberA, pushDay());
    expect((await call('DELETE', `/api/templates/${template.id}`, { cookie: memberA.cookie })).status).toBe(204);
    expect((await read(memberA, template.id)).status).toBe(404);
    expect((await call('DELETE', `/api/templates/${template.id}`, { cookie: memberA.cookie })).status).toBe(404);
  });
});
