import { LANGUAGE_CODES, type CoachDemoResponse, type CoachQuickQuestion } from '@lifeorbit/contracts';
import { shiftDay, weekStartOf, type CoachSet } from '@lifeorbit/domain';
import { factsFrom, type CoachFacts } from './coach-facts';
import { answerQuestion } from './embedded-coach';

/**
 * The sample member of /translated-ai-coach (spec §2's demo page): five weeks of two sessions a week where the bench
 * press has stopped gaining and the squat still climbs, a check-in and a few journal entries. No real member's data
 * ever reaches the demo; exercise and muscle names are given per language as the catalogue would.
 */
const NAMES = {
  en: {
    bench: 'Bench press',
    squat: 'Back squat',
    row: 'Barbell row',
    chest: 'Chest',
    legs: 'Quadriceps',
    back: 'Back',
  },
  es: {
    bench: 'Press de banca',
    squat: 'Sentadilla trasera',
    row: 'Remo con barra',
    chest: 'Pecho',
    legs: 'Cuádriceps',
    back: 'Espalda',
  },
  ro: {
    bench: 'Împins la piept',
    squat: 'Genuflexiune',
    row: 'Ramat cu bara',
    chest: 'Piept',
    legs: 'Cvadriceps',
    back: 'Spate',
  },
} as const;

export function sampleFacts(today: string, lang: keyof typeof NAMES): CoachFacts {
  const names = NAMES[lang];
  const monday = weekStartOf(today);
  const sets: CoachSet[] = [];
  const add = (
    day: string,
    workoutId: string,
    key: 'bench' | 'squat' | 'row',
    muscle: 'chest' | 'legs' | 'back',
    kg: number,
    reps: number,
    count: number,
  ) => {
    for (let i = 0; i < count; i += 1) {
      sets.push({
        day,
        workoutId,
        exerciseId: key,
        exerciseName: names[key],
        muscle: names[muscle],
        weightKg: kg,
        reps,
      });
    }
  };
  const benchKg = [80, 82.5, 82.5, 80, 82.5];
  for (let week = 4; week >= 0; week -= 1) {
    const start = shiftDay(monday, -7 * week);
    const index = 4 - week;
    if (start > today) continue;
    add(start, `a${week}`, 'bench', 'chest', benchKg[index]!, index >= 2 ? 5 : 6, 3);
    add(start, `a${week}`, 'row', 'back', 60 + index * 2.5, 8, 3);
    const thursday = shiftDay(start, 3);
    if (week > 0 || thursday <= today) add(thursday, `b${week}`, 'squat', 'legs', 100 + index * 5, 5, 4);
  }
  return factsFrom({
    today,
    sets,
    workoutDays: [...new Set(sets.map((s) => s.day))],
    checkin: { day: today, energy: 72, sleep: 4, soreness: 2, stress: 3 },
    journal: { mood: 3.8, energy: 3.4, entries: 5 },
    records: [
      {
        exerciseName: names.squat,
        weightKg: 120,
        reps: 5,
        oneRepMaxKg: 140,
        durationSec: null,
        distanceM: null,
        day: shiftDay(monday, -4),
      },
    ],
  });
}

export function demoAnswers(question: CoachQuickQuestion, today: string): CoachDemoResponse {
  return {
    question,
    answers: LANGUAGE_CODES.map((language) => {
      const answer = answerQuestion(sampleFacts(today, language), '', language, question);
      return { language, content: answer.text, links: answer.links };
    }),
  };
}
