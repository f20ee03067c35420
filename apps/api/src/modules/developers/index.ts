import type { ApiModule } from '../../core/module';
import { developersRoutes } from './developers.routes';

/** The public API's own description: the OpenAPI document (issue 41, ADR 045). */
export const developersModule: ApiModule = { name: 'developers', routes: developersRoutes };
