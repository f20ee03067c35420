import type { SetMeasure } from '@lifeorbit/domain';

/**
 * The set grid's columns (DESIGN.md: Set | Previous | kg | Reps | RPE | ok), one template for each number of fields a
 * set of the exercise logs (issue 39: a plank's time alone, a run's distance and time, a carry's weight, distance and
 * time). With three fields a phone has no room for Previous beside them: the column shows from md up, and the log row
 * says it on a line below.
 */
const LIVE: Record<number, string> = {
  1: 'grid-cols-[2rem_minmax(0,1fr)_5.5rem_3rem_2.75rem] md:grid-cols-[3rem_minmax(0,1fr)_7rem_4rem_3rem]',
  2: 'grid-cols-[2rem_minmax(0,1fr)_4.25rem_3.25rem_3rem_2.75rem] md:grid-cols-[3rem_minmax(0,1fr)_6rem_5rem_4rem_3rem]',
  3: 'grid-cols-[2rem_repeat(3,minmax(0,1fr))_3rem_2.75rem] md:grid-cols-[3rem_minmax(0,1fr)_6rem_6rem_5rem_4rem_3rem]',
};
const READ_ONLY: Record<number, string> = {
  1: 'grid-cols-[2rem_minmax(0,1fr)_3rem_2.75rem] md:grid-cols-[3rem_minmax(0,1fr)_4rem_3rem]',
  2: 'grid-cols-[2rem_minmax(0,1fr)_minmax(0,1fr)_3rem_2.75rem] md:grid-cols-[3rem_minmax(0,1fr)_minmax(0,1fr)_4rem_3rem]',
  3: 'grid-cols-[2rem_repeat(3,minmax(0,1fr))_3rem_2.75rem] md:grid-cols-[3rem_repeat(3,minmax(0,1fr))_4rem_3rem]',
};

export function rowClass(measures: readonly SetMeasure[], readOnly: boolean): string {
  return `grid items-center gap-1 md:gap-2 ${(readOnly ? READ_ONLY : LIVE)[measures.length] ?? LIVE[2]}`;
}

/** The Previous cell: hidden on phones when three fields take the room. */
export const previousCellClass = (measures: readonly SetMeasure[]) =>
  measures.length > 2 ? 'hidden truncate md:block' : 'truncate';

export const REPS_MEASURES: readonly SetMeasure[] = ['weight', 'reps'];

/** The first field of the log row in the same grid as `element` (a set row): where focus goes when that set is deleted. */
export function logRowFieldNear(element: Element | null): HTMLElement | null {
  return element?.closest('[role="group"]')?.querySelector<HTMLElement>('[data-log-row] input') ?? null;
}

/** "1", "2" for working sets, W / D / F for warm-up, drop and failure sets (numbers count working sets only). */
export function setLabels(sets: readonly { setKind: string }[], short: (kind: string) => string): string[] {
  let working = 0;
  return sets.map((set) => (set.setKind === 'normal' ? String(++working) : short(set.setKind)));
}

/**
 * The previous workout's working sets lined up with this one's, warm-ups aside: the one beside each set, and the one
 * beside the log row.
 */
export function alignPrevious<P extends { setKind: string }>(
  sets: readonly { setKind: string }[],
  previous: readonly P[],
): { bySet: (P | undefined)[]; next: P | undefined } {
  const working = previous.filter((p) => p.setKind !== 'warmup');
  const bySet = sets.map((set, index) =>
    set.setKind === 'warmup' ? undefined : working[sets.slice(0, index).filter((s) => s.setKind !== 'warmup').length],
  );
  return { bySet, next: working[sets.filter((s) => s.setKind !== 'warmup').length] };
}
