import type { ApiModule } from '../../core/module';
import { insightsRoutes } from './insights.routes';

/** Insights (issue 18): what goes together with the member's good days, from their own data, with the numbers. */
export const insightsModule: ApiModule = { name: 'insights', routes: insightsRoutes };
