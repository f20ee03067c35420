import type { BetterAuthOptions } from 'better-auth';
import type { Config } from '../../config/env';

/**
 * How provider sign-ins meet existing accounts (issue 29). The providers themselves are not listed here: they are
 * built from the admin's keys or the environment and kept current without a restart (sign-in-providers.ts).
 *
 * - A provider sign-in whose e-mail matches an account joins it only when the provider says the e-mail is verified
 *   AND the account's own e-mail is verified; otherwise better-auth refuses with `account_not_linked`, and the sign-in
 *   page says to sign in with the password and link the provider from settings. So someone who registered a victim's
 *   address with a password never gains the victim's Google or company sign-in.
 * - A signed-in member may link a provider whose e-mail differs from theirs (a work identity server): they proved both.
 * - A callback that fails before it knows where to go lands on the sign-in page with the error, not on a JSON page.
 */
export function signInOptions(config: Config) {
  return {
    account: {
      accountLinking: {
        enabled: true,
        requireLocalEmailVerified: true,
        allowDifferentEmails: true,
        updateUserInfoOnLink: false,
      },
    },
    onAPIError: { errorURL: `${config.publicUrl}/auth` },
  } satisfies Partial<BetterAuthOptions>;
}
