/**
 * Names of other apps against our catalogue (issue 24). Strong writes the equipment after the name in brackets
 * ("Bench Press (Dumbbell)"), Hevy the same ("Bench Press (Barbell)"); our catalogue says "Dumbbell Bench Press" and
 * "Bench Press" (barbell is the default). Names are compared folded (accents, case and hyphens away) as the
 * catalogue's search does.
 */

const DEFAULT_EQUIPMENT = new Set(['barbell']);

/** Fold as catalogue_search_fold does in SQL (Romanian and Spanish letters, hyphens, case). */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’]/g, "'")
    .replace(/-/g, ' ')
    .toLowerCase()
    .trim();
}

/** The names to look for, best first: the name itself, then "Equipment Name", then the name without its bracket. */
export function nameVariants(name: string): string[] {
  const variants = [name];
  const bracket = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(name);
  if (bracket) {
    const [, base, equipment] = bracket as unknown as [string, string, string];
    variants.push(`${equipment} ${base}`);
    if (DEFAULT_EQUIPMENT.has(fold(equipment))) variants.push(base);
    variants.push(`${base} ${equipment}`);
  }
  return variants;
}

const words = (text: string) => new Set(fold(text).split(/[^a-z0-9]+/).filter((w) => w.length > 1));

/** How alike two names are, 0 to 1: shared words (Dice), with a little credit for a shared start. */
export function similarity(a: string, b: string): number {
  const wa = words(a);
  const wb = words(b);
  if (wa.size === 0 || wb.size === 0) return 0;
  let shared = 0;
  for (const w of wa) if (wb.has(w)) shared += 1;
  const dice = (2 * shared) / (wa.size + wb.size);
  const fa = fold(a);
  const fb = fold(b);
  const prefix = fa.slice(0, 4) === fb.slice(0, 4) ? 0.05 : 0;
  return Math.min(1, dice + prefix);
}

/**
 * The custom exercise kind a name suggests: its bracket's equipment, and the effort mode its sets show (issue 39). A
 * distance makes it a distance exercise (a run; with a weight, a carry or a sled); a time without reps a hold, or
 * cardio without a weight; reps with a time reps and time; anything else reps.
 */
export function customKindOf(
  name: string,
  hints: { withWeight: boolean; withReps?: boolean; withDistance: boolean; withTime: boolean },
): { loadType: string; effortMode: string } {
  const equipment = fold(/\(([^)]+)\)\s*$/.exec(name)?.[1] ?? '');
  const byEquipment: Record<string, string> = {
    barbell: 'barbell',
    dumbbell: 'dumbbell',
    machine: 'machine',
    cable: 'cable',
    kettlebell: 'kettlebell',
    band: 'band',
    bodyweight: 'bodyweight',
    'weighted bodyweight': 'weighted_bodyweight',
    'assisted bodyweight': 'assisted',
    'smith machine': 'fixed',
    'ez bar': 'ezbar',
    cardio: 'cardio',
  };
  const named = byEquipment[equipment];
  if (hints.withDistance) {
    // A loaded distance (a carry, a sled) needs a load type that takes a weight.
    return { loadType: named ?? (hints.withWeight ? 'machine' : 'cardio'), effortMode: 'distance' };
  }
  if (hints.withTime && hints.withReps) {
    return { loadType: named ?? (hints.withWeight ? 'machine' : 'bodyweight'), effortMode: 'reps_time' };
  }
  if (hints.withTime) {
    return { loadType: named ?? (hints.withWeight ? 'weighted_bodyweight' : 'cardio'), effortMode: 'time' };
  }
  return { loadType: named ?? (hints.withWeight ? 'machine' : 'bodyweight'), effortMode: 'reps' };
}
