import type { ApiModule } from '../../core/module';
import { coachRoutes } from './coach.routes';

/** The AI coach (issue 23): the member's conversations, answered from their own training data. */
export const coachModule: ApiModule = { name: 'coach', routes: coachRoutes };
