import crypto from 'node:crypto';
import {
  cleanSingleLineText,
  COACH_TITLE_MAX_LENGTH,
  type AskCoachRequest,
  type CoachConversationResponse,
  type CoachStreamDone,
} from '@lifeorbit/contracts';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import { loadCoachFacts } from './coach-facts';
import * as repo from './coach.repository';
import { answerQuestion } from './embedded-coach';

const notFound = () => new AppError('not_found', 'Conversation not found');

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

export type CoachEvent =
  | { event: 'start'; data: { conversationId: string; messageId: string } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: CoachStreamDone }
  | { event: 'error'; data: { code: 'internal' } };

/** Splits a finished answer into pieces of a few words, so the embedded coach streams like a model does. */
export function* piecesOf(text: string, wordsPerPiece = 4): Generator<string> {
  const parts = text.split(/(\s+)/);
  for (let i = 0; i < parts.length; i += wordsPerPiece * 2) yield parts.slice(i, i + wordsPerPiece * 2).join('');
}

function titleOf(input: AskCoachRequest): string {
  const title = cleanSingleLineText(input.message);
  return title.length > COACH_TITLE_MAX_LENGTH ? `${title.slice(0, COACH_TITLE_MAX_LENGTH - 1)}…` : title;
}

export interface Exchange {
  conversationId: string;
  messageId: string;
  events: () => AsyncGenerator<CoachEvent>;
}

/**
 * Opens an exchange: the conversation is found (404 when it is not the member's) or started and the question stored
 * before anything streams, so a refusal is a plain JSON error. The answer then streams from `events`, and is stored
 * and logged when it ends, also when it fails.
 */
export async function openExchange(db: AppDb, userId: string, input: AskCoachRequest, now = () => Date.now()) {
  const conversation = input.conversationId
    ? await repo.findConversation(db, userId, input.conversationId)
    : await repo.insertConversation(db, userId, titleOf(input));
  if (!conversation) throw notFound();
  await repo.insertMessage(db, userId, { conversationId: conversation.id, role: 'user', content: input.message });
  const messageId = crypto.randomUUID();
  const startedAt = now();

  async function* events(): AsyncGenerator<CoachEvent> {
    yield { event: 'start', data: { conversationId: conversation!.id, messageId } };
    let answerText = '';
    try {
      const facts = await loadCoachFacts(db, userId, input.today, input.tz, input.language);
      const answer = answerQuestion(facts, input.message, input.language, input.quick);
      for (const piece of piecesOf(answer.text)) {
        answerText += piece;
        yield { event: 'delta', data: { text: piece } };
      }
      await repo.insertMessage(db, userId, {
        id: messageId,
        conversationId: conversation!.id,
        role: 'assistant',
        content: answer.text,
        links: answer.links,
        provider: 'embedded',
      });
      await repo.insertLog(db, {
        userId,
        conversationId: conversation!.id,
        prompt: input.message,
        response: answer.text,
        provider: 'embedded',
        model: null,
        languageCode: input.language,
        status: answer.topic === 'unknown' ? 'refused' : 'ok',
        latencyMs: now() - startedAt,
        tokensIn: null,
        tokensOut: null,
      });
      yield { event: 'done', data: { links: answer.links, provider: 'embedded', fallback: null } };
    } catch (err) {
      await repo.insertLog(db, {
        userId,
        conversationId: conversation!.id,
        prompt: input.message,
        response: answerText || null,
        provider: 'embedded',
        model: null,
        languageCode: input.language,
        status: 'error',
        latencyMs: now() - startedAt,
        tokensIn: null,
        tokensOut: null,
      });
      throw err;
    }
  }
  return { conversationId: conversation.id, messageId, events } satisfies Exchange;
}
