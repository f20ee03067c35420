import { z } from 'zod';
import { PageCursor } from './catalogue';
import { multiLineText, singleLineText } from './text';

/**
 * Ambassadors, referrals, battles, deals and payouts (issue 22). Money travels as decimal text ("1234.50") with its
 * ISO 4217 currency and is stored as integer minor units; the API checks the currency and the decimals against the
 * currency's minor unit (packages/domain money.ts) and answers a 400 naming `amount` or `currency`.
 */

export const AMBASSADOR_PAGE_SIZE = 50;

const optionalParam = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const Uuid = z.uuid({ error: 'Not an id' });
const Cursor = optionalParam(PageCursor(200));

export const ReferralCode = z
  .string({ error: 'Referral code must be text' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4,20}$/, { error: 'Referral code must be 4 to 20 letters or digits' });

export const CurrencyCode = z
  .string({ error: 'Currency must be text' })
  .regex(/^[A-Z]{3}$/, { error: 'Currency must be a three-letter ISO 4217 code' });

export const AmountText = z
  .string({ error: 'Amount must be text such as 12.50' })
  .trim()
  .max(20, { error: 'Amount is too long' })
  .min(1, { error: 'Enter an amount' })
  // Digits and one decimal point (a minus is let through so the ledger can say "more than zero").
  .regex(/^-?\d+(?:\.\d*)?$/, { error: 'Amount must be a number such as 12.50' });

/** A commission rate in basis points: 1250 is 12.5%. */
export const RateBps = z
  .number({ error: 'Rate must be a number' })
  .int({ error: 'Rate must be whole basis points' })
  .min(0, { error: 'Rate cannot be negative' })
  .max(10000, { error: 'Rate is at most 100%' });

const IsoDateTime = z.iso.datetime({ offset: true, error: 'Must be an ISO date and time' });
const IsoDate = z.iso.date({ error: 'Must be a date (YYYY-MM-DD)' });

export const AMBASSADOR_STATUSES = ['active', 'inactive'] as const;
export const AmbassadorStatus = z.enum(AMBASSADOR_STATUSES);
export type AmbassadorStatus = z.infer<typeof AmbassadorStatus>;

export const BATTLE_METRIC_KEYS = ['volume', 'workouts', 'training_days', 'sets'] as const;
export const BattleMetric = z.enum(BATTLE_METRIC_KEYS, {
  error: 'Metric must be volume, workouts, training_days or sets',
});
export type BattleMetric = z.infer<typeof BattleMetric>;
export const BATTLE_STATE_KEYS = ['draft', 'upcoming', 'live', 'ended', 'cancelled'] as const;
export type BattleState = (typeof BATTLE_STATE_KEYS)[number];
export const INVITATION_STATUS_KEYS = ['pending', 'accepted', 'declined', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUS_KEYS)[number];
export const DEAL_STATUSES = ['pending', 'verified', 'rejected'] as const;
export const DealStatus = z.enum(DEAL_STATUSES);
export type DealStatus = z.infer<typeof DealStatus>;
export const PAYOUT_STATUS_KEYS = ['pending', 'approved', 'paid', 'rejected', 'failed'] as const;
export const PayoutStatus = z.enum(PAYOUT_STATUS_KEYS);
export type PayoutStatus = z.infer<typeof PayoutStatus>;
export const PAYOUT_KINDS = ['commission', 'prize'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];

/** An amount as the API answers it: exact minor units, the same as decimal text, and the currency. */
export const MoneyView = z.object({ minor: z.number().int(), amount: z.string(), currency: z.string() });
export type MoneyView = z.infer<typeof MoneyView>;

// ---------- Ambassadors (admin) ----------

export const AmbassadorListQuery = z.object({
  q: optionalParam(singleLineText(80)),
  status: optionalParam(AmbassadorStatus),
  cursor: Cursor,
});
export type AmbassadorListQuery = z.infer<typeof AmbassadorListQuery>;

export const CreateAmbassadorRequest = z
  .object({
    userId: z.string({ error: 'Choose a member' }).regex(/^[A-Za-z0-9_-]{1,100}$/, { error: 'Not a member id' }),
    referralCode: ReferralCode.optional(),
    commissionRateBps: RateBps,
  })
  .strict();
export type CreateAmbassadorRequest = z.infer<typeof CreateAmbassadorRequest>;

export const UpdateAmbassadorRequest = z
  .object({
    referralCode: ReferralCode.optional(),
    commissionRateBps: RateBps.optional(),
    status: AmbassadorStatus.optional(),
  })
  .strict();
export type UpdateAmbassadorRequest = z.infer<typeof UpdateAmbassadorRequest>;

export const AmbassadorSummary = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  referralCode: z.string(),
  commissionRateBps: z.number().int(),
  status: AmbassadorStatus,
  referredCount: z.number().int(),
  createdAt: z.string(),
});
export type AmbassadorSummary = z.infer<typeof AmbassadorSummary>;

export const AmbassadorListResponse = z.object({
  ambassadors: z.array(AmbassadorSummary),
  nextCursor: z.string().nullable(),
});
export type AmbassadorListResponse = z.infer<typeof AmbassadorListResponse>;

// ---------- Referrals ----------

export const ClaimReferralRequest = z.object({ code: ReferralCode }).strict();
export type ClaimReferralRequest = z.infer<typeof ClaimReferralRequest>;

/** Whether this sign-up was recorded as the ambassador's referral (only once, only soon after the account was made). */
export const ClaimReferralResponse = z.object({
  claimed: z.boolean(),
  reason: z.enum(['recorded', 'already_referred', 'unknown_code', 'own_code', 'too_late']),
});
export type ClaimReferralResponse = z.infer<typeof ClaimReferralResponse>;

export const ReferredMember = z.object({
  name: z.string(),
  joinedAt: z.string(),
  workoutsLast30Days: z.number().int(),
  lastWorkoutAt: z.string().nullable(),
});
export type ReferredMember = z.infer<typeof ReferredMember>;

export const PageQuery = z.object({ cursor: Cursor });
export type PageQuery = z.infer<typeof PageQuery>;

export const ReferralsResponse = z.object({ members: z.array(ReferredMember), nextCursor: z.string().nullable() });
export type ReferralsResponse = z.infer<typeof ReferralsResponse>;

// ---------- Battles ----------

const battleFields = {
  name: singleLineText(120, { notText: 'Name must be text', tooLong: 'Name must be at most 120 characters' }).min(1, {
    error: 'Give the battle a name',
  }),
  description: multiLineText(2000, { notText: 'Description must be text' }).optional(),
  startsAt: IsoDateTime,
  endsAt: IsoDateTime,
  timeZone: z
    .string({ error: 'Time zone must be text' })
    .max(64)
    .refine(
      (zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      },
      { error: 'Not a known time zone' },
    ),
  metric: BattleMetric,
  prize: multiLineText(500, { notText: 'Prize must be text' }).optional(),
};

export const CreateBattleRequest = z.object(battleFields).strict();
export type CreateBattleRequest = z.infer<typeof CreateBattleRequest>;

export const UpdateBattleRequest = z.object(battleFields).partial().strict();
export type UpdateBattleRequest = z.infer<typeof UpdateBattleRequest>;

export const InviteRequest = z
  .object({ ambassadorIds: z.array(Uuid).min(1, { error: 'Choose at least one ambassador' }).max(50) })
  .strict();
export type InviteRequest = z.infer<typeof InviteRequest>;

export const ReasonRequest = z
  .object({
    reason: multiLineText(500, { notText: 'Reason must be text' }).min(1, { error: 'Give a reason' }),
  })
  .strict();
export type ReasonRequest = z.infer<typeof ReasonRequest>;

export const PrizeRequest = z.object({ amount: AmountText, currency: CurrencyCode }).strict();
export type PrizeRequest = z.infer<typeof PrizeRequest>;

export const BattleSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  metric: BattleMetric,
  prize: z.string(),
  state: z.enum(BATTLE_STATE_KEYS),
  cancelReason: z.string().nullable(),
  invited: z.number().int(),
  accepted: z.number().int(),
  winner: z.object({ ambassadorId: z.string(), name: z.string() }).nullable(),
});
export type BattleSummary = z.infer<typeof BattleSummary>;

export const BattleListResponse = z.object({ battles: z.array(BattleSummary), nextCursor: z.string().nullable() });
export type BattleListResponse = z.infer<typeof BattleListResponse>;

export const LeaderboardMember = z.object({ name: z.string(), score: z.number(), isAmbassador: z.boolean() });
export const LeaderboardTeam = z.object({
  ambassadorId: z.string(),
  name: z.string(),
  rank: z.number().int(),
  score: z.number(),
  memberCount: z.number().int(),
  members: z.array(LeaderboardMember),
});
export type LeaderboardTeam = z.infer<typeof LeaderboardTeam>;

export const Leaderboard = z.object({
  metric: BattleMetric,
  frozen: z.boolean(),
  frozenAt: z.string().nullable(),
  winnerAmbassadorId: z.string().nullable(),
  teams: z.array(LeaderboardTeam),
});
export type Leaderboard = z.infer<typeof Leaderboard>;

export const BattleInvitationView = z.object({
  id: z.string(),
  ambassadorId: z.string(),
  name: z.string(),
  status: z.enum(INVITATION_STATUS_KEYS),
  answeredAt: z.string().nullable(),
});
export type BattleInvitationView = z.infer<typeof BattleInvitationView>;

export const BattleDetail = z.object({
  battle: BattleSummary,
  invitations: z.array(BattleInvitationView),
  leaderboard: Leaderboard,
  prizeEntry: z.object({ id: z.string(), money: MoneyView, status: PayoutStatus }).nullable(),
});
export type BattleDetail = z.infer<typeof BattleDetail>;

export const MyInvitation = z.object({
  id: z.string(),
  status: z.enum(INVITATION_STATUS_KEYS),
  battle: BattleSummary,
});
export type MyInvitation = z.infer<typeof MyInvitation>;

export const MyBattle = z.object({ battle: BattleSummary, leaderboard: Leaderboard });
export type MyBattle = z.infer<typeof MyBattle>;

// ---------- Deals ----------

export const DealRequest = z
  .object({
    partner: singleLineText(120, { notText: 'Partner must be text' }).min(1, { error: 'Name the partner' }),
    description: multiLineText(2000, { notText: 'Description must be text' }).optional(),
    amount: AmountText,
    currency: CurrencyCode,
    dealDate: IsoDate,
    proofUrl: z
      .union([
        z.literal(''),
        z
          .string({ error: 'Proof must be a link' })
          .max(2000, { error: 'Proof link is too long' })
          .regex(/^https?:\/\/[!-~]+$/, { error: 'Proof must be an http(s) link without spaces' }),
      ])
      .optional(),
  })
  .strict();
export type DealRequest = z.infer<typeof DealRequest>;

export const DealListQuery = z.object({ status: optionalParam(DealStatus), cursor: Cursor });
export type DealListQuery = z.infer<typeof DealListQuery>;

export const DealView = z.object({
  id: z.string(),
  ambassador: z.object({ id: z.string(), name: z.string() }),
  partner: z.string(),
  description: z.string(),
  money: MoneyView,
  dealDate: z.string(),
  proofUrl: z.string().nullable(),
  status: DealStatus,
  rejectReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  commission: MoneyView.nullable(),
  createdAt: z.string(),
});
export type DealView = z.infer<typeof DealView>;

export const DealListResponse = z.object({ deals: z.array(DealView), nextCursor: z.string().nullable() });
export type DealListResponse = z.infer<typeof DealListResponse>;

// ---------- Payouts ----------

export const PayoutListQuery = z.object({
  status: optionalParam(PayoutStatus),
  ambassadorId: optionalParam(Uuid),
  currency: optionalParam(CurrencyCode),
  from: optionalParam(IsoDate),
  to: optionalParam(IsoDate),
  cursor: Cursor,
});
export type PayoutListQuery = z.infer<typeof PayoutListQuery>;

export const PayoutExportQuery = z.object({ from: IsoDate, to: IsoDate });
export type PayoutExportQuery = z.infer<typeof PayoutExportQuery>;

export const PayoutStatusRequest = z
  .object({
    status: z.enum(['approved', 'paid', 'rejected', 'failed'], {
      error: 'Status must be approved, paid, rejected or failed',
    }),
    reason: multiLineText(500, { notText: 'Reason must be text' }).optional(),
    reference: singleLineText(200, { notText: 'Reference must be text' }).optional(),
  })
  .strict();
export type PayoutStatusRequest = z.infer<typeof PayoutStatusRequest>;

export const PayoutEntryView = z.object({
  id: z.string(),
  ambassador: z.object({ id: z.string(), name: z.string() }),
  kind: z.enum(PAYOUT_KINDS),
  source: z.string(),
  money: MoneyView,
  rateBps: z.number().int().nullable(),
  status: PayoutStatus,
  reason: z.string().nullable(),
  reference: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PayoutEntryView = z.infer<typeof PayoutEntryView>;

export const PayoutTotal = z.object({
  ambassadorId: z.string(),
  name: z.string(),
  status: PayoutStatus,
  money: MoneyView,
});
export type PayoutTotal = z.infer<typeof PayoutTotal>;

export const PayoutListResponse = z.object({
  entries: z.array(PayoutEntryView),
  totals: z.array(PayoutTotal),
  nextCursor: z.string().nullable(),
});
export type PayoutListResponse = z.infer<typeof PayoutListResponse>;

// ---------- The ambassador's own page ----------

export const AmbassadorHome = z.object({
  profile: z.object({
    id: z.string(),
    referralCode: z.string(),
    commissionRateBps: z.number().int(),
    status: AmbassadorStatus,
  }),
  referredCount: z.number().int(),
  /** Per currency and status, never added across currencies. */
  totals: z.array(z.object({ status: PayoutStatus, money: MoneyView })),
});
export type AmbassadorHome = z.infer<typeof AmbassadorHome>;

export const MyInvitationsResponse = z.object({ invitations: z.array(MyInvitation) });
export type MyInvitationsResponse = z.infer<typeof MyInvitationsResponse>;
export const MyBattlesResponse = z.object({ battles: z.array(MyBattle) });
export type MyBattlesResponse = z.infer<typeof MyBattlesResponse>;
export const MyPayoutsResponse = z.object({ entries: z.array(PayoutEntryView), nextCursor: z.string().nullable() });
export type MyPayoutsResponse = z.infer<typeof MyPayoutsResponse>;
