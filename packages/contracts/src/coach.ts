import { z } from 'zod';
import { Uuid } from './catalogue';
import { detailParams } from './errors';
import { TimeZone } from './insights';
import { LanguageCode } from './profile';
import { CalendarDay } from './readiness';
import { cleanMultiLineText, singleLineText } from './text';

/** The AI coach (issue 23): conversations with a coach that answers from the member's own training data. */

export const COACH_MESSAGE_MAX_LENGTH = 4_000;
export const COACH_TITLE_MAX_LENGTH = 120;

/** The quick questions offered as chips; each is also recognised when typed in any of the three languages. */
export const COACH_QUICK_QUESTIONS = ['train_today', 'stalled', 'week', 'warmup', 'recovered'] as const;
export const CoachQuickQuestion = z.enum(COACH_QUICK_QUESTIONS);
export type CoachQuickQuestion = z.infer<typeof CoachQuickQuestion>;

/** What the embedded coach recognises in a question; `unknown` is answered by saying so. */
export const COACH_TOPICS = [
  ...COACH_QUICK_QUESTIONS,
  'next_weights',
  'muscles',
  'records',
  'streak',
  'mood',
  'unknown',
] as const;
export type CoachTopic = (typeof COACH_TOPICS)[number];

// Tab, LF and CR are typing; every other C0 or C1 control character (NUL, escape...) is refused, not cleaned away.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** A question: 1 to 4,000 characters after cleaning, no control characters. */
export const CoachMessageText = z
  .string({ error: 'A question is text' })
  .refine((value) => !CONTROL_CHARACTER.test(value), {
    error: 'A question cannot contain control characters',
    params: detailParams('invalid_format'),
  })
  .overwrite(cleanMultiLineText)
  .min(1, { error: 'Ask a question' })
  .max(COACH_MESSAGE_MAX_LENGTH, { error: `A question has at most ${COACH_MESSAGE_MAX_LENGTH} characters` });

export const AskCoachRequest = z
  .object({
    /** Continue this conversation; without it a new one starts, titled after the question. */
    conversationId: Uuid.optional(),
    message: CoachMessageText,
    /** Set when the member tapped a chip: the question is then not guessed from its words. */
    quick: CoachQuickQuestion.optional(),
    language: LanguageCode.default('en'),
    /** The member's calendar day and time zone: weeks and streaks are counted in them. */
    today: CalendarDay,
    tz: TimeZone.default('UTC'),
  })
  .strict();
export type AskCoachRequest = z.infer<typeof AskCoachRequest>;

/** The demo page's question: the same coach on a fixed sample member, in every language. */
export const CoachDemoQuery = z.object({ question: CoachQuickQuestion.default('train_today') });
export type CoachDemoQuery = z.infer<typeof CoachDemoQuery>;

export const RenameCoachConversationRequest = z
  .object({
    title: singleLineText(COACH_TITLE_MAX_LENGTH, {
      tooLong: `A title has at most ${COACH_TITLE_MAX_LENGTH} characters`,
    }).min(1, { error: 'A title cannot be empty' }),
  })
  .strict();
export type RenameCoachConversationRequest = z.infer<typeof RenameCoachConversationRequest>;

export const CoachConversationParams = z.object({ id: Uuid });

/** A page the answer's numbers come from. `page` is a key the web translates. */
export const CoachLink = z.object({ href: z.string(), page: z.string() });
export type CoachLink = z.infer<typeof CoachLink>;

export const COACH_PROVIDERS = ['embedded', 'openai'] as const;
export type CoachProvider = (typeof COACH_PROVIDERS)[number];

export const CoachMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  links: z.array(CoachLink),
  provider: z.enum(COACH_PROVIDERS).nullable(),
  createdAt: z.string(),
});
export type CoachMessage = z.infer<typeof CoachMessage>;

export const CoachConversation = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CoachConversation = z.infer<typeof CoachConversation>;

export const CoachConversationsResponse = z.object({ conversations: z.array(CoachConversation) });
export type CoachConversationsResponse = z.infer<typeof CoachConversationsResponse>;

export const CoachConversationResponse = CoachConversation.extend({ messages: z.array(CoachMessage) });
export type CoachConversationResponse = z.infer<typeof CoachConversationResponse>;

/**
 * The answer streams as server-sent events: `start` ({ conversationId, messageId }), then `delta` ({ text }) pieces,
 * then `done` ({ links, provider, fallback }) or `error` ({ code }). A `reset` withdraws what streamed so far (the
 * language model failed halfway); the embedded coach's answer follows it.
 */
export const CoachStreamDone = z.object({
  links: z.array(CoachLink),
  provider: z.enum(COACH_PROVIDERS),
  /** Why the embedded coach answered when a language model is configured, or null. */
  fallback: z.enum(['provider_failed', 'daily_limit']).nullable(),
});
export type CoachStreamDone = z.infer<typeof CoachStreamDone>;

export const CoachDemoAnswer = z.object({ language: LanguageCode, content: z.string(), links: z.array(CoachLink) });
export const CoachDemoResponse = z.object({ question: CoachQuickQuestion, answers: z.array(CoachDemoAnswer) });
export type CoachDemoResponse = z.infer<typeof CoachDemoResponse>;

/** The language model behind the coach, as a superadmin sets it (the key is write-only: stored encrypted). */
export const CoachProviderSettingsRequest = z
  .object({
    baseUrl: z
      .url({ protocol: /^https?$/, error: 'An http(s) URL, such as https://api.openai.com/v1' })
      .max(500)
      .nullable(),
    model: singleLineText(100).nullable(),
    /** A new key; left out keeps the stored one, null removes it. */
    apiKey: z
      .string()
      .max(500)
      .regex(/^[\x21-\x7e]*$/, { error: 'A key has no spaces or control characters' })
      .nullable()
      .optional(),
    dailyLimit: z.number().int().min(0).max(10_000),
    maxTokens: z.number().int().min(50).max(8_000),
    timeoutSec: z.number().int().min(1).max(300),
  })
  .strict();
export type CoachProviderSettingsRequest = z.infer<typeof CoachProviderSettingsRequest>;

export const CoachProviderSettingsView = z.object({
  /** Where the coach's language model comes from now: these settings, the environment, or none (embedded coach). */
  source: z.enum(['settings', 'env', 'none']),
  baseUrl: z.string().nullable(),
  model: z.string().nullable(),
  hasApiKey: z.boolean(),
  dailyLimit: z.number(),
  maxTokens: z.number(),
  timeoutSec: z.number(),
});
export type CoachProviderSettingsView = z.infer<typeof CoachProviderSettingsView>;
