import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf, getRuntime, signUp } from '../../../test/harness';
import { STRONG_KG, upload, workoutCount } from '../../../test/import-support';
import type { ImportPreview } from '@lifeorbit/contracts/data';



const HEVY_LB = [
  'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_lbs,reps,distance_miles,duration_seconds,rpe',
  'Legs,"26 Jan 2024, 18:04","26 Jan 2024, 19:10",,Squat (Barbell),,,0,warmup,135,5,,,',
  'Legs,"26 Jan 2024, 18:04","26 Jan 2024, 19:10",,Squat (Barbell),,,1,normal,225,5,,,8.5',
  'Legs,"26 Jan 2024, 18:04","26 Jan 2024, 19:10",,Squat (Barbell),,,2,normal,abc,5,,,',
].join('\n');

// The suite's one database is migrated once, before the first test.
beforeAll(async () => {
  await getRuntime();
});



describe('import from Strong (kg)', () => {
  it('stages the file, maps a name, imports once and keeps a formula as text', async () => {
    const member = await signUp();
    const staged = await upload(member, STRONG_KG);
    expect(staged.status).toBe(201);
    const preview = (await staged.json()) as ImportPreview;
    expect(preview).toMatchObject({ source: 'strong', workouts: 2, sets: 4, brokenRows: 0, firstDay: '2024-03-01' });
    const bench = preview.exercises.find((e) => e.name === 'Bench Press (Barbell)')!;
    expect(bench.matched).toBe('exact');
    const unknown = preview.exercises.find((e) => e.name === 'Zottman Curl Deluxe')!;
    expect(unknown.matched).toBe('none');
    expect(unknown.candidates.length).toBeGreaterThan(0);

    const mapped = await call('PUT', `/api/data/imports/${preview.id}/mappings`, {
      cookie: member.cookie,
      body: { mappings: [{ name: 'Zottman Curl Deluxe', exerciseId: unknown.candidates[0]!.exerciseId }] },
    });
    expect(mapped.status).toBe(200);
    expect(((await mapped.json()) as ImportPreview).exercises.find((e) => e.name === unknown.name)!.matched).toBe(
      'chosen',
    );

    const run = await call('POST', `/api/data/imports/${preview.id}/run`, { cookie: member.cookie });
    expect(run.status).toBe(200);
    expect(await run.json()).toMatchObject({ status: 'done', workoutsCreated: 2, setsCreated: 4 });

    const json = (await (await call('GET', '/api/data/export.json', { cookie: member.cookie })).json()) as {
      workouts: { title: string; exercises: { exercise: string; sets: { notes: string | null; kind: string; distanceM: number | null }[] }[] }[];
    };
    const push = json.workouts.find((w) => w.title === 'Push')!;
    expect(push.exercises[0]!.sets.map((s) => s.kind)).toEqual(['warmup', 'normal']);
    expect(push.exercises[0]!.sets[1]!.notes).toBe('=HYPERLINK("http://x.test","x")');
    expect(json.workouts.find((w) => w.title === 'Run')!.exercises[0]!.sets[0]!.distanceM).toBe(5000);

    // The same file again: staged, but nothing new.
    const again = (await (await upload(member, STRONG_KG)).json()) as ImportPreview;
    expect(again.workoutsAlreadyHere).toBe(2);
    const second = await call('POST', `/api/data/imports/${again.id}/run`, { cookie: member.cookie });
    expect(await second.json()).toMatchObject({ workoutsCreated: 0, setsCreated: 0 });
    expect(await workoutCount(member)).toBe(2);

    const csv = await (await call('GET', '/api/data/export.csv', { cookie: member.cookie })).text();
    expect(csv.split('\r\n')[0]).toMatch(/^workout_id,workout_title,started_at/);
    expect(csv).toContain(`"'=HYPERLINK(""http://x.test"",""x"")"`);
  });
});

describe('import from Hevy (lb) with a broken row', () => {
  it('reports the line, refuses to run unless told, then imports the rest', async () => {
    const member = await signUp();
    const preview = (await (await upload(member, HEVY_LB)).json()) as ImportPreview;
    expect(preview).toMatchObject({ source: 'hevy', brokenRows: 1, sets: 2 });
    expect(preview.broken).toEqual([{ line: 4, field: 'weight', code: 'invalid_type', file: null }]);
    const refused = await call('POST', `/api/data/imports/${preview.id}/run`, { cookie: member.cookie });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).details[0]!.field).toBe('skipBrokenRows');
    expect(await workoutCount(member)).toBe(0);
    const run = await call('POST', `/api/data/imports/${preview.id}/run`, {
      cookie: member.cookie,
      body: { skipBrokenRows: true },
    });
    expect(await run.json()).toMatchObject({ workoutsCreated: 1, setsCreated: 2 });
    const csv = await (await call('GET', '/api/data/export.csv', { cookie: member.cookie })).text();
    expect(csv).toMatch(/,225,lb,5,8\.5,/);
  });
});

describe('files that are not exports', () => {
  it('refuses a binary file, a CSV of other columns and a foreign JSON, storing nothing', async () => {
    const member = await signUp();
    const binary = await upload(member, 'PK\u0000\u0003zip', 'text/csv');
    expect(binary.status).toBe(415);
    const other = await upload(member, 'a,b,c\n1,2,3');
    expect(other.status).toBe(415);
    expect((await errorOf(other)).details[0]!.code).toBe('invalid_format');
    const json = await upload(member, '{"format":"other","workouts":[]}', 'application/json');
    expect(json.status).toBe(415);
    expect(await workoutCount(member)).toBe(0);
  });

  it('refuses a file over 50 MB by its length', async () => {
    const member = await signUp();
    const response = await call('POST', '/api/data/imports', {
      cookie: member.cookie,
      rawBody: 'x',
      headers: { 'content-type': 'text/csv', 'content-length': String(60 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
  });

  it('answers 404 for another member’s import', async () => {
    const owner = await signUp();
    const other = await signUp();
    const preview = (await (await upload(owner, STRONG_KG)).json()) as ImportPreview;
    expect((await call('GET', `/api/data/imports/${preview.id}`, { cookie: other.cookie })).status).toBe(404);
  });
});

describe('our own JSON export', () => {
  it('imports into another account, and into the same account creates nothing', async () => {
    const first = await signUp();
    const preview = (await (await upload(first, STRONG_KG)).json()) as ImportPreview;
    await call('POST', `/api/data/imports/${preview.id}/run`, { cookie: first.cookie });
    const exported = await (await call('GET', '/api/data/export.json', { cookie: first.cookie })).text();

    const same = (await (await upload(first, exported, 'application/json')).json()) as ImportPreview;
    expect(same).toMatchObject({ source: 'lifeorbit', workouts: 2, workoutsAlreadyHere: 2 });

    const second = await signUp();
    const other = (await (await upload(second, exported, 'application/json')).json()) as ImportPreview;
    const run = await call('POST', `/api/data/imports/${other.id}/run`, { cookie: second.cookie });
    expect(await run.json()).toMatchObject({ workoutsCreated: 2, setsCreated: 4 });
  });
});
