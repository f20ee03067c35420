import {
  JOURNAL_PAGE_DEFAULT,
  type CreateJournalEntryRequest,
  type JournalCalendarResponse,
  type JournalEntry,
  type JournalListQuery,
  type JournalListResponse,
  type JournalTagsResponse,
  type UpdateJournalEntryRequest,
} from '@lifeorbit/contracts';
import { htmlToSearchText, sanitizeHtml } from '@lifeorbit/domain';
import { AppError } from '../../core/errors';
import { validationError } from '../../core/validation';
import type { AppDb } from '../../db/client';
import * as repo from './journal.repository';
import { notACursor, pageOf } from '../../core/cursor';

/** A write that is idempotent by its client id: `created` is false for a replay (200 instead of 201). */
export type Created<T> = { created: boolean; body: T };

const notFound = () => new AppError('not_found', 'Journal entry not found');
const idTaken = () =>
  new AppError('conflict', 'This id is already used by another record', [
    { field: 'id', code: 'duplicate', message: 'Already used; send a new UUID' },
  ]);

/** An entry is for a day that has begun somewhere: at most one day after the server's own (UTC) date. */
function checkDay(day: string | undefined, serverToday: string): void {
  const tomorrow = new Date(`${serverToday}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  if (day !== undefined && day > tomorrow.toISOString().slice(0, 10)) {
    throw validationError([{ field: 'day', code: 'out_of_range', message: 'An entry is for today or an earlier day' }]);
  }
}

/** The member's tags once each (the first spelling kept when two differ only in case). */
function uniqueTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The life areas as stored: every id checked, and each subcategory's category stored with it. */
async function lifeAreas(db: AppDb, categoryIds: string[], subcategoryIds: string[]) {
  const categories = [...new Set(categoryIds)];
  const subcategories = [...new Set(subcategoryIds)];
  const found = await repo.resolveLifeAreas(db, categories, subcategories);
  const details = [
    ...(found.categoriesFound < categories.length
      ? [{ field: 'categoryIds', code: 'not_found' as const, message: 'No such life category' }]
      : []),
    ...(found.subcategoriesFound < subcategories.length
      ? [{ field: 'subcategoryIds', code: 'not_found' as const, message: 'No such life subcategory' }]
      : []),
  ];
  if (details.length) throw validationError(details);
  return { categoryIds: [...new Set([...categories, ...found.subcategoryCategories])], subcategoryIds: subcategories };
}

/** The HTML kept (b, i, em, strong, p, br; spec §5) and its words for search. */
function bodyValues(body: string) {
  const clean = sanitizeHtml(body);
  return { body: clean, searchText: htmlToSearchText(clean) };
}

export async function createEntry(
  db: AppDb,
  userId: string,
  input: CreateJournalEntryRequest,
  serverToday = new Date().toISOString().slice(0, 10),
): Promise<Created<JournalEntry>> {
  checkDay(input.day, serverToday);
  const replay = async (): Promise<Created<JournalEntry>> => {
    const stored = await repo.findEntry(db, userId, input.id);
    if (!stored) throw idTaken();
    return { created: false, body: stored };
  };
  // A replay answers before anything else is checked, as the first answer did.
  if ((await repo.findEntryOwner(db, userId, input.id)) !== null) return replay();
  const areas = await lifeAreas(db, input.categoryIds ?? [], input.subcategoryIds ?? []);
  const created = await repo.insertEntry(db, userId, input.id, {
    day: input.day,
    mood: input.mood,
    energy: input.energy ?? null,
    ...bodyValues(input.body ?? ''),
    tags: uniqueTags(input.tags ?? []),
    ...areas,
  });
  // Stored by a replay that raced this request past the lookup.
  return created ? { created: true, body: created } : replay();
}

export async function getEntry(db: AppDb, userId: string, id: string): Promise<JournalEntry> {
  const entry = await repo.findEntry(db, userId, id);
  if (!entry) throw notFound();
  return entry;
}

export async function updateEntry(
  db: AppDb,
  userId: string,
  id: string,
  input: UpdateJournalEntryRequest,
  serverToday = new Date().toISOString().slice(0, 10),
): Promise<JournalEntry> {
  checkDay(input.day, serverToday);
  if (!(await repo.findEntryOwner(db, userId, id))) throw notFound();
  const areas =
    input.categoryIds !== undefined || input.subcategoryIds !== undefined
      ? await lifeAreas(db, input.categoryIds ?? [], input.subcategoryIds ?? [])
      : {};
  const updated = await repo.updateEntry(db, userId, id, {
    ...(input.day !== undefined && { day: input.day }),
    ...(input.mood !== undefined && { mood: input.mood }),
    ...(input.energy !== undefined && { energy: input.energy }),
    ...(input.body !== undefined && bodyValues(input.body)),
    ...(input.tags !== undefined && { tags: uniqueTags(input.tags) }),
    ...areas,
  });
  if (!updated) throw notFound();
  return updated;
}

export async function removeEntry(db: AppDb, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteEntry(db, userId, id))) throw notFound();
}

const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2})\|(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f-]{36})$/;

function encodeCursor(entry: JournalEntry): string {
  return Buffer.from(`${entry.day}|${entry.createdAt}|${entry.id}`).toString('base64url');
}

function decodeCursor(value: string | undefined): repo.EntryCursor | null {
  if (!value) return null;
  const match = CURSOR_PATTERN.exec(Buffer.from(value, 'base64url').toString('utf8'));
  if (!match) throw notACursor();
  return { day: match[1]!, createdAt: match[2]!, id: match[3]! };
}

export async function listEntries(db: AppDb, userId: string, query: JournalListQuery): Promise<JournalListResponse> {
  const limit = query.limit ?? JOURNAL_PAGE_DEFAULT;
  const found = await repo.listEntries(db, userId, query, decodeCursor(query.cursor), limit);
  const { page, nextCursor } = pageOf(found, limit, (entry) => entry, encodeCursor);
  return { entries: page, nextCursor };
}

export async function getMonth(db: AppDb, userId: string, month: string): Promise<JournalCalendarResponse> {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
  return { month, days: await repo.listMonthDays(db, userId, `${month}-01`, last) };
}

export async function suggestTags(db: AppDb, userId: string, prefix: string | undefined): Promise<JournalTagsResponse> {
  return { tags: await repo.listTags(db, userId, prefix, 10) };
}
