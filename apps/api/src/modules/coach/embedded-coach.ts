import { planWarmup } from '@lifeorbit/domain';
import type { CoachLink, CoachQuickQuestion, CoachTopic, LanguageCode } from '@lifeorbit/contracts';
import type { CoachFacts } from './coach-facts';
import { coachTexts, numberFormat, type CoachTexts, type Fmt } from './texts/coach-texts';

/**
 * The embedded coach (issue 23): rule-based, no configuration. It recognises what a question is about from its words
 * in English, Spanish or Romanian, answers from the member's facts with the numbers it used, and links the pages that
 * show them. A question it does not recognise is answered by saying what it knows.
 */

export interface CoachAnswer {
  topic: CoachTopic;
  text: string;
  links: CoachLink[];
}

/** Words (accents folded, lower case) that mark each topic; the first topic with a match wins. */
const TOPIC_WORDS: [Exclude<CoachTopic, 'unknown'>, RegExp][] = [
  ['warmup', /warm|calent|incalz/],
  ['stalled', /stall|plateau|stuck|estanc|stagn|progres/],
  [
    'recovered',
    /recover|rested|fatigue|tired|recupera|cansad|refacut|recuper|obosit|odihn|readiness|preparacion|pregatire/,
  ],
  ['next_weights', /next weight|how much weight|what weight|proximo peso|que peso|cuanto peso|greutat/],
  ['records', /record|\bpr\b|\bprs\b|best lift|mejor marca/],
  ['streak', /streak|in a row|racha|seguid|la rand|serie de zile/],
  ['mood', /mood|journal|feel|animo|diario|estado de animo|dispozit|jurnal|simt/],
  ['muscles', /muscle|sets per|volume|musculo|volumen|muschi|serii pe/],
  ['week', /week|semana|saptaman/],
  ['train_today', /train|workout|session|entren|antren/],
];

export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function classifyQuestion(question: string, quick?: CoachQuickQuestion): CoachTopic {
  if (quick) return quick;
  const folded = foldText(question);
  return TOPIC_WORDS.find(([, words]) => words.test(folded))?.[0] ?? 'unknown';
}

const LINKS = {
  insights: { href: '/insights', page: 'insights' },
  history: { href: '/fitness/history', page: 'history' },
  journal: { href: '/journal', page: 'journal' },
  progress: { href: '/progress', page: 'progress' },
  workouts: { href: '/app/workouts', page: 'workouts' },
} satisfies Record<string, CoachLink>;

interface Ctx {
  t: CoachTexts;
  n: Fmt;
  facts: CoachFacts;
}

const list = (title: string, items: string[]) => [title, ...items.map((item) => `• ${item}`)].join('\n');

function readinessLine({ t, n, facts }: Ctx) {
  return t.readiness(n, facts.readiness.energy, facts.readiness.day);
}

function nextWeightsBlock({ t, n, facts }: Ctx, limit = 3) {
  if (!facts.nextWeights.length) return null;
  return list(
    t.nextWeightsTitle,
    facts.nextWeights.slice(0, limit).map((w) => {
      const reasons = w.reasons.map((r) => t.reason(n, r)).join(' ');
      return `${t.nextWeight(n, w.exerciseName, w.weightKg, w.reps, w.lastWeightKg, w.lastReps)} ${reasons}`.trim();
    }),
  );
}

function musclesBlock({ t, n, facts }: Ctx) {
  if (!facts.muscles.length) return t.noMuscles;
  return list(
    t.musclesTitle,
    facts.muscles.slice(0, 8).map((m) => t.muscle(n, m.muscle, m.thisWeek, m.usual)),
  );
}

function trainToday(ctx: Ctx): [string[], CoachLink[]] {
  const { t, n, facts } = ctx;
  const lines = [readinessLine(ctx)];
  if (!facts.lastWorkout)
    return [
      [...lines, t.noTraining, t.trainStart],
      [LINKS.insights, LINKS.workouts],
    ];
  lines.push(t.load(n, facts.load));
  if (facts.readiness.energy < 40) lines.push(t.trainLow(n, facts.readiness.energy));
  const behind = [...facts.muscles]
    .filter((m) => m.usual > 0)
    .sort((a, b) => b.usual - b.thisWeek - (a.usual - a.thisWeek))[0];
  if (behind && behind.usual > behind.thisWeek)
    lines.push(t.trainMuscle(n, behind.muscle, behind.thisWeek, behind.usual));
  const weights = nextWeightsBlock(ctx);
  if (weights) lines.push(weights);
  return [lines, [LINKS.insights, LINKS.history, LINKS.workouts]];
}

function stalled(ctx: Ctx, question: string): [string[], CoachLink[]] {
  const { t, n, facts } = ctx;
  const links = [LINKS.history, LINKS.progress];
  if (!facts.liftsJudged) return [[t.tooFewSessions], links];
  if (!facts.stalled.length) return [[t.notStalled(facts.liftsJudged)], links];
  const folded = foldText(question);
  // A lift the question names comes first ("my bench press").
  const named = facts.stalled.filter((lift) =>
    foldText(lift.exerciseName)
      .split(/\s+/)
      .some((word) => word.length >= 4 && folded.includes(word)),
  );
  const shown = (named.length ? named : facts.stalled).slice(0, 3);
  return [[...shown.map((lift) => t.stalled(n, lift)), t.remedies, readinessLine(ctx)], links];
}

function week(ctx: Ctx): [string[], CoachLink[]] {
  const { t, n, facts } = ctx;
  if (!facts.lastWorkout)
    return [
      [t.noTraining, moodLine(ctx)],
      [LINKS.insights, LINKS.journal],
    ];
  const lines = [t.load(n, facts.load), musclesBlock(ctx), recordsBlock(ctx), t.streak(facts.streak), moodLine(ctx)];
  return [lines, [LINKS.insights, LINKS.history, LINKS.progress, LINKS.journal]];
}

function recordsBlock({ t, n, facts }: Ctx) {
  if (!facts.records.length) return t.noRecords;
  return list(
    t.recordsTitle(facts.records.length),
    facts.records.slice(0, 5).map((r) => t.record(n, r)),
  );
}

function moodLine({ t, n, facts }: Ctx) {
  const { mood, energy, entries } = facts.journal;
  return mood === null ? t.noJournal : t.mood(n, mood, energy, entries);
}

function warmup(ctx: Ctx, question: string): [string[], CoachLink[]] {
  const { t, n, facts } = ctx;
  const folded = foldText(question);
  const next =
    facts.nextWeights.find((w) =>
      foldText(w.exerciseName)
        .split(/\s+/)
        .some((word) => word.length >= 4 && folded.includes(word)),
    ) ?? [...facts.nextWeights].sort((a, b) => b.weightKg - a.weightKg)[0];
  if (!next || next.weightKg <= 0) return [[t.noWarmup], [LINKS.workouts]];
  const steps = planWarmup({ topWeightKg: next.weightKg });
  return [
    [
      list(
        t.warmupTitle(n, next.exerciseName, next.weightKg),
        steps.map((s) => t.warmupStep(n, s)),
      ),
      readinessLine(ctx),
    ],
    [LINKS.history, LINKS.workouts],
  ];
}

function recovered(ctx: Ctx): [string[], CoachLink[]] {
  const { t, n, facts } = ctx;
  const { energy, sleep, soreness, stress, day } = facts.readiness;
  const verdict = energy >= 70 ? t.recovered : energy >= 40 ? t.partlyRecovered : t.notRecovered;
  const lines = [verdict(n, energy)];
  if (!day) lines.push(readinessLine(ctx));
  else if (sleep !== null || soreness !== null || stress !== null)
    lines.push(t.readinessAnswers(sleep, soreness, stress));
  lines.push(t.sessionsLast7(n, facts.load.sessionsLast7Days, facts.load.usualSessions), moodLine(ctx));
  return [lines, [LINKS.insights, LINKS.history, LINKS.journal]];
}

export function answerQuestion(
  facts: CoachFacts,
  question: string,
  lang: LanguageCode,
  quick?: CoachQuickQuestion,
): CoachAnswer {
  const ctx: Ctx = { t: coachTexts(lang), n: numberFormat(lang), facts };
  const topic = classifyQuestion(question, quick);
  const [lines, links] = ((): [string[], CoachLink[]] => {
    switch (topic) {
      case 'train_today':
        return trainToday(ctx);
      case 'stalled':
        return stalled(ctx, question);
      case 'week':
        return week(ctx);
      case 'warmup':
        return warmup(ctx, question);
      case 'recovered':
        return recovered(ctx);
      case 'next_weights':
        return [
          [nextWeightsBlock(ctx, 5) ?? ctx.t.noWarmup, readinessLine(ctx)],
          [LINKS.history, LINKS.workouts],
        ];
      case 'muscles':
        return [[musclesBlock(ctx)], [LINKS.history, LINKS.insights]];
      case 'records':
        return [[recordsBlock(ctx)], [LINKS.progress, LINKS.history]];
      case 'streak':
        return [
          [
            facts.lastWorkout || facts.streak.daysSinceLastWorkout !== null
              ? ctx.t.streak(facts.streak)
              : ctx.t.noStreak,
          ],
          [LINKS.history],
        ];
      case 'mood':
        return [
          [moodLine(ctx), readinessLine(ctx)],
          [LINKS.journal, LINKS.insights],
        ];
      case 'unknown':
        return [[ctx.t.unknown], []];
    }
  })();
  return { topic, text: lines.join('\n\n'), links };
}
