import { expect } from 'vitest';
import type { ImportPreview } from '@lifeorbit/contracts/data';
import type { TestMember } from './harness';
import { call } from './harness';

/** Import and export helpers shared by the data module's and the account's tests. */

/** Two workouts from Strong, one with an exercise the catalogue lacks (the member's own, after the import). */
export const STRONG_KG = [
  'Workout #;Date;Workout Name;Duration (sec);Exercise Name;Set Order;Weight (kg);Reps;Distance (meters);Seconds;Notes;Workout Notes;RPE',
  '1;2024-03-01 18:00:00;Push;3600;Bench Press (Barbell);W;40;10;0;0;;Felt good;',
  '1;2024-03-01 18:00:00;Push;3600;Bench Press (Barbell);1;80;5;0;0;"=HYPERLINK(""http://x.test"",""x"")";Felt good;8',
  '1;2024-03-01 18:00:00;Push;3600;Bench Press (Barbell);Rest Timer;0;0;0;90;;;',
  '1;2024-03-01 18:00:00;Push;3600;Zottman Curl Deluxe;1;12;10;0;0;;;',
  '2;2024-03-04 07:30:00;Run;1800;Running;1;0;0;5000;1500;;;',
].join('\n');

/** Stages a file for import, as the web's upload does. */
export async function upload(member: TestMember, body: string, type = 'text/csv', query = '') {
  return call('POST', `/api/data/imports?fileName=test.csv${query}`, {
    cookie: member.cookie,
    rawBody: body,
    headers: { 'content-type': type },
  });
}

/** Stages a file and runs its import, both answered with success and no broken row: the import's result. */
export async function importAndRun(
  member: TestMember,
  body: string,
  { type = 'text/csv', query = '', fileName = 'test.csv' }: { type?: string; query?: string; fileName?: string } = {},
): Promise<ImportPreview> {
  const staged = await call('POST', `/api/data/imports?fileName=${fileName}${query}`, {
    cookie: member.cookie,
    rawBody: body,
    headers: { 'content-type': type },
  });
  expect(staged.status).toBe(201);
  const preview = (await staged.json()) as ImportPreview;
  expect(preview.broken).toEqual([]);
  const run = await call('POST', `/api/data/imports/${preview.id}/run`, { cookie: member.cookie });
  expect(run.status).toBe(200);
  return (await run.json()) as ImportPreview;
}

/** How many workouts the member's JSON export holds. */
export async function workoutCount(member: TestMember): Promise<number> {
  const response = await call('GET', '/api/data/export.json', { cookie: member.cookie });
  return ((await response.json()) as { workouts: unknown[] }).workouts.length;
}
