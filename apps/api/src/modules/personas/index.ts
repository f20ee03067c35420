import type { ApiModule } from '../../core/module';
import { personasRoutes } from './personas.routes';

/** Persona members (issue 24): generated months of training for trying the app, seeded by superadmins. */
export const personasModule: ApiModule = { name: 'personas', routes: personasRoutes };
