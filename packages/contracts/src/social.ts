import { z } from 'zod';
import { PageCursor } from './catalogue';
import { Handle, LanguageCode, Privacy, WorkoutVisibility } from './profile';
import { multiLineText, singleLineText } from './text';
import { PersonalRecordKind } from './workouts';

/** The social area (issue 19): profiles seen by others, follows, the feed, likes, comments and blocks. */

export const FEED_PAGE_DEFAULT = 20;
export const FEED_PAGE_MAX = 50;
export const COMMENT_MAX_LENGTH = 1000;
export const PEOPLE_SEARCH_MAX_LENGTH = 80;

export const HandleParams = z.object({ handle: Handle });
export type HandleParams = z.infer<typeof HandleParams>;

const optionalParam = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const FeedQuery = z.object({
  cursor: optionalParam(PageCursor(200)),
  limit: optionalParam(
    z.coerce
      .number({ error: 'Limit must be a number' })
      .int({ error: 'Limit must be a whole number' })
      .min(1, { error: 'Limit must be at least 1' })
      .max(FEED_PAGE_MAX, { error: `Limit must be at most ${FEED_PAGE_MAX}` }),
  ),
  lang: optionalParam(LanguageCode),
});
export type FeedQuery = z.infer<typeof FeedQuery>;

export const PeopleQuery = z.object({
  q: optionalParam(singleLineText(PEOPLE_SEARCH_MAX_LENGTH)),
});
export type PeopleQuery = z.infer<typeof PeopleQuery>;

export const CommentRequest = z
  .object({
    body: multiLineText(COMMENT_MAX_LENGTH, {
      notText: 'Comment must be text',
      tooLong: `Comment must be at most ${COMMENT_MAX_LENGTH} characters`,
    }).min(1, { error: 'Write a comment first' }),
  })
  .strict();
export type CommentRequest = z.infer<typeof CommentRequest>;

export const WorkoutVisibilityRequest = z.object({ visibility: WorkoutVisibility }).strict();
export type WorkoutVisibilityRequest = z.infer<typeof WorkoutVisibilityRequest>;

/** A member as others see them in a list (feed, search, requests). */
export const MemberCard = z.object({
  handle: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type MemberCard = z.infer<typeof MemberCard>;

/** Where the viewer stands with a member. */
export const FOLLOW_STATES = ['self', 'none', 'requested', 'following', 'blocked'] as const;
export const FollowState = z.enum(FOLLOW_STATES);
export type FollowState = z.infer<typeof FollowState>;

/** A record set in the workout: a weight and reps, or (issue 39) a time and a distance, with a weight if any. */
export const PersonalRecordPost = z.object({
  exerciseName: z.string(),
  kinds: z.array(PersonalRecordKind),
  weightKg: z.number().nullable(),
  reps: z.number().int().nullable(),
  durationSec: z.number().int().nullable(),
  distanceM: z.number().nullable(),
});
export type PersonalRecordPost = z.infer<typeof PersonalRecordPost>;

/** A finished workout as a post: in the feed and on a profile. */
export const WorkoutPost = z.object({
  id: z.string(),
  author: MemberCard,
  title: z.string(),
  notes: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string(),
  durationSec: z.number().int(),
  volumeKg: z.number(),
  setCount: z.number().int(),
  /** Distance and time of the completed working sets that have them (issue 39: a run, a row, a plank); 0 without. */
  distanceM: z.number(),
  timedSec: z.number().int(),
  exerciseNames: z.array(z.string()),
  records: z.array(PersonalRecordPost),
  visibility: WorkoutVisibility,
  likeCount: z.number().int(),
  likedByMe: z.boolean(),
  commentCount: z.number().int(),
  isMine: z.boolean(),
});
export type WorkoutPost = z.infer<typeof WorkoutPost>;

export const FeedResponse = z.object({ posts: z.array(WorkoutPost), nextCursor: z.string().nullable() });
export type FeedResponse = z.infer<typeof FeedResponse>;

/** GET /api/social/profiles/:handle: counts and posts only as far as the viewer may see them. */
export const PublicProfile = MemberCard.extend({
  bio: z.string().nullable(),
  privacy: Privacy,
  followState: FollowState,
  /** Whether the viewer may see the member's workouts (then `recentWorkouts` and `counts.workouts` hold them). */
  canSeeWorkouts: z.boolean(),
  counts: z.object({ workouts: z.number().int(), followers: z.number().int(), following: z.number().int() }),
  recentWorkouts: z.array(WorkoutPost),
});
export type PublicProfile = z.infer<typeof PublicProfile>;

export const FollowResponse = z.object({ followState: FollowState });
export type FollowResponse = z.infer<typeof FollowResponse>;

export const FollowRequestsResponse = z.object({
  requests: z.array(MemberCard.extend({ requestedAt: z.string() })),
});
export type FollowRequestsResponse = z.infer<typeof FollowRequestsResponse>;

export const PeopleResponse = z.object({
  people: z.array(MemberCard.extend({ followState: FollowState })),
});
export type PeopleResponse = z.infer<typeof PeopleResponse>;

export const Comment = z.object({
  id: z.string(),
  author: MemberCard,
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type Comment = z.infer<typeof Comment>;

export const CommentsResponse = z.object({ comments: z.array(Comment) });
export type CommentsResponse = z.infer<typeof CommentsResponse>;

export const LikeResponse = z.object({ likeCount: z.number().int(), likedByMe: z.boolean() });
export type LikeResponse = z.infer<typeof LikeResponse>;

export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'other'] as const;
export const ReportReason = z.enum(REPORT_REASONS, {
  error: 'Reason must be spam, harassment, inappropriate or other',
});
export type ReportReason = z.infer<typeof ReportReason>;
export const REPORT_DETAILS_MAX_LENGTH = 500;

export const ReportRequest = z
  .object({
    reason: ReportReason,
    details: multiLineText(REPORT_DETAILS_MAX_LENGTH, {
      tooLong: `Details must be at most ${REPORT_DETAILS_MAX_LENGTH} characters`,
    }).optional(),
  })
  .strict();
export type ReportRequest = z.infer<typeof ReportRequest>;

export const REPORT_STATUSES = ['open', 'hidden', 'dismissed'] as const;
export const ReportsQuery = z.object({ status: optionalParam(z.enum(REPORT_STATUSES)) });
export type ReportsQuery = z.infer<typeof ReportsQuery>;

/** A report as superadmins see it in the admin area. */
export const AdminReport = z.object({
  id: z.string(),
  workoutId: z.string(),
  workoutTitle: z.string(),
  owner: MemberCard,
  reporter: MemberCard,
  reason: ReportReason,
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export type AdminReport = z.infer<typeof AdminReport>;
export const AdminReportsResponse = z.object({ reports: z.array(AdminReport) });
export type AdminReportsResponse = z.infer<typeof AdminReportsResponse>;
