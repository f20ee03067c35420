import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { ExerciseListResponse, Template } from '@lifeorbit/contracts';
import { call, signUp, type TestMember } from './harness';

/** Helpers of the templates module's API tests (not a test file itself): two members, catalogue exercises, a push day. */

export async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Catalogue exercises by name (signUpWithExercises fills it). */
export const ids: Record<'bench' | 'row' | 'curl' | 'squat', string> = { bench: '', row: '', curl: '', squat: '' };

async function exerciseId(member: TestMember, name: string): Promise<string> {
  const page = await json<ExerciseListResponse>(
    await call('GET', `/api/exercises?q=${encodeURIComponent(name)}&lang=en`, { cookie: member.cookie }),
  );
  const found = page.items.find((item) => item.name === name);
  if (!found) throw new Error(`no exercise ${name}`);
  return found.id;
}

/** Two members (a file's beforeAll), and the catalogue exercises the tests name. */
export async function signUpWithExercises(): Promise<[TestMember, TestMember]> {
  const [memberA, memberB] = await Promise.all([signUp(), signUp()]);
  ids.bench = await exerciseId(memberA, 'Bench Press');
  ids.row = await exerciseId(memberA, 'Barbell Row');
  ids.curl = await exerciseId(memberA, 'Barbell Curl');
  ids.squat = await exerciseId(memberA, 'Back Squat');
  return [memberA, memberB];
}

export function pushDay(overrides: Record<string, unknown> = {}) {
  return {
    id: crypto.randomUUID(),
    name: 'Push day',
    exercises: [
      { exerciseId: ids.bench, targetSets: 4, targetRepsMin: 6, targetRepsMax: 8, targetWeightKg: 80, restSec: 150 },
      {
        exerciseId: ids.row,
        targetSets: 3,
        targetReps: 10,
        supersetGroup: 'A',
        weightUnit: 'lb',
        targetWeightKg: 61.235,
      },
      { exerciseId: ids.curl, targetSets: 3, targetReps: 12, supersetGroup: 'A', notes: '  slow negatives ' },
    ],
    ...overrides,
  };
}

export async function create(member: TestMember, body: unknown): Promise<Template> {
  const response = await call('POST', '/api/templates?lang=en', { cookie: member.cookie, body });
  expect(response.status).toBe(201);
  return json<Template>(response);
}

export async function read(member: TestMember, id: string, lang = 'en'): Promise<Response> {
  return call('GET', `/api/templates/${id}?lang=${lang}`, { cookie: member.cookie });
}
