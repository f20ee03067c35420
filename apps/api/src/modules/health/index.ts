import type { ApiModule } from '../../core/module';
import { healthRoutes } from './health.routes';

/** The health check. */
export const healthModule: ApiModule = { name: 'health', routes: healthRoutes };
