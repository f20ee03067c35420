import type { ApiModule } from '../../core/module';
import { dataRoutes } from './data.routes';

/**
 * Import from Strong, Hevy and our own export (import/), export as JSON and CSV (export/), issue 24. Deleting the
 * account and the e-mail check, also under /api/data, live with sign-in (src/auth).
 */
export const dataModule: ApiModule = { name: 'data', routes: dataRoutes };
