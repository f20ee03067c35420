import { z } from 'zod';
import { detailParams } from './errors';
import { LanguageCode } from './profile';
import { CalendarDay } from './readiness';

/** Insights (issue 18): what goes together with the member's good days, in their own data, with the numbers. */

/** Whether a time zone name is one this runtime knows (IANA, such as Europe/Madrid). */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const TimeZone = z
  .string({ error: 'A time zone is required' })
  .max(64, { error: 'Not a time zone' })
  .regex(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/, { error: 'Use a time zone like Europe/Madrid' })
  .refine(isTimeZone, { error: 'Not a known time zone', params: detailParams('invalid_value') });

export const InsightsQuery = z.object({
  /** The member's calendar day (their device's); the weekly review ends on it. */
  today: CalendarDay,
  /** Days of workouts are counted in this zone. */
  tz: TimeZone.default('UTC'),
  lang: LanguageCode.default('en'),
});
export type InsightsQuery = z.infer<typeof InsightsQuery>;

export const INSIGHT_OUTCOMES = ['mood', 'energy', 'readiness'] as const;
export const InsightOutcome = z.enum(INSIGHT_OUTCOMES);
export type InsightOutcome = z.infer<typeof InsightOutcome>;

/**
 * What a statement is about: training, a muscle trained, a journal tag, a day higher than usual in a series, or a
 * life-area tracker's check-in higher than usual. `label` names the muscle, tag or tracker.
 */
export const INSIGHT_DRIVERS = [
  'trained',
  'muscle',
  'tag',
  'volume',
  'mood',
  'energy',
  'readiness',
  'goal',
  // Issue 42: minutes of cardio (logged or from a watch) and a night's sleep (from Apple Health).
  'cardio',
  'sleep',
] as const;
export const InsightDriverKind = z.enum(INSIGHT_DRIVERS);
export type InsightDriverKind = z.infer<typeof InsightDriverKind>;
export const InsightDriver = z.object({ kind: InsightDriverKind, key: z.string(), label: z.string().nullable() });
export type InsightDriver = z.infer<typeof InsightDriver>;

export const Insight = z.object({
  driver: InsightDriver,
  outcome: InsightOutcome,
  /** 0: the same day; 1: the day after. */
  lag: z.union([z.literal(0), z.literal(1)]),
  /** Outcome on days with the driver minus the same weekdays without it. */
  effect: z.number(),
  ciLow: z.number(),
  ciHigh: z.number(),
  pValue: z.number(),
  pairedDays: z.number().int(),
  withDays: z.number().int(),
  withoutDays: z.number().int(),
});
export type Insight = z.infer<typeof Insight>;

export const PendingInsight = z.object({
  driver: InsightDriver,
  outcome: InsightOutcome,
  lag: z.union([z.literal(0), z.literal(1)]),
  pairedDays: z.number().int(),
  daysNeeded: z.number().int(),
});
export type PendingInsight = z.infer<typeof PendingInsight>;

export const WeekFigures = z.object({
  workouts: z.number(),
  volumeKg: z.number(),
  mood: z.number().nullable(),
  energy: z.number().nullable(),
  journalDays: z.number(),
});
export type WeekFigures = z.infer<typeof WeekFigures>;

export const WeeklyReview = z.object({
  weekStart: z.string(),
  thisWeek: WeekFigures,
  /** The average of the 8 weeks before this one. */
  average: WeekFigures,
  journalStreakDays: z.number().int(),
  trainingStreakWeeks: z.number().int(),
});
export type WeeklyReview = z.infer<typeof WeeklyReview>;

export const InsightsResponse = z.object({
  from: z.string().nullable(),
  until: z.string(),
  /** Pairs that rest on enough days, whether or not they showed anything. */
  checked: z.number().int(),
  minimumDays: z.number().int(),
  insights: z.array(Insight),
  pending: z.array(PendingInsight),
  weekly: WeeklyReview,
});
export type InsightsResponse = z.infer<typeof InsightsResponse>;
