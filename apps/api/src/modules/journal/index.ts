import type { ApiModule } from '../../core/module';
import { journalRoutes } from './journal.routes';

/** The journal (issue 18): the member's own entries, with mood, energy, text, tags and life areas. */
export const journalModule: ApiModule = { name: 'journal', routes: journalRoutes };
