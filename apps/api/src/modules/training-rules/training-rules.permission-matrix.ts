import { buildWorkoutFixtures } from '../../../test/member-fixtures';
import { ownerOnly, signedIn, type AreaMatrix } from '../../../test/permission-matrix-kit';

/**
 * The training rules (issue 6): suggestions and warm-ups of memberA's workout exercise answer 404 to everyone else;
 * the settings are every member's own.
 */
export const permissionMatrix: AreaMatrix = {
  buildFixtures: buildWorkoutFixtures,
  rows: [
    {
      method: 'GET',
      route: '/api/workout-exercises/:id/suggestion',
      path: (f) => `/api/workout-exercises/${f.ids.workoutExercise}/suggestion`,
      expect: ownerOnly(200),
    },
    {
      method: 'PUT',
      route: '/api/workout-exercises/:id/warmup',
      path: (f) => `/api/workout-exercises/${f.ids.workoutExercise}/warmup`,
      body: () => ({}),
      expect: ownerOnly(200),
    },
    {
      method: 'PUT',
      route: '/api/workout-exercises/:id/warmup-feedback',
      path: (f) => `/api/workout-exercises/${f.ids.workoutExercise}/warmup-feedback`,
      body: () => ({ feedback: 'just_right' }),
      expect: ownerOnly(200),
    },
    { method: 'GET', route: '/api/coaching/settings', expect: signedIn(200) },
    {
      method: 'PUT',
      route: '/api/coaching/settings',
      body: () => ({ warmupStrategy: 'ramped' }),
      expect: signedIn(200),
    },
  ],
};
