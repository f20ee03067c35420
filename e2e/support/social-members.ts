import crypto from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';
import { signUpViaApi } from './members';

/** Members of the social journeys, each in a browser context of their own, and their finished workouts. */

export interface Member {
  page: Page;
  handle: string;
}

/** A new member in a browser context of their own, with a chosen handle (and privacy). */
export async function newMember(browser: Browser, privacy: 'public' | 'private' = 'public'): Promise<Member> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpViaApi(page);
  const handle = `e2e_${crypto.randomUUID().slice(0, 8)}`;
  const saved = await page.request.patch('/api/profile', { data: { handle, privacy, displayName: handle } });
  expect(saved.status(), await saved.text()).toBe(200);
  return { page, handle };
}

/** A finished workout with one bench press set, made through the API; answers its id. */
export async function finishWorkout(member: Member, title: string): Promise<string> {
  const request = member.page.request;
  const id = crypto.randomUUID();
  expect((await request.post('/api/workouts', { data: { id, title } })).status()).toBe(201);
  const found = (await (await request.get('/api/exercises?q=bench%20press')).json()) as { items: { id: string }[] };
  const exercise = await request.post(`/api/workouts/${id}/exercises`, {
    data: { id: crypto.randomUUID(), exerciseId: found.items[0]!.id },
  });
  const { id: workoutExerciseId } = (await exercise.json()) as { id: string };
  const set = await request.post(`/api/workout-exercises/${workoutExerciseId}/sets`, {
    data: { id: crypto.randomUUID(), weight: 80, reps: 5 },
  });
  expect(set.status(), await set.text()).toBe(201);
  expect((await request.post(`/api/workouts/${id}/end`)).status()).toBe(200);
  return id;
}
