import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExerciseListResponse, Program, ProgramListResponse } from '@lifeorbit/contracts';
import { call, errorOf, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { resolvePreferences } from '../templates';
import { advanceProgram, nextInRotation } from './programs.service';

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function template(member: TestMember, name: string): Promise<string> {
  const id = crypto.randomUUID();
  const response = await call('POST', '/api/templates', { cookie: member.cookie, body: { id, name } });
  expect(response.status).toBe(201);
  return id;
}

async function createProgram(member: TestMember, templateIds: string[], extra: Record<string, unknown> = {}) {
  const body = { id: crypto.randomUUID(), name: 'Upper / Lower', templateIds, ...extra };
  const response = await call('POST', '/api/programs', { cookie: member.cookie, body });
  expect(response.status).toBe(201);
  return json<Program>(response);
}

let memberA: TestMember;
let memberB: TestMember;
let upper = '';
let lower = '';

beforeAll(async () => {
  [memberA, memberB] = await Promise.all([signUp(), signUp()]);
  upper = await template(memberA, 'Upper');
  lower = await template(memberA, 'Lower');
});

describe('programs', () => {
  it('creates a rotation idempotently and says which template is next', async () => {
    const body = { id: crypto.randomUUID(), name: 'Upper / Lower', templateIds: [upper, lower] };
    const created = await call('POST', '/api/programs', { cookie: memberA.cookie, body });
    expect(created.status).toBe(201);
    const program = await json<Program>(created);
    expect(program).toMatchObject({
      id: body.id,
      name: 'Upper / Lower',
      position: 0,
      isActive: false,
      rotation: [
        { index: 0, templateId: upper, name: 'Upper' },
        { index: 1, templateId: lower, name: 'Lower' },
      ],
      nextTemplate: { index: 0, templateId: upper, name: 'Upper' },
    });
    const again = await call('POST', '/api/programs', { cookie: memberA.cookie, body: { ...body, name: 'Else' } });
    expect(again.status).toBe(200);
    expect((await json<Program>(again)).name).toBe('Upper / Lower');
    const listed = await json<ProgramListResponse>(await call('GET', '/api/programs', { cookie: memberA.cookie }));
    expect(listed.programs.filter((p) => p.id === body.id)).toHaveLength(1);
  });

  it('advances through the rotation and wraps round (route and service function)', async () => {
    const program = await createProgram(memberA, [upper, lower, upper]);
    const advance = async () =>
      json<Program>(await call('POST', `/api/programs/${program.id}/advance`, { cookie: memberA.cookie }));
    expect((await advance()).nextTemplate).toMatchObject({ index: 1, name: 'Lower' });
    expect((await advance()).nextTemplate).toMatchObject({ index: 2, name: 'Upper' });
    const { database } = await getRuntime();
    const wrapped = await advanceProgram(database.db, memberA.id, program.id);
    expect(wrapped.position).toBe(0);
    expect(wrapped.nextTemplate).toMatchObject({ index: 0, name: 'Upper' });
    await expect(advanceProgram(database.db, memberB.id, program.id)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('keeps one active program per member', async () => {
    const member = await signUp();
    const t = await template(member, 'Full body');
    const first = await createProgram(member, [t], { activate: true });
    expect(first.isActive).toBe(true);
    const second = await createProgram(member, [t]);
    const activated = await call('POST', `/api/programs/${second.id}/activate`, { cookie: member.cookie });
    expect(activated.status).toBe(200);
    expect((await json<Program>(activated)).isActive).toBe(true);
    const listed = await json<ProgramListResponse>(await call('GET', '/api/programs', { cookie: member.cookie }));
    expect(listed.programs.filter((p) => p.isActive).map((p) => p.id)).toEqual([second.id]);
    // Activating member A's program does not touch member B's.
    const other = await createProgram(memberA, [upper], { activate: true });
    const again = await json<ProgramListResponse>(await call('GET', '/api/programs', { cookie: member.cookie }));
    expect(again.programs.find((p) => p.id === second.id)?.isActive).toBe(true);
    expect(other.isActive).toBe(true);
  });

  it('replaces name and rotation with PUT, keeping the position within the new length', async () => {
    const program = await createProgram(memberA, [upper, lower]);
    await call('POST', `/api/programs/${program.id}/advance`, { cookie: memberA.cookie });
    const response = await call('PUT', `/api/programs/${program.id}`, {
      cookie: memberA.cookie,
      body: { name: 'Lower first', description: 'Reordered', templateIds: [lower, upper] },
    });
    expect(response.status).toBe(200);
    expect(await json<Program>(response)).toMatchObject({
      name: 'Lower first',
      description: 'Reordered',
      position: 1,
      rotation: [{ name: 'Lower' }, { name: 'Upper' }],
      nextTemplate: { index: 1, name: 'Upper' },
    });
  });

  it('drops a deleted template from the rotation', async () => {
    const gone = await template(memberA, 'Gone');
    const program = await createProgram(memberA, [gone, lower]);
    await call('DELETE', `/api/templates/${gone}`, { cookie: memberA.cookie });
    const reread = await json<Program>(await call('GET', `/api/programs/${program.id}`, { cookie: memberA.cookie }));
    expect(reread.rotation).toEqual([{ index: 0, templateId: lower, name: 'Lower' }]);
    expect(reread.nextTemplate?.name).toBe('Lower');
  });

  it.each([
    ['no templates', (ids: string[]) => ({ templateIds: ids.slice(0, 0) }), 'templateIds'],
    ['an unknown template', () => ({ templateIds: [crypto.randomUUID()] }), 'templateIds.0'],
    ['a 10,000-character name', () => ({ name: 'x'.repeat(10_000) }), 'name'],
    ['a malformed template id', () => ({ templateIds: ['nope'] }), 'templateIds.0'],
  ])('rejects %s with a 400 naming the field and stores nothing', async (_label, spoil, field) => {
    const body = { id: crypto.randomUUID(), name: 'Bad', templateIds: [upper], ...spoil([upper]) };
    const response = await call('POST', '/api/programs', { cookie: memberA.cookie, body });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details.map((d) => d.field)).toContain(field);
    expect((await call('GET', `/api/programs/${body.id}`, { cookie: memberA.cookie })).status).toBe(404);
  });

  it('refuses another member’s template in a rotation and leaves the program as it was', async () => {
    const program = await createProgram(memberA, [upper]);
    const ofB = await template(memberB, 'B only');
    const response = await call('PUT', `/api/programs/${program.id}`, {
      cookie: memberA.cookie,
      body: { name: 'Sneaky', templateIds: [upper, ofB] },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details[0]?.field).toBe('templateIds.1');
    const reread = await json<Program>(await call('GET', `/api/programs/${program.id}`, { cookie: memberA.cookie }));
    expect(reread.name).toBe('Upper / Lower');
    expect(reread.rotation.map((r) => r.templateId)).toEqual([upper]);
  });

  it('answers 404 to member B on every id route and B’s list never holds A’s programs', async () => {
    const program = await createProgram(memberA, [upper, lower]);
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/programs/${program.id}`],
      ['PUT', `/api/programs/${program.id}`, { name: 'Mine', templateIds: [upper] }],
      ['POST', `/api/programs/${program.id}/activate`],
      ['POST', `/api/programs/${program.id}/advance`],
      ['DELETE', `/api/programs/${program.id}`],
    ];
    for (const [method, path, body] of routes) {
      const response = await call(method, path, { cookie: memberB.cookie, body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(await response.json())).not.toContain('Upper');
    }
    const listB = await json<ProgramListResponse>(await call('GET', '/api/programs', { cookie: memberB.cookie }));
    expect(listB.programs.map((p) => p.id)).not.toContain(program.id);
    const reread = await json<Program>(await call('GET', `/api/programs/${program.id}`, { cookie: memberA.cookie }));
    expect(reread).toMatchObject({ name: 'Upper / Lower', position: 0, isActive: false });
  });

  it('deletes a program', async () => {
    const program = await createProgram(memberA, [upper]);
    expect((await call('DELETE', `/api/programs/${program.id}`, { cookie: memberA.cookie })).status).toBe(204);
    expect((await call('GET', `/api/programs/${program.id}`, { cookie: memberA.cookie })).status).toBe(404);
  });
});

describe('nextInRotation', () => {
  it('takes the position modulo the rotation length, and null for an empty rotation', () => {
    const rotation = [
      { index: 0, templateId: 'a', name: 'A' },
      { index: 1, templateId: 'b', name: 'B' },
    ];
    expect(nextInRotation(rotation, 0)?.name).toBe('A');
    expect(nextInRotation(rotation, 3)?.name).toBe('B');
    expect(nextInRotation([], 4)).toBeNull();
  });
});

describe('resolvePreferences (for the workouts module)', () => {
  it('applies the winning preference’s non-null targets, and nothing without one', async () => {
    const member = await signUp();
    const { database } = await getRuntime();
    const page = await json<ExerciseListResponse>(
      await call('GET', '/api/exercises?q=deadlift&lang=en', { cookie: member.cookie }),
    );
    const deadlift = page.items.find((item) => item.name === 'Deadlift')!.id;
    const squat = (
      await json<ExerciseListResponse>(await call('GET', '/api/exercises?q=back%20squat', { cookie: member.cookie }))
    ).items[0]!.id;
    const t = await template(member, 'Legs');
    await call('PUT', '/api/exercise-preferences', {
      cookie: member.cookie,
      body: { exerciseId: deadlift, preferredTargetSets: 2, preferredGripIds: [] },
    });
    await call('PUT', '/api/exercise-preferences', {
      cookie: member.cookie,
      body: { exerciseId: deadlift, templateId: t, preferredRepMin: 3, preferredRepMax: 5 },
    });
    const resolved = await resolvePreferences(database.db, member.id, [deadlift, squat], { templateId: t });
    const targets = { target_sets: 4, target_reps_min: 8, target_reps_max: 10 };
    expect(resolved.get(deadlift)?.preference).toMatchObject({ templateId: t, preferredRepMin: 3 });
    expect(resolved.get(deadlift)?.apply(targets)).toEqual({ target_sets: 4, target_reps_min: 3, target_reps_max: 5 });
    expect(resolved.get(squat)?.preference).toBeNull();
    expect(resolved.get(squat)?.apply(targets)).toEqual(targets);
    const general = await resolvePreferences(database.db, member.id, [deadlift]);
    expect(general.get(deadlift)?.apply(targets)).toEqual({ ...targets, target_sets: 2 });
    const stranger = await resolvePreferences(database.db, memberB.id, [deadlift], { templateId: t });
    expect(stranger.get(deadlift)?.preference).toBeNull();
  });
});
