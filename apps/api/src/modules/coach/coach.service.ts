import type { CoachConversationResponse } from '@lifeorbit/contracts';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import * as repo from './coach.repository';

export const notFound = () => new AppError('not_found', 'Conversation not found');

export async function listConversations(db: AppDb, userId: string) {
  return { conversations: await repo.listConversations(db, userId) };
}

export async function getConversation(db: AppDb, userId: string, id: string): Promise<CoachConversationResponse> {
  const conversation = await repo.findConversation(db, userId, id);
  if (!conversation) throw notFound();
  return { ...conversation, messages: await repo.listMessages(db, userId, id) };
}

export async function renameConversation(db: AppDb, userId: string, id: string, title: string) {
  const conversation = await repo.renameConversation(db, userId, id, title);
  if (!conversation) throw notFound();
  return conversation;
}

export async function removeConversation(db: AppDb, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteConversation(db, userId, id))) throw notFound();
}
