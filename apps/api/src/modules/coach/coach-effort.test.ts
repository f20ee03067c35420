import { beforeAll, describe, expect, it } from 'vitest';
import { ask } from '../../../test/coach-support';
import { getRuntime, signUp, type TestMember } from '../../../test/harness';
import { logEffortSets, trainEffort } from '../../../test/effort-support';
import { addExercise, end, logSet, startQuick } from '../../../test/workouts-support';
import { loadCoachFacts } from './coach-facts';
import { runTool, setWords } from './model-coach';
import { enTexts } from './texts/coach-texts';
import { esTexts } from './texts/coach-texts-es';
import { roTexts } from './texts/coach-texts-ro';

/** What the coach reads of time and distance sets (issue 39): a plank or a row is no failed lift. */

const today = () => new Date().toISOString().slice(0, 10);
let member: TestMember;

// Creating and migrating the suite's database can take most of a hook's time on a loaded machine.
beforeAll(async () => {
  await getRuntime();
}, 180_000);

beforeAll(async () => {
  member = await signUp();
  // Four planks, each shorter than the last: as lifts of 0 reps they would read as stalled, failed sets.
  for (const durationSec of [60, 50, 45, 40]) await trainEffort(member, 'plank', [{ durationSec }]);
  const workoutId = await startQuick(member);
  await logEffortSets(member, workoutId, 'rowing-machine', [{ distanceM: 2000, durationSec: 465 }]);
  const bench = await addExercise(member, workoutId);
  expect((await logSet(member, bench.id, { weight: 100, reps: 5 })).status).toBe(201);
  await end(member, workoutId);
}, 180_000);

const context = async () => ({
  db: (await getRuntime()).database.db,
  userId: member.id,
  today: today(),
  timeZone: 'UTC',
  lang: 'en' as const,
});
const tool = async (name: string, args: Record<string, unknown>) =>
  runTool(await context(), { id: 'call-1', type: 'function', function: { name, arguments: JSON.stringify(args) } });

describe('the coach and time and distance sets', () => {
  it('never reads a plank as a lift to lower, and counts its time and the row’s distance this week', async () => {
    const facts = await loadCoachFacts((await getRuntime()).database.db, member.id, today(), 'UTC', 'en');
    expect(facts.nextWeights.map((w) => w.exerciseName)).toEqual([expect.not.stringMatching(/plank/i)]);
    expect(facts.stalled).toEqual([]);
    expect(facts.effort).toMatchObject({ timedSecThisWeek: 60 + 50 + 45 + 40 + 465, distanceMThisWeek: 2000 });
    expect(facts.load.setsThisWeek).toBe(6);
    expect(facts.records).toEqual(
      expect.arrayContaining([expect.objectContaining({ durationSec: 60, reps: null, weightKg: null })]),
    );
  });

  it('gives the model each set’s time, distance and pace, and a timed exercise’s sessions', async () => {
    const recent = (await tool('recent_workouts', { days: 7 })) as { workouts: { sets: string[] }[] };
    const sets = recent.workouts.flatMap((w) => w.sets);
    // 465 s over 2 km is 232.5 s a km, shown to the second.
    expect(sets).toEqual(
      expect.arrayContaining(['Plank: 1:00', 'Plank: 0:40', 'Rowing Machine: 2 km in 7:45 (3:53 /km)']),
    );
    expect(sets.some((s) => s.endsWith(': 100 kg x 5'))).toBe(true);

    const history = (await tool('exercise_history', { name: 'rowing' })) as { sessions: unknown[] };
    expect(history.sessions).toEqual([
      expect.objectContaining({ longestSec: 465, longestM: 2000, bestPaceSecPerKm: 232.5, totalM: 2000 }),
    ]);
  });

  it('writes a time or distance record in every language', () => {
    const record = {
      exerciseName: 'Rowing Machine',
      weightKg: null,
      reps: null,
      oneRepMaxKg: null,
      durationSec: 465,
      distanceM: 2000,
      day: '2026-11-25',
    };
    const n = (value: number) => String(value);
    expect(enTexts.record(n, record)).toBe('Rowing Machine: 2 km in 7:45 (3:53 /km) on 2026-11-25');
    expect(esTexts.record(n, record)).toBe('Rowing Machine: 2 km en 7:45 (3:53 /km) el 2026-11-25');
    expect(roTexts.record(n, record)).toBe('Rowing Machine: 2 km în 7:45 (3:53 /km) pe 2026-11-25');
    expect(enTexts.record(n, { ...record, distanceM: null, durationSec: 65 })).toBe(
      'Rowing Machine: 1:05 on 2026-11-25',
    );
    expect(
      setWords({
        ...record,
        day: '',
        workoutId: '',
        exerciseId: '',
        muscle: null,
        weightKg: 32,
        distanceM: 40,
        durationSec: null,
      }),
    ).toBe('32 kg × 40 m');
  });
});

// The embedded coach's answer: the next weights are the lifts' (the first picked catalogue exercise), never the plank's.
describe('the embedded coach', () => {
  it('answers the next weights without the plank', async () => {
    const answer = await ask(member, { today: today(), message: 'What weight should I use next?' });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('100 kg × 5');
    expect(answer.text).not.toContain('Plank');
  });
});
