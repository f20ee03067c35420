import type { ApiModule } from '../../core/module';
import { languagesRoutes } from './languages.routes';

/** The languages the app speaks. */
export const languagesModule: ApiModule = { name: 'languages', routes: languagesRoutes };
