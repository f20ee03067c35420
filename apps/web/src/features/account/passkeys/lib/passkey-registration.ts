import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { WaysInResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { PasskeyError, passkeysSupported, passkeyStep } from './passkey-errors';

/**
 * Adding a passkey in settings (issue 29, item 4, ADR 036): better-auth's passkey plugin gives the options and checks
 * the answer behind our proxy; @simplewebauthn/browser turns them into navigator.credentials.create and back into
 * JSON (the many shapes browsers answer a registration with).
 */

const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/** Settings: makes a passkey on this device (or a phone or key nearby) and stores it under `name`. */
export async function addPasskey(name: string): Promise<WaysInResponse['passkeys'][number]> {
  if (!passkeysSupported()) throw new PasskeyError('unsupported');
  const options = await passkeyStep(() =>
    api.get<PublicKeyCredentialCreationOptionsJSON>('/api/auth/passkey/generate-register-options'),
  );
  const credential = await passkeyStep(() => startRegistration({ optionsJSON: options }));
  const { clientExtensionResults: _extensions, ...answer } = credential;
  const transports = answer.response.transports?.filter((t) => TRANSPORTS.has(t));
  return passkeyStep(() =>
    api.post<WaysInResponse['passkeys'][number]>('/api/auth/passkey/verify-registration', {
      response: { ...answer, response: { ...answer.response, transports } },
      name,
    }),
  );
}

/**
 * The browser and system a new passkey's name is made of ("Chrome" and "Android", said "Chrome on Android" in the
 * member's language), which the member may change; null for what is not recognised.
 */
export function deviceOf(userAgent: string): { browser: string | null; system: string | null } {
  const system = /iPhone/.test(userAgent)
    ? 'iPhone'
    : /iPad/.test(userAgent)
      ? 'iPad'
      : /Android/.test(userAgent)
        ? 'Android'
        : /CrOS/.test(userAgent)
          ? 'ChromeOS'
          : /Mac OS X|Macintosh/.test(userAgent)
            ? 'Mac'
            : /Windows/.test(userAgent)
              ? 'Windows'
              : /Linux/.test(userAgent)
                ? 'Linux'
                : null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\/|FxiOS/.test(userAgent)
      ? 'Firefox'
      : /SamsungBrowser/.test(userAgent)
        ? 'Samsung Internet'
        : /Chrome\/|CriOS|Chromium/.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  return { browser, system };
}
