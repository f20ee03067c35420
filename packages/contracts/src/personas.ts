import { z } from 'zod';
import { LanguageCode } from './profile';

/** The personas a superadmin can seed (issue 24): each a member with months of generated training. */
export const PERSONA_KINDS = ['beginner', 'powerlifter', 'runner-who-lifts'] as const;
export const PersonaKind = z.enum(PERSONA_KINDS);
export type PersonaKind = z.infer<typeof PersonaKind>;

export const SeedPersonaRequest = z.object({
  persona: PersonaKind,
  /** Months of history that end today. */
  months: z.coerce.number().int().min(1).max(24),
});
export type SeedPersonaRequest = z.infer<typeof SeedPersonaRequest>;

export const PersonaMember = z.object({
  id: z.string(),
  name: z.string(),
  persona: PersonaKind,
  createdAt: z.string(),
  workouts: z.number().int(),
});
export type PersonaMember = z.infer<typeof PersonaMember>;

export const SeedPersonaResponse = z.object({ member: PersonaMember, sets: z.number().int() });
export type SeedPersonaResponse = z.infer<typeof SeedPersonaResponse>;

export const PersonaMembersQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const PersonaMembersResponse = z.object({
  members: z.array(PersonaMember),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PersonaMembersResponse = z.infer<typeof PersonaMembersResponse>;

/** A member's id as better-auth makes it (the admin area's user ids): nothing else reaches the database. */
export const PersonaIdParam = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, { error: 'Not a member id' }),
});
export const PersonaDashboardQuery = z.object({ lang: LanguageCode.default('en') });

/** What the persona's dashboard would show: totals, its heaviest lifts and its last eight weeks. */
export const PersonaDashboard = z.object({
  member: PersonaMember,
  totals: z.object({
    workouts: z.number().int(),
    sets: z.number().int(),
    volumeKg: z.number(),
    firstWorkoutAt: z.string().nullable(),
    lastWorkoutAt: z.string().nullable(),
    personalRecords: z.number().int(),
  }),
  topLifts: z.array(
    z.object({ exerciseId: z.string(), name: z.string(), bestKg: z.number(), bestOneRepMaxKg: z.number() }),
  ),
  weeks: z.array(z.object({ weekStart: z.string(), workouts: z.number().int(), volumeKg: z.number() })),
});
export type PersonaDashboard = z.infer<typeof PersonaDashboard>;
