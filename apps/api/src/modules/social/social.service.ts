import type {
  FeedQuery,
  FeedResponse,
  FollowRequestsResponse,
  FollowResponse,
  FollowState,
  PeopleResponse,
  PublicProfile,
} from '@lifeorbit/contracts';
import { FEED_PAGE_DEFAULT } from '@lifeorbit/contracts';
import { KG_PER_LB } from '@lifeorbit/domain';
import { decodeCursor, pageOf } from '../../core/cursor';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import * as follows from './follows.repository';
import * as members from './members.repository';
import * as notifications from './notifications.repository';
import * as posts from './posts.repository';

/** Profiles as others see them, follows and requests, blocks, finding people and the feed. */

const RECENT_WORKOUTS = 5;

const noMember = () =>
  new AppError('not_found', 'No member has this handle', [
    { field: 'handle', code: 'not_found', message: 'No member has this handle' },
  ]);

/** The member behind a handle, unless either of the two blocked the other (then they do not exist for the viewer). */
async function visibleMember(db: AppDb, handle: string, viewerId: string | null) {
  const member = await members.findMemberByHandle(db, handle, viewerId);
  if (!member) throw noMember();
  if (member.isBlocked && viewerId && (await follows.hasBlocked(db, viewerId, member.userId))) {
    return { member, iBlocked: true };
  }
  if (member.isBlocked) throw noMember();
  return { member, iBlocked: false };
}

function followStateOf(member: members.MemberRow, viewerId: string | null, iBlocked: boolean): FollowState {
  if (member.userId === viewerId) return 'self';
  if (iBlocked) return 'blocked';
  if (member.follow === 'accepted') return 'following';
  return member.follow === 'pending' ? 'requested' : 'none';
}

export async function getPublicProfile(
  db: AppDb,
  handle: string,
  viewerId: string | null,
  lang: FeedQuery['lang'],
): Promise<PublicProfile> {
  const { member, iBlocked } = await visibleMember(db, handle, viewerId);
  const followState = followStateOf(member, viewerId, iBlocked);
  const options = { limit: RECENT_WORKOUTS, lang: lang ?? 'en', kgPerLb: KG_PER_LB };
  const [counts, workouts, recentWorkouts] = await Promise.all([
    members.countFollows(db, member.userId),
    iBlocked ? 0 : posts.countVisibleWorkouts(db, member.userId, viewerId),
    iBlocked ? [] : posts.findRecentWorkouts(db, member.userId, viewerId, options),
  ]);
  const canSeeWorkouts =
    !iBlocked && (followState === 'self' || followState === 'following' || member.privacy === 'public');
  return {
    ...member.card,
    bio: member.bio,
    privacy: member.privacy,
    followState,
    canSeeWorkouts,
    counts: { workouts, ...counts },
    recentWorkouts,
  };
}

/** Follows a member at once, or asks to when their profile is private. */
export async function follow(db: AppDb, viewerId: string, handle: string): Promise<FollowResponse> {
  const { member, iBlocked } = await visibleMember(db, handle, viewerId);
  if (member.userId === viewerId) {
    throw new AppError('validation_failed', 'handle: You cannot follow yourself', [
      { field: 'handle', code: 'own_account', message: 'You cannot follow yourself' },
    ]);
  }
  if (iBlocked) {
    throw new AppError('conflict', 'Unblock this member before following them', [
      { field: 'handle', code: 'not_allowed', message: 'Unblock this member before following them' },
    ]);
  }
  // The follow (or request) and the member's notification of it commit together.
  const status = await db.transaction(async (tx) => {
    const made = await follows.insertFollow(
      tx,
      viewerId,
      member.userId,
      member.privacy === 'private' ? 'pending' : 'accepted',
    );
    if (made.added) {
      const kind = made.status === 'accepted' ? 'follow' : 'follow_request';
      await notifications.insertNotification(tx, { userId: member.userId, actorId: viewerId, kind });
    }
    return made.status;
  });
  return { followState: status === 'accepted' ? 'following' : 'requested' };
}

export async function unfollow(db: AppDb, viewerId: string, handle: string): Promise<FollowResponse> {
  const { member } = await visibleMember(db, handle, viewerId);
  await endFollow(db, viewerId, member.userId);
  return { followState: member.userId === viewerId ? 'self' : 'none' };
}

export async function listFollowRequests(db: AppDb, userId: string): Promise<FollowRequestsResponse> {
  return { requests: await follows.listRequests(db, userId) };
}

const FOLLOW_KINDS = ['follow', 'follow_request'] as const;

/** Ends a follow or request and takes back what it told the followed member, together. */
async function endFollow(db: AppDb, followerId: string, followeeId: string, status?: 'pending'): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await follows.deleteFollow(tx, followerId, followeeId, status);
    if (ended) await notifications.deleteNotifications(tx, followeeId, followerId, FOLLOW_KINDS);
    return ended;
  });
}

/** Approves or declines a request to follow the member; 404 when that member asked nothing. */
export async function answerFollowRequest(db: AppDb, userId: string, handle: string, approve: boolean): Promise<void> {
  const requester = await members.findMemberByHandle(db, handle, null);
  const answered =
    requester &&
    (approve
      ? await db.transaction(async (tx) => {
          const accepted = await follows.acceptRequest(tx, requester.userId, userId);
          if (accepted) await notifications.markRequestApproved(tx, userId, requester.userId);
          return accepted;
        })
      : await endFollow(db, requester.userId, userId, 'pending'));
  if (!answered) {
    throw new AppError('not_found', 'No request from this member', [
      { field: 'handle', code: 'not_found', message: 'No request from this member' },
    ]);
  }
}

/** Removes a member from my followers (or ignores it when they did not follow me). */
export async function removeFollower(db: AppDb, userId: string, handle: string): Promise<void> {
  const follower = await members.findMemberByHandle(db, handle, null);
  if (!follower) throw noMember();
  await endFollow(db, follower.userId, userId);
}

export async function block(db: AppDb, viewerId: string, handle: string): Promise<FollowResponse> {
  const member = await members.findMemberByHandle(db, handle, viewerId);
  if (!member) throw noMember();
  if (member.userId === viewerId) {
    throw new AppError('validation_failed', 'handle: You cannot block yourself', [
      { field: 'handle', code: 'own_account', message: 'You cannot block yourself' },
    ]);
  }
  // The block, its ended follows and the end of every notification between the two commit together.
  await db.transaction(async (tx) => {
    await follows.insertBlock(tx, viewerId, member.userId);
    await notifications.deleteNotificationsBetween(tx, viewerId, member.userId);
  });
  return { followState: 'blocked' };
}

export async function unblock(db: AppDb, viewerId: string, handle: string): Promise<FollowResponse> {
  const member = await members.findMemberByHandle(db, handle, viewerId);
  if (!member || !(await follows.deleteBlock(db, viewerId, member.userId))) {
    throw new AppError('not_found', 'You have not blocked this member', [
      { field: 'handle', code: 'not_found', message: 'You have not blocked this member' },
    ]);
  }
  return { followState: 'none' };
}

export async function findPeople(db: AppDb, viewerId: string, text: string | undefined): Promise<PeopleResponse> {
  return { people: await members.searchPeople(db, viewerId, text) };
}

export async function getFeed(db: AppDb, viewerId: string, query: FeedQuery): Promise<FeedResponse> {
  const limit = query.limit ?? FEED_PAGE_DEFAULT;
  const found = await posts.findFeed(db, viewerId, {
    cursor: decodeCursor(query.cursor),
    limit,
    lang: query.lang ?? 'en',
    kgPerLb: KG_PER_LB,
  });
  const keyed = found.posts.map((post, index) => ({ post, key: found.keys[index]! }));
  const { page, nextCursor } = pageOf(keyed, limit, (row) => row.key);
  return { posts: page.map((row) => row.post), nextCursor };
}
