import { z } from 'zod';
import { singleLineText } from './text';

/**
 * Passkeys (issue 29, item 4, ADR 036): WebAuthn credentials made with better-auth's passkey plugin, behind our
 * proxy. The browser's answers are checked here for shape and size before better-auth verifies their signatures.
 */
export const PASSKEY_NAME_MAX_LENGTH = 60;
/** A member keeps at most this many passkeys (one per phone, laptop, security key and password manager is plenty). */
export const PASSKEY_LIMIT = 20;

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;

/** base64url text (WebAuthn's binary fields as JSON), at most `max` characters. */
function base64Url(name: string, max: number) {
  return z
    .string({ error: `${name} is required` })
    .min(1, { error: `${name} is required` })
    .max(max, { error: `${name} must be at most ${max} characters` })
    .regex(/^[A-Za-z0-9_-]+$/, { error: `${name} must be base64url text` });
}

/** A credential id: up to 1,023 bytes by the WebAuthn spec, so at most 1,364 base64url characters. */
const CredentialId = base64Url('The credential id', 1_400);
const CLIENT_DATA_MAX = 4_000;

const CredentialCommon = {
  id: CredentialId,
  rawId: CredentialId,
  type: z.literal('public-key', { error: 'The type is public-key' }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform'], { error: 'Not an attachment' }).optional(),
};

/** What the browser answers to navigator.credentials.create(), as @simplewebauthn/browser encodes it. */
const RegistrationResponse = z
  .object({
    ...CredentialCommon,
    response: z
      .object({
        clientDataJSON: base64Url('clientDataJSON', CLIENT_DATA_MAX),
        attestationObject: base64Url('attestationObject', 16_000),
        authenticatorData: base64Url('authenticatorData', 16_000).optional(),
        transports: z
          .array(z.enum(TRANSPORTS, { error: 'Not a transport' }))
          .max(TRANSPORTS.length)
          .optional(),
        publicKeyAlgorithm: z.number().int().optional(),
        publicKey: base64Url('The public key', 4_000).optional(),
      })
      .strict(),
  })
  .strict();

/** What the browser answers to navigator.credentials.get(). */
const AuthenticationResponse = z
  .object({
    ...CredentialCommon,
    response: z
      .object({
        clientDataJSON: base64Url('clientDataJSON', CLIENT_DATA_MAX),
        authenticatorData: base64Url('authenticatorData', 16_000),
        signature: base64Url('The signature', 2_000),
        userHandle: base64Url('The user handle', 200).optional(),
      })
      .strict(),
  })
  .strict();

/** A passkey's name as the member sees it in settings ("iPhone", "Work laptop"). */
export const PasskeyName = singleLineText(PASSKEY_NAME_MAX_LENGTH, {
  tooLong: `A name must be at most ${PASSKEY_NAME_MAX_LENGTH} characters`,
  notText: 'A name is text',
}).min(1, { error: 'A name is required' });

/** POST /api/auth/passkey/verify-registration: the new credential and the name the member gave it. */
export const PasskeyRegistrationRequest = z.object({ response: RegistrationResponse, name: PasskeyName }).strict();
export type PasskeyRegistrationRequest = z.infer<typeof PasskeyRegistrationRequest>;

/** POST /api/auth/passkey/verify-authentication: the signed challenge of a passkey sign-in. */
export const PasskeyAuthenticationRequest = z.object({ response: AuthenticationResponse }).strict();
export type PasskeyAuthenticationRequest = z.infer<typeof PasskeyAuthenticationRequest>;

/** better-auth's passkey ids are random letters and digits. */
export const PasskeyParams = z.object({
  passkeyId: z
    .string()
    .min(1, { error: 'Not a passkey id' })
    .max(64, { error: 'Not a passkey id' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Not a passkey id' }),
});
export type PasskeyParams = z.infer<typeof PasskeyParams>;

/** PATCH /api/sign-in/passkeys/:passkeyId: a new name. */
export const RenamePasskeyRequest = z.object({ name: PasskeyName }).strict();
export type RenamePasskeyRequest = z.infer<typeof RenamePasskeyRequest>;

/** One of a member's passkeys as settings lists it. */
export const PasskeySummary = z.object({
  id: z.string(),
  name: z.string().nullable(),
  /** "multiDevice" when the passkey is synced between devices (a password manager, iCloud), else "singleDevice". */
  deviceType: z.string(),
  backedUp: z.boolean(),
  /** The authenticator's maker when its model is well known ("Google Password Manager", "1Password"), else null. */
  authenticator: z.string().nullable(),
  createdAt: z.string(),
});
export type PasskeySummary = z.infer<typeof PasskeySummary>;
