import { api } from '@/lib/api';
import { PasskeyError, passkeysSupported, passkeyStep } from './passkey-errors';

/**
 * A passkey sign-in in the browser (issue 29, item 4, ADR 036), with navigator.credentials.get itself: /auth loads
 * this small file after it is drawn, not @simplewebauthn/browser (which settings uses to add a passkey).
 */

/** What better-auth's generate-authenticate-options answers (WebAuthn's request options, binary as base64url). */
interface RequestOptionsJSON {
  challenge: string;
  rpId?: string;
  timeout?: number;
  userVerification?: UserVerificationRequirement;
  allowCredentials?: { id: string; transports?: AuthenticatorTransport[] }[];
}

const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
};
const toBase64Url = (buffer: ArrayBuffer): string =>
  btoa(String.fromCharCode(...new Uint8Array(buffer)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The browser can offer passkeys in the e-mail field's autofill (conditional mediation). */
export async function autofillSupported(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  try {
    return (await PublicKeyCredential.isConditionalMediationAvailable?.()) === true;
  } catch {
    return false;
  }
}

let pending: AbortController | null = null;

/** Ends a pending passkey request (the autofill one when the page goes, or before the button starts its own). */
export function stopPasskeyRequest(): void {
  pending?.abort();
  pending = null;
}

/**
 * Signs in with a passkey the browser holds for this site. With `autofill`, the browser offers the passkeys in the
 * e-mail field's suggestions and the promise waits until one is picked (or stopPasskeyRequest). `twoFactorRedirect`:
 * the member has two-factor on and the authenticator did not verify them, so the code is asked next (issue 36).
 */
export async function signInWithPasskey({ autofill = false } = {}): Promise<{ twoFactorRedirect: boolean }> {
  if (!passkeysSupported()) throw new PasskeyError('unsupported');
  const options = await passkeyStep(() =>
    api.get<RequestOptionsJSON>('/api/auth/passkey/generate-authenticate-options'),
  );
  stopPasskeyRequest();
  const controller = new AbortController();
  pending = controller;
  const credential = (await passkeyStep(() =>
    navigator.credentials.get({
      mediation: autofill ? 'conditional' : 'optional',
      signal: controller.signal,
      publicKey: {
        challenge: fromBase64Url(options.challenge),
        rpId: options.rpId,
        timeout: options.timeout,
        userVerification: options.userVerification,
        allowCredentials: (options.allowCredentials ?? []).map((c) => ({
          id: fromBase64Url(c.id),
          type: 'public-key' as const,
          transports: c.transports,
        })),
      },
    }),
  )) as PublicKeyCredential | null;
  if (pending === controller) pending = null;
  if (!credential) throw new PasskeyError('cancelled');
  const answer = credential.response as AuthenticatorAssertionResponse;
  const verified = await passkeyStep(() =>
    api.post<{ twoFactorRedirect?: boolean }>('/api/auth/passkey/verify-authentication', {
      response: {
        id: credential.id,
        rawId: toBase64Url(credential.rawId),
        type: 'public-key',
        authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
        response: {
          clientDataJSON: toBase64Url(answer.clientDataJSON),
          authenticatorData: toBase64Url(answer.authenticatorData),
          signature: toBase64Url(answer.signature),
          userHandle: answer.userHandle ? toBase64Url(answer.userHandle) : undefined,
        },
      },
    }),
  );
  return { twoFactorRedirect: verified?.twoFactorRedirect === true };
}
