import type { ApiModule } from '../../core/module';
import { programsRoutes } from './programs.routes';

/** Training programs: a rotation of templates and where the member is in it. */
export const programsModule: ApiModule = { name: 'programs', routes: programsRoutes };

/** Ending a workout started from a program moves the program on. */
export { advanceProgramAfterWorkout } from './programs.service';
/** A marketplace copy writes its program as the member's own, in the copy's transaction. */
export { insertProgramCopy } from './programs.repository';
