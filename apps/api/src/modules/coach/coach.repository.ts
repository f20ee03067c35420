import { sql } from 'drizzle-orm';
import type { CoachConversation, CoachLink, CoachMessage, CoachProvider } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';

/** The coach's conversations, messages and log: every statement on a member's rows filters by the member. */

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;
const CONVERSATION_COLUMNS = sql.raw(`id::text AS id, title,
  to_char(created_at AT TIME ZONE 'UTC', ${ISO}) AS "createdAt",
  to_char(updated_at AT TIME ZONE 'UTC', ${ISO}) AS "updatedAt"`);

export async function listConversations(db: AppDb, userId: string): Promise<CoachConversation[]> {
  return queryRows(
    db,
    sql`SELECT ${CONVERSATION_COLUMNS} FROM coach_conversations WHERE user_id = ${userId}
        ORDER BY updated_at DESC, id LIMIT 200`,
  );
}

export async function findConversation(db: AppDb, userId: string, id: string): Promise<CoachConversation | null> {
  const [row] = await queryRows<CoachConversation>(
    db,
    sql`SELECT ${CONVERSATION_COLUMNS} FROM coach_conversations WHERE id = ${id} AND user_id = ${userId}`,
  );
  return row ?? null;
}

export async function insertConversation(db: AppDb, userId: string, title: string): Promise<CoachConversation> {
  const [row] = await queryRows<CoachConversation>(
    db,
    sql`INSERT INTO coach_conversations (user_id, title) VALUES (${userId}, ${title}) RETURNING ${CONVERSATION_COLUMNS}`,
  );
  return row!;
}

export async function renameConversation(
  db: AppDb,
  userId: string,
  id: string,
  title: string,
): Promise<CoachConversation | null> {
  const [row] = await queryRows<CoachConversation>(
    db,
    sql`UPDATE coach_conversations SET title = ${title}, updated_at = now() WHERE id = ${id} AND user_id = ${userId}
        RETURNING ${CONVERSATION_COLUMNS}`,
  );
  return row ?? null;
}

export async function deleteConversation(db: AppDb, userId: string, id: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`DELETE FROM coach_conversations WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
  );
  return rows.length > 0;
}

export async function listMessages(db: AppDb, userId: string, conversationId: string): Promise<CoachMessage[]> {
  return queryRows(
    db,
    sql`SELECT id::text AS id, role, content, links, provider,
          to_char(created_at AT TIME ZONE 'UTC', ${sql.raw(ISO)}) AS "createdAt"
        FROM coach_messages WHERE conversation_id = ${conversationId} AND user_id = ${userId}
        ORDER BY created_at, id LIMIT 500`,
  );
}

/** The last messages of a conversation, oldest first (the language model's context). */
export async function recentMessages(db: AppDb, userId: string, conversationId: string, limit: number) {
  const rows = await queryRows<{ role: 'user' | 'assistant'; content: string }>(
    db,
    sql`SELECT role, content FROM coach_messages WHERE conversation_id = ${conversationId} AND user_id = ${userId}
        ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
  );
  return rows.reverse();
}

export interface NewMessage {
  id?: string;
  conversationId: string;
  role: 'user' | 'assistant';
  content: string;
  links?: CoachLink[];
  provider?: CoachProvider | null;
}

export async function insertMessage(db: AppDb, userId: string, message: NewMessage): Promise<void> {
  await db.execute(
    sql`INSERT INTO coach_messages (id, conversation_id, user_id, role, content, links, provider)
        VALUES (COALESCE(${message.id ?? null}::uuid, gen_random_uuid()), ${message.conversationId}, ${userId},
          ${message.role}, ${message.content}, ${JSON.stringify(message.links ?? [])}::jsonb, ${message.provider ?? null})`,
  );
  await db.execute(
    sql`UPDATE coach_conversations SET updated_at = now() WHERE id = ${message.conversationId} AND user_id = ${userId}`,
  );
}

export interface CoachLogValues {
  userId: string;
  conversationId: string | null;
  prompt: string;
  response: string | null;
  provider: CoachProvider;
  model: string | null;
  languageCode: string;
  status: 'ok' | 'error' | 'refused' | 'fallback' | 'limited';
  latencyMs: number;
  tokensIn: number | null;
  tokensOut: number | null;
}

export async function insertLog(db: AppDb, log: CoachLogValues): Promise<void> {
  await db.execute(
    sql`INSERT INTO coach_logs (user_id, conversation_id, prompt, response, provider, model, language_code, status,
          latency_ms, tokens_in, tokens_out)
        VALUES (${log.userId}, ${log.conversationId}, ${log.prompt.slice(0, 8000)}, ${log.response?.slice(0, 16000) ?? null},
          ${log.provider}, ${log.model}, ${log.languageCode}, ${log.status}, ${Math.max(0, Math.round(log.latencyMs))},
          ${log.tokensIn}, ${log.tokensOut})`,
  );
}

/** How many language-model answers the member had since a moment (the daily limit). */
export async function countModelAnswersSince(db: AppDb, userId: string, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM coach_logs
        WHERE user_id = ${userId} AND provider = 'openai' AND created_at >= ${since.toISOString()}::timestamptz`,
  );
  return Number(row?.n ?? 0);
}
