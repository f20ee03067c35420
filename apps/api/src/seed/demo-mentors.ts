import crypto from 'node:crypto';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { LanguageCode } from '@lifeorbit/contracts';
import type { ItemGoal, ItemLevel } from '@lifeorbit/contracts/marketplace';
import type { MentorSpeciality } from '@lifeorbit/contracts/mentors';
import type { AppDeps } from '../core/deps';
import { exercises } from '../db/catalogue-schema';
import type { AppDb } from '../db/client';
import { findUserIdByEmail, markEmailVerified } from '../auth';
import { createMentor, mentorExists, publishItem } from '../modules/mentors';
import { upsertProfile } from '../modules/profile';

/**
 * Two demo mentors (issue 21), each with a published program and template in English, Spanish and Romanian, so that
 * a first `npm start` shows a directory, a public mentor page and a Discover page with something in every language.
 */

export const DEMO_MENTOR_PASSWORD = 'demo-mentor-2026';

type Text = Record<LanguageCode, string>;
interface Day {
  name: Text;
  exercises: { slug: string; sets: number; reps: number; restSec: number }[];
}
interface Plan {
  title: Text;
  description: Text;
  level: ItemLevel;
  goal: ItemGoal;
  daysPerWeek: number;
  sessionMinutes: number;
  days: Day[];
  /** A program's rotation over `days`; a template has one day. */
  rotation?: number[];
}
interface DemoMentor {
  email: string;
  slug: string;
  displayName: string;
  headline: string;
  bio: string;
  specialities: MentorSpeciality[];
  languages: LanguageCode[];
  links: string[];
  program: Plan;
  template: Plan;
}

const x = (slug: string, sets: number, reps: number, restSec: number) => ({ slug, sets, reps, restSec });

export const DEMO_MENTORS: DemoMentor[] = [
  {
    email: 'ana.mentor@lifeorbit.app',
    slug: 'ana-ruiz',
    displayName: 'Ana Ruiz',
    headline: 'Strength coach: barbell basics done well',
    bio: 'Ten years coaching beginners and returning lifters. Simple plans, steady progress, good technique first.',
    specialities: ['strength', 'beginners', 'powerlifting'],
    languages: ['en', 'es'],
    links: ['https://example.com/ana-ruiz'],
    program: {
      title: { en: 'Strength Foundations', es: 'Bases de fuerza', ro: 'Bazele forței' },
      description: {
        en: 'Three full-body days a week on the big lifts, alternating two sessions.',
        es: 'Tres días a la semana de cuerpo completo con los básicos, alternando dos sesiones.',
        ro: 'Trei zile pe săptămână pentru tot corpul, cu exercițiile de bază, alternând două antrenamente.',
      },
      level: 'beginner',
      goal: 'strength',
      daysPerWeek: 3,
      sessionMinutes: 60,
      days: [
        {
          name: { en: 'Day A: squat and bench', es: 'Día A: sentadilla y banca', ro: 'Ziua A: genuflexiuni și împins' },
          exercises: [x('back-squat', 3, 5, 180), x('bench-press', 3, 5, 180), x('barbell-row', 3, 8, 120)],
        },
        {
          name: {
            en: 'Day B: deadlift and press',
            es: 'Día B: peso muerto y press',
            ro: 'Ziua B: îndreptări și presă',
          },
          exercises: [x('deadlift', 1, 5, 240), x('overhead-press', 3, 5, 150), x('lat-pulldown', 3, 10, 90)],
        },
      ],
      rotation: [0, 1, 0],
    },
    template: {
      title: { en: 'Full-Body Express', es: 'Cuerpo completo exprés', ro: 'Corp întreg expres' },
      description: {
        en: 'Forty minutes when time is short: one push, one pull, one leg movement.',
        es: 'Cuarenta minutos cuando hay poco tiempo: un empuje, un tirón y una pierna.',
        ro: 'Patruzeci de minute când timpul e scurt: o împingere, o tracțiune și un exercițiu pentru picioare.',
      },
      level: 'beginner',
      goal: 'general',
      daysPerWeek: 2,
      sessionMinutes: 40,
      days: [
        {
          name: { en: 'Full-Body Express', es: 'Cuerpo completo exprés', ro: 'Corp întreg expres' },
          exercises: [x('leg-press', 3, 10, 90), x('bench-press', 3, 8, 120), x('barbell-row', 3, 10, 90)],
        },
      ],
    },
  },
  {
    email: 'radu.mentor@lifeorbit.app',
    slug: 'radu-ionescu',
    displayName: 'Radu Ionescu',
    headline: 'Hypertrophy and physique coaching',
    bio: 'Former competitive bodybuilder. Upper/lower splits, honest volume and enough rest to grow.',
    specialities: ['hypertrophy', 'fat_loss'],
    languages: ['ro', 'en'],
    links: ['https://example.com/radu-ionescu'],
    program: {
      title: {
        en: 'Upper / Lower Hypertrophy',
        es: 'Hipertrofia torso / pierna',
        ro: 'Hipertrofie superior / inferior',
      },
      description: {
        en: 'Four days a week alternating upper and lower body, moderate reps and controlled rest.',
        es: 'Cuatro días a la semana alternando torso y pierna, repeticiones moderadas y descansos medidos.',
        ro: 'Patru zile pe săptămână, alternând partea superioară și inferioară, repetări moderate și pauze măsurate.',
      },
      level: 'intermediate',
      goal: 'hypertrophy',
      daysPerWeek: 4,
      sessionMinutes: 70,
      days: [
        {
          name: { en: 'Upper body', es: 'Torso', ro: 'Partea superioară' },
          exercises: [
            x('bench-press', 4, 8, 120),
            x('barbell-row', 4, 10, 90),
            x('overhead-press', 3, 10, 90),
            x('triceps-pushdown', 3, 12, 60),
          ],
        },
        {
          name: { en: 'Lower body', es: 'Pierna', ro: 'Partea inferioară' },
          exercises: [x('back-squat', 4, 8, 150), x('leg-press', 3, 12, 90), x('standing-calf-raise', 4, 15, 60)],
        },
      ],
      rotation: [0, 1],
    },
    template: {
      title: { en: 'Pull and Arms', es: 'Tirón y brazos', ro: 'Tracțiuni și brațe' },
      description: {
        en: 'A back and arms session to add to any split.',
        es: 'Una sesión de espalda y brazos para sumar a cualquier rutina.',
        ro: 'Un antrenament pentru spate și brațe, de adăugat la orice împărțire.',
      },
      level: 'intermediate',
      goal: 'hypertrophy',
      daysPerWeek: 1,
      sessionMinutes: 45,
      days: [
        {
          name: { en: 'Pull and Arms', es: 'Tirón y brazos', ro: 'Tracțiuni și brațe' },
          exercises: [x('lat-pulldown', 4, 10, 90), x('barbell-row', 3, 10, 90), x('triceps-pushdown', 3, 15, 60)],
        },
      ],
    },
  },
];

const LANGUAGES: LanguageCode[] = ['en', 'es', 'ro'];

async function insertTemplate(db: AppDb, userId: string, day: Day, lang: LanguageCode, ids: Map<string, string>) {
  const id = crypto.randomUUID();
  await db.execute(sql`INSERT INTO workout_templates (id, user_id, name) VALUES (${id}, ${userId}, ${day.name[lang]})`);
  for (const [index, exercise] of day.exercises.entries()) {
    await db.execute(
      sql`INSERT INTO workout_template_exercises (id, template_id, exercise_id, order_index, target_sets, target_reps,
            rest_sec)
          VALUES (${crypto.randomUUID()}, ${id}, ${ids.get(exercise.slug)}, ${index}, ${exercise.sets}, ${exercise.reps},
            ${exercise.restSec})`,
    );
  }
  return id;
}

async function publishPlan(db: AppDb, userId: string, plan: Plan, lang: LanguageCode, ids: Map<string, string>) {
  const templateIds = [];
  for (const day of plan.days) templateIds.push(await insertTemplate(db, userId, day, lang, ids));
  let sourceId = templateIds[0]!;
  if (plan.rotation) {
    sourceId = crypto.randomUUID();
    await db.execute(
      sql`INSERT INTO training_programs (id, user_id, name, description)
          VALUES (${sourceId}, ${userId}, ${plan.title[lang]}, ${plan.description[lang]})`,
    );
    for (const [orderIndex, day] of plan.rotation.entries()) {
      await db.execute(
        sql`INSERT INTO training_program_templates (program_id, order_index, template_id)
            VALUES (${sourceId}, ${orderIndex}, ${templateIds[day]})`,
      );
    }
  }
  await publishItem(db, userId, {
    kind: plan.rotation ? 'program' : 'template',
    sourceId,
    title: plan.title[lang],
    description: plan.description[lang],
    level: plan.level,
    goal: plan.goal,
    daysPerWeek: plan.daysPerWeek,
    sessionMinutes: plan.sessionMinutes,
    language: lang,
  });
}

/** Creates the demo mentors that do not exist yet, with their published items; the admin is the audit's actor. */
export async function seedDemoMentors(deps: Pick<AppDeps, 'auth' | 'database'>, adminId: string): Promise<void> {
  const { db } = deps.database;
  const slugs = DEMO_MENTORS.flatMap((m) => [...m.program.days, ...m.template.days]).flatMap((day) =>
    day.exercises.map((e) => e.slug),
  );
  const rows = await db
    .select({ id: exercises.id, slug: exercises.slug })
    .from(exercises)
    .where(and(inArray(exercises.slug, slugs), isNull(exercises.ownerUserId)));
  const ids = new Map(rows.map((row) => [row.slug!, row.id]));
  if (ids.size !== new Set(slugs).size) return; // A catalogue without these exercises: nothing to seed.

  for (const mentor of DEMO_MENTORS) {
    if (await mentorExists(db, mentor.slug)) continue;
    let userId = await findUserIdByEmail(db, mentor.email);
    if (!userId) {
      const created = await deps.auth.api.signUpEmail({
        body: { email: mentor.email, password: DEMO_MENTOR_PASSWORD, name: mentor.displayName },
      });
      userId = created.user.id;
    }
    await markEmailVerified(db, userId);
    await upsertProfile(db, userId, {
      displayName: mentor.displayName,
      onboardingDone: true,
      preferredLanguage: mentor.languages[0]!,
    });
    await createMentor(db, adminId, {
      email: mentor.email,
      slug: mentor.slug,
      displayName: mentor.displayName,
      headline: mentor.headline,
      bio: mentor.bio,
      specialities: mentor.specialities,
      languages: mentor.languages,
      links: mentor.links,
      isActive: true,
    });
    for (const lang of LANGUAGES) {
      await publishPlan(db, userId, mentor.program, lang, ids);
      await publishPlan(db, userId, mentor.template, lang, ids);
    }
  }
}
