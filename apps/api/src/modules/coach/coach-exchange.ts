import crypto from 'node:crypto';
import {
  cleanSingleLineText,
  COACH_TITLE_MAX_LENGTH,
  type AskCoachRequest,
  type CoachLink,
  type CoachStreamDone,
} from '@lifeorbit/contracts';
import type { AppDeps } from '../../core/deps';
import { loadCoachFacts, type CoachFacts } from './coach-facts';
import { resolveProvider, type ProviderConfig } from './coach-provider';
import * as repo from './coach.repository';
import { notFound } from './coach.service';
import { answerQuestion } from './embedded-coach';
import { answerWithModel } from './model-coach';
import { coachTexts } from './texts/coach-texts';

export type CoachEvent =
  | { event: 'start'; data: { conversationId: string; messageId: string } }
  | { event: 'delta'; data: { text: string } }
  /** What streamed so far is withdrawn (the model failed halfway); the embedded coach's answer follows. */
  | { event: 'reset'; data: Record<string, never> }
  | { event: 'done'; data: CoachStreamDone };

/** Splits a finished answer into pieces of a few words, so the embedded coach streams like a model does. */
export function* piecesOf(text: string, wordsPerPiece = 4): Generator<string> {
  const parts = text.split(/(\s+)/);
  for (let i = 0; i < parts.length; i += wordsPerPiece * 2) yield parts.slice(i, i + wordsPerPiece * 2).join('');
}

function titleOf(message: string): string {
  const title = cleanSingleLineText(message);
  return title.length > COACH_TITLE_MAX_LENGTH ? `${title.slice(0, COACH_TITLE_MAX_LENGTH - 1)}…` : title;
}

type Deps = Pick<AppDeps, 'database' | 'config' | 'secretsKey' | 'log'>;

interface Outcome {
  text: string;
  links: CoachLink[];
  provider: 'embedded' | 'openai';
  model: string | null;
  status: repo.CoachLogValues['status'];
  fallback: CoachStreamDone['fallback'];
  tokensIn: number | null;
  tokensOut: number | null;
}

/**
 * Opens an exchange: the conversation is found (404 when it is not the member's) or started and the question stored
 * before anything streams, so a refusal is a plain JSON error. The answer then streams from `events`: from the
 * language model when one is configured and the member is under the daily limit, else (or when it fails) from the
 * embedded coach, saying why. It is stored and logged when it ends, a failure too.
 */
export async function openExchange(deps: Deps, userId: string, input: AskCoachRequest, now = () => Date.now()) {
  const db = deps.database.db;
  const conversation = input.conversationId
    ? await repo.findConversation(db, userId, input.conversationId)
    : await repo.insertConversation(db, userId, titleOf(input.message));
  if (!conversation) throw notFound();
  const history = await repo.recentMessages(db, userId, conversation.id, 6);
  await repo.insertMessage(db, userId, { conversationId: conversation.id, role: 'user', content: input.message });
  const messageId = crypto.randomUUID();
  const startedAt = now();
  const log = (outcome: Pick<Outcome, 'text' | 'provider' | 'model' | 'status' | 'tokensIn' | 'tokensOut'>) =>
    repo.insertLog(db, {
      userId,
      conversationId: conversation.id,
      prompt: input.message,
      response: outcome.text || null,
      provider: outcome.provider,
      model: outcome.model,
      languageCode: input.language,
      status: outcome.status,
      latencyMs: now() - startedAt,
      tokensIn: outcome.tokensIn,
      tokensOut: outcome.tokensOut,
    });

  async function* embedded(facts: CoachFacts, fallback: Outcome['fallback']): AsyncGenerator<CoachEvent, Outcome> {
    const answer = answerQuestion(facts, input.message, input.language, input.quick);
    const notice = fallback ? `${coachTexts(input.language).fallback[fallback]}\n\n` : '';
    const text = notice + answer.text;
    for (const piece of piecesOf(text)) yield { event: 'delta', data: { text: piece } };
    const status =
      fallback === 'daily_limit' ? 'limited' : fallback ? 'fallback' : answer.topic === 'unknown' ? 'refused' : 'ok';
    return {
      text,
      links: answer.links,
      provider: 'embedded',
      model: null,
      status,
      fallback,
      tokensIn: null,
      tokensOut: null,
    };
  }

  async function* model(facts: CoachFacts, provider: ProviderConfig): AsyncGenerator<CoachEvent, Outcome | null> {
    let text = '';
    const usage = { tokensIn: null as number | null, tokensOut: null as number | null };
    try {
      const chunks = answerWithModel({
        db,
        userId,
        today: input.today,
        timeZone: input.tz,
        lang: input.language,
        provider,
        facts,
        history,
        question: input.message,
        signal: AbortSignal.timeout(provider.timeoutSec * 1000),
      });
      for await (const chunk of chunks) {
        if (chunk.type === 'usage') Object.assign(usage, chunk);
        else {
          text += chunk.text;
          yield { event: 'delta', data: { text: chunk.text } };
        }
      }
      const { links } = answerQuestion(facts, input.message, input.language, input.quick);
      return { text, links, provider: 'openai', model: provider.model, status: 'ok', fallback: null, ...usage };
    } catch (err) {
      deps.log.error('coach language model failed', err);
      if (text) yield { event: 'reset', data: {} };
      return null;
    }
  }

  async function* events(): AsyncGenerator<CoachEvent> {
    yield { event: 'start', data: { conversationId: conversation!.id, messageId } };
    try {
      const [facts, provider] = await Promise.all([
        loadCoachFacts(db, userId, input.today, input.tz, input.language),
        resolveProvider(db, deps.config, deps.secretsKey),
      ]);
      let outcome: Outcome | null = null;
      let fallback: Outcome['fallback'] = null;
      if (provider) {
        const dayStart = new Date(new Date(now()).toISOString().slice(0, 10));
        if ((await repo.countModelAnswersSince(db, userId, dayStart)) >= provider.dailyLimit) fallback = 'daily_limit';
        else outcome = yield* model(facts, provider);
        if (!outcome && !fallback) fallback = 'provider_failed';
      }
      outcome ??= yield* embedded(facts, fallback);
      await repo.insertMessage(db, userId, {
        id: messageId,
        conversationId: conversation!.id,
        role: 'assistant',
        content: outcome.text,
        links: outcome.links,
        provider: outcome.provider,
      });
      await log(outcome);
      yield { event: 'done', data: { links: outcome.links, provider: outcome.provider, fallback: outcome.fallback } };
    } catch (err) {
      await log({ text: '', provider: 'embedded', model: null, status: 'error', tokensIn: null, tokensOut: null });
      throw err;
    }
  }
  return { conversationId: conversation.id, messageId, events };
}
