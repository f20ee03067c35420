import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import {
  CreateJournalEntryRequest,
  LogSetRequest,
  ProgressRange,
  type ActiveWorkoutResponse,
  type EndWorkoutResponse,
  type ExerciseListResponse,
  type StartWorkoutResponse,
  type WorkoutDetail,
  type WorkoutExercise,
  type WorkoutHistoryResponse,
  type WorkoutSet,
} from '@lifeorbit/contracts';
import type { ApiAnswer, ApiCaller } from './api-caller';

/**
 * The tools of LifeOrbit's MCP server (issue 41, item 5): what a coach or an assistant needs to read a member's
 * training and log it. Each calls the public API (api-caller.ts), so its input is checked by the route's own contract
 * and the token's scopes by the token gate; each answers a few lines a model reads easily, with the ids it needs for
 * the next call, and the JSON of the answer as structured content.
 */

const Uuid = z.uuid({ error: 'Must be a UUID' });
const read = { readOnlyHint: true, openWorldHint: false } as const;
const write = { readOnlyHint: false, destructiveHint: false, openWorldHint: false } as const;

/** A tool's answer: its text, and the API's JSON beside it. */
function answer(text: string, data: unknown): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: { result: data } };
}

/** The API refused: its status, code and message, and the fields it named, as the tool's error. */
function refused({ status, body }: ApiAnswer): CallToolResult {
  const error = (
    body as { error?: { code?: string; message?: string; details?: { field: string; message: string }[] } }
  )?.error;
  const fields = error?.details?.map((d) => `${d.field}: ${d.message}`).join('; ');
  const text = `Refused (HTTP ${status}${error?.code ? `, ${error.code}` : ''}): ${error?.message ?? 'no message'}${
    fields ? ` (${fields})` : ''
  }`;
  return { content: [{ type: 'text', text }], isError: true };
}

const ok = (result: ApiAnswer) => result.status >= 200 && result.status < 300;

function setLine(set: WorkoutSet): string {
  const parts: string[] = [];
  if (set.weight !== null) parts.push(`${set.weight} ${set.weightUnit}`);
  if (set.reps !== null) parts.push(`× ${set.reps}`);
  if (set.distanceM !== null) parts.push(`${set.distanceM} m`);
  if (set.durationSec !== null) parts.push(`${set.durationSec} s`);
  if (set.rpe !== null) parts.push(`RPE ${set.rpe}`);
  if (set.setKind !== 'normal') parts.push(`(${set.setKind})`);
  return parts.join(' ') || 'empty';
}

function exerciseLines(exercise: WorkoutExercise): string[] {
  return [
    `- ${exercise.name} (workoutExerciseId ${exercise.id}, exerciseId ${exercise.exerciseId})`,
    ...exercise.sets.map((set) => `  set ${set.setIndex + 1}: ${setLine(set)}`),
  ];
}

function workoutText(workout: WorkoutDetail): string {
  const state = workout.endedAt ? `finished ${workout.endedAt}` : `in progress since ${workout.startedAt}`;
  const lines = [`${workout.title} (workoutId ${workout.id}), ${state}`];
  for (const exercise of [...workout.exercises].sort((a, b) => a.orderIndex - b.orderIndex)) {
    lines.push(...exerciseLines(exercise));
  }
  if (workout.exercises.length === 0) lines.push('No exercises yet.');
  return lines.join('\n');
}

/** Registers every tool on a server for one request's caller. */
export function registerTools(server: McpServer, call: ApiCaller): void {
  const run = async (
    method: string,
    path: string,
    body: unknown,
    text: (data: never) => string,
  ): Promise<CallToolResult> => {
    const result = await call(method, path, body);
    return ok(result) ? answer(text(result.body as never), result.body) : refused(result);
  };

  server.registerTool(
    'search_exercises',
    {
      title: 'Search exercises',
      description: 'Finds exercises in the catalogue and the member’s own by name; answers their ids.',
      inputSchema: {
        query: z.string().max(100).describe('Words of the name, e.g. "bench"'),
        limit: z.number().int().min(1).max(50).optional(),
      },
      annotations: read,
    },
    ({ query, limit }) =>
      run(
        'GET',
        `/api/exercises?${new URLSearchParams({ q: query, limit: String(limit ?? 10) })}`,
        undefined,
        (data: ExerciseListResponse) =>
          data.items.length === 0
            ? `No exercise matches "${query}".`
            : data.items.map((e) => `${e.name} (exerciseId ${e.id}; logged by ${e.effortMode})`).join('\n'),
      ),
  );

  server.registerTool(
    'list_workouts',
    {
      title: 'List finished workouts',
      description: 'The member’s finished workouts, newest first, with their sets and volume.',
      inputSchema: { limit: z.number().int().min(1).max(50).optional(), cursor: z.string().max(200).optional() },
      annotations: read,
    },
    ({ limit, cursor }) => {
      const query = new URLSearchParams({ status: 'finished', limit: String(limit ?? 10) });
      if (cursor) query.set('cursor', cursor);
      return run('GET', `/api/workouts?${query}`, undefined, (data: WorkoutHistoryResponse) =>
        [
          ...data.workouts.map(
            (w) =>
              `${w.endedAt.slice(0, 10)} ${w.title} (workoutId ${w.id}): ${w.setCount} sets, ${w.volumeKg} kg, ` +
              w.exerciseNames.join(', '),
          ),
          data.workouts.length === 0 ? 'No finished workouts yet.' : '',
          data.nextCursor ? `More: cursor ${data.nextCursor}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
      );
    },
  );

  server.registerTool(
    'get_workout',
    {
      title: 'Read a workout',
      description: 'One workout with its exercises and sets, in progress or finished.',
      inputSchema: { workoutId: Uuid },
      annotations: read,
    },
    ({ workoutId }) => run('GET', `/api/workouts/${workoutId}`, undefined, workoutText),
  );

  server.registerTool(
    'get_active_workout',
    {
      title: 'The workout in progress',
      description: 'The member’s workout in progress, if any, with its exercises and sets.',
      annotations: read,
    },
    async () => {
      const active = await call('GET', '/api/workouts/active');
      if (!ok(active)) return refused(active);
      const workout = (active.body as ActiveWorkoutResponse).workout;
      if (!workout) return answer('No workout in progress.', active.body);
      return run('GET', `/api/workouts/${workout.id}`, undefined, workoutText);
    },
  );

  server.registerTool(
    'start_workout',
    {
      title: 'Start a workout',
      description: 'Starts an empty workout; fails while another is in progress (finish it first).',
      inputSchema: { title: z.string().max(100).optional().describe('e.g. "Push day"') },
      annotations: write,
    },
    ({ title }) =>
      run(
        'POST',
        '/api/workouts',
        { id: crypto.randomUUID(), title: title ?? 'Workout' },
        (data: StartWorkoutResponse) => `Started (workoutId ${data.workoutId}). Add an exercise next.`,
      ),
  );

  server.registerTool(
    'add_exercise',
    {
      title: 'Add an exercise to a workout',
      description:
        'Adds an exercise (by exerciseId, from search_exercises) to a workout; answers its workoutExerciseId.',
      inputSchema: { workoutId: Uuid, exerciseId: Uuid },
      annotations: write,
    },
    ({ workoutId, exerciseId }) =>
      run(
        'POST',
        `/api/workouts/${workoutId}/exercises`,
        { id: crypto.randomUUID(), exerciseId },
        (data: WorkoutExercise) => `Added ${data.name} (workoutExerciseId ${data.id}, logged by ${data.effortMode}).`,
      ),
  );

  server.registerTool(
    'log_set',
    {
      title: 'Log a set',
      description:
        'Logs a set of a workout exercise: weight (in weightUnit) and reps for a lift, durationSec for a hold, ' +
        'distanceM (and durationSec) for cardio; the fields its exercise does not take are refused. Send the same ' +
        'id again to retry without logging twice.',
      inputSchema: { workoutExerciseId: Uuid, ...LogSetRequest.shape },
      annotations: write,
    },
    ({ workoutExerciseId, ...set }) =>
      run(
        'POST',
        `/api/workout-exercises/${workoutExerciseId}/sets`,
        { ...set, id: set.id ?? crypto.randomUUID() },
        (data: WorkoutSet) => {
          const records = data.personalRecords.length > 0 ? ` New record: ${data.personalRecords.join(', ')}.` : '';
          return `Logged set ${data.setIndex + 1}: ${setLine(data)} (setId ${data.id}).${records}`;
        },
      ),
  );

  server.registerTool(
    'end_workout',
    {
      title: 'Finish a workout',
      description: 'Finishes a workout in progress and answers its summary.',
      inputSchema: { workoutId: Uuid },
      annotations: write,
    },
    ({ workoutId }) =>
      run('POST', `/api/workouts/${workoutId}/end`, {}, (data: EndWorkoutResponse) =>
        [
          `Finished ${data.workout.title}: ${data.summary.setCount} sets, ${data.summary.volumeKg} kg volume, ` +
            `${Math.round(data.summary.durationSec / 60)} min.`,
          data.newBadges.length > 0 ? `New badges: ${data.newBadges.map((b) => b.code).join(', ')}.` : '',
        ]
          .filter(Boolean)
          .join(' '),
      ),
  );

  server.registerTool(
    'get_progress',
    {
      title: 'Progress of an exercise',
      description: 'One exercise over time (estimated 1RM, heaviest, volume, time and distance per session).',
      inputSchema: { exerciseId: Uuid, range: ProgressRange.optional() },
      annotations: read,
    },
    ({ exerciseId, range }) =>
      run('GET', `/api/progress/exercises/${exerciseId}?range=${range ?? '12w'}`, undefined, (data: unknown) =>
        JSON.stringify(data).slice(0, 4000),
      ),
  );

  server.registerTool(
    'get_records',
    { title: 'Personal records', description: 'The member’s personal records, newest first.', annotations: read },
    () =>
      run('GET', '/api/progress/records', undefined, (data: { records: unknown[] }) =>
        data.records.length === 0 ? 'No records yet.' : JSON.stringify(data.records.slice(0, 30)),
      ),
  );

  server.registerTool(
    'get_readiness',
    {
      title: 'Readiness',
      description: 'The member’s newest readiness check-in and the energy to train with today (0-100).',
      annotations: read,
    },
    () => run('GET', '/api/readiness/latest', undefined, (data: unknown) => JSON.stringify(data)),
  );

  server.registerTool(
    'get_analytics',
    {
      title: 'Training analytics',
      description: 'Weekly totals (sets, volume, cardio minutes and distance), sets per muscle and training days.',
      inputSchema: { weeks: z.number().int().min(4).max(52).optional() },
      annotations: read,
    },
    ({ weeks }) =>
      run('GET', `/api/analytics?weeks=${weeks ?? 12}`, undefined, (data: unknown) =>
        JSON.stringify(data).slice(0, 6000),
      ),
  );

  const { id: _id, ...entryShape } = CreateJournalEntryRequest.shape;
  server.registerTool(
    'write_journal_entry',
    {
      title: 'Write a journal entry',
      description: 'Writes an entry in the member’s journal: the day (YYYY-MM-DD), mood 1-5, energy 1-5 and text.',
      inputSchema: entryShape,
      annotations: write,
    },
    (entry) =>
      run(
        'POST',
        '/api/journal/entries',
        { id: crypto.randomUUID(), ...entry },
        (data: { id: string; day: string }) => `Written for ${data.day} (entryId ${data.id}).`,
      ),
  );
}

/** The tools' names, for the README and the tests. */
export const TOOL_NAMES = [
  'search_exercises',
  'list_workouts',
  'get_workout',
  'get_active_workout',
  'start_workout',
  'add_exercise',
  'log_set',
  'end_workout',
  'get_progress',
  'get_records',
  'get_readiness',
  'get_analytics',
  'write_journal_entry',
] as const;
