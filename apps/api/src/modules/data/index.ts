import type { ApiModule } from '../../core/module';
import { dataRoutes } from './data.routes';

/** Import from Strong, Hevy and our own export; export as JSON and CSV; deleting the account (issue 24). */
export const dataModule: ApiModule = { name: 'data', routes: dataRoutes };

/** Records decided over many sets at once, as an import does: the seeds use it for the training they write. */
export { recomputeMembersRecords } from './records.repository';
