import { UpdateTemplateRequest, type ExerciseSummary, type Template } from '@lifeorbit/contracts';
import { fromKg, toKg, type WeightUnit } from '@lifeorbit/domain';

/** One exercise of the template editor, as the inputs hold it (text, so a half-typed number stays as typed). */
export interface EditorItem {
  /** React key: the stored row's id, or a fresh one for a row not saved yet. */
  key: string;
  /** The stored row's id; sent back so the row keeps it. */
  id?: string;
  exerciseId: string;
  name: string;
  meta: string;
  targetSets: string;
  repsMode: 'single' | 'range';
  targetReps: string;
  targetRepsMin: string;
  targetRepsMax: string;
  weight: string;
  weightUnit: WeightUnit;
  restSec: string;
  supersetGroup: string;
  /** The chosen grip's id, '' for the exercise's usual one. */
  gripId: string;
  notes: string;
}

export interface EditorState {
  name: string;
  items: EditorItem[];
}

/** Field errors keyed like the API's details: `name`, `exercises.2.targetSets`... */
export type EditorErrors = Record<string, string>;

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** Two decimals at most, no trailing zeros: 135 lb stays 135 after a trip through kilograms. */
export function formatWeight(kg: number, unit: WeightUnit): string {
  return String(Math.round(fromKg(kg, unit) * 100) / 100);
}

export function itemFromTemplate(x: Template['exercises'][number]): EditorItem {
  return {
    key: x.id,
    id: x.id,
    exerciseId: x.exerciseId,
    name: x.exercise.name,
    meta: [x.exercise.primaryMuscle, x.exercise.equipment].filter(Boolean).join(' · '),
    targetSets: String(x.targetSets),
    repsMode: x.targetRepsMin !== null || x.targetRepsMax !== null ? 'range' : 'single',
    targetReps: text(x.targetReps),
    targetRepsMin: text(x.targetRepsMin),
    targetRepsMax: text(x.targetRepsMax),
    weight: x.targetWeightKg === null ? '' : formatWeight(x.targetWeightKg, x.weightUnit),
    weightUnit: x.weightUnit,
    restSec: text(x.restSec),
    supersetGroup: x.supersetGroup ?? '',
    gripId: x.gripId ?? '',
    notes: x.notes ?? '',
  };
}

export function itemFromExercise(exercise: ExerciseSummary, weightUnit: WeightUnit): EditorItem {
  return {
    key: crypto.randomUUID(),
    exerciseId: exercise.id,
    name: exercise.name,
    meta: [exercise.primaryMuscle?.name, exercise.equipment?.name].filter(Boolean).join(' · '),
    targetSets: '3',
    repsMode: 'single',
    targetReps: '10',
    targetRepsMin: '',
    targetRepsMax: '',
    weight: '',
    weightUnit,
    restSec: '90',
    supersetGroup: '',
    gripId: '',
    notes: '',
  };
}

export function stateFromTemplate(template: Template): EditorState {
  return { name: template.name, items: template.exercises.map(itemFromTemplate) };
}

/** A typed number, or null when the box is empty; text that is not a number stays text so the contract rejects it. */
function number(value: string): number | string | null {
  const trimmed = value.trim().replace(',', '.');
  if (trimmed === '') return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : trimmed;
}

/** The request body the editor stands for (not yet validated). */
export function toRequestBody(state: EditorState): unknown {
  return {
    name: state.name,
    exercises: state.items.map((item) => {
      const weight = number(item.weight);
      const sets = number(item.targetSets);
      return {
        ...(item.id ? { id: item.id } : {}),
        exerciseId: item.exerciseId,
        targetSets: sets ?? 3,
        ...(item.repsMode === 'single'
          ? { targetReps: number(item.targetReps), targetRepsMin: null, targetRepsMax: null }
          : { targetReps: null, targetRepsMin: number(item.targetRepsMin), targetRepsMax: number(item.targetRepsMax) }),
        targetWeightKg: typeof weight === 'number' ? Math.round(toKg(weight, item.weightUnit) * 1000) / 1000 : weight,
        weightUnit: item.weightUnit,
        restSec: number(item.restSec),
        supersetGroup: item.supersetGroup || null,
        gripId: item.gripId || null,
        notes: item.notes.trim() || null,
      };
    }),
  };
}

/** The field an error message is about, without its position: `exercises.2.targetSets` -> `targetSets`. */
export function fieldOf(path: string): string {
  return path.split('.').pop() ?? path;
}

/** Validates with the same contract the API uses; answers the body or the field errors (untranslated keys). */
export function validateEditor(
  state: EditorState,
): { ok: true; body: UpdateTemplateRequest } | { ok: false; errors: EditorErrors } {
  const result = UpdateTemplateRequest.safeParse(toRequestBody(state));
  if (result.success) return { ok: true, body: result.data };
  const errors: EditorErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= fieldOf(path);
  }
  return { ok: false, errors };
}

/** Moves the item at `index` by `delta` places (up is -1); the list is returned unchanged at the ends. */
export function moveItem<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return next;
}
