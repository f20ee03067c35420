import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ExerciseListResponse, TemplateListResponse } from '@lifeorbit/contracts';
import { call, signUp } from '../../../test/harness';

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

describe('GET /api/templates: when each template was last used', () => {
  it('says when a workout last started from each template, for the start page', async () => {
    const [member, other] = await Promise.all([signUp(), signUp()]);
    const search = await json<ExerciseListResponse>(
      await call('GET', '/api/exercises?q=Bench%20Press&lang=en', { cookie: member.cookie }),
    );
    const bench = search.items.find((item) => item.name === 'Bench Press')!;
    const usedId = crypto.randomUUID();
    for (const [id, name] of [
      [usedId, 'Used'],
      [crypto.randomUUID(), 'Never used'],
    ] as const) {
      const created = await call('POST', '/api/templates', {
        cookie: member.cookie,
        body: { id, name, exercises: [{ exerciseId: bench.id, targetSets: 3 }] },
      });
      expect(created.status).toBe(201);
    }
    const started = await call('POST', '/api/workouts', {
      cookie: member.cookie,
      body: { id: crypto.randomUUID(), templateId: usedId },
    });
    expect(started.status).toBe(201);
    const { workout } = await json<{ workout: { startedAt: string } }>(started);
    const listed = await json<TemplateListResponse>(await call('GET', '/api/templates', { cookie: member.cookie }));
    expect(Object.fromEntries(listed.templates.map((t) => [t.name, t.lastUsedAt]))).toEqual({
      Used: workout.startedAt,
      'Never used': null,
    });
    // Another member's workouts never count.
    const theirs = await json<TemplateListResponse>(await call('GET', '/api/templates', { cookie: other.cookie }));
    expect(theirs.templates.every((t) => t.lastUsedAt === null)).toBe(true);
  });
});
