import { z } from 'zod';
import { Role } from './auth';
import { LanguageCode } from './profile';
import { multiLineText, singleLineText } from './text';

const Page = z.coerce.number().int().min(1).max(10_000).default(1);
const PageSize = z.coerce.number().int().min(1).max(100).default(25);

export const AdminUsersQuery = z.object({
  q: singleLineText(254).optional(),
  role: Role.optional(),
  page: Page,
  pageSize: PageSize,
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

export const AdminUserSummary = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  createdAt: z.string(),
  roles: z.array(Role),
  bannedAt: z.string().nullable(),
});
export type AdminUserSummary = z.infer<typeof AdminUserSummary>;

export const AdminUsersResponse = z.object({
  users: z.array(AdminUserSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponse>;

export const AdminSession = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});

export const AdminUserDetail = AdminUserSummary.extend({
  displayName: z.string().nullable(),
  preferredLanguage: z.string().nullable(),
  weightUnit: z.enum(['kg', 'lb']),
  banReason: z.string().nullable(),
  sessions: z.array(AdminSession),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

/** better-auth's ids: letters, digits, - and _ (a NUL byte or a quote never reaches the database). */
const AuthId = (what: string) => z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, { error: `Not a ${what} id` });
export const UserIdParam = z.object({ id: AuthId('user') });
export const UserSessionParams = z.object({ id: AuthId('user'), sessionId: AuthId('session') });
export const UserRoleParams = z.object({ id: AuthId('user'), role: Role });

export const GrantRoleRequest = z.object({ role: Role }).strict();
export const BanUserRequest = z
  .object({ reason: multiLineText(500, { tooLong: 'At most 500 characters' }).min(1, { error: 'Say why' }) })
  .strict();

export const WARMUP_STRATEGY_VALUES = ['quick', 'power', 'ramped'] as const;

/** The slug of a catalogue plate profile; the default is the profile flagged is_default (ADR 008). */
const PlateProfileSlug = z
  .string({ error: 'Choose a plate profile' })
  .min(1, { error: 'Choose a plate profile' })
  .max(100, { error: 'At most 100 characters' });

export const AppSettings = z.object({
  defaultLanguage: LanguageCode,
  /** Null only when no catalogue profile is flagged (the database allows none, never two). */
  defaultPlateProfile: PlateProfileSlug.nullable(),
  warmupStrategy: z.enum(WARMUP_STRATEGY_VALUES),
  registrationOpen: z.boolean(),
  /** Staff must use two-factor (issue 29): every admin route refuses a superadmin without it. Off by default. */
  staffTwoFactorRequired: z.boolean(),
});
export type AppSettings = z.infer<typeof AppSettings>;
export const UpdateAppSettingsRequest = AppSettings.extend({
  defaultPlateProfile: PlateProfileSlug.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Not a plate profile slug' }),
})
  .partial()
  .strict();
export type UpdateAppSettingsRequest = z.infer<typeof UpdateAppSettingsRequest>;

export const AppleSecretsRequest = z
  .object({
    teamId: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{10}$/, { error: 'A team id is 10 letters or digits' }),
    keyId: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{10}$/, { error: 'A key id is 10 letters or digits' }),
    servicesId: z
      .string()
      .trim()
      .min(3)
      .max(255)
      .regex(/^[A-Za-z0-9.-]+$/, { error: 'A services id looks like com.example.web' }),
    // A secret is kept exactly as pasted, so it is refused rather than cleaned: one PEM block and nothing else.
    privateKey: z
      .string()
      .max(10_000)
      .regex(/^[\r\n ]*-----BEGIN PRIVATE KEY-----[A-Za-z0-9+/=\r\n ]+-----END PRIVATE KEY-----[\r\n ]*$/, {
        error: 'Paste the whole .p8 key, BEGIN and END lines included',
      }),
  })
  .strict();
export type AppleSecretsRequest = z.infer<typeof AppleSecretsRequest>;

/** What the browser may see of a provider's secrets: never the key itself. */
export const SigninSecretsView = z.object({
  provider: z.enum(['apple', 'google', 'oidc']),
  teamId: z.string().nullable(),
  keyId: z.string().nullable(),
  clientId: z.string().nullable(),
  hasPrivateKey: z.boolean(),
  clientSecretExpiresAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** Google's and the OpenID Connect provider's client secret is stored (issue 29); never the secret itself. */
  hasClientSecret: z.boolean(),
  /** The OpenID Connect provider's issuer and the name on its button. */
  issuer: z.string().nullable(),
  name: z.string().nullable(),
  /** What to register at the provider: better-auth's `{BETTER_AUTH_URL}/api/auth/callback/{provider}`. */
  redirectUri: z.string(),
  /** Where the provider's settings come from now: the admin's (which win), the environment's, or none. */
  source: z.enum(['admin', 'environment']).nullable(),
});
export type SigninSecretsView = z.infer<typeof SigninSecretsView>;

export const CoachLogsQuery = z.object({
  userId: AuthId('user').optional(),
  /** ok: answered; refused: outside what the coach knows; error: failed; fallback / limited: the embedded coach
   * answered because the language model failed or the member reached the daily limit. */
  status: z.enum(['ok', 'error', 'refused', 'fallback', 'limited']).optional(),
  provider: z.enum(['embedded', 'openai']).optional(),
  q: singleLineText(200).optional(),
  page: Page,
  pageSize: PageSize,
});

export const AuditQuery = z.object({
  actionType: z
    .string()
    .max(100)
    .regex(/^[a-z0-9_.:-]*$/, { error: 'Not an action type' })
    .optional(),
  targetUserId: AuthId('user').optional(),
  actorUserId: AuthId('user').optional(),
  page: Page,
  pageSize: PageSize,
});

export const AuditEntry = z.object({
  id: z.string(),
  actorUserId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  actionType: z.string(),
  targetUserId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** A count in the window that ends now and in the window of the same length before it (the trend). */
export const AdminTrend = z.object({ current: z.number().int(), previous: z.number().int() });
export type AdminTrend = z.infer<typeof AdminTrend>;

/** The admin home (issue 24): what a staff member wants first, each counted by an index. Windows end now. */
export const AdminOverview = z.object({
  members: z.object({ total: z.number().int(), joined: AdminTrend }),
  /** Members who finished a workout in the last 7 days, against the 7 days before. */
  activeMembers: AdminTrend,
  /** Workouts finished since midnight UTC, and in the last 7 days against the 7 days before. */
  workouts: z.object({ today: z.number().int(), week: AdminTrend }),
  pendingGyms: z.number().int(),
  pendingDeals: z.number().int(),
  openReports: z.number().int(),
  /** The coach's answers (every exchange that did not fail) since midnight UTC and in the last 7 days. */
  coach: z.object({ today: z.number().int(), week: AdminTrend }),
  generatedAt: z.string(),
});
export type AdminOverview = z.infer<typeof AdminOverview>;
