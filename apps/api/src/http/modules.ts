import type { ApiModule } from '../core/module';
import { adminModule } from '../modules/admin';
import { adminCatalogueModule } from '../modules/admin-catalogue';
import { adminLifeAreasModule } from '../modules/admin-life-areas';
import { ambassadorsModule } from '../modules/ambassadors';
import { backupModule } from '../modules/backup';
import { personasModule } from '../modules/personas';
import { authModule } from '../modules/auth';
import { catalogueModule } from '../modules/catalogue';
import { coachModule } from '../modules/coach';
import { dataModule } from '../modules/data';
import { trainingRulesModule } from '../modules/training-rules';
import { gymsModule } from '../modules/gyms';
import { healthModule } from '../modules/health';
import { insightsModule } from '../modules/insights';
import { journalModule } from '../modules/journal';
import { languagesModule } from '../modules/languages';
import { lifeAreasModule } from '../modules/life-areas';
import { mentorsModule } from '../modules/mentors';
import { profileModule } from '../modules/profile';
import { programsModule } from '../modules/programs';
import { progressModule } from '../modules/progress';
import { readinessModule } from '../modules/readiness';
import { securityModule } from '../modules/security';
import { signInModule } from '../modules/sign-in';
import { socialModule } from '../modules/social';
import { templatesModule } from '../modules/templates';
import { workoutsModule } from '../modules/workouts';

/**
 * Every API area, mounted under /api in this order (the first route that matches answers). A new area exports an
 * ApiModule from its index.ts and adds one line here (ADR 018).
 */
export const API_MODULES: readonly ApiModule[] = [
  healthModule,
  authModule,
  signInModule,
  languagesModule,
  profileModule,
  catalogueModule,
  templatesModule,
  programsModule,
  workoutsModule,
  trainingRulesModule,
  lifeAreasModule,
  securityModule,
  readinessModule,
  journalModule,
  insightsModule,
  coachModule,
  progressModule,
  socialModule,
  dataModule,
  gymsModule,
  mentorsModule,
  ambassadorsModule,
  adminModule,
  adminCatalogueModule,
  adminLifeAreasModule,
  backupModule,
  personasModule,
];
