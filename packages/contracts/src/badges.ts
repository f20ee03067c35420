import { z } from 'zod';

/** A badge earned by the request that answers it (ending a workout shows it right then; issue 17). */
export const BADGE_GROUPS = [
  'workouts',
  'streaks',
  'records',
  'volume',
  'strength',
  'habits',
  'life',
  'cardio',
] as const;
export const BadgeGroup = z.enum(BADGE_GROUPS);

/** The badge, its group and target (what its name is made of: "10 workouts") and when it was stored. */
export const EarnedBadge = z.object({ code: z.string(), group: BadgeGroup, target: z.number(), earnedAt: z.string() });
export type EarnedBadge = z.infer<typeof EarnedBadge>;
