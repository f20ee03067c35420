import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf, signUp, type TestMember } from '../../../test/harness';
import { create, ids, json, pushDay, signUpWithExercises } from '../../../test/templates-support';

let memberA: TestMember;
let memberB: TestMember;

beforeAll(async () => {
  [memberA, memberB] = await signUpWithExercises();
});

describe('exercise preferences', () => {
  it('upserts one row per scope and resolves the most specific one (spec §9)', async () => {
    const member = await signUp();
    const template = await create(member, pushDay());
    const program = { id: crypto.randomUUID(), name: 'PPL', templateIds: [template.id] };
    expect((await call('POST', '/api/programs', { cookie: member.cookie, body: program })).status).toBe(201);
    const save = (body: Record<string, unknown>) =>
      call('PUT', '/api/exercise-preferences', { cookie: member.cookie, body: { exerciseId: ids.squat, ...body } });
    expect((await save({ preferredTargetSets: 5 })).status).toBe(200);
    expect((await save({ preferredTargetSets: 4, preferredRepMin: 6, preferredRepMax: 8 })).status).toBe(200);
    await save({ programId: program.id, preferredTargetSets: 3 });
    await save({ templateId: template.id, programId: program.id, preferredRepMin: 10, preferredRepMax: 12 });
    const resolve = async (query: string) =>
      json<{ preferences: unknown[]; resolved: Record<string, Record<string, unknown> | null> }>(
        await call('GET', `/api/exercise-preferences?exerciseIds=${ids.squat}${query}`, { cookie: member.cookie }),
      );
    const general = await resolve('');
    expect(general.preferences).toHaveLength(3);
    expect(general.resolved[ids.squat]).toMatchObject({ templateId: null, programId: null, preferredTargetSets: 4 });
    expect((await resolve(`&programId=${program.id}`)).resolved[ids.squat]).toMatchObject({ preferredTargetSets: 3 });
    expect((await resolve(`&templateId=${template.id}&programId=${program.id}`)).resolved[ids.squat]).toMatchObject({
      preferredRepMin: 10,
      preferredTargetSets: null,
    });
    // Template only: no template-only row, so the program's is not used and the general one wins.
    expect((await resolve(`&templateId=${template.id}`)).resolved[ids.squat]).toMatchObject({ preferredTargetSets: 4 });
  });

  it('rejects unknown or foreign references with a 400 naming the field', async () => {
    const templateOfA = await create(memberA, pushDay());
    const cases: [Record<string, unknown>, string][] = [
      [{ exerciseId: crypto.randomUUID() }, 'exerciseId'],
      [{ exerciseId: ids.squat, templateId: templateOfA.id }, 'templateId'],
      [{ exerciseId: ids.squat, programId: crypto.randomUUID() }, 'programId'],
      [{ exerciseId: ids.squat, preferredGripIds: [crypto.randomUUID()] }, 'preferredGripIds.0'],
      [{ exerciseId: ids.squat, preferredTargetSets: -1 }, 'preferredTargetSets'],
      [{ exerciseId: ids.squat, preferredRepMin: 9, preferredRepMax: 3 }, 'preferredRepMax'],
    ];
    for (const [body, field] of cases) {
      const response = await call('PUT', '/api/exercise-preferences', { cookie: memberB.cookie, body });
      expect(response.status, field).toBe(400);
      expect((await errorOf(response)).details.map((d) => d.field)).toContain(field);
    }
    const prefs = await json<{ preferences: unknown[] }>(
      await call('GET', `/api/exercise-preferences?exerciseIds=${ids.squat}`, { cookie: memberB.cookie }),
    );
    expect(prefs.preferences).toEqual([]);
  });

  it('needs exercise ids to read, and never shows another member’s preferences', async () => {
    const missing = await call('GET', '/api/exercise-preferences', { cookie: memberA.cookie });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).details[0]?.field).toBe('exerciseIds');
    const bad = await call('GET', '/api/exercise-preferences?exerciseIds=a,b', { cookie: memberA.cookie });
    expect(bad.status).toBe(400);
    await call('PUT', '/api/exercise-preferences', {
      cookie: memberA.cookie,
      body: { exerciseId: ids.curl, preferredTargetSets: 2 },
    });
    const ofB = await json<{ preferences: unknown[] }>(
      await call('GET', `/api/exercise-preferences?exerciseIds=${ids.curl}`, { cookie: memberB.cookie }),
    );
    expect(ofB.preferences).toEqual([]);
  });
});
