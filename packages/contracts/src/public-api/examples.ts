import type { Program } from '../programs';
import type { Template } from '../templates';
import type { ExerciseSummary } from '../catalogue';
import type { JournalEntry } from '../journal';
import type { Readiness } from '../readiness';
import type { Workout, WorkoutExercise, WorkoutSet } from '../workouts';

/**
 * The rows the examples of the public API's routes share: ids and answers a reader can follow from one route to the
 * next (the workout started, then its exercise, then its set). Typed by their contracts, and parsed by them in
 * public-api.test.ts.
 */
export const IDS = {
  workout: '0b7c6f2e-4d1a-4c3b-9e8f-1a2b3c4d5e6f',
  workoutExercise: '5e2d9c1b-7a3f-4e6d-8c2b-9f0a1b2c3d4e',
  set: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  exercise: '2c4e6a8b-1d3f-4b5c-9d7e-0f1a2b3c4d5e',
  customExercise: '7f6e5d4c-3b2a-4c1d-8e9f-0a1b2c3d4e5f',
  template: '4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d',
  templateCopy: '6c7d8e9f-0a1b-4c2d-8e3f-4a5b6c7d8e9f',
  templateExercise: '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a',
  program: '8e9f0a1b-2c3d-4e4f-9a5b-6c7d8e9f0a1b',
  journalEntry: '3b4c5d6e-7f8a-4b9c-8d0e-1f2a3b4c5d6e',
  preference: 'c1d2e3f4-a5b6-4c7d-9e8f-a0b1c2d3e4f5',
} as const;

export const AT = '2026-11-22T08:15:00.000Z';
export const LATER = '2026-11-22T09:05:00.000Z';
export const DAY = '2026-11-22';

export const exampleWorkout: Workout = {
  id: IDS.workout,
  title: 'Push day',
  startedAt: AT,
  endedAt: null,
  templateId: IDS.template,
  programId: null,
  programPosition: null,
  programTemplateId: null,
  notes: null,
};

export const exampleSet: WorkoutSet = {
  id: IDS.set,
  workoutExerciseId: IDS.workoutExercise,
  setIndex: 1,
  weight: 80,
  reps: 8,
  weightUnit: 'kg',
  durationSec: null,
  distanceM: null,
  rpe: 8,
  notes: null,
  setKind: 'normal',
  isCompleted: true,
  completedAt: AT,
  updatedAt: AT,
  grips: [],
  personalRecords: ['one_rep_max'],
};

export const exampleWorkoutExercise: WorkoutExercise = {
  id: IDS.workoutExercise,
  workoutId: IDS.workout,
  exerciseId: IDS.exercise,
  name: 'Bench press',
  loadType: 'barbell',
  effortMode: 'reps',
  loadMode: 'total',
  isUnilateral: false,
  orderIndex: 0,
  targetSets: 3,
  targetReps: 8,
  targetRepsMin: null,
  targetRepsMax: null,
  targetWeightKg: 80,
  weightUnit: 'kg',
  notes: null,
  warmupPlan: null,
  warmupFeedback: null,
  warmupUpdatedAt: null,
  gripId: null,
  supersetGroupId: null,
  supersetOrder: null,
  supersetRoundsTarget: null,
  restSec: 120,
  sets: [exampleSet],
};

export const exampleExercise: ExerciseSummary = {
  id: IDS.exercise,
  name: 'Bench press',
  isCustom: false,
  loadType: 'barbell',
  effortMode: 'reps',
  primaryMuscle: { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', slug: 'chest', name: 'Chest' },
  equipment: { id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e', slug: 'barbell', name: 'Barbell' },
  movementPattern: null,
};

export const exampleTemplate: Template = {
  id: IDS.template,
  name: 'Push day',
  notes: null,
  exercises: [
    {
      id: IDS.templateExercise,
      exerciseId: IDS.exercise,
      exercise: {
        name: 'Bench press',
        loadType: 'barbell',
        isCustom: false,
        primaryMuscle: 'Chest',
        equipment: 'Barbell',
      },
      orderIndex: 0,
      targetSets: 3,
      targetReps: 8,
      targetRepsMin: null,
      targetRepsMax: null,
      targetWeightKg: 80,
      weightUnit: 'kg',
      restSec: 120,
      gripId: null,
      supersetGroup: null,
      notes: null,
    },
  ],
  createdAt: AT,
  updatedAt: AT,
};

export const exampleProgram: Program = {
  id: IDS.program,
  name: 'Push, pull, legs',
  description: null,
  position: 0,
  isActive: true,
  rotation: [{ index: 0, templateId: IDS.template, name: 'Push day' }],
  nextTemplate: { index: 0, templateId: IDS.template, name: 'Push day' },
  createdAt: AT,
  updatedAt: AT,
};

export const exampleJournalEntry: JournalEntry = {
  id: IDS.journalEntry,
  day: DAY,
  mood: 4,
  energy: 3,
  body: '<p>Slept well, bench felt light.</p>',
  tags: ['sleep'],
  categoryIds: [],
  subcategoryIds: [],
  createdAt: AT,
  updatedAt: AT,
};

export const exampleReadiness: Readiness = {
  day: DAY,
  energy: 72,
  energyAnswer: null,
  sleep: 4,
  soreness: 2,
  stress: 2,
  note: null,
};
