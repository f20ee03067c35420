import { anyCatalogueExerciseId, fixtureId, newCustomExercise } from '../../../test/member-fixtures';
import { ownerOnly, signedIn, type AreaMatrix } from '../../../test/permission-matrix-kit';

/**
 * Progress (issue 17): every route reads or writes the caller's own rows only, so every member gets an answer about
 * themselves and nobody can name another member. Another member's own exercise is a 404 (the fixture's id names no
 * exercise at all, which is the same answer).
 */
export const permissionMatrix: AreaMatrix = {
  rows: [
    { method: 'GET', route: '/api/progress/exercises', expect: signedIn(200) },
    {
      method: 'GET',
      route: '/api/progress/exercises/:id',
      path: async () => `/api/progress/exercises/${await anyCatalogueExerciseId()}?range=all`,
      expect: signedIn(200),
    },
    {
      method: 'GET',
      route: '/api/progress/exercises/:id',
      path: async (f) =>
        `/api/progress/exercises/${await fixtureId(f, 'progressOwnExercise', () => newCustomExercise(f.members.memberA))}`,
      expect: ownerOnly(200),
    },
    { method: 'GET', route: '/api/progress/records', expect: signedIn(200) },
    { method: 'GET', route: '/api/body-measurements', expect: signedIn(200) },
    {
      method: 'PUT',
      route: '/api/body-measurements',
      body: () => ({ day: '2026-11-20', bodyWeightKg: 80 }),
      expect: signedIn(200),
    },
    {
      method: 'DELETE',
      route: '/api/body-measurements/:day',
      path: () => '/api/body-measurements/2001-01-01',
      expect: signedIn(404),
    },
    { method: 'GET', route: '/api/analytics', expect: signedIn(200) },
    { method: 'GET', route: '/api/achievements', expect: signedIn(200) },
  ],
};
