import type { AppDeps } from '../../core/deps';
import type { ApiModule } from '../../core/module';
import type { PageMetaProvider } from '../../core/page-meta';
import { gymsRoutes } from './gyms.routes';
import { gymLinkPreview } from './gym-directory.service';

/** /g/:slug previews as the gym: its name, city, members and description, and its cover or logo. */
function pageMeta(deps: AppDeps): PageMetaProvider[] {
  return [{ pattern: /^\/g\/[^/]+\/?$/, meta: (match) => gymLinkPreview(deps.database.db, match[0]) }];
}

/** Gyms: the directory, each gym's page and admins, members, equipment and plates (issue 20). */
export const gymsModule: ApiModule = { name: 'gyms', routes: gymsRoutes, pageMeta };

/** The equipment ids of a member's home gym (none without one), for areas that match what a member can use. */
export { homeGymEquipmentIds } from './gym-equipment.service';

/** The demo gym of `npm start`'s demo data. */
export { DEMO_GYM_SLUG, seedDemoGym } from './demo-gym.repository';
