export { FEELS, feelFromNotes, feelFromRpe, formatFeelNote, notesWithoutFeel, readFeel } from './feel';
export type { Feel, FeelSource } from './feel';

export {
  DEFAULT_READINESS_ENERGY,
  LOWEST_READINESS_MULTIPLIER,
  READINESS_MULTIPLIERS,
  readinessMultiplier,
  combineReadiness,
  READINESS_WEIGHTS,
  resolveReadinessEnergy,
} from './readiness';
export type { ReadinessCheckIn } from './readiness';

export { KG_PER_LB, LB_PER_KG, convertWeight, fromKg, toKg } from './units';
export type { WeightUnit } from './units';

export { cleanKg, floorToIncrement, formatKg, roundToIncrement, toGrams } from './rounding';

export {
  DEFAULT_STEP_KG,
  DEFAULT_TARGET_WEIGHT_KG,
  DEFAULT_WEIGHT_MODEL,
  MACHINE_STACK_MAX_KG,
  MACHINE_STACK_MIN_KG,
  POUND_WEIGHT_MODEL,
  loadableWeight,
  snapMachineWeight,
  usableIncrementsKg,
} from './weight-model';
export type { BarType, LoadType, LoadableWeightOptions, WeightModel } from './weight-model';

export { limitedByPlatesNote, platesPerSide } from './plates';
export type { PlateLoadout, PlatesPerSideOptions } from './plates';

export {
  DEFAULT_WARMUP_STRATEGY,
  WARMUP_ESTIMATED_MINUTES,
  WARMUP_FEEDBACK_POINTS,
  WARMUP_MAX_PERCENT,
  WARMUP_MIN_WEIGHT_KG,
  WARMUP_REPS_GOAL,
  WARMUP_STRATEGIES,
  adjustWarmupPercent,
  isWarmupFeedback,
  isWarmupStrategy,
  planWarmup,
  planWarmupByWarmth,
  warmthSteps,
  warmupRestSec,
} from './warmup';
export type {
  PlanWarmupByWarmthInput,
  PlanWarmupInput,
  WarmupFeedback,
  WarmupStep,
  WarmupStepId,
  WarmupStrategy,
} from './warmup';

export {
  DEFAULT_TEMPLATE_REPS,
  FEEL_REP_BONUS,
  FEEL_STEP_MULTIPLIER,
  HIGH_READINESS_ENERGY,
  LOW_READINESS_ENERGY,
  REP_RANGE_MAX_SHARE,
  REP_RANGE_MIN_SHARE,
  UNKNOWN_FEEL_REP_BONUS,
  UNKNOWN_FEEL_STEP_MULTIPLIER,
  describeSuggestionReason,
  readinessGoalDeltaKg,
  resolveRepRange,
  resolveTemplateReps,
  suggestNextSet,
  suggestNextSetDetailed,
} from './suggestion';
export type {
  DetailedSetSuggestion,
  LastSetSummary,
  RepRange,
  SetSuggestion,
  SuggestNextSetInput,
  SuggestionGoal,
  SuggestionReason,
  SuggestionReasonCode,
} from './suggestion';

export { applyPreference, pickExercisePreference } from './preferences';
export type { ExercisePreference, ExerciseTargets, PreferenceContext, PreferenceScope } from './preferences';

export { estimateOneRepMax, isPersonalRecord } from './one-rep-max';
export type { PersonalRecords, WeightAndReps } from './one-rep-max';

export { isCompletedSet, isLastSetCandidate, shouldRegenerateWarmup } from './sets';
export type { LoggedSet, SetCompletion } from './sets';

export {
  DEFAULT_TEXT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  isValidEmail,
  isValidSelectValue,
  isValidUuid,
  sanitizeJson,
  sanitizeNumber,
  sanitizeText,
} from './validation';
export type { JsonValue, NumberBounds } from './validation';

export { ALLOWED_HTML_TAGS, htmlToSearchText, sanitizeHtml } from './html';

export { discoveries, median, normalUpperTail, weekdayAdjustedEffect } from './insight-statistics';
export type { PairedDay, WeekdayEffect } from './insight-statistics';
export {
  FALSE_DISCOVERY_RATE,
  INSIGHT_OUTCOME_KEYS,
  MINIMUM_PAIRED_DAYS,
  daysBetween,
  findInsights,
  weekdayOf,
} from './insights';
export type {
  DaySeries,
  FoundInsight,
  InsightDriverSeries,
  InsightInput,
  InsightOutcomeKey,
  InsightResult,
  PendingPair,
} from './insights';
export { REVIEW_WEEKS, weekStartOf, weeklyReview } from './weekly-review';
export type { ReviewSeries, WeeklyReviewResult } from './weekly-review';

export {
  CATEGORY_SLUGS,
  CONFIGURE_SUBCATEGORY_SLUG,
  DEFAULT_CATEGORY_COLOR,
  DEFAULT_CATEGORY_ICON,
  DEFAULT_CATEGORY_SLUG,
  DEFAULT_HUB_PINS,
  FITNESS_SUBCATEGORY_SLUG,
  HUB_PINNED_MAX,
  SUBCATEGORY_SLUGS,
  UNKNOWN_CATEGORY_ORDER,
  categoryOrder,
  hubPinnedSlugs,
  isCategorySlug,
  pinnedLimit,
  resolveCategorySlug,
  resolveSubcategorySlug,
  sidebarPinnedSlugs,
  subcategoryRoute,
} from './life-areas';
export type { CategorySlug, SubcategorySlug } from './life-areas';

export {
  DEFAULT_WORKING_REST_SEC,
  PERSONAL_RECORD_KINDS,
  barTypeOf,
  engineLoadType,
  personalRecordKinds,
  restAfterSet,
  suggestionGoalOf,
  warmupShiftOf,
  weightModelOf,
} from './coaching';

export {
  STALL_SESSIONS,
  USUAL_WEEKS,
  effortHistories,
  findStalledLifts,
  liftHistories,
  muscleSetsThisWeek,
  trainingStreak,
  weeklyEffort,
  weeklyLoad,
} from './coach-analysis';
export type {
  CoachSet,
  EffortFigures,
  EffortHistory,
  EffortSessionBest,
  LiftHistory,
  LoadFigures,
  MuscleSets,
  SessionBest,
  StalledLift,
  Streak,
} from './coach-analysis';
export type { PersonalRecordKind, PlateProfileValues, RestAfterSetInput, TrainingGoal, WarmupAnswer } from './coaching';

export {
  BADGES,
  EARLY_BEFORE_HOUR,
  LATE_FROM_HOUR,
  bodyWeightMultiple,
  evaluateBadges,
  longestWeeklyStreak,
} from './achievements';
export type { AchievementStats, BadgeDefinition, BadgeGroup, BadgeProgress } from './achievements';

export { currentWeeklyStreak, shiftDay, weekStartsFrom } from './calendar';

export {
  CURRENCY_CODES,
  CURRENCY_EXPONENTS,
  MAX_MINOR_UNITS,
  MAX_RATE_BPS,
  PAYOUT_STATUSES,
  addMoney,
  canMovePayout,
  commissionOf,
  csvCell,
  currencyExponent,
  divideHalfEven,
  formatAmount,
  formatRate,
  isCurrency,
  nextPayoutStatuses,
  parseAmount,
  payoutMoveNeeds,
  toCsv,
  totalsByCurrency,
} from './money';
export type { AmountProblem, Money, PayoutStatus } from './money';

export {
  BATTLE_MAX_DAYS,
  BATTLE_METRICS,
  BATTLE_STATES,
  battleState,
  battleWindowProblem,
  battleWinner,
  canAnswerInvitation,
  inBattleWindow,
  invitationStatus,
  rankTeams,
} from './battles';
export type {
  BattleDates,
  BattleMetric,
  BattleProblem,
  BattleState,
  InvitationStatus,
  RankedTeam,
  TeamScore,
} from './battles';

export {
  DISTANCE_SPEED_UP_SHARE,
  METRES_PER_MILE,
  NO_EFFORT_BESTS,
  effortRecordKinds,
  isEffortSet,
  withEffortSet,
  METRES_PER_YARD,
  distanceForDisplay,
  distanceUnitsFor,
  formatDuration,
  fromMetres,
  holdStepSec,
  mainMeasure,
  paceForDisplay,
  paceSecPerKm,
  parseDuration,
  parseTypedDuration,
  setMeasures,
  suggestNextEffort,
  takesLoad,
  toMetres,
} from './efforts';
export type {
  DistanceUnit,
  EffortBests,
  EffortMode,
  EffortRecordKind,
  EffortSet,
  EffortSuggestion,
  SetMeasure,
} from './efforts';
