import { z } from 'zod';
import { Uuid, PageCursor } from './catalogue';
import { detailParams } from './errors';
import { CalendarDay } from './readiness';
import { multiLineText, singleLineText } from './text';

/** The journal (issue 18): entries with a day, mood, energy, free text, the member's own tags and life areas. */

export const JOURNAL_BODY_MAX_LENGTH = 10_000;
export const JOURNAL_TAG_MAX_LENGTH = 40;
export const JOURNAL_TAGS_MAX = 20;
export const JOURNAL_PAGE_MAX = 50;
export const JOURNAL_PAGE_DEFAULT = 20;
export const JOURNAL_SEARCH_MAX_LENGTH = 100;

/** An empty query parameter means "not given". */
const optionalParam = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const rating = (field: string) =>
  z
    .number({ error: `${field} must be a number from 1 to 5` })
    .int({ error: `${field} must be a whole number from 1 to 5` })
    .min(1, { error: `${field} must be from 1 to 5` })
    .max(5, { error: `${field} must be from 1 to 5` });

export const JournalTag = singleLineText(JOURNAL_TAG_MAX_LENGTH, {
  tooLong: `A tag has at most ${JOURNAL_TAG_MAX_LENGTH} characters`,
}).min(1, { error: 'A tag cannot be empty' });

const EntryFields = {
  day: CalendarDay,
  mood: rating('Mood'),
  energy: rating('Energy').nullable().optional(),
  /** HTML; the API keeps only b, i, em, strong, p and br, without attributes (spec §5). */
  body: multiLineText(JOURNAL_BODY_MAX_LENGTH, {
    tooLong: `An entry has at most ${JOURNAL_BODY_MAX_LENGTH} characters`,
  }).optional(),
  tags: z
    .array(JournalTag)
    .max(JOURNAL_TAGS_MAX, { error: `At most ${JOURNAL_TAGS_MAX} tags` })
    .optional(),
  categoryIds: z.array(Uuid).max(6, { error: 'At most 6 life categories' }).optional(),
  subcategoryIds: z.array(Uuid).max(40, { error: 'At most 40 life subcategories' }).optional(),
};

/** A new entry; `id` comes from the device, so sending it twice stores one entry. */
export const CreateJournalEntryRequest = z.object({ id: Uuid, ...EntryFields }).strict();
export type CreateJournalEntryRequest = z.infer<typeof CreateJournalEntryRequest>;

/**
 * A change to an entry: only the fields sent change. The life areas are one field: sending categoryIds or
 * subcategoryIds replaces both (the one left out becomes empty).
 */
export const UpdateJournalEntryRequest = z
  .object({ ...EntryFields, day: EntryFields.day.optional(), mood: EntryFields.mood.optional() })
  .strict();
export type UpdateJournalEntryRequest = z.infer<typeof UpdateJournalEntryRequest>;

export const JournalEntry = z.object({
  id: z.string(),
  day: z.string(),
  mood: z.number().int(),
  energy: z.number().int().nullable(),
  body: z.string(),
  tags: z.array(z.string()),
  categoryIds: z.array(z.string()),
  subcategoryIds: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JournalEntry = z.infer<typeof JournalEntry>;

export const JournalListQuery = z.object({
  q: optionalParam(singleLineText(JOURNAL_SEARCH_MAX_LENGTH)),
  tag: optionalParam(JournalTag),
  mood: optionalParam(z.coerce.number().pipe(rating('Mood'))),
  category: optionalParam(Uuid),
  subcategory: optionalParam(Uuid),
  limit: optionalParam(
    z.coerce
      .number({ error: 'Limit must be a number' })
      .int({ error: 'Limit must be a whole number' })
      .min(1, { error: 'Limit must be at least 1' })
      .max(JOURNAL_PAGE_MAX, { error: `Limit must be at most ${JOURNAL_PAGE_MAX}` }),
  ),
  cursor: optionalParam(PageCursor(200)),
});
export type JournalListQuery = z.infer<typeof JournalListQuery>;

export const JournalListResponse = z.object({ entries: z.array(JournalEntry), nextCursor: z.string().nullable() });
export type JournalListResponse = z.infer<typeof JournalListResponse>;

export const JournalCalendarQuery = z.object({
  month: z
    .string({ error: 'A month is required' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Use a month like 2026-11' })
    .refine((value) => value >= '2000-01' && value <= '2100-12', {
      error: 'The month must be between 2000 and 2100',
      params: detailParams('out_of_range'),
    }),
});
export type JournalCalendarQuery = z.infer<typeof JournalCalendarQuery>;

/** One day of the month with entries: how many, and the average mood of them (rounded to one decimal). */
export const JournalCalendarDay = z.object({ day: z.string(), entries: z.number().int(), mood: z.number() });
export type JournalCalendarDay = z.infer<typeof JournalCalendarDay>;
export const JournalCalendarResponse = z.object({ month: z.string(), days: z.array(JournalCalendarDay) });
export type JournalCalendarResponse = z.infer<typeof JournalCalendarResponse>;

export const JournalTagsQuery = z.object({ q: optionalParam(singleLineText(JOURNAL_TAG_MAX_LENGTH)) });
export type JournalTagsQuery = z.infer<typeof JournalTagsQuery>;
export const JournalTagsResponse = z.object({ tags: z.array(z.object({ tag: z.string(), uses: z.number().int() })) });
export type JournalTagsResponse = z.infer<typeof JournalTagsResponse>;

export const JournalIdParams = z.object({ id: Uuid });
