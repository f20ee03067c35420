/**
 * A program's weeks as a member will train them: the rotation is followed in order, `daysPerWeek` workouts a week,
 * until the pattern comes back to where it started (at most `maxWeeks`). Each entry is an index into the item's days.
 */
export function weeksOf(rotation: readonly number[], daysPerWeek: number, maxWeeks = 8): number[][] {
  if (rotation.length === 0 || daysPerWeek < 1) return [];
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const cycle = (rotation.length * daysPerWeek) / gcd(rotation.length, daysPerWeek);
  const weeks = Math.min(maxWeeks, cycle / daysPerWeek);
  return Array.from({ length: weeks }, (_, week) =>
    Array.from({ length: daysPerWeek }, (_, day) => rotation[(week * daysPerWeek + day) % rotation.length]!),
  );
}

/** How a target reads: "3 × 8", "3 × 8–12" or "3 sets". */
export function targetText(x: {
  targetSets: number;
  targetReps: number | null;
  targetRepsMin: number | null;
  targetRepsMax: number | null;
}): string {
  if (x.targetReps != null) return `${x.targetSets} × ${x.targetReps}`;
  if (x.targetRepsMin != null && x.targetRepsMax != null)
    return `${x.targetSets} × ${x.targetRepsMin}–${x.targetRepsMax}`;
  if (x.targetRepsMin != null) return `${x.targetSets} × ${x.targetRepsMin}+`;
  return `${x.targetSets} ×`;
}
