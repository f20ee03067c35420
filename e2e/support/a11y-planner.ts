import crypto from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { exerciseIdOf } from './journeys';
import { signUpViaApi } from './members';

/**
 * The accessibility suite's "planner": a new member with an active program and templates and no workout in progress,
 * so that /dashboard and /app/workouts show their one-tap Start buttons (the demo member has a workout in progress
 * there, which hides them; issue 37 found a label-in-name failure on those buttons that the suite never saw).
 */
export async function signUpPlanner(page: Page): Promise<void> {
  await signUpViaApi(page);
  const bench = await exerciseIdOf(page, 'Bench Press');
  const squat = await exerciseIdOf(page, 'Back Squat');
  const templateIds: string[] = [];
  for (const [name, exerciseId] of [
    ['Push day', bench],
    ['Leg day', squat],
  ] as const) {
    const id = crypto.randomUUID();
    const made = await page.request.post('/api/templates', {
      data: { id, name, exercises: [{ exerciseId, targetSets: 3, targetReps: 8 }] },
    });
    expect(made.status(), await made.text()).toBe(201);
    templateIds.push(id);
  }
  const program = await page.request.post('/api/programs', {
    data: { id: crypto.randomUUID(), name: 'Push / Legs', templateIds, activate: true },
  });
  expect(program.status(), await program.text()).toBe(201);
}
