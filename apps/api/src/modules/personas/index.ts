import type { ApiModule } from '../../core/module';
import { personasRoutes } from './personas.routes';

/** Persona members (issue 24): generated months of training for trying the app, seeded by superadmins. */
export const personasModule: ApiModule = { name: 'personas', routes: personasRoutes };

/** seed:scale makes its members and their training as personas are made (imports run down: seed -> modules). */
export { seedHistory } from './history.service';
export { planDay } from './persona-plans';
