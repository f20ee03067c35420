import { z } from 'zod';
import { PageCursor, Uuid } from './catalogue';
import { MentorCard } from './mentors';
import { LanguageCode } from './profile';
import { multiLineText, singleLineText } from './text';

/** The marketplace, Discover (issue 21): programs and templates published by mentors and reviewed members. */

export const ITEM_TITLE_MAX_LENGTH = 120;
export const ITEM_DESCRIPTION_MAX_LENGTH = 2000;
export const REVIEW_MAX_LENGTH = 500;
export const REVIEW_NOTE_MAX_LENGTH = 500;
export const ITEMS_PAGE_DEFAULT = 20;
export const ITEMS_PAGE_MAX = 50;
export const ITEMS_SEARCH_MAX_LENGTH = 80;
export const EQUIPMENT_FILTER_MAX = 40;
export const SESSION_MINUTES_MIN = 10;
export const SESSION_MINUTES_MAX = 240;

export const ITEM_KINDS = ['program', 'template'] as const;
export const ItemKind = z.enum(ITEM_KINDS, { error: 'Kind must be program or template' });
export type ItemKind = z.infer<typeof ItemKind>;

export const ITEM_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const ItemLevel = z.enum(ITEM_LEVELS, { error: 'Level must be beginner, intermediate or advanced' });
export type ItemLevel = z.infer<typeof ItemLevel>;

export const ITEM_GOALS = ['strength', 'hypertrophy', 'endurance', 'fat_loss', 'general'] as const;
export const ItemGoal = z.enum(ITEM_GOALS, { error: 'Not a goal of the list' });
export type ItemGoal = z.infer<typeof ItemGoal>;

export const ITEM_SORTS = ['popular', 'newest', 'rating'] as const;
export const ItemSort = z.enum(ITEM_SORTS, { error: 'Sort by popular, newest or rating' });
export type ItemSort = z.infer<typeof ItemSort>;

export const ITEM_STATUSES = ['published', 'pending_review', 'rejected', 'unpublished'] as const;
export const ItemStatus = z.enum(ITEM_STATUSES);
export type ItemStatus = z.infer<typeof ItemStatus>;

const optionalParam = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const wholeNumber = (min: number, max: number, what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int({ error: `${what} must be a whole number` })
    .min(min, { error: `${what} must be at least ${min}` })
    .max(max, { error: `${what} must be at most ${max}` });

const itemFields = {
  /** The listing's title; the template's or program's own name when left out. */
  title: singleLineText(ITEM_TITLE_MAX_LENGTH, {
    notText: 'Title must be text',
    tooLong: `Title must be at most ${ITEM_TITLE_MAX_LENGTH} characters`,
  }).optional(),
  description: multiLineText(ITEM_DESCRIPTION_MAX_LENGTH, {
    notText: 'Description must be text',
    tooLong: `Description must be at most ${ITEM_DESCRIPTION_MAX_LENGTH} characters`,
  }).default(''),
  level: ItemLevel,
  goal: ItemGoal,
  daysPerWeek: wholeNumber(1, 7, 'Days a week'),
  sessionMinutes: wholeNumber(SESSION_MINUTES_MIN, SESSION_MINUTES_MAX, 'Session length'),
  /** The language its names and description are written in. */
  language: LanguageCode,
};

/** Publishes one of my templates or programs (a mentor's at once; any other member's after a superadmin's review). */
export const PublishItemRequest = z.object({ kind: ItemKind, sourceId: Uuid, ...itemFields }).strict();
export type PublishItemRequest = z.infer<typeof PublishItemRequest>;

/** Publishes a new version: the source as it is now, with these details. Copies already made stay as they are. */
export const UpdateItemRequest = z.object(itemFields).strict();
export type UpdateItemRequest = z.infer<typeof UpdateItemRequest>;

/** "Use this": the copy's id is chosen by the client once, so pressing twice makes one copy. */
export const CopyItemRequest = z.object({ id: Uuid }).strict();
export type CopyItemRequest = z.infer<typeof CopyItemRequest>;

export const RateItemRequest = z
  .object({
    rating: wholeNumber(1, 5, 'Rating'),
    review: multiLineText(REVIEW_MAX_LENGTH, {
      notText: 'Review must be text',
      tooLong: `Review must be at most ${REVIEW_MAX_LENGTH} characters`,
    }).default(''),
  })
  .strict();
export type RateItemRequest = z.infer<typeof RateItemRequest>;

export const RejectItemRequest = z
  .object({
    note: multiLineText(REVIEW_NOTE_MAX_LENGTH, {
      notText: 'Note must be text',
      tooLong: `Note must be at most ${REVIEW_NOTE_MAX_LENGTH} characters`,
    }).min(1, { error: 'Say why, for the member' }),
  })
  .strict();
export type RejectItemRequest = z.infer<typeof RejectItemRequest>;

const limitParam = optionalParam(
  z.coerce
    .number({ error: 'Limit must be a number' })
    .int({ error: 'Limit must be a whole number' })
    .min(1, { error: 'Limit must be at least 1' })
    .max(ITEMS_PAGE_MAX, { error: `Limit must be at most ${ITEMS_PAGE_MAX}` }),
);

/** Comma-separated equipment ids: only items whose exercises need nothing else show. */
const EquipmentList = z
  .string()
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(Uuid).max(EQUIPMENT_FILTER_MAX, { error: `At most ${EQUIPMENT_FILTER_MAX} pieces of equipment` }));

export const ItemsQuery = z.object({
  q: optionalParam(singleLineText(ITEMS_SEARCH_MAX_LENGTH)),
  kind: optionalParam(ItemKind),
  level: optionalParam(ItemLevel),
  goal: optionalParam(ItemGoal),
  days: optionalParam(z.coerce.number({ error: 'Days must be a number' }).int().min(1).max(7)),
  equipment: optionalParam(EquipmentList),
  /** Only items written in this language. */
  language: optionalParam(LanguageCode),
  mentor: optionalParam(Uuid),
  sort: optionalParam(ItemSort),
  cursor: optionalParam(PageCursor(300)),
  limit: limitParam,
  /** The language of exercise and equipment names. */
  lang: optionalParam(LanguageCode),
});
export type ItemsQuery = z.infer<typeof ItemsQuery>;

export const ItemLangQuery = z.object({ lang: optionalParam(LanguageCode) });
export type ItemLangQuery = z.infer<typeof ItemLangQuery>;

export const PageQuery = z.object({ cursor: optionalParam(PageCursor(300)), limit: limitParam });
export type PageQuery = z.infer<typeof PageQuery>;

export const ItemAuthor = z.object({
  name: z.string(),
  /** The mentor's link when a mentor published it; null for a member's item. */
  mentorSlug: z.string().nullable(),
  mentorId: z.string().nullable(),
  photoUrl: z.string().nullable(),
});
export type ItemAuthor = z.infer<typeof ItemAuthor>;

export const ItemCard = z.object({
  id: z.string(),
  kind: ItemKind,
  status: ItemStatus,
  title: z.string(),
  description: z.string(),
  level: ItemLevel,
  goal: ItemGoal,
  daysPerWeek: z.number().int(),
  sessionMinutes: z.number().int(),
  language: LanguageCode,
  equipment: z.array(z.object({ id: z.string(), name: z.string() })),
  version: z.number().int(),
  copyCount: z.number().int(),
  ratingAvg: z.number().nullable(),
  ratingCount: z.number().int(),
  /** How many workouts (templates) it holds: 1 for a template, the distinct templates of a program's rotation. */
  dayCount: z.number().int(),
  publishedAt: z.string(),
  author: ItemAuthor,
});
export type ItemCard = z.infer<typeof ItemCard>;

/** The equipment of the member's home gym (issue 20), for Discover's "equipment I have" filter; empty without one. */
export const MyGymEquipmentResponse = z.object({ equipmentIds: z.array(z.string()).max(EQUIPMENT_FILTER_MAX) });
export type MyGymEquipmentResponse = z.infer<typeof MyGymEquipmentResponse>;

export const ItemsResponse = z.object({ items: z.array(ItemCard), nextCursor: z.string().nullable() });
export type ItemsResponse = z.infer<typeof ItemsResponse>;

export const PreviewExercise = z.object({
  exerciseId: z.string(),
  name: z.string(),
  targetSets: z.number().int(),
  targetReps: z.number().int().nullable(),
  targetRepsMin: z.number().int().nullable(),
  targetRepsMax: z.number().int().nullable(),
  restSec: z.number().int().nullable(),
  supersetGroup: z.string().nullable(),
  notes: z.string().nullable(),
});
export type PreviewExercise = z.infer<typeof PreviewExercise>;

export const PreviewDay = z.object({
  name: z.string(),
  notes: z.string().nullable(),
  exercises: z.array(PreviewExercise),
});
export type PreviewDay = z.infer<typeof PreviewDay>;

export const ItemReview = z.object({
  name: z.string(),
  rating: z.number().int(),
  review: z.string(),
  updatedAt: z.string(),
  isMine: z.boolean(),
});
export type ItemReview = z.infer<typeof ItemReview>;

export const ItemDetail = ItemCard.extend({
  /** The workouts of the current version; a program's rotation lists their indexes in order. */
  days: z.array(PreviewDay),
  rotation: z.array(z.number().int()),
  isMine: z.boolean(),
  reviewNote: z.string().nullable(),
  /** My latest copy: its version, where it went, and whether a newer version exists. */
  myCopy: z
    .object({
      version: z.number().int(),
      templateId: z.string().nullable(),
      programId: z.string().nullable(),
      hasNewerVersion: z.boolean(),
    })
    .nullable(),
  myRating: z.object({ rating: z.number().int(), review: z.string() }).nullable(),
  /** Whether I may rate it: I copied it and it is not mine. */
  canRate: z.boolean(),
  reviews: z.array(ItemReview),
});
export type ItemDetail = z.infer<typeof ItemDetail>;

export const CopyItemResponse = z.object({
  copyId: z.string(),
  kind: ItemKind,
  version: z.number().int(),
  templateId: z.string().nullable(),
  programId: z.string().nullable(),
});
export type CopyItemResponse = z.infer<typeof CopyItemResponse>;

export const MyCopy = z.object({
  copyId: z.string(),
  itemId: z.string(),
  kind: ItemKind,
  title: z.string(),
  version: z.number().int(),
  latestVersion: z.number().int(),
  templateId: z.string().nullable(),
  programId: z.string().nullable(),
  copiedAt: z.string(),
});
export type MyCopy = z.infer<typeof MyCopy>;

export const MyCopiesResponse = z.object({ copies: z.array(MyCopy), nextCursor: z.string().nullable() });
export type MyCopiesResponse = z.infer<typeof MyCopiesResponse>;

export const MyItemsResponse = z.object({
  items: z.array(ItemCard.extend({ sourceId: z.string(), reviewNote: z.string().nullable() })),
  nextCursor: z.string().nullable(),
});
export type MyItemsResponse = z.infer<typeof MyItemsResponse>;

export const RatingResponse = z.object({ ratingAvg: z.number().nullable(), ratingCount: z.number().int() });
export type RatingResponse = z.infer<typeof RatingResponse>;

/** GET /api/mentors/:slugOrId: the public mentor page (readable signed out). */
export const MentorPage = z.object({
  mentor: MentorCard.extend({ bio: z.string(), links: z.array(z.string()) }),
  items: z.array(ItemCard),
});
export type MentorPage = z.infer<typeof MentorPage>;
