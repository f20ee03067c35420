import { z } from 'zod';

/**
 * What a watch, a phone or Strava recorded of an imported workout (issue 42): its sport, device, totals and the track,
 * simplified to at most ~300 [lat, lon] points rounded to 5 decimals (an SVG path of it needs no tile server).
 * Distances in metres, times in seconds; null where the file does not say.
 */
export const WorkoutActivity = z.object({
  sport: z.string(),
  source: z.string(),
  device: z.string().nullable(),
  distanceM: z.number().nullable(),
  movingSec: z.number().nullable(),
  elapsedSec: z.number().nullable(),
  avgHr: z.number().int().nullable(),
  maxHr: z.number().int().nullable(),
  calories: z.number().int().nullable(),
  elevationGainM: z.number().nullable(),
  /** Minutes to add to UTC for the local time where it was recorded (+120 in Stavanger in summer). */
  utcOffsetMin: z.number().int().nullable(),
  /** An IANA time zone, when the file names one (Apple Health's HKTimeZone). */
  timeZone: z.string().nullable(),
  route: z.array(z.tuple([z.number(), z.number()])),
});
export type WorkoutActivity = z.infer<typeof WorkoutActivity>;
