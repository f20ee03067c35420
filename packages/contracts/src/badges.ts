import { z } from 'zod';

/** A badge earned by the request that answers it (ending a workout shows it right then; issue 17). */
export const EarnedBadge = z.object({ code: z.string(), earnedAt: z.string() });
export type EarnedBadge = z.infer<typeof EarnedBadge>;
