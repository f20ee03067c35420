import { z } from 'zod';
import { detailParams } from './errors';
import { multiLineText } from './text';

/** A calendar day as the member's device sees it (the server's time zone is not the member's). */
export const CalendarDay = z.iso
  .date({ error: 'Use a date like 2026-11-22' })
  .refine((value) => value >= '2000-01-01' && value <= '2100-12-31', {
    error: 'The date must be between 2000 and 2100',
    params: detailParams('out_of_range'),
  });

const scale = (field: string) =>
  z
    .number({ error: `${field} must be a number from 1 to 5` })
    .int({ error: `${field} must be a whole number from 1 to 5` })
    .min(1, { error: `${field} must be from 1 to 5` })
    .max(5, { error: `${field} must be from 1 to 5` })
    .nullable()
    .optional();

export const SaveReadinessRequest = z
  .object({
    day: CalendarDay,
    energy: z
      .number({ error: 'Energy must be a number from 0 to 100' })
      .int({ error: 'Energy must be a whole number' })
      .min(0, { error: 'Energy must be from 0 to 100' })
      .max(100, { error: 'Energy must be from 0 to 100' })
      .nullable()
      .optional(),
    sleep: scale('Sleep'),
    soreness: scale('Soreness'),
    stress: scale('Stress'),
    note: multiLineText(500, { tooLong: 'A note can have at most 500 characters' }).nullable().optional(),
  })
  .strict()
  .refine((v) => [v.energy, v.sleep, v.soreness, v.stress].some((x) => x !== null && x !== undefined), {
    error: 'Answer at least one question',
    path: ['energy'],
    params: detailParams('required'),
  });
export type SaveReadinessRequest = z.infer<typeof SaveReadinessRequest>;

export const Readiness = z.object({
  day: z.string(),
  energy: z.number().int(),
  energyAnswer: z.number().int().nullable(),
  sleep: z.number().int().nullable(),
  soreness: z.number().int().nullable(),
  stress: z.number().int().nullable(),
  note: z.string().nullable(),
});
export type Readiness = z.infer<typeof Readiness>;

/** Spec §7 get_latest_readiness: the newest check-in, and the energy to use (65 when there is none). */
/** A day of what a phone or watch measured (issue 42, imported from Apple Health): sleep of the night before, resting HR. */
export const HealthDaily = z.object({
  day: z.string(),
  restingHr: z.number().int().nullable(),
  sleepMinutes: z.number().int().nullable(),
});
export type HealthDaily = z.infer<typeof HealthDaily>;

/**
 * `health`: the newest imported day (issue 42) of the last two days (UTC), else null. It does not move `energy`: the
 * spec (§9) fixes 65 when there is no check-in, and the check-in's own answers when there is one.
 */
export const LatestReadinessResponse = z.object({
  readiness: Readiness.nullable(),
  energy: z.number().int(),
  health: HealthDaily.nullable().optional(),
});
export type LatestReadinessResponse = z.infer<typeof LatestReadinessResponse>;

export const ReadinessHistoryQuery = z.object({
  days: z.coerce.number().int().min(1).max(366).default(35),
  until: CalendarDay.optional(),
});
export const ReadinessHistoryResponse = z.object({ checkins: z.array(Readiness) });
export type ReadinessHistoryResponse = z.infer<typeof ReadinessHistoryResponse>;
