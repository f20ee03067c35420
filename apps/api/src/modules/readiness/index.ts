import type { ApiModule } from '../../core/module';
import { readinessRoutes } from './readiness.routes';

/** Readiness check-ins (energy, sleep...), the member's own. */
export const readinessModule: ApiModule = { name: 'readiness', routes: readinessRoutes };
/** An import's daily health rows and their undo, in the import's own steps (data, issue 42). */
export { deleteImportedHealthDaily, insertImportedHealthDaily } from './readiness.repository';
