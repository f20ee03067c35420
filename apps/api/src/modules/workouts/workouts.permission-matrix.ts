import { ownerOnly, signedIn, type AreaMatrix } from '../../../test/permission-matrix-kit';
import {
  buildWorkoutFixtures,
  discardActiveWorkout,
  makeFinishedWorkout,
  makeSet,
  makeWorkoutExercise,
} from '../../../test/member-fixtures';

/** Workouts (issue 5): every route needs a session; memberA's rows answer 404 to everyone else. */
export const permissionMatrix: AreaMatrix = {
  buildFixtures: buildWorkoutFixtures,
  rows: [
    { method: 'GET', route: '/api/workouts/active', expect: signedIn(200) },
    { method: 'GET', route: '/api/workouts', expect: signedIn(200) },
    {
      method: 'POST',
      route: '/api/workouts',
      path: async (f, actor) => {
        if (actor !== 'anonymous') await discardActiveWorkout(f.members[actor]);
        return '/api/workouts';
      },
      body: () => ({ id: crypto.randomUUID() }),
      expect: signedIn(201),
    },
    {
      method: 'GET',
      route: '/api/workouts/:id',
      path: (f) => `/api/workouts/${f.ids.workout}`,
      expect: ownerOnly(200),
    },
    {
      method: 'GET',
      route: '/api/workouts/:id/coaching',
      path: (f) => `/api/workouts/${f.ids.workout}/coaching`,
      expect: ownerOnly(200),
    },
    {
      method: 'PATCH',
      route: '/api/workouts/:id',
      path: (f) => `/api/workouts/${f.ids.workout}`,
      body: () => ({ notes: 'matrix' }),
      expect: ownerOnly(200),
    },
    {
      method: 'DELETE',
      route: '/api/workouts/:id',
      path: async (f) => `/api/workouts/${await makeFinishedWorkout(f.members.memberA)}`,
      expect: ownerOnly(204),
    },
    {
      method: 'POST',
      route: '/api/workouts/:id/end',
      path: (f) => `/api/workouts/${f.ids.workout}/end`,
      expect: ownerOnly(200),
    },
    {
      method: 'POST',
      route: '/api/workouts/:id/exercises',
      path: async (f) => `/api/workouts/${await makeFinishedWorkout(f.members.memberA)}/exercises`,
      body: (f) => ({ id: crypto.randomUUID(), exerciseId: f.ids.workoutsExercise }),
      expect: ownerOnly(201),
    },
    {
      method: 'POST',
      route: '/api/workouts/:id/exercises/reorder',
      path: (f) => `/api/workouts/${f.ids.workout}/exercises/reorder`,
      body: (f) => ({ order: [f.ids.workoutExercise] }),
      expect: ownerOnly(200),
    },
    {
      method: 'PATCH',
      route: '/api/workout-exercises/:id',
      path: (f) => `/api/workout-exercises/${f.ids.workoutExercise}`,
      body: () => ({ targetSets: 4 }),
      expect: ownerOnly(200),
    },
    {
      method: 'DELETE',
      route: '/api/workout-exercises/:id',
      path: async (f) => `/api/workout-exercises/${await makeWorkoutExercise(f.members.memberA)}`,
      expect: ownerOnly(204),
    },
    {
      method: 'POST',
      route: '/api/workout-exercises/:id/sets',
      path: (f) => `/api/workout-exercises/${f.ids.workoutExercise}/sets`,
      body: () => ({ id: crypto.randomUUID(), weight: 50, reps: 5 }),
      expect: ownerOnly(201),
    },
    {
      method: 'PATCH',
      route: '/api/sets/:id',
      path: (f) => `/api/sets/${f.ids.workoutSet}`,
      body: () => ({ reps: 9 }),
      expect: ownerOnly(200),
    },
    {
      method: 'DELETE',
      route: '/api/sets/:id',
      path: async (f) => `/api/sets/${await makeSet(f.members.memberA)}`,
      expect: ownerOnly(204),
    },
    {
      method: 'GET',
      route: '/api/exercises/:id/last-set',
      path: (f) => `/api/exercises/${f.ids.workoutsExercise}/last-set`,
      expect: signedIn(200),
    },
    {
      method: 'GET',
      route: '/api/exercises/:id/history',
      path: (f) => `/api/exercises/${f.ids.workoutsExercise}/history`,
      expect: signedIn(200),
    },
  ],
};
