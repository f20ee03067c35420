import type { ApiModule } from '../../core/module';
import { adminCatalogueRoutes } from './admin-catalogue.routes';

/** The admin catalogue: exercises, reference rows, translations, attribute schemas, naming templates, plate profiles. */
export const adminCatalogueModule: ApiModule = { name: 'admin-catalogue', routes: adminCatalogueRoutes };

/** The admin settings page picks the default plate profile among the catalogue's. */
export { listCatalogueProfiles, makeDefaultProfile } from './plate-profiles.repository';
