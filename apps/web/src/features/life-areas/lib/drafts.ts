import type { GoalMeasure } from '@lifeorbit/contracts';

/** What the goal and check-in forms hold (text, as typed) and how it becomes a request; errors are i18n keys. */

export interface GoalDraft {
  name: string;
  measure: GoalMeasure;
  target: string;
  unit: string;
  dueDate: string;
}

export interface GoalValues {
  name: string;
  measure: GoalMeasure;
  target: number | null;
  unit: string | null;
  dueDate: string | null;
}

type GoalField = 'name' | 'target' | 'unit' | 'dueDate';

export const GOAL_NAME_MAX = 120;
export const GOAL_UNIT_MAX = 24;
export const NOTE_MAX = 500;
const AMOUNT_LIMIT = 1_000_000_000;

/** "82,5" (es, ro) and "82.5" both mean 82.5; anything that is not a plain decimal is not a number. */
export function parseAmount(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(normalised)) return null;
  return Number(normalised);
}

export function validateGoal(draft: GoalDraft): { errors: Partial<Record<GoalField, string>>; values?: GoalValues } {
  const errors: Partial<Record<GoalField, string>> = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'goalForm.errors.nameRequired';
  else if (name.length > GOAL_NAME_MAX) errors.name = 'goalForm.errors.nameTooLong';

  let target: number | null = null;
  if (draft.target.trim()) {
    target = parseAmount(draft.target);
    if (target === null || target < 0 || target > AMOUNT_LIMIT) errors.target = 'goalForm.errors.targetNumber';
    else if (draft.measure === 'rating' && (target < 1 || target > 5)) errors.target = 'goalForm.errors.targetRating';
  } else if (draft.measure === 'value') {
    errors.target = 'goalForm.errors.targetRequired';
  }

  const unit = draft.measure === 'value' ? draft.unit.trim() : '';
  if (draft.measure === 'value' && !unit) errors.unit = 'goalForm.errors.unitRequired';
  else if (unit.length > GOAL_UNIT_MAX) errors.unit = 'goalForm.errors.unitTooLong';

  if (draft.dueDate && !/^\d{4}-\d{2}-\d{2}$/.test(draft.dueDate)) errors.dueDate = 'goalForm.errors.dueDate';

  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    values: {
      name,
      measure: draft.measure,
      target,
      unit: draft.measure === 'value' ? unit : null,
      dueDate: draft.dueDate || null,
    },
  };
}

export interface CheckinDraft {
  date: string;
  value: string;
  rating: number | null;
  note: string;
}

type CheckinField = 'date' | 'value' | 'rating' | 'note';

export function validateCheckin(
  draft: CheckinDraft,
  measure: GoalMeasure,
  today: string,
): {
  errors: Partial<Record<CheckinField, string>>;
  values?: { value: number | null; rating: number | null; note: string | null };
} {
  const errors: Partial<Record<CheckinField, string>> = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) errors.date = 'checkinForm.errors.date';
  else if (draft.date > today) errors.date = 'checkinForm.errors.future';
  let value: number | null = null;
  if (measure === 'value') {
    value = parseAmount(draft.value);
    if (value === null || Math.abs(value) > AMOUNT_LIMIT) errors.value = 'checkinForm.errors.value';
  } else if (draft.rating === null) {
    errors.rating = 'checkinForm.errors.rating';
  }
  const note = draft.note.trim();
  if (note.length > NOTE_MAX) errors.note = 'checkinForm.errors.noteTooLong';
  if (Object.keys(errors).length > 0) return { errors };
  return { errors, values: { value, rating: measure === 'rating' ? draft.rating : null, note: note || null } };
}
