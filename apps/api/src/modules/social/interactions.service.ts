import type { CommentRequest, CommentsResponse, LikeResponse, WorkoutVisibility } from '@lifeorbit/contracts';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import { updateWorkoutVisibility } from '../workouts';
import * as interactions from './interactions.repository';
import * as notifications from './notifications.repository';
import { findVisibleWorkoutOwner } from './posts.repository';

/** Likes and comments on the workouts a member may see, and the visibility of their own workouts. */

const noWorkout = () => new AppError('not_found', 'No workout with this id');
const noComment = () => new AppError('not_found', 'No comment with this id');

/** The owner of a workout the viewer may see; a hidden workout is the same 404 as one that does not exist. */
async function visibleWorkoutOwner(db: AppDb, workoutId: string, viewerId: string): Promise<string> {
  const ownerId = await findVisibleWorkoutOwner(db, workoutId, viewerId);
  if (!ownerId) throw noWorkout();
  return ownerId;
}

export async function like(db: AppDb, viewerId: string, workoutId: string, liked: boolean): Promise<LikeResponse> {
  const ownerId = await visibleWorkoutOwner(db, workoutId, viewerId);
  // The like and the owner's notification of it (or the unlike and its end) commit together.
  const likeCount = await db.transaction(async (tx) => {
    const { likeCount, changed } = await interactions.setLike(tx, workoutId, viewerId, liked);
    if (changed && liked) {
      await notifications.insertNotification(tx, { userId: ownerId, actorId: viewerId, kind: 'like', workoutId });
    } else if (changed) {
      await notifications.deleteNotifications(tx, ownerId, viewerId, ['like'], workoutId);
    }
    return likeCount;
  });
  return { likeCount, likedByMe: liked };
}

export async function listComments(db: AppDb, viewerId: string, workoutId: string): Promise<CommentsResponse> {
  const ownerId = await visibleWorkoutOwner(db, workoutId, viewerId);
  const rows = await interactions.listComments(db, workoutId);
  return {
    comments: rows.map((row) => ({
      id: row.id,
      author: row.author,
      body: row.body,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      canEdit: row.userId === viewerId,
      canDelete: row.userId === viewerId || ownerId === viewerId,
    })),
  };
}

export async function addComment(
  db: AppDb,
  viewerId: string,
  workoutId: string,
  request: CommentRequest,
): Promise<CommentsResponse> {
  const ownerId = await visibleWorkoutOwner(db, workoutId, viewerId);
  // Deleting the comment deletes its notification (the foreign key cascades).
  await db.transaction(async (tx) => {
    const commentId = await interactions.insertComment(tx, workoutId, viewerId, request.body);
    await notifications.insertNotification(tx, {
      userId: ownerId,
      actorId: viewerId,
      kind: 'comment',
      workoutId,
      commentId,
    });
  });
  return listComments(db, viewerId, workoutId);
}

/** A comment on a workout the viewer may still see; 404 otherwise. */
async function visibleComment(db: AppDb, viewerId: string, commentId: string) {
  const comment = await interactions.findComment(db, commentId);
  const ownerId = comment && (await findVisibleWorkoutOwner(db, comment.workoutId, viewerId));
  if (!comment || !ownerId) throw noComment();
  return { comment, ownerId };
}

/** Only the comment's author edits it. */
export async function editComment(
  db: AppDb,
  viewerId: string,
  commentId: string,
  request: CommentRequest,
): Promise<CommentsResponse> {
  const { comment } = await visibleComment(db, viewerId, commentId);
  if (comment.userId !== viewerId) throw new AppError('forbidden', 'Only its author can edit a comment');
  await interactions.updateCommentBody(db, commentId, request.body);
  return listComments(db, viewerId, comment.workoutId);
}

/** The comment's author, or the owner of the workout it is on, deletes it. */
export async function removeComment(db: AppDb, viewerId: string, commentId: string): Promise<void> {
  const { comment, ownerId } = await visibleComment(db, viewerId, commentId);
  if (comment.userId !== viewerId && ownerId !== viewerId) {
    throw new AppError('forbidden', "Only its author or the workout's owner can delete a comment");
  }
  await interactions.deleteComment(db, commentId);
}

export async function setWorkoutVisibility(
  db: AppDb,
  userId: string,
  workoutId: string,
  visibility: WorkoutVisibility,
): Promise<{ visibility: WorkoutVisibility }> {
  if (!(await updateWorkoutVisibility(db, userId, workoutId, visibility))) throw noWorkout();
  return { visibility };
}
