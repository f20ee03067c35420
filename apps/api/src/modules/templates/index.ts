import type { ApiModule } from '../../core/module';
import { templatesRoutes } from './templates.routes';

/** Workout templates and the member's exercise preferences. */
export const templatesModule: ApiModule = { name: 'templates', routes: templatesRoutes };

/** Programs check their templates are the member's own. */
export { ownTemplateIds } from './templates.repository';
/** A marketplace copy writes its templates as the member's own, in the copy's transaction. */
export { insertTemplateCopy, type CopiedTemplateExercise } from './templates.repository';
/** A workout started from a template applies the member's preferences. */
export { resolvePreferences } from './exercise-preferences.service';
export type { PreferenceRow } from './exercise-preferences.repository';
/** An account's deletion (src/auth, through AuthNeeds) removes the member's templates before their user row. */
export { deleteMemberTemplates } from './templates.repository';
