import type { ApiModule } from '../../core/module';
import { gymsRoutes } from './gyms.routes';

/** Gyms: the directory, each gym's page and admins, members, equipment and plates (issue 20). */
export const gymsModule: ApiModule = { name: 'gyms', routes: gymsRoutes };

/** The equipment ids of a member's home gym (none without one), for areas that match what a member can use. */
export { homeGymEquipmentIds } from './gyms.service';

/** The link preview of a public gym's page (/g/:slug): the web page server puts it in index.html's head. */
export { gymLinkPreview } from './gyms.service';

/** The demo gym of `npm start`'s demo data. */
export { DEMO_GYM_SLUG, seedDemoGym } from './demo-gym.repository';
