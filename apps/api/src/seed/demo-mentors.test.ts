import { beforeAll, describe, expect, it } from 'vitest';
import type { ItemsResponse, MentorPage } from '@lifeorbit/contracts/marketplace';
import { call, getRuntime, signUp } from '../../test/harness';
import { DEMO_MENTORS, seedDemoMentors } from './demo-mentors';

// Creating and migrating the suite's database can take a while on a loaded machine.
beforeAll(async () => {
  await getRuntime();
}, 180_000);

describe('demo mentors', () => {
  it('makes two mentors with a published program and template in each of en, es and ro, once', async () => {
    const runtime = await getRuntime();
    const admin = await signUp();
    await seedDemoMentors(runtime, admin.id);
    await seedDemoMentors(runtime, admin.id);
    for (const mentor of DEMO_MENTORS) {
      const page = (await (await call('GET', `/api/mentors/${mentor.slug}`)).json()) as MentorPage;
      expect(page.mentor.displayName).toBe(mentor.displayName);
      expect(page.items).toHaveLength(6);
      const kinds = page.items.map((item) => `${item.kind}:${item.language}`).sort();
      expect(kinds).toEqual(['program:en', 'program:es', 'program:ro', 'template:en', 'template:es', 'template:ro']);
    }
    const spanish = (await (
      await call('GET', '/api/marketplace/items?language=es&kind=program&q=Bases')
    ).json()) as ItemsResponse;
    expect(spanish.items.map((item) => item.title)).toEqual(['Bases de fuerza']);
  }, 60_000);
});
