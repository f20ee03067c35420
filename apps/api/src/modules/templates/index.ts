import type { ApiModule } from '../../core/module';
import { templatesRoutes } from './templates.routes';

/** Workout templates and the member's exercise preferences. */
export const templatesModule: ApiModule = { name: 'templates', routes: templatesRoutes };

/** Programs check their templates are the member's own. */
export { ownTemplateIds } from './templates.repository';
/** A workout started from a template applies the member's preferences. */
export { resolvePreferences } from './exercise-preferences.service';
export type { PreferenceRow } from './exercise-preferences.repository';
