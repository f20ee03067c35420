import { ApiError } from '@/lib/api';

/** Why a passkey step did not work (issue 29, item 4), each with a message of its own; `aborted` is said to nobody. */
export type PasskeyFailure =
  | 'cancelled'
  | 'aborted'
  | 'unsupported'
  | 'alreadyAdded'
  | 'signInAgain'
  | 'limit'
  | 'unknownPasskey'
  | 'needsVerification'
  | 'expired'
  | 'failed';

export class PasskeyError extends Error {
  override name = 'PasskeyError';
  constructor(
    readonly reason: PasskeyFailure,
    override readonly cause?: unknown,
  ) {
    super(reason);
  }
}

/** WebAuthn exists here (https or localhost, and a browser that has it). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/**
 * Sorts what the browser, WebAuthn (as the browser's DOMException, or @simplewebauthn/browser's WebAuthnError with
 * the DOMException as its cause) or our API answered into one PasskeyFailure.
 */
export function failureOf(error: unknown): PasskeyFailure {
  if (error instanceof PasskeyError) return error.reason;
  if (error instanceof ApiError) {
    if (error.status === 403) return 'signInAgain';
    if (error.status === 409) return 'limit';
    if (error.status === 401) {
      // Two-factor on, and the authenticator did not ask for a PIN or fingerprint (ADR 036).
      return error.details.some((d) => d.code === 'not_allowed') ? 'needsVerification' : 'unknownPasskey';
    }
    if (error.status === 400 && error.details.some((d) => d.field === 'response')) return 'expired';
    return 'failed';
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERROR_CEREMONY_ABORTED') return 'aborted';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'alreadyAdded';
  const cause = ((error as { cause?: unknown } | null)?.cause ?? error) as { name?: unknown } | null;
  if (cause?.name === 'AbortError') return 'aborted';
  if (cause?.name === 'NotAllowedError') return 'cancelled';
  if (cause?.name === 'InvalidStateError') return 'alreadyAdded';
  if (cause?.name === 'NotSupportedError' || !passkeysSupported()) return 'unsupported';
  return 'failed';
}

/** Runs one step of a passkey request, its failure turned into a PasskeyError. */
export async function passkeyStep<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new PasskeyError(failureOf(error), error);
  }
}
