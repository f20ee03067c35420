import type { ApiModule } from '../../core/module';
import { adminLifeAreasRoutes } from './admin-life-areas.routes';

/** The admin of life-area categories, subcategories and their navigation items. */
export const adminLifeAreasModule: ApiModule = { name: 'admin-life-areas', routes: adminLifeAreasRoutes };
