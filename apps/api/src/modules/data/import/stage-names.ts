import type { AppDb } from '../../../db/client';
import { nameVariants } from './exercise-match';
import * as repo from './import.repository';

/** The exercise of each name the staged rows hold, found by its name or a variant (every source's last staging step). */
export async function matchStagedNames(db: AppDb, importId: string, userId: string): Promise<void> {
  const variants = (await repo.distinctExerciseNames(db, importId)).flatMap((name) =>
    nameVariants(name).map((variant, rank) => ({ name, variant, rank })),
  );
  await repo.matchExerciseNames(db, importId, userId, variants);
}
