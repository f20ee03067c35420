import { createAuthModules } from '../auth';
import type { ApiModule } from '../core/module';
import { adminModule, isRegistrationOpen } from '../modules/admin';
import { adminCatalogueModule } from '../modules/admin-catalogue';
import { adminLifeAreasModule } from '../modules/admin-life-areas';
import { ambassadorsModule } from '../modules/ambassadors';
import { backupModule } from '../modules/backup';
import { personasModule } from '../modules/personas';
import { catalogueModule } from '../modules/catalogue';
import { coachModule } from '../modules/coach';
import { dataModule } from '../modules/data';
import { developersModule } from '../modules/developers';
import { trainingRulesModule } from '../modules/training-rules';
import { gymsModule } from '../modules/gyms';
import { healthModule } from '../modules/health';
import { insightsModule } from '../modules/insights';
import { journalModule } from '../modules/journal';
import { languagesModule } from '../modules/languages';
import { lifeAreasModule } from '../modules/life-areas';
import { mentorsModule } from '../modules/mentors';
import { profileModule, removeAvatar } from '../modules/profile';
import { programsModule } from '../modules/programs';
import { progressModule } from '../modules/progress';
import { readinessModule } from '../modules/readiness';
import { enforceRateLimit, logAdminAction, resetRateLimit, securityModule } from '../modules/security';
import { socialModule } from '../modules/social';
import { deleteMemberTemplates, templatesModule } from '../modules/templates';
import { mcpModule } from '../modules/mcp';
import { webhooksModule } from '../modules/webhooks';
import { deleteMemberWorkouts, workoutsModule } from '../modules/workouts';

/**
 * Sign-in and the account (src/auth), handed what they need of the modules: src/auth sits below them and imports none
 * (ADR 018), and what it writes of theirs (the audit log, an avatar, a deleted member's training) goes through them
 * (ADR 042).
 */
const auth = createAuthModules({
  isRegistrationOpen,
  enforceRateLimit,
  resetRateLimit,
  logAdminAction,
  removeAvatar,
  clearMemberTraining: async (tx, userId) => {
    await deleteMemberWorkouts(tx, userId);
    await deleteMemberTemplates(tx, userId);
  },
});

/**
 * Every API area, mounted under /api in this order (the first route that matches answers). A new area exports an
 * ApiModule from its index.ts and adds one line here (ADR 018).
 */
export const API_MODULES: readonly ApiModule[] = [
  healthModule,
  // Before auth: its /api/auth/oauth2/* routes answer ahead of the proxy's /api/auth/* (which would 404 them).
  auth.oauth,
  auth.auth,
  auth.signIn,
  auth.passkeys,
  auth.tokens,
  languagesModule,
  developersModule,
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
  webhooksModule,
  mcpModule,
  insightsModule,
  coachModule,
  progressModule,
  socialModule,
  dataModule,
  auth.account,
  auth.verification,
  gymsModule,
  mentorsModule,
  ambassadorsModule,
  auth.providerSecrets,
  adminModule,
  adminCatalogueModule,
  adminLifeAreasModule,
  backupModule,
  personasModule,
];
