import { ChangePasswordRequest, SignInRequest, SignUpRequest } from '@lifeorbit/contracts/auth';
import {
  DeleteAccountRequest,
  ImportMappingRequest,
  ImportRunRequest,
  ImportUploadQuery,
  VerifyEmailRequest,
} from '@lifeorbit/contracts/data';
import {
  PasskeyAuthenticationRequest,
  PasskeyRegistrationRequest,
  RenamePasskeyRequest,
} from '@lifeorbit/contracts/passkeys';
import { UpdateProfileRequest } from '@lifeorbit/contracts/profile';
import { SecurityEventRequest } from '@lifeorbit/contracts/security';
import { CreateTokenRequest } from '@lifeorbit/contracts/tokens';
import { LinkSocialRequest, SocialSignInRequest } from '@lifeorbit/contracts/sign-in';
import { TwoFactorPasswordRequest, VerifyBackupCodeRequest, VerifyTotpRequest } from '@lifeorbit/contracts/two-factor';
import type { RouteContracts } from '.';

/**
 * Sign-in and the account: the session, providers and passkeys, the profile and avatar, the member's data, and the
 * endpoints every visitor reaches (health, languages, security events); with better-auth's own (AUTH_CONTRACTS).
 */
export const ACCOUNT_CONTRACTS: Record<string, RouteContracts> = {
  'GET /api/sign-in/providers': {},
  'GET /api/sign-in/ways': {},
  'DELETE /api/sign-in/ways/:provider': {},
  'PATCH /api/sign-in/passkeys/:passkeyId': { body: RenamePasskeyRequest },
  'DELETE /api/sign-in/passkeys/:passkeyId': {},
  // Personal access tokens (issue 41).
  'GET /api/tokens': {},
  'POST /api/tokens': { body: CreateTokenRequest },
  'DELETE /api/tokens/:tokenId': {},
  'GET /api/me': {},
  'POST /api/auth/callback/apple': {},
  'GET /api/session': {},
  'GET /api/health': {},
  'GET /api/ready': {},
  'GET /api/languages': {},
  'GET /api/profile': {},
  'PATCH /api/profile': { body: UpdateProfileRequest },
  'PUT /api/profile/avatar': {},
  'DELETE /api/profile/avatar': {},
  'GET /api/avatars/:userId/:file': {},
  'POST /api/data/imports': { query: ImportUploadQuery },
  'GET /api/data/imports': {},
  'GET /api/data/imports/:id': {},
  'DELETE /api/data/imports/:id': {},
  'PUT /api/data/imports/:id/mappings': { body: ImportMappingRequest },
  'POST /api/data/imports/:id/run': { body: ImportRunRequest },
  'GET /api/data/export.csv': {},
  'GET /api/data/export.json': {},
  'DELETE /api/data/account': { body: DeleteAccountRequest },
  'POST /api/data/verify-email': { body: VerifyEmailRequest },
  'POST /api/data/verification-email': {},
  'POST /api/security/events': { body: SecurityEventRequest },
};

/** better-auth's endpoints the proxy opens (src/auth/sessions/auth-proxy-guard.ts), each with the contract it checks first. */
export const AUTH_CONTRACTS: Record<string, RouteContracts> = {
  'POST /api/auth/sign-up/email': { body: SignUpRequest },
  'POST /api/auth/sign-in/email': { body: SignInRequest },
  'POST /api/auth/change-password': { body: ChangePasswordRequest },
  'POST /api/auth/sign-in/social': { body: SocialSignInRequest },
  'POST /api/auth/link-social': { body: LinkSocialRequest },
  'POST /api/auth/two-factor/enable': { body: TwoFactorPasswordRequest },
  'POST /api/auth/two-factor/disable': { body: TwoFactorPasswordRequest },
  'POST /api/auth/two-factor/verify-totp': { body: VerifyTotpRequest },
  'POST /api/auth/two-factor/verify-backup-code': { body: VerifyBackupCodeRequest },
  'POST /api/auth/passkey/verify-registration': { body: PasskeyRegistrationRequest },
  'POST /api/auth/passkey/verify-authentication': { body: PasskeyAuthenticationRequest },
};
