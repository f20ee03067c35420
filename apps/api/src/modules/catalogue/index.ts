import type { ApiModule } from '../../core/module';
import { catalogueRoutes } from './catalogue.routes';

/** The exercise catalogue and members' own exercises, with their reference rows (muscles, equipment, grips...). */
export const catalogueModule: ApiModule = { name: 'catalogue', routes: catalogueRoutes };

/** How any area names an exercise in SQL, and the word shown when it has no name. */
export { UNTITLED, exerciseNameSql } from './exercise-name';
/** What other areas check against the catalogue: visible exercises, existing reference ids, reference lists. */
export {
  bodyPartOfMuscle,
  existingReferenceIds,
  findExerciseOwner,
  listReferences,
  visibleExerciseIds,
} from './catalogue.repository';
