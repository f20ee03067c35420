import type { ApiModule } from '../../core/module';
import { ambassadorsRoutes } from './ambassadors.routes';

/** Ambassadors, referrals, battles, deals and payouts (issue 22, ADR 031). */
export const ambassadorsModule: ApiModule = { name: 'ambassadors', routes: ambassadorsRoutes };

/** better-auth's user-creation hook records the referral a new account's request carries (issue 37). */
export { recordSignUpReferral, type AccountCreationContext } from './referral-cookie';
