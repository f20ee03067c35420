import type { QueryClient } from '@tanstack/react-query';
import type {
  ActiveWorkoutResponse,
  MeResponse,
  StartWorkoutRequest,
  StartWorkoutResponse,
  Template,
  WorkoutDetail,
} from '@lifeorbit/contracts';
import { ApiError } from '@/lib/api';
import { getOutbox, readSnapshot, saveSnapshot } from '@/lib/outbox';
import { meQueryKey } from '@/lib/query-keys';
import { templateSnapshotKey } from '@/lib/snapshot-keys';
import { workoutKeys } from '../api/keys';
import { exercisesFromTemplate } from '../lib/template-start';
import { applyOp, applyOps, requestOf, startedWorkout, WORKOUT_KIND, type WorkoutOp, type WorkoutOpInput } from './ops';

/** Every cached copy of one workout (one per language). */
export const workoutDetailPrefix = (workoutId: string) => ['workouts', 'detail', workoutId] as const;

function pendingOps(workoutId: string): WorkoutOp[] {
  return getOutbox()
    .pendingFor<WorkoutOp>(WORKOUT_KIND, workoutId)
    .map((entry) => entry.op);
}

/** The workout with the member's waiting writes on top: what they did is what they see, online or not. */
function withPendingWrites(workout: WorkoutDetail): WorkoutDetail {
  return applyOps(workout, pendingOps(workout.id));
}

async function ensureUser(client: QueryClient): Promise<string | null> {
  const userId = client.getQueryData<MeResponse | null>(meQueryKey)?.id ?? null;
  if (userId) await getOutbox().setUser(userId);
  return userId;
}

type StartOp = Extract<WorkoutOp, { type: 'startWorkout' }>;

/** Workouts started on this device that the server has not received yet, oldest first. */
function pendingStarts(): StartOp[] {
  return getOutbox()
    .pendingOfKind<WorkoutOp>(WORKOUT_KIND)
    .map((entry) => entry.op)
    .filter((op): op is StartOp => op.type === 'startWorkout');
}

const isUnreachable = (err: unknown) => err instanceof ApiError && (err.status === 0 || err.status >= 500);

/**
 * The server's answer when it gives one (a copy is kept), else the copy kept the last time (unless `useStored` is
 * false); the error without one.
 */
async function withStoredCopy<T>(
  userId: string | null,
  key: string,
  fetchFresh: () => Promise<T>,
  keep: (fresh: T) => boolean,
  useStored = true,
): Promise<T> {
  try {
    const fresh = await fetchFresh();
    if (userId && keep(fresh)) void saveSnapshot(userId, key, fresh).catch(() => undefined);
    return fresh;
  } catch (err) {
    const stored =
      useStored && isUnreachable(err) && userId ? await readSnapshot<T>(userId, key).catch(() => null) : null;
    if (stored === null) throw err;
    return stored;
  }
}

/**
 * Loads a workout for the screen: from the server when it answers (and keeps a copy), else from the copy kept the
 * last time, so a reload in a basement still shows the workout. Either way the waiting writes go on top; a workout
 * started offline is shown from its start until the server has it.
 */
export async function loadWorkout(
  client: QueryClient,
  workoutId: string,
  lang: string,
  fetchWorkout: () => Promise<WorkoutDetail>,
): Promise<WorkoutDetail> {
  const userId = await ensureUser(client);
  const start = pendingOps(workoutId).find((op) => op.type === 'startWorkout');
  // On screen already, it carries this device's writes and the server's answers to them, so it is newer than the copy
  // kept at the last fetch: a refetch that meets no network (the one made once the outbox has emptied, as the network
  // goes) keeps it rather than going back to that copy, which lacked the writes just confirmed.
  const shown = client.getQueryData<WorkoutDetail>(workoutKeys.detail(workoutId, lang));
  try {
    const workout = await withStoredCopy(
      userId,
      `workout:${workoutId}:${lang}`,
      fetchWorkout,
      (w) => w.endedAt === null,
      shown === undefined,
    );
    return withPendingWrites(workout);
  } catch (err) {
    if (shown && isUnreachable(err)) return shown;
    const notThereYet = isUnreachable(err) || (err instanceof ApiError && err.status === 404);
    if (!start || !notThereYet) throw err;
    return withPendingWrites(startedWorkout(start));
  }
}

/**
 * The active workout, also offline: the copy kept the last time, or one started on this device; a workout ended on
 * this device is not active any more, even before the server has heard of it.
 */
export async function loadActiveWorkout(
  client: QueryClient,
  fetchActive: () => Promise<ActiveWorkoutResponse>,
): Promise<ActiveWorkoutResponse> {
  const userId = await ensureUser(client);
  let active: ActiveWorkoutResponse;
  try {
    active = await withStoredCopy(userId, 'active-workout', fetchActive, () => true);
  } catch (err) {
    if (!isUnreachable(err)) throw err;
    active = { workout: null };
  }
  if (!active.workout) {
    const start = pendingStarts().at(-1);
    if (start) active = { workout: { id: start.body.id, title: start.body.title, startedAt: start.at } };
  }
  return active.workout && pendingOps(active.workout.id).some((op) => op.type === 'endWorkout')
    ? { workout: null }
    : active;
}

/**
 * A start without a network: the workout exists on this device at once and reaches the server first of all its
 * writes. A quick start needs nothing more; a template start takes the template's exercises from the copy kept when it
 * was last fetched (`startFromTemplateOffline`). A program start needs the server (it knows the program's position).
 */
export async function startOffline(
  client: QueryClient,
  body: StartWorkoutRequest & { id: string; title: string },
  fromTemplate?: Pick<StartOp, 'exercises' | 'template'>,
): Promise<StartWorkoutResponse> {
  const userId = await ensureUser(client);
  if (!userId) throw new ApiError(0, 'network_error', 'Offline');
  const op: StartOp = { type: 'startWorkout', at: new Date().toISOString(), body, ...fromTemplate };
  await getOutbox().enqueue({
    kind: WORKOUT_KIND,
    scope: body.id,
    request: requestOf(body.id, op, 'en'),
    op,
    refresh: [...workoutKeys.all],
  });
  const { template: _template, program: _program, exercises: _exercises, ...workout } = startedWorkout(op);
  client.setQueryData<ActiveWorkoutResponse>(workoutKeys.active(), {
    workout: { id: workout.id, title: workout.title, startedAt: workout.startedAt },
  });
  return { workoutId: body.id, workout };
}

/**
 * Makes a write on the workout page: it is stored in the outbox first, then shown on every cached copy of the
 * workout; the outbox sends it when it can.
 */
export async function writeWorkout(
  client: QueryClient,
  workoutId: string,
  input: WorkoutOpInput,
  lang: string,
): Promise<WorkoutOp> {
  const op = { ...input, at: new Date().toISOString() } as WorkoutOp;
  const stored = getOutbox().enqueue({
    kind: WORKOUT_KIND,
    scope: workoutId,
    request: requestOf(workoutId, op, lang),
    op,
    refresh: [...workoutKeys.all],
  });
  client.setQueriesData<WorkoutDetail>({ queryKey: workoutDetailPrefix(workoutId) }, (workout) =>
    workout ? applyOp(workout, op) : workout,
  );
  try {
    await stored;
  } catch (error) {
    // Not stored (no IndexedDB, or the disk is full): the screen goes back to the truth.
    void client.invalidateQueries({ queryKey: workoutDetailPrefix(workoutId) });
    throw error;
  }
  return op;
}

/**
 * Starts from a template without a network, from the copy of it kept on this device; null when there is none. The
 * exercises get their ids here and the start sends them, so the sets logged meanwhile reach the right rows.
 */
export async function startFromTemplateOffline(
  client: QueryClient,
  request: StartWorkoutRequest & { id: string; templateId: string },
  lang: string,
): Promise<StartWorkoutResponse | null> {
  const userId = await ensureUser(client);
  const template = userId
    ? await readSnapshot<Template>(userId, templateSnapshotKey(request.templateId, lang)).catch(() => null)
    : null;
  if (!template) return null;
  const exerciseIds = template.exercises.map(() => crypto.randomUUID());
  const body = { ...request, title: template.name, exerciseIds };
  return startOffline(client, body, {
    exercises: exercisesFromTemplate(template, request.id, exerciseIds),
    template: { id: template.id, name: template.name },
  });
}
