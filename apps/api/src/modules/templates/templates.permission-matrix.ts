import { catalogueExerciseOf, newTemplate, templateOf } from '../../../test/member-fixtures';
import { ownerOnly, signedIn, type AreaMatrix } from '../../../test/permission-matrix-kit';

/** Templates and exercise preferences (issue 4): memberA's template answers 404 to everyone else. */
export const permissionMatrix: AreaMatrix = {
  buildFixtures: async (f) => {
    await catalogueExerciseOf(f);
    await templateOf(f);
  },
  rows: [
    { method: 'GET', route: '/api/templates', expect: signedIn(200) },
    {
      method: 'POST',
      route: '/api/templates',
      body: () => ({ id: crypto.randomUUID(), name: 'Matrix new day' }),
      expect: signedIn(201),
    },
    {
      method: 'GET',
      route: '/api/templates/:id',
      path: (f) => `/api/templates/${f.ids.template}`,
      expect: ownerOnly(200),
    },
    {
      method: 'PUT',
      route: '/api/templates/:id',
      path: (f) => `/api/templates/${f.ids.template}`,
      body: (f) => ({ name: 'Matrix day', exercises: [{ exerciseId: f.ids.customExercise, targetSets: 4 }] }),
      expect: ownerOnly(200),
    },
    {
      method: 'POST',
      route: '/api/templates/:id/duplicate',
      path: (f) => `/api/templates/${f.ids.template}/duplicate`,
      body: () => ({ id: crypto.randomUUID() }),
      expect: ownerOnly(201),
    },
    {
      method: 'DELETE',
      route: '/api/templates/:id',
      path: async (f, actor) =>
        `/api/templates/${actor === 'memberA' ? await newTemplate(f.members.memberA) : f.ids.template}`,
      expect: ownerOnly(204),
    },
    {
      method: 'GET',
      route: '/api/exercise-preferences',
      path: (f) => `/api/exercise-preferences?exerciseIds=${f.ids.catalogueExercise}`,
      expect: signedIn(200),
    },
    {
      method: 'PUT',
      route: '/api/exercise-preferences',
      body: (f) => ({ exerciseId: f.ids.catalogueExercise, preferredTargetSets: 4 }),
      expect: signedIn(200),
    },
  ],
};
