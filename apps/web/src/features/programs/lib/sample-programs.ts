import type { LoadType, RepRange } from '@lifeorbit/domain';

/** Sample data for the public program simulator (/program-test); names are translation keys. */
export interface SampleExercise {
  key: string;
  loadType: LoadType;
  /** The member's last set before the program starts. */
  startKg: number;
  repRange: RepRange;
}

export interface SampleTemplate {
  key: string;
  exercises: SampleExercise[];
}

export interface SampleProgram {
  key: string;
  templates: SampleTemplate[];
  /** Template keys, in order. */
  rotation: string[];
  sessionsPerWeek: number;
}

const bench: SampleExercise = { key: 'benchPress', loadType: 'barbell', startKg: 60, repRange: { min: 6, max: 10 } };
const squat: SampleExercise = { key: 'backSquat', loadType: 'barbell', startKg: 80, repRange: { min: 5, max: 8 } };
const row: SampleExercise = { key: 'barbellRow', loadType: 'barbell', startKg: 50, repRange: { min: 8, max: 12 } };
const press: SampleExercise = { key: 'overheadPress', loadType: 'barbell', startKg: 40, repRange: { min: 6, max: 10 } };
const rdl: SampleExercise = {
  key: 'romanianDeadlift',
  loadType: 'barbell',
  startKg: 70,
  repRange: { min: 8, max: 12 },
};
const deadlift: SampleExercise = { key: 'deadlift', loadType: 'barbell', startKg: 100, repRange: { min: 3, max: 5 } };
const pulldown: SampleExercise = {
  key: 'latPulldown',
  loadType: 'machine',
  startKg: 45,
  repRange: { min: 8, max: 12 },
};
const legCurl: SampleExercise = { key: 'legCurl', loadType: 'machine', startKg: 35, repRange: { min: 10, max: 15 } };
const raise: SampleExercise = { key: 'lateralRaise', loadType: 'dumbbell', startKg: 8, repRange: { min: 12, max: 15 } };
const curl: SampleExercise = { key: 'barbellCurl', loadType: 'ezbar', startKg: 25, repRange: { min: 8, max: 12 } };

export const SAMPLE_PROGRAMS: readonly SampleProgram[] = [
  {
    key: 'upperLower',
    templates: [
      { key: 'upper', exercises: [bench, row, press] },
      { key: 'lower', exercises: [squat, rdl, legCurl] },
    ],
    rotation: ['upper', 'lower'],
    sessionsPerWeek: 4,
  },
  {
    key: 'pushPullLegs',
    templates: [
      { key: 'push', exercises: [bench, press, raise] },
      { key: 'pull', exercises: [row, pulldown, curl] },
      { key: 'legs', exercises: [squat, rdl, legCurl] },
    ],
    rotation: ['push', 'pull', 'legs'],
    sessionsPerWeek: 3,
  },
  {
    key: 'fullBody',
    templates: [
      { key: 'fullA', exercises: [squat, bench, row] },
      { key: 'fullB', exercises: [deadlift, press, pulldown] },
    ],
    rotation: ['fullA', 'fullB'],
    sessionsPerWeek: 3,
  },
];
