import { catalogueExerciseOf, customExerciseOf, newCustomExercise } from '../../../test/member-fixtures';
import { ownerOnly, signedIn, type AreaMatrix } from '../../../test/permission-matrix-kit';

/** The catalogue (issue 4): catalogue rows for every member; memberA's own exercise answers 404 to everyone else. */
export const permissionMatrix: AreaMatrix = {
  buildFixtures: async (f) => {
    await catalogueExerciseOf(f);
    await customExerciseOf(f);
  },
  rows: [
    { method: 'GET', route: '/api/exercises', expect: signedIn(200) },
    { method: 'GET', route: '/api/catalogue/filters', expect: signedIn(200) },
    {
      method: 'POST',
      route: '/api/exercises',
      body: () => ({ id: crypto.randomUUID(), names: { en: 'Matrix new move' }, loadType: 'dumbbell' }),
      expect: signedIn(201),
    },
    {
      method: 'GET',
      route: '/api/exercises/:id',
      path: (f) => `/api/exercises/${f.ids.customExercise}`,
      expect: ownerOnly(200),
    },
    {
      method: 'PATCH',
      route: '/api/exercises/:id',
      path: (f) => `/api/exercises/${f.ids.customExercise}`,
      body: () => ({ names: { es: 'Movimiento' } }),
      expect: ownerOnly(200),
    },
    {
      method: 'DELETE',
      route: '/api/exercises/:id',
      path: async (f, actor) =>
        `/api/exercises/${actor === 'memberA' ? await newCustomExercise(f.members.memberA) : f.ids.customExercise}`,
      expect: ownerOnly(204),
    },
  ],
};
