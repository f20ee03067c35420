import { CATEGORY_SLUGS } from '@lifeorbit/domain';
import type {
  CreateCheckinRequest,
  CreateGoalRequest,
  LifeCheckin,
  LifeGoal,
  SubcategoryProgress,
  UpdateCheckinRequest,
  UpdateGoalRequest,
} from '@lifeorbit/contracts';
import type { AppDb } from '../../db/client';
import { AppError } from '../../core/errors';
import { validationError } from '../../core/validation';
import { shiftDay, streakLength, utcToday } from './calendar';
import * as repo from './life-areas.repository';

/** Goals of a life-area subcategory, their check-ins and streaks, and the progress across them (spec §7). */

/** How far back a goal's check-ins are sent with it (the trend chart's window). */
export const CHECKIN_WINDOW_DAYS = 90;

function toCheckin(row: repo.CheckinRow): LifeCheckin {
  return {
    id: row.id,
    goalId: row.goalId,
    date: row.checkinDate,
    value: row.value,
    rating: row.rating,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function withCheckins(db: AppDb, userId: string, goals: repo.GoalRow[], today: string): Promise<LifeGoal[]> {
  const ids = goals.map((goal) => goal.id);
  const [recent, days] = await Promise.all([
    repo.listCheckinRows(db, userId, ids, shiftDay(today, -(CHECKIN_WINDOW_DAYS - 1))),
    repo.listCheckinDates(db, userId, ids),
  ]);
  const daysByGoal = new Map<string, string[]>();
  for (const { goalId, date } of days) daysByGoal.set(goalId, [...(daysByGoal.get(goalId) ?? []), date]);
  return goals.map((goal) => {
    const goalDays = daysByGoal.get(goal.id) ?? [];
    return {
      id: goal.id,
      subcategoryId: goal.subcategoryId,
      subcategorySlug: goal.subcategorySlug,
      categorySlug: goal.categorySlug,
      name: goal.name,
      measure: goal.measure,
      target: goal.target,
      unit: goal.unit,
      dueDate: goal.dueDate,
      createdAt: goal.createdAt.toISOString(),
      streak: streakLength(goalDays, today),
      lastCheckinDate: goalDays[0] ?? null,
      checkins: recent.filter((row) => row.goalId === goal.id).map(toCheckin),
    };
  });
}

export function todayOr(today: string | undefined, now: Date): string {
  return today ?? utcToday(now);
}

export async function listGoals(db: AppDb, userId: string, today: string, subcategorySlug?: string) {
  let subcategoryId: string | undefined;
  if (subcategorySlug) {
    const [found] = await repo.findSubcategoryIdsBySlugs(db, [subcategorySlug]);
    if (!found)
      throw validationError([{ field: 'sub', code: 'not_found', message: `No subcategory ${subcategorySlug}` }]);
    subcategoryId = found.id;
  }
  return withCheckins(db, userId, await repo.listGoalRows(db, userId, subcategoryId), today);
}

export async function getGoal(db: AppDb, userId: string, goalId: string, today: string): Promise<LifeGoal> {
  const goal = await repo.findGoalRow(db, userId, goalId);
  if (!goal) throw new AppError('not_found', 'No such goal');
  const [withDays] = await withCheckins(db, userId, [goal], today);
  return withDays!;
}

/** A value goal needs a target and a unit; a rating goal has no unit and an optional target from 1 to 5. */
function checkGoalFields(measure: 'value' | 'rating', target: number | null, unit: string | null) {
  if (measure === 'value') {
    if (target === null)
      throw validationError([{ field: 'target', code: 'required', message: 'A value goal needs a target' }]);
    if (unit === null)
      throw validationError([{ field: 'unit', code: 'required', message: 'A value goal needs a unit' }]);
  } else {
    if (unit !== null)
      throw validationError([{ field: 'unit', code: 'not_allowed', message: 'A rating goal has no unit' }]);
    if (target !== null && (target < 1 || target > 5)) {
      throw validationError([{ field: 'target', code: 'out_of_range', message: 'A rating target is from 1 to 5' }]);
    }
  }
}

/** Idempotent on the client's id: the same id again answers the stored goal (created: false). */
export async function createGoal(
  db: AppDb,
  userId: string,
  request: CreateGoalRequest,
  today: string,
): Promise<{ goal: LifeGoal; created: boolean }> {
  const existing = await repo.findGoalRow(db, userId, request.id);
  if (existing) return { goal: await getGoal(db, userId, request.id, today), created: false };
  const [subcategory] = await repo.findSubcategoryIdsBySlugs(db, [request.subcategorySlug]);
  if (!subcategory) {
    throw validationError([
      { field: 'subcategorySlug', code: 'not_found', message: `No subcategory ${request.subcategorySlug}` },
    ]);
  }
  const target = request.target ?? null;
  const unit = request.unit ?? null;
  checkGoalFields(request.measure, target, unit);
  const inserted = await repo.insertGoal(db, {
    id: request.id,
    userId,
    subcategoryId: subcategory.id,
    name: request.name,
    measure: request.measure,
    target,
    unit,
    dueDate: request.dueDate ?? null,
  });
  if (!inserted) {
    // Another request with the same id won the race (replay), or another member uses the id.
    if (await repo.findGoalRow(db, userId, request.id)) {
      return { goal: await getGoal(db, userId, request.id, today), created: false };
    }
    throw new AppError('conflict', 'This id is already in use; create the goal with a new id', [
      { field: 'id', code: 'duplicate', message: 'Already in use' },
    ]);
  }
  return { goal: await getGoal(db, userId, request.id, today), created: true };
}

export async function updateGoal(db: AppDb, userId: string, goalId: string, request: UpdateGoalRequest, today: string) {
  const goal = await repo.findGoalRow(db, userId, goalId);
  if (!goal) throw new AppError('not_found', 'No such goal');
  const target = request.target !== undefined ? request.target : goal.target;
  const unit = request.unit !== undefined ? request.unit : goal.unit;
  checkGoalFields(goal.measure, target, unit);
  await repo.updateGoalRow(db, userId, goalId, {
    ...(request.name !== undefined && { name: request.name }),
    ...(request.target !== undefined && { target: request.target }),
    ...(request.unit !== undefined && { unit: request.unit }),
    ...(request.dueDate !== undefined && { dueDate: request.dueDate }),
  });
  return getGoal(db, userId, goalId, today);
}

export async function deleteGoal(db: AppDb, userId: string, goalId: string): Promise<void> {
  if (!(await repo.deleteGoalRow(db, userId, goalId))) throw new AppError('not_found', 'No such goal');
}

function checkMeasure(measure: 'value' | 'rating', value: number | null, rating: number | null) {
  if (measure === 'value' && value === null) {
    throw validationError([{ field: 'value', code: 'required', message: 'Enter a value for this goal' }]);
  }
  if (measure === 'rating' && rating === null) {
    throw validationError([
      { field: 'rating', code: 'required', message: 'Choose a rating from 1 to 5 for this goal' },
    ]);
  }
}

/** A check-in may be dated tomorrow in UTC at most (members ahead of UTC); never later. */
function checkNotFuture(date: string, now: Date) {
  if (date > shiftDay(utcToday(now), 1)) {
    throw validationError([{ field: 'date', code: 'out_of_range', message: 'A check-in cannot be in the future' }]);
  }
}

export async function createCheckin(
  db: AppDb,
  userId: string,
  goalId: string,
  request: CreateCheckinRequest,
  now: Date,
): Promise<{ checkin: LifeCheckin; created: boolean }> {
  const goal = await repo.findGoalRow(db, userId, goalId);
  if (!goal) throw new AppError('not_found', 'No such goal');
  const replay = await repo.findCheckinRow(db, userId, request.id);
  if (replay && replay.goalId === goalId) return { checkin: toCheckin(replay), created: false };
  checkNotFuture(request.date, now);
  const value = goal.measure === 'value' ? (request.value ?? null) : null;
  const rating = goal.measure === 'rating' ? (request.rating ?? null) : null;
  checkMeasure(goal.measure, value, rating);
  const inserted = await repo.insertCheckin(db, {
    id: request.id,
    userId,
    goalId,
    checkinDate: request.date,
    value,
    rating,
    note: request.note || null,
  });
  if (inserted) return { checkin: toCheckin(inserted), created: true };
  const again = await repo.findCheckinRow(db, userId, request.id);
  if (again && again.goalId === goalId) return { checkin: toCheckin(again), created: false };
  const sameDay = await repo.findCheckinOnDate(db, userId, goalId, request.date);
  if (sameDay) {
    throw new AppError('conflict', 'This goal already has a check-in on that day; edit it instead', [
      { field: 'date', code: 'duplicate', message: `Already checked in on ${request.date} (${sameDay.id})` },
    ]);
  }
  throw new AppError('conflict', 'This id is already in use; create the check-in with a new id', [
    { field: 'id', code: 'duplicate', message: 'Already in use' },
  ]);
}

export async function updateCheckin(
  db: AppDb,
  userId: string,
  checkinId: string,
  request: UpdateCheckinRequest,
): Promise<LifeCheckin> {
  const checkin = await repo.findCheckinRow(db, userId, checkinId);
  if (!checkin) throw new AppError('not_found', 'No such check-in');
  const goal = await repo.findGoalRow(db, userId, checkin.goalId);
  if (!goal) throw new AppError('not_found', 'No such check-in');
  const value = goal.measure === 'value' ? (request.value !== undefined ? request.value : checkin.value) : null;
  const rating = goal.measure === 'rating' ? (request.rating !== undefined ? request.rating : checkin.rating) : null;
  checkMeasure(goal.measure, value, rating);
  const updated = await repo.updateCheckinRow(db, userId, checkinId, {
    value,
    rating,
    ...(request.note !== undefined && { note: request.note || null }),
  });
  if (!updated) throw new AppError('not_found', 'No such check-in');
  return toCheckin(updated);
}

export async function deleteCheckin(db: AppDb, userId: string, checkinId: string): Promise<void> {
  if (!(await repo.deleteCheckinRow(db, userId, checkinId))) throw new AppError('not_found', 'No such check-in');
}

/** Per subcategory with goals: how many, the best live streak, the last check-in and today's check-ins. */
export async function getProgress(db: AppDb, userId: string, today: string): Promise<SubcategoryProgress[]> {
  const goals = await listGoals(db, userId, today);
  const bySubcategory = new Map<string, SubcategoryProgress>();
  for (const goal of goals) {
    const entry = bySubcategory.get(goal.subcategorySlug) ?? {
      subcategorySlug: goal.subcategorySlug,
      categorySlug: goal.categorySlug,
      goalCount: 0,
      bestStreak: 0,
      lastCheckinDate: null,
      checkedInToday: 0,
    };
    entry.goalCount += 1;
    entry.bestStreak = Math.max(entry.bestStreak, goal.streak);
    if (goal.lastCheckinDate && (!entry.lastCheckinDate || goal.lastCheckinDate > entry.lastCheckinDate)) {
      entry.lastCheckinDate = goal.lastCheckinDate;
    }
    if (goal.checkins.some((checkin) => checkin.date === today)) entry.checkedInToday += 1;
    bySubcategory.set(goal.subcategorySlug, entry);
  }
  const order = new Map<string, number>(CATEGORY_SLUGS.map((slug, index) => [slug, index]));
  return [...bySubcategory.values()].sort(
    (a, b) =>
      (order.get(a.categorySlug) ?? 99) - (order.get(b.categorySlug) ?? 99) ||
      a.subcategorySlug.localeCompare(b.subcategorySlug),
  );
}
