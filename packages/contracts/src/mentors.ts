import { z } from 'zod';
import { Email } from './auth';
import { PageCursor } from './catalogue';
import { LanguageCode } from './profile';
import { multiLineText, singleLineText } from './text';

/** Mentors (issue 21): coaches whose programs members follow; the admin's pages and the public directory. */

export const MENTOR_SLUG_MAX_LENGTH = 60;
export const MENTOR_NAME_MAX_LENGTH = 80;
export const MENTOR_HEADLINE_MAX_LENGTH = 160;
export const MENTOR_BIO_MAX_LENGTH = 2000;
export const MENTOR_LINKS_MAX = 5;
export const MENTOR_LINK_MAX_LENGTH = 300;
export const MENTOR_PAGE_DEFAULT = 24;
export const MENTOR_PAGE_MAX = 50;
export const MENTOR_SEARCH_MAX_LENGTH = 80;

/** What a mentor coaches; the directory filters on these. */
export const MENTOR_SPECIALITIES = [
  'strength',
  'hypertrophy',
  'powerlifting',
  'weightlifting',
  'endurance',
  'mobility',
  'fat_loss',
  'calisthenics',
  'beginners',
  'rehab',
] as const;
export const MentorSpeciality = z.enum(MENTOR_SPECIALITIES, { error: 'Not a speciality of the list' });
export type MentorSpeciality = z.infer<typeof MentorSpeciality>;

const optionalParam = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The mentor's link: lower-case letters, digits and inner hyphens, 3 to 60 characters. */
export const MentorSlug = z
  .string({ error: 'Slug must be text' })
  .overwrite((value) => value.trim().toLowerCase())
  .min(3, { error: 'Slug must be at least 3 characters' })
  .max(MENTOR_SLUG_MAX_LENGTH, { error: `Slug must be at most ${MENTOR_SLUG_MAX_LENGTH} characters` })
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])$/, {
    error: 'Slug may hold only letters, digits and hyphens, and starts and ends with a letter or digit',
  });

export const MentorLink = z
  .string({ error: 'A link must be text' })
  .trim()
  .max(MENTOR_LINK_MAX_LENGTH, { error: `A link must be at most ${MENTOR_LINK_MAX_LENGTH} characters` })
  .regex(/^https:\/\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+$/, {
    error: 'A link starts with https:// and has no spaces',
  });

const mentorFields = {
  slug: MentorSlug,
  displayName: singleLineText(MENTOR_NAME_MAX_LENGTH, {
    notText: 'Name must be text',
    tooLong: `Name must be at most ${MENTOR_NAME_MAX_LENGTH} characters`,
  }).min(1, { error: 'Give the mentor a name' }),
  headline: singleLineText(MENTOR_HEADLINE_MAX_LENGTH, {
    notText: 'Headline must be text',
    tooLong: `Headline must be at most ${MENTOR_HEADLINE_MAX_LENGTH} characters`,
  }).default(''),
  bio: multiLineText(MENTOR_BIO_MAX_LENGTH, {
    notText: 'Bio must be text',
    tooLong: `Bio must be at most ${MENTOR_BIO_MAX_LENGTH} characters`,
  }).default(''),
  specialities: z
    .array(MentorSpeciality)
    .max(MENTOR_SPECIALITIES.length, { error: 'Too many specialities' })
    .default([]),
  languages: z.array(LanguageCode).max(3, { error: 'At most 3 languages' }).default([]),
  links: z
    .array(MentorLink)
    .max(MENTOR_LINKS_MAX, { error: `At most ${MENTOR_LINKS_MAX} links` })
    .default([]),
  isActive: z.boolean().default(true),
};

/** Links an existing member by e-mail, or invites the address: the member who signs up with it becomes the mentor. */
export const CreateMentorRequest = z.object({ email: Email, ...mentorFields }).strict();
export type CreateMentorRequest = z.infer<typeof CreateMentorRequest>;

export const UpdateMentorRequest = z.object(mentorFields).strict();
export type UpdateMentorRequest = z.infer<typeof UpdateMentorRequest>;

export const SlugOrIdParams = z.object({
  slugOrId: z
    .string()
    .max(MENTOR_SLUG_MAX_LENGTH, { error: 'No mentor has this link' })
    .regex(/^[a-z0-9-]+$/i, { error: 'No mentor has this link' }),
});

export const MentorsQuery = z.object({
  q: optionalParam(singleLineText(MENTOR_SEARCH_MAX_LENGTH)),
  speciality: optionalParam(MentorSpeciality),
  language: optionalParam(LanguageCode),
  cursor: optionalParam(PageCursor(300)),
  limit: optionalParam(
    z.coerce
      .number({ error: 'Limit must be a number' })
      .int({ error: 'Limit must be a whole number' })
      .min(1, { error: 'Limit must be at least 1' })
      .max(MENTOR_PAGE_MAX, { error: `Limit must be at most ${MENTOR_PAGE_MAX}` }),
  ),
});
export type MentorsQuery = z.infer<typeof MentorsQuery>;

export const MentorLangQuery = z.object({ lang: optionalParam(LanguageCode) });
export type MentorLangQuery = z.infer<typeof MentorLangQuery>;

/** A mentor as the directory lists them. */
export const MentorCard = z.object({
  id: z.string(),
  slug: z.string(),
  displayName: z.string(),
  headline: z.string(),
  photoUrl: z.string().nullable(),
  specialities: z.array(MentorSpeciality),
  languages: z.array(LanguageCode),
  followerCount: z.number().int(),
  itemCount: z.number().int(),
  ratingAvg: z.number().nullable(),
  ratingCount: z.number().int(),
  following: z.boolean(),
});
export type MentorCard = z.infer<typeof MentorCard>;

export const MentorsResponse = z.object({ mentors: z.array(MentorCard), nextCursor: z.string().nullable() });
export type MentorsResponse = z.infer<typeof MentorsResponse>;

export const FollowMentorResponse = z.object({ following: z.boolean(), followerCount: z.number().int() });
export type FollowMentorResponse = z.infer<typeof FollowMentorResponse>;

/** A mentor as the admin sees them: who the account is (or the invitation), and whether they show. */
export const AdminMentor = MentorCard.extend({
  bio: z.string(),
  links: z.array(z.string()),
  isActive: z.boolean(),
  userId: z.string().nullable(),
  email: z.string().nullable(),
  /** Linked: a member is the mentor; invited: the e-mail has no account yet. */
  status: z.enum(['linked', 'invited']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminMentor = z.infer<typeof AdminMentor>;

export const AdminMentorsResponse = z.object({ mentors: z.array(AdminMentor), nextCursor: z.string().nullable() });
export type AdminMentorsResponse = z.infer<typeof AdminMentorsResponse>;

export const AdminMentorDetail = z.object({
  mentor: AdminMentor,
  stats: z.object({
    followers: z.number().int(),
    published: z.number().int(),
    copies: z.number().int(),
    ratings: z.number().int(),
    ratingAvg: z.number().nullable(),
  }),
});
export type AdminMentorDetail = z.infer<typeof AdminMentorDetail>;
