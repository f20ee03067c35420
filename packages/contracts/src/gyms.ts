import { z } from 'zod';
import { Uuid } from './admin-catalogue/common';
import { PlateProfileInput } from './admin-catalogue/plate-profiles';
import { PageCursor } from './catalogue';
import { detailParams } from './errors';
import { Handle, LanguageCode } from './profile';
import { multiLineText, singleLineText } from './text';
import { MemberCard } from './social';

/** Gyms (issue 20): the directory, a gym's page, its admins, members, equipment and plates, and the admin's list. */

export const GYM_NAME_MAX_LENGTH = 120;
export const GYM_CITY_MAX_LENGTH = 100;
export const GYM_ADDRESS_MAX_LENGTH = 300;
export const GYM_DESCRIPTION_MAX_LENGTH = 2000;
export const GYM_EQUIPMENT_NOTES_MAX_LENGTH = 200;
export const GYM_EQUIPMENT_MAX_ITEMS = 200;
export const GYM_SEARCH_MAX_LENGTH = 80;
export const GYM_PAGE_DEFAULT = 20;
export const GYM_PAGE_MAX = 50;
export const GYM_STATUSES = ['pending', 'verified', 'suspended'] as const;
export const GymStatus = z.enum(GYM_STATUSES);
export type GymStatus = z.infer<typeof GymStatus>;
export const GYM_ROLES = ['member', 'admin'] as const;
export const GymRole = z.enum(GYM_ROLES);
export type GymRole = z.infer<typeof GymRole>;

const optionalParam = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const GymIdParams = z.object({ gymId: Uuid });
export type GymIdParams = z.infer<typeof GymIdParams>;
/** A member of a gym, by handle: no member id leaves the API (issue 36, item 7). */
export const GymMemberParams = z.object({ gymId: Uuid, handle: Handle });
export type GymMemberParams = z.infer<typeof GymMemberParams>;

/** A gym's public address: 3-60 lower-case letters, digits and single hyphens (no spaces). */
export const GymSlug = z
  .string({ error: 'Must be text' })
  .min(3, { error: 'At least 3 characters' })
  .max(60, { error: 'At most 60 characters' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    error: 'Lower-case letters, digits and single hyphens, no spaces, like iron-temple',
  });
export const GymSlugParams = z.object({ slug: GymSlug });

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const Time = z.string({ error: 'Must be text' }).regex(TIME, { error: 'A time like 06:30' });

/** One opening period: a weekday (0 Monday ... 6 Sunday) and the hours it opens and closes. */
export const OpeningPeriod = z
  .object({
    day: z
      .number({ error: 'Must be a number' })
      .int({ error: 'Must be a whole number' })
      .min(0, { error: 'A day from 0 (Monday) to 6 (Sunday)' })
      .max(6, { error: 'A day from 0 (Monday) to 6 (Sunday)' }),
    opens: Time,
    closes: Time,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (TIME.test(value.opens) && TIME.test(value.closes) && value.closes <= value.opens) {
      ctx.addIssue({
        code: 'custom',
        path: ['closes'],
        message: 'Closing time must be after opening time',
        params: detailParams('out_of_range'),
      });
    }
  });
export type OpeningPeriod = z.infer<typeof OpeningPeriod>;

/** Text that may be left out (undefined: unchanged) or cleared (null or blank: none). */
const OptionalText = (max: number) =>
  singleLineText(max, { notText: 'Must be text' })
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));
const OptionalLongText = (max: number) =>
  multiLineText(max, { notText: 'Must be text' })
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

const GymName = singleLineText(GYM_NAME_MAX_LENGTH, { notText: 'A name is required' }).min(1, {
  error: 'A name is required',
});

export const CreateGymRequest = z
  .object({
    name: GymName,
    city: OptionalText(GYM_CITY_MAX_LENGTH),
    address: OptionalText(GYM_ADDRESS_MAX_LENGTH),
    description: OptionalLongText(GYM_DESCRIPTION_MAX_LENGTH),
  })
  .strict();
export type CreateGymRequest = z.input<typeof CreateGymRequest>;

export const UpdateGymRequest = z
  .object({
    name: GymName.optional(),
    city: OptionalText(GYM_CITY_MAX_LENGTH),
    address: OptionalText(GYM_ADDRESS_MAX_LENGTH),
    description: OptionalLongText(GYM_DESCRIPTION_MAX_LENGTH),
    openingHours: z.array(OpeningPeriod).max(21, { error: 'At most 21 opening periods' }).optional(),
    slug: GymSlug.nullable().optional(),
    isPublic: z.boolean({ error: 'Must be true or false' }).optional(),
  })
  .strict();
export type UpdateGymRequest = z.input<typeof UpdateGymRequest>;

export const GymEquipmentItemInput = z
  .object({
    equipmentId: Uuid,
    count: z
      .number({ error: 'Must be a number' })
      .int({ error: 'Must be a whole number' })
      .min(1, { error: 'At least 1' })
      .max(999, { error: 'At most 999' }),
    notes: OptionalText(GYM_EQUIPMENT_NOTES_MAX_LENGTH),
  })
  .strict();
export const SetGymEquipmentRequest = z
  .object({
    items: z.array(GymEquipmentItemInput).max(GYM_EQUIPMENT_MAX_ITEMS, { error: 'Too many items' }),
  })
  .strict();
export type SetGymEquipmentRequest = z.input<typeof SetGymEquipmentRequest>;

/** The plates and bars a gym has (the catalogue's plate-profile fields, without slug, name and default). */
export const GymPlateProfileInput = PlateProfileInput.omit({ slug: true, name: true, isDefault: true }).strict();
export type GymPlateProfileInput = z.input<typeof GymPlateProfileInput>;
export const GymPlateProfile = z.object({
  barbellKg: z.number(),
  ezbarKg: z.number(),
  fixedKg: z.number(),
  platesKgPerSide: z.array(z.number()),
  singleMinIncrementKg: z.number(),
  stackIncrementKg: z.number(),
  auxIncrementsKg: z.array(z.number()),
});
export type GymPlateProfile = z.infer<typeof GymPlateProfile>;

export const GymsQuery = z.object({
  q: optionalParam(singleLineText(GYM_SEARCH_MAX_LENGTH)),
  cursor: optionalParam(PageCursor(400)),
  limit: optionalParam(
    z.coerce
      .number({ error: 'Limit must be a number' })
      .int({ error: 'Limit must be a whole number' })
      .min(1, { error: 'Limit must be at least 1' })
      .max(GYM_PAGE_MAX, { error: `Limit must be at most ${GYM_PAGE_MAX}` }),
  ),
});
export type GymsQuery = z.infer<typeof GymsQuery>;
export const AdminGymsQuery = GymsQuery.extend({ status: optionalParam(GymStatus) });
export type AdminGymsQuery = z.infer<typeof AdminGymsQuery>;
export const GymPageQuery = z.object({ cursor: optionalParam(PageCursor(400)), lang: optionalParam(LanguageCode) });
export type GymPageQuery = z.infer<typeof GymPageQuery>;

export const JoinGymRequest = z.object({ isHome: z.boolean({ error: 'Must be true or false' }).optional() }).strict();
export const UpdateMembershipRequest = z
  .object({
    isHome: z.boolean({ error: 'Must be true or false' }).optional(),
    leaderboardOptIn: z.boolean({ error: 'Must be true or false' }).optional(),
  })
  .strict();
export type UpdateMembershipRequest = z.infer<typeof UpdateMembershipRequest>;
export const SetMemberRoleRequest = z.object({ role: GymRole }).strict();
export const SetGymStatusRequest = z.object({ status: GymStatus }).strict();
export const TransferGymRequest = z.object({ handle: Handle }).strict();
export const WorkoutGymRequest = z.object({ gymId: Uuid.nullable() }).strict();
export type WorkoutGymRequest = z.infer<typeof WorkoutGymRequest>;

export const GymMembership = z.object({ role: GymRole, isHome: z.boolean(), leaderboardOptIn: z.boolean() });
export type GymMembership = z.infer<typeof GymMembership>;

/** A gym in a list: the directory, my gyms, the admin's list. */
export const GymCard = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  slug: z.string().nullable(),
  logoUrl: z.string().nullable(),
  status: GymStatus,
  isPublic: z.boolean(),
  memberCount: z.number().int(),
  membership: GymMembership.nullable(),
});
export type GymCard = z.infer<typeof GymCard>;
export const GymsResponse = z.object({ gyms: z.array(GymCard), nextCursor: z.string().nullable() });
export type GymsResponse = z.infer<typeof GymsResponse>;

export const GymEquipmentItem = z.object({
  equipmentId: z.string(),
  slug: z.string(),
  name: z.string(),
  count: z.number().int(),
  notes: z.string().nullable(),
});
export type GymEquipmentItem = z.infer<typeof GymEquipmentItem>;

export const GymDetail = GymCard.extend({
  address: z.string().nullable(),
  description: z.string().nullable(),
  coverUrl: z.string().nullable(),
  openingHours: z.array(z.object({ day: z.number().int(), opens: z.string(), closes: z.string() })),
  equipment: z.array(GymEquipmentItem),
  plateProfile: GymPlateProfile.nullable(),
  ownerHandle: z.string().nullable(),
  createdAt: z.string(),
  /** The viewer may edit it: one of its admins, or a superadmin. */
  canAdmin: z.boolean(),
});
export type GymDetail = z.infer<typeof GymDetail>;

/**
 * One member in a gym's list, which only its members, its admins and superadmins read. A private member (or one
 * blocked either way) is shown to the other members as "a member": handle, name and avatar null. The gym's admins
 * see everyone, since they promote and remove members by handle.
 */
export const GymMemberRow = z.object({
  handle: z.string().nullable(),
  name: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: GymRole,
  joinedAt: z.string(),
  isMe: z.boolean(),
});
export type GymMemberRow = z.infer<typeof GymMemberRow>;
export const GymMembersResponse = z.object({ members: z.array(GymMemberRow), nextCursor: z.string().nullable() });
export type GymMembersResponse = z.infer<typeof GymMembersResponse>;

export const GymLeaderboardRow = MemberCard.extend({
  rank: z.number().int(),
  volumeKg: z.number(),
  workouts: z.number().int(),
});
export type GymLeaderboardRow = z.infer<typeof GymLeaderboardRow>;
export const GymLeaderboardResponse = z.object({
  weekStart: z.string(),
  rows: z.array(GymLeaderboardRow),
});
export type GymLeaderboardResponse = z.infer<typeof GymLeaderboardResponse>;

export const GymWorkoutRow = z.object({
  id: z.string(),
  author: MemberCard,
  title: z.string(),
  startedAt: z.string(),
  endedAt: z.string(),
  setCount: z.number().int(),
  volumeKg: z.number(),
});
export type GymWorkoutRow = z.infer<typeof GymWorkoutRow>;
export const GymWorkoutsResponse = z.object({ workouts: z.array(GymWorkoutRow) });
export type GymWorkoutsResponse = z.infer<typeof GymWorkoutsResponse>;

/** The public page of a public gym (/g/:slug), for anyone. */
export const PublicGym = GymDetail.pick({
  id: true,
  name: true,
  city: true,
  slug: true,
  logoUrl: true,
  coverUrl: true,
  address: true,
  description: true,
  openingHours: true,
  equipment: true,
  memberCount: true,
  membership: true,
});
export type PublicGym = z.infer<typeof PublicGym>;

export const MyGymsResponse = z.object({ gyms: z.array(GymCard) });
export type MyGymsResponse = z.infer<typeof MyGymsResponse>;

/** The gym a workout was logged at, and what the workout page needs of it. */
export const WorkoutGymResponse = z.object({
  gym: z
    .object({
      id: z.string(),
      name: z.string(),
      equipmentIds: z.array(z.string()),
      hasPlateProfile: z.boolean(),
    })
    .nullable(),
});
export type WorkoutGymResponse = z.infer<typeof WorkoutGymResponse>;

/** PUT /api/gyms/:gymId/logo and /cover (the picture is the body, in its own media type): the new picture's URL. */
export const GymImageResponse = z.object({ url: z.string() });
export type GymImageResponse = z.infer<typeof GymImageResponse>;
