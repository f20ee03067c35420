import type { ApiModule } from '../../core/module';
import { catalogueRoutes } from './catalogue.routes';

/** The exercise catalogue and members' own exercises, with their reference rows (muscles, equipment, grips...). */
export const catalogueModule: ApiModule = { name: 'catalogue', routes: catalogueRoutes };

/** How any area names an exercise in SQL, and the word shown when it has no name. */
export { UNTITLED, exerciseNameSql } from './exercise-name.sql';
/** What other areas check against the catalogue: visible exercises, existing reference ids, reference lists. */
export {
  bodyPartOfMuscle,
  existingReferenceIds,
  findExerciseOwner,
  listReferences,
  visibleExerciseIds,
} from './catalogue.repository';
/** An import's custom exercise, inside the import's own statement (data). */
export { customExerciseInsertCtes } from './custom-exercises.repository';
