import type { ApiModule } from '../../core/module';
import { lifeAreasRoutes } from './life-areas.routes';

/** Life areas: categories, subcategories, pins, bottom nav, goals and check-ins. */
export const lifeAreasModule: ApiModule = { name: 'life-areas', routes: lifeAreasRoutes };

/** What the admin of life areas reads and names the same way as the member pages. */
export {
  findCategoryRow,
  listCategoryRows,
  listNavItemRows,
  listSubcategoryRows,
  type CategoryRow,
  type NavItemRow,
  type SubcategoryRow,
} from './life-areas.repository';
export {
  UNNAMED_CATEGORY,
  UNNAMED_SUBCATEGORY,
  navItemHref,
  pickTranslation,
  subcategoryCategoryLookup,
} from './life-areas.service';
