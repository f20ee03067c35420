import type {
  AdminMentor,
  AdminMentorDetail,
  AdminMentorsResponse,
  CreateMentorRequest,
  FollowMentorResponse,
  MentorCard,
  MentorsQuery,
  MentorsResponse,
  UpdateMentorRequest,
} from '@lifeorbit/contracts/mentors';
import { MENTOR_PAGE_DEFAULT } from '@lifeorbit/contracts/mentors';
import { grantRole, hasRole } from '../../auth';
import { AppError } from '../../core/errors';
import { pgErrorOf, PG_UNIQUE_VIOLATION } from '../../core/db';
import type { AppDb } from '../../db/client';
import { logAdminAction } from '../security';
import { decodeKeyCursor, keyPageOf } from '../../core/cursor';
import * as mentors from './mentors.repository';

/** Mentors: the public directory and page, following, the admin's list, create, edit and detail (each audited). */

const iso = (value: string | Date) => new Date(value).toISOString();

export const noMentor = () =>
  new AppError('not_found', 'No mentor has this link', [
    { field: 'slugOrId', code: 'not_found', message: 'No mentor has this link' },
  ]);

export function cardOf(row: mentors.MentorRow): MentorCard {
  return {
    id: row.id,
    slug: row.slug,
    displayName: row.display_name,
    headline: row.headline ?? '',
    photoUrl: row.photo_url,
    specialities: row.specialities,
    languages: row.languages,
    followerCount: row.follower_count,
    itemCount: row.item_count,
    ratingAvg: row.rating_avg,
    ratingCount: row.rating_count,
    following: row.following,
  };
}

function adminOf(row: mentors.MentorRow): AdminMentor {
  return {
    ...cardOf(row),
    bio: row.bio ?? '',
    links: row.links,
    isActive: row.is_active,
    userId: row.user_id,
    email: row.email ?? row.invited_email,
    status: row.user_id ? 'linked' : 'invited',
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function listMentors(
  db: AppDb,
  viewerId: string | null,
  query: MentorsQuery,
  activeOnly: boolean,
): Promise<{ rows: mentors.MentorRow[]; nextCursor: string | null }> {
  const limit = query.limit ?? MENTOR_PAGE_DEFAULT;
  const found = await mentors.listMentors(db, viewerId, {
    ...query,
    activeOnly,
    cursor: decodeKeyCursor(query.cursor),
    limit,
  });
  const { page, nextCursor } = keyPageOf(found, limit, (row) => ({ value: row.sort_name, id: row.id }));
  return { rows: page, nextCursor };
}

export async function directory(db: AppDb, viewerId: string | null, query: MentorsQuery): Promise<MentorsResponse> {
  const { rows, nextCursor } = await listMentors(db, viewerId, query, true);
  return { mentors: rows.map(cardOf), nextCursor };
}

export async function adminList(db: AppDb, query: MentorsQuery): Promise<AdminMentorsResponse> {
  const { rows, nextCursor } = await listMentors(db, null, query, false);
  return { mentors: rows.map(adminOf), nextCursor };
}

/** A mentor the public may see (linked and active), or a 404. */
export async function publicMentor(db: AppDb, slugOrId: string, viewerId: string | null) {
  const row = await mentors.findMentor(db, slugOrId, viewerId, true);
  if (!row) throw noMentor();
  return row;
}

export async function follow(
  db: AppDb,
  userId: string,
  mentorId: string,
  following: boolean,
): Promise<FollowMentorResponse> {
  const row = await publicMentor(db, mentorId, userId);
  if (row.user_id === userId && following) {
    throw new AppError('validation_failed', 'id: You cannot follow yourself', [
      { field: 'id', code: 'own_account', message: 'You cannot follow yourself' },
    ]);
  }
  if (following) await mentors.insertFollow(db, userId, row.id);
  else await mentors.deleteFollow(db, userId, row.id);
  return { following, followerCount: await mentors.countFollowers(db, row.id) };
}

/** The mentor profile of the signed-in member; an invitation to their e-mail is claimed (and the role granted). */
export async function myMentorProfile(db: AppDb, userId: string): Promise<AdminMentor> {
  let row = await mentors.findMentorOfUser(db, userId);
  if (!row) {
    const email = await mentors.findUserEmail(db, userId);
    const claimed = email
      ? await db.transaction(async (tx) => {
          const id = await mentors.claimInvitation(tx, userId, email);
          if (id) await grantRole(tx, userId, 'mentor', null);
          return id;
        })
      : null;
    if (claimed) row = await mentors.findMentorOfUser(db, userId);
  }
  if (!row) throw new AppError('not_found', 'You are not a mentor');
  return adminOf(row);
}

/** Whether the member publishes as a mentor: the role and an active profile. Null when they do not. */
export async function publishingMentorId(db: AppDb, userId: string): Promise<string | null> {
  if (!(await hasRole(db, userId, 'mentor'))) return null;
  const row = await mentors.findMentorOfUser(db, userId);
  return row?.is_active ? row.id : null;
}

async function adminRow(db: AppDb, mentorId: string): Promise<mentors.MentorRow> {
  const row = await mentors.findMentor(db, mentorId, null, false);
  if (!row) throw new AppError('not_found', 'No mentor with this id');
  return row;
}

const slugTaken = () =>
  new AppError('validation_failed', 'slug: Another mentor has this link', [
    { field: 'slug', code: 'duplicate', message: 'Another mentor has this link' },
  ]);

const valuesOf = (body: UpdateMentorRequest): mentors.MentorValues => ({
  slug: body.slug,
  displayName: body.displayName,
  headline: body.headline,
  bio: body.bio,
  specialities: [...new Set(body.specialities)],
  languages: [...new Set(body.languages)],
  links: body.links,
  isActive: body.isActive,
});

async function writing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (pgErrorOf(err)?.code === PG_UNIQUE_VIOLATION) throw slugTaken();
    throw err;
  }
}

/** Links the member with this e-mail, or invites the address; grants the role; audited in the same transaction. */
export async function createMentor(db: AppDb, adminId: string, body: CreateMentorRequest): Promise<AdminMentorDetail> {
  const email = body.email.toLowerCase();
  if (body.slug === 'me' || (await mentors.slugTaken(db, body.slug, null))) throw slugTaken();
  const user = await mentors.findUserByEmail(db, email);
  if (await mentors.mentorExistsFor(db, user?.id ?? null, email)) {
    throw new AppError('validation_failed', 'email: This person is a mentor already', [
      { field: 'email', code: 'duplicate', message: 'This person is a mentor already' },
    ]);
  }
  const id = await writing(() =>
    db.transaction(async (tx) => {
      const mentorId = await mentors.insertMentor(
        tx,
        { userId: user?.id ?? null, invitedEmail: user ? null : email },
        valuesOf(body),
      );
      if (user) await grantRole(tx, user.id, 'mentor', adminId);
      await logAdminAction(tx, {
        actorUserId: adminId,
        actionType: user ? 'mentors.create' : 'mentors.invite',
        targetUserId: user?.id ?? null,
        details: { mentorId, slug: body.slug, ...(user ? {} : { email }) },
      });
      return mentorId;
    }),
  );
  return adminDetail(db, id);
}

export async function updateMentor(
  db: AppDb,
  adminId: string,
  mentorId: string,
  body: UpdateMentorRequest,
): Promise<AdminMentorDetail> {
  const before = await adminRow(db, mentorId);
  if (body.slug === 'me' || (await mentors.slugTaken(db, body.slug, mentorId))) throw slugTaken();
  await writing(() =>
    db.transaction(async (tx) => {
      await mentors.updateMentor(tx, mentorId, valuesOf(body));
      await logAdminAction(tx, {
        actorUserId: adminId,
        actionType: 'mentors.update',
        targetUserId: before.user_id,
        details: { mentorId, slug: body.slug, isActive: body.isActive, previousSlug: before.slug },
      });
    }),
  );
  return adminDetail(db, mentorId);
}

export async function adminDetail(db: AppDb, mentorId: string): Promise<AdminMentorDetail> {
  const row = await adminRow(db, mentorId);
  const copies = await mentors.countCopies(db, row.id);
  return {
    mentor: adminOf(row),
    stats: {
      followers: row.follower_count,
      published: row.item_count,
      copies,
      ratings: row.rating_count,
      ratingAvg: row.rating_avg,
    },
  };
}

export { adminRow };
