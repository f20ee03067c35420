import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

/** The accounts `npm start` seeds on an empty database (README, "Demo accounts"). */
export const DEMO_MEMBER = { email: 'demo@lifeorbit.app', password: 'demo-member-2026' };
export const DEMO_ADMIN = { email: 'admin@lifeorbit.app', password: 'demo-admin-2026' };
export const DEMO_AMBASSADOR = { email: 'ambassador@lifeorbit.app', password: 'demo-ambassador-2026' };

/** Signs a context in through the API: its pages share the session cookie, and no test pays for the sign-in form. */
export async function signInContext(
  context: BrowserContext,
  account: { email: string; password: string },
): Promise<void> {
  const response = await context.request.post('/api/auth/sign-in/email', { data: account });
  expect(response.status(), await response.text()).toBe(200);
}

/** Real ids of the seeded demo data, to fill the route manifest's parameters with. */
export interface DemoIds {
  finishedWorkoutId: string;
  activeWorkoutId: string;
  templateId: string;
  exerciseId: string;
  categoryId: string;
  subcategoryId: string;
  subcategorySlug: string;
  categorySlug: string;
  equipmentId: string;
  plateProfileId: string;
  memberUserId: string;
  /** The demo member's handle: the link of their public profile (/u/:handle). */
  memberHandle: string;
  /** The demo member's home gym (which they run) and its public page's slug (/g/:slug). */
  gymId: string;
  gymSlug: string;
  /** A demo mentor (issue 21): the link of their public page (/m/:slugOrId) and their id (/admin/mentors/:id). */
  mentorSlug: string;
  mentorId: string;
  /** One of their published items (/marketplace?item=). */
  marketplaceItemId: string;
  /** The demo ambassador's ended battle (/admin/battles/:id). */
  battleId: string;
}

// Fixed ids make starting the demo member's workout and logging its first set idempotent: two workers doing it at
// once get the same workout and the same set back instead of a second one.
const ACTIVE_WORKOUT_ID = 'a11a0000-0000-4000-8000-000000000001';
const FIRST_SET_ID = 'a11a0000-0000-4000-8000-000000000002';

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

interface WorkoutDetail {
  id: string;
  exercises: { id: string; sets: unknown[] }[];
}

/** The demo member's workout in progress, started from their first template, with one set logged. */
async function ensureActiveWorkout(member: APIRequestContext, templateId: string): Promise<string> {
  const active = await json<{ workout: { id: string } | null }>(member, '/api/workouts/active');
  let workoutId = active.workout?.id;
  if (!workoutId) {
    const started = await member.post('/api/workouts', { data: { id: ACTIVE_WORKOUT_ID, templateId } });
    // 409 when the other worker started it a moment ago: its body names the active workout.
    expect([200, 201, 409], await started.text()).toContain(started.status());
    workoutId = (await json<{ workout: { id: string } | null }>(member, '/api/workouts/active')).workout?.id;
  }
  if (!workoutId) throw new Error('the demo member has no workout in progress');
  const detail = await json<WorkoutDetail>(member, `/api/workouts/${workoutId}`);
  const first = detail.exercises[0];
  if (first && first.sets.length === 0) {
    const logged = await member.post(`/api/workout-exercises/${first.id}/sets`, {
      data: { id: FIRST_SET_ID, weight: 60, reps: 8 },
    });
    expect([200, 201], await logged.text()).toContain(logged.status());
  }
  return workoutId;
}

export async function loadDemoIds(member: APIRequestContext, admin: APIRequestContext): Promise<DemoIds> {
  const [workouts, templates, exercises, subcategories, equipment, plateProfiles, users, profile, gyms, battles] =
    await Promise.all([
      json<{ workouts: { id: string; endedAt: string | null }[] }>(member, '/api/workouts'),
      json<{ templates: { id: string }[] }>(member, '/api/templates'),
      json<{ items: { id: string; name: string }[] }>(member, '/api/exercises?q=bench%20press'),
      json<{ subcategories: { id: string; slug: string; categoryId: string; categorySlug: string }[] }>(
        member,
        '/api/life-areas/subcategories',
      ),
      json<{ items: { id: string }[] }>(admin, '/api/admin/catalogue/equipment'),
      json<{ items: { id: string }[] }>(admin, '/api/admin/plate-profiles'),
      json<{ users: { id: string; email: string }[] }>(admin, `/api/admin/users?q=${DEMO_MEMBER.email}`),
      json<{ handle: string }>(member, '/api/profile'),
      json<{ gyms: { id: string; slug: string | null; membership: { isHome: boolean } | null }[] }>(
        member,
        '/api/gyms/mine',
      ),
      json<{ battles: { id: string; state: string }[] }>(admin, '/api/admin/battles'),
    ]);
  const mentorPage = await json<{ mentor: { id: string; slug: string }; items: { id: string }[] }>(
    member,
    '/api/mentors/ana-ruiz',
  );
  const pick = <T>(list: T[], what: string): T => {
    const first = list[0];
    if (first === undefined) throw new Error(`the demo data has no ${what}`);
    return first;
  };
  const template = pick(templates.templates, 'template');
  const subcategory = pick(subcategories.subcategories, 'life subcategory');
  return {
    finishedWorkoutId: pick(
      workouts.workouts.filter((workout) => workout.endedAt !== null),
      'finished workout',
    ).id,
    activeWorkoutId: await ensureActiveWorkout(member, template.id),
    templateId: template.id,
    exerciseId: pick(exercises.items, 'exercise').id,
    categoryId: subcategory.categoryId,
    subcategoryId: subcategory.id,
    subcategorySlug: subcategory.slug,
    categorySlug: subcategory.categorySlug,
    equipmentId: pick(equipment.items, 'equipment').id,
    plateProfileId: pick(plateProfiles.items, 'plate profile').id,
    memberUserId: pick(
      users.users.filter((user) => user.email === DEMO_MEMBER.email),
      'demo member',
    ).id,
    memberHandle: profile.handle,
    ...(() => {
      const home = pick(
        gyms.gyms.filter((gym) => gym.membership?.isHome && gym.slug),
        'home gym',
      );
      return { gymId: home.id, gymSlug: home.slug! };
    })(),
    mentorSlug: mentorPage.mentor.slug,
    mentorId: mentorPage.mentor.id,
    marketplaceItemId: pick(mentorPage.items, 'published item of a demo mentor').id,
    battleId: pick(
      battles.battles.filter((battle) => battle.state === 'ended'),
      'ended battle',
    ).id,
  };
}
