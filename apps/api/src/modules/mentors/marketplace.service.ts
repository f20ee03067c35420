import crypto from 'node:crypto';
import type { LanguageCode } from '@lifeorbit/contracts';
import type {
  CopyItemResponse,
  ItemCard,
  ItemDetail,
  ItemsQuery,
  ItemsResponse,
  MyCopiesResponse,
  MyGymEquipmentResponse,
  MyItemsResponse,
  PageQuery,
  PublishItemRequest,
  RateItemRequest,
  RatingResponse,
  UpdateItemRequest,
} from '@lifeorbit/contracts/marketplace';
import { EQUIPMENT_FILTER_MAX, ITEMS_PAGE_DEFAULT } from '@lifeorbit/contracts/marketplace';
import { hasRole } from '../../auth';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import { exerciseNameSql } from '../catalogue';
import { homeGymEquipmentIds } from '../gyms';
import { insertProgramCopy } from '../programs';
import { insertTemplateCopy } from '../templates';
import { decodeKeyCursor, keyPageOf, notACursor, type KeyCursor } from '../../core/cursor';
import * as items from './marketplace.repository';
import { publishingMentorId } from './mentors.service';
import * as snapshots from './snapshot.repository';

/** Publishing, Discover, "Use this" (a deep copy) and ratings. */

const REVIEWS_SHOWN = 20;
const iso = (value: string | Date) => new Date(value).toISOString();

const noItem = () => new AppError('not_found', 'No item with this id');

export function cardOf(row: items.ItemRow): ItemCard {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    title: row.title,
    description: row.description,
    level: row.level,
    goal: row.goal,
    daysPerWeek: row.days_per_week,
    sessionMinutes: row.session_minutes,
    language: row.language,
    equipment: row.equipment,
    version: row.version,
    copyCount: row.copy_count,
    ratingAvg: row.rating_count > 0 ? row.rating_avg : null,
    ratingCount: row.rating_count,
    dayCount: row.day_count,
    publishedAt: iso(row.published_at),
    author: {
      name: row.author_name,
      mentorSlug: row.mentor_slug,
      mentorId: row.mentor_id,
      photoUrl: row.photo_url,
    },
  };
}

const TIME_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{1,6}Z$/;
const NUMBER_KEY = /^\d{1,9}(\.\d{1,2})?$/;

/** A cursor whose value fits the list's order (a time, or a number), or a 400. */
function cursorFor(text: string | undefined, kind: 'time' | 'number'): KeyCursor | null {
  const cursor = decodeKeyCursor(text);
  if (cursor && !(kind === 'time' ? TIME_KEY : NUMBER_KEY).test(cursor.value)) throw notACursor();
  return cursor;
}

/**
 * What "equipment I have" means at the member's home gym: its equipment ids, at most the filter's limit (a gym with
 * more lists its first ones; the filter then shows fewer items, never one needing what the gym lacks).
 */
export async function myGymEquipment(db: AppDb, userId: string): Promise<MyGymEquipmentResponse> {
  const ids = await homeGymEquipmentIds(db, userId);
  return { equipmentIds: ids.slice(0, EQUIPMENT_FILTER_MAX) };
}

export async function discover(db: AppDb, query: ItemsQuery): Promise<ItemsResponse> {
  const sort = query.sort ?? 'popular';
  const limit = query.limit ?? ITEMS_PAGE_DEFAULT;
  const rows = await items.listItems(db, {
    ...query,
    sort,
    limit,
    lang: query.lang ?? 'en',
    cursor: cursorFor(query.cursor, sort === 'newest' ? 'time' : 'number'),
  });
  const { page, nextCursor } = keyPageOf(rows, limit, (row) => ({
    value:
      sort === 'newest' ? row.published_key : sort === 'popular' ? String(row.copy_count) : row.rating_avg.toFixed(2),
    id: row.id,
  }));
  return { items: page.map(cardOf), nextCursor };
}

/** An item as the viewer may see it: published for anyone; its owner and superadmins see it in any status. */
async function visibleItem(db: AppDb, itemId: string, viewerId: string | null, lang: LanguageCode) {
  const row = await items.findItem(db, itemId, lang);
  if (!row) throw noItem();
  if (row.owner_user_id === viewerId) return row;
  if (await items.isDiscoverable(db, itemId)) return row;
  if (viewerId && (await hasRole(db, viewerId, 'superadmin'))) return row;
  throw noItem();
}

export async function itemDetail(
  db: AppDb,
  itemId: string,
  viewerId: string | null,
  lang: LanguageCode,
): Promise<ItemDetail> {
  const row = await visibleItem(db, itemId, viewerId, lang);
  const snapshot = await items.readVersion(db, row.id, row.version);
  const ids = [...new Set(snapshot?.templates.flatMap((t) => t.exercises.map((x) => x.exerciseId)) ?? [])];
  const [names, copy, rating, reviews] = await Promise.all([
    items.exerciseNames(db, ids, (id) => exerciseNameSql(id, lang)),
    viewerId ? items.latestCopy(db, row.id, viewerId) : null,
    viewerId ? items.findRating(db, row.id, viewerId) : null,
    items.listReviews(db, row.id, viewerId, REVIEWS_SHOWN),
  ]);
  const isMine = row.owner_user_id === viewerId;
  return {
    ...cardOf(row),
    days: (snapshot?.templates ?? []).map((template) => ({
      name: template.name,
      notes: template.notes,
      exercises: template.exercises.map((x) => ({
        exerciseId: x.exerciseId,
        name: names.get(x.exerciseId) ?? '',
        targetSets: x.targetSets,
        targetReps: x.targetReps,
        targetRepsMin: x.targetRepsMin,
        targetRepsMax: x.targetRepsMax,
        restSec: x.restSec,
        supersetGroup: x.supersetGroup,
        notes: x.notes,
      })),
    })),
    rotation: snapshot?.rotation ?? [],
    isMine,
    reviewNote: isMine ? row.review_note : null,
    myCopy: copy
      ? {
          version: copy.version,
          templateId: copy.template_id,
          programId: copy.program_id,
          hasNewerVersion: copy.version < row.version,
        }
      : null,
    myRating: rating ? { rating: rating.rating, review: rating.review ?? '' } : null,
    canRate: Boolean(copy) && !isMine,
    reviews: reviews.map((review) => ({
      name: review.name,
      rating: review.rating,
      review: review.review ?? '',
      updatedAt: iso(review.updated_at),
      isMine: review.is_mine,
    })),
  };
}

/** The source as a snapshot and what it needs, or a 404 (not mine) / 400 (a private exercise, an empty program). */
async function snapshotOf(db: AppDb, userId: string, kind: 'program' | 'template', sourceId: string) {
  const snapshot =
    kind === 'template'
      ? await snapshots.readTemplateSnapshot(db, userId, sourceId)
      : await snapshots.readProgramSnapshot(db, userId, sourceId);
  if (!snapshot) {
    throw new AppError('not_found', `You have no ${kind} with this id`, [
      { field: 'sourceId', code: 'not_found', message: `You have no ${kind} with this id` },
    ]);
  }
  const exerciseIds = [...new Set(snapshot.templates.flatMap((t) => t.exercises.map((x) => x.exerciseId)))];
  if (exerciseIds.length === 0) {
    throw new AppError('validation_failed', 'sourceId: Add exercises before publishing', [
      { field: 'sourceId', code: 'empty', message: 'Add exercises before publishing' },
    ]);
  }
  const { hasCustom, equipmentIds } = await snapshots.describeExercises(db, exerciseIds);
  if (hasCustom) {
    throw new AppError('validation_failed', 'sourceId: It uses exercises of your own, which others cannot see', [
      { field: 'sourceId', code: 'not_allowed', message: 'It uses exercises of your own, which others cannot see' },
    ]);
  }
  return { snapshot, equipmentIds };
}

const valuesOf = (body: UpdateItemRequest, name: string, equipmentIds: string[]): items.ItemValues => ({
  title: body.title || name,
  description: body.description,
  level: body.level,
  goal: body.goal,
  daysPerWeek: body.daysPerWeek,
  sessionMinutes: body.sessionMinutes,
  language: body.language,
  equipmentIds,
});

/** Publishes a template or program: a mentor's shows at once, any other member's waits for review. */
export async function publish(db: AppDb, userId: string, body: PublishItemRequest): Promise<ItemDetail> {
  const { snapshot, equipmentIds } = await snapshotOf(db, userId, body.kind, body.sourceId);
  const mentorId = await publishingMentorId(db, userId);
  const existing = await items.findItemBySource(db, body.kind, body.sourceId);
  if (existing) return update(db, userId, existing.id, body);
  const id = await db.transaction((tx) =>
    items.insertItem(
      tx,
      {
        kind: body.kind,
        ownerId: userId,
        mentorId,
        sourceId: body.sourceId,
        status: mentorId ? 'published' : 'pending_review',
      },
      valuesOf(body, snapshot.name, equipmentIds),
      snapshot,
    ),
  );
  return itemDetail(db, id, userId, body.language);
}

async function ownItem(db: AppDb, userId: string, itemId: string) {
  const row = await items.findItem(db, itemId, 'en');
  if (!row || row.owner_user_id !== userId) throw noItem();
  return row;
}

/** A new version from the source as it is now; members who copied keep their copy and see that it is newer. */
export async function update(db: AppDb, userId: string, itemId: string, body: UpdateItemRequest): Promise<ItemDetail> {
  const row = await ownItem(db, userId, itemId);
  const { snapshot, equipmentIds } = await snapshotOf(db, userId, row.kind, row.source_id);
  const mentorId = await publishingMentorId(db, userId);
  await db.transaction((tx) =>
    items.publishVersion(
      tx,
      itemId,
      mentorId ? 'published' : 'pending_review',
      mentorId,
      valuesOf(body, snapshot.name, equipmentIds),
      snapshot,
    ),
  );
  return itemDetail(db, itemId, userId, body.language);
}

export async function unpublish(db: AppDb, userId: string, itemId: string): Promise<void> {
  await ownItem(db, userId, itemId);
  await items.setStatus(db, itemId, 'unpublished', ['published', 'pending_review', 'rejected']);
}

export async function myItems(
  db: AppDb,
  userId: string,
  query: PageQuery,
  lang: LanguageCode,
): Promise<MyItemsResponse> {
  const limit = query.limit ?? ITEMS_PAGE_DEFAULT;
  const rows = await items.listOwnItems(db, userId, lang, cursorFor(query.cursor, 'time'), limit);
  const { page, nextCursor } = keyPageOf(rows, limit, (row) => ({ value: row.updated_key, id: row.id }));
  return {
    items: page.map((row) => ({ ...cardOf(row), sourceId: row.source_id, reviewNote: row.review_note })),
    nextCursor,
  };
}

/** Writes the member's own templates (and program) from a snapshot, in the caller's transaction. */
async function writeCopy(
  tx: AppDb,
  userId: string,
  snapshot: snapshots.Snapshot,
  kind: 'program' | 'template',
  title: string,
): Promise<{ templateId: string | null; programId: string | null }> {
  const templateIds: string[] = [];
  for (const template of snapshot.templates) {
    const id = crypto.randomUUID();
    templateIds.push(id);
    const name = kind === 'template' ? title : template.name;
    await insertTemplateCopy(tx, userId, { id, name, notes: template.notes }, template.exercises);
  }
  if (kind === 'template') return { templateId: templateIds[0] ?? null, programId: null };
  const programId = crypto.randomUUID();
  const rotation = snapshot.rotation.map((index) => templateIds[index]!);
  await insertProgramCopy(tx, userId, { id: programId, name: title, description: snapshot.description }, rotation);
  return { templateId: null, programId };
}

/** "Use this": a deep copy of the current version into my templates (and program); the same copy id makes one copy. */
export async function copyItem(db: AppDb, userId: string, itemId: string, copyId: string): Promise<CopyItemResponse> {
  const row = await visibleItem(db, itemId, userId, 'en');
  const done = await db.transaction(async (tx) => {
    if (!(await items.claimCopy(tx, copyId, itemId, userId, row.version))) return false;
    const snapshot = await items.readVersion(tx, itemId, row.version);
    if (!snapshot) throw noItem();
    const made = await writeCopy(tx, userId, snapshot, row.kind, row.title);
    await items.completeCopy(tx, copyId, itemId, made);
    return true;
  });
  const copy = await items.findCopy(db, copyId);
  if (!copy || copy.user_id !== userId || copy.item_id !== itemId) {
    throw new AppError('validation_failed', 'id: This id belongs to another copy', [
      { field: 'id', code: 'duplicate', message: 'This id belongs to another copy' },
    ]);
  }
  void done;
  return {
    copyId: copy.id,
    kind: row.kind,
    version: copy.version,
    templateId: copy.template_id,
    programId: copy.program_id,
  };
}

export async function myCopies(db: AppDb, userId: string, query: PageQuery): Promise<MyCopiesResponse> {
  const limit = query.limit ?? ITEMS_PAGE_DEFAULT;
  const rows = await items.listCopies(db, userId, cursorFor(query.cursor, 'time'), limit);
  const { page, nextCursor } = keyPageOf(rows, limit, (row) => ({ value: row.created_key, id: row.id }));
  return {
    copies: page.map((row) => ({
      copyId: row.id,
      itemId: row.item_id,
      kind: row.kind,
      title: row.title,
      version: row.version,
      latestVersion: row.latest_version,
      templateId: row.template_id,
      programId: row.program_id,
      copiedAt: iso(row.created_at),
    })),
    nextCursor,
  };
}

/** One rating per member who used the item (not its owner); rating again replaces it. */
export async function rate(db: AppDb, userId: string, itemId: string, body: RateItemRequest): Promise<RatingResponse> {
  const row = await visibleItem(db, itemId, userId, 'en');
  if (row.owner_user_id === userId) {
    throw new AppError('validation_failed', 'id: You cannot rate your own item', [
      { field: 'id', code: 'own_account', message: 'You cannot rate your own item' },
    ]);
  }
  if (!(await items.latestCopy(db, itemId, userId))) {
    throw new AppError('validation_failed', 'id: Use this item before rating it', [
      { field: 'id', code: 'not_allowed', message: 'Use this item before rating it' },
    ]);
  }
  const result = await items.upsertRating(db, itemId, userId, body.rating, body.review);
  return { ratingAvg: result.rating_count > 0 ? result.rating_avg : null, ratingCount: result.rating_count };
}
