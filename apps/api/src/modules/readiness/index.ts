import type { ApiModule } from '../../core/module';
import { readinessRoutes } from './readiness.routes';

/** Readiness check-ins (energy, sleep...), the member's own. */
export const readinessModule: ApiModule = { name: 'readiness', routes: readinessRoutes };
