import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { failureOf, passkeysSupported, type PasskeyFailure } from '../lib/passkey-errors';

// The passkey request is its own small chunk, fetched after the page is drawn: /auth stays small.
const loadWebAuthn = () => import('../lib/passkey-sign-in');

/**
 * /auth (issue 29, item 4): "Sign in with a passkey", shown when the browser has WebAuthn, and the passkeys of this
 * site offered in the e-mail field's autofill (conditional mediation; the field is `autocomplete="username webauthn"`).
 * Either way the member lands where the other sign-ins land (`onSignedIn`), or, with two-factor on and a passkey that
 * did not verify the person, at the code step (`twoFactorRedirect`, issue 36).
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (result: { twoFactorRedirect: boolean }) => void }) {
  // Never suspends: the page (and a mode switch's transition) does not wait for these texts; the button shows once
  // they are here.
  const { t, ready } = useTranslation('passkeys', { useSuspense: false });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<PasskeyFailure | null>(null);

  // After the first paint: when the browser can, ask for a passkey through the autofill, waiting until one is picked.
  useEffect(() => {
    if (!passkeysSupported()) return;
    let live = true;
    let stop: (() => void) | undefined;
    void (async () => {
      const webauthn = await loadWebAuthn();
      if (!live || !(await webauthn.autofillSupported()) || !live) return;
      stop = webauthn.stopPasskeyRequest;
      try {
        const result = await webauthn.signInWithPasskey({ autofill: true });
        if (live) onSignedIn(result);
      } catch (error) {
        const reason = failureOf(error);
        // A dismissed or replaced autofill request is nothing to report.
        if (live && reason !== 'aborted' && reason !== 'cancelled') setFailure(reason);
      }
    })();
    return () => {
      live = false;
      stop?.();
    };
  }, [onSignedIn]);

  if (!passkeysSupported() || !ready) return null;

  const start = async () => {
    setPending(true);
    setFailure(null);
    const webauthn = await loadWebAuthn();
    try {
      // The button's request replaces the autofill's (only one WebAuthn request runs at a time).
      webauthn.stopPasskeyRequest();
      onSignedIn(await webauthn.signInWithPasskey());
    } catch (error) {
      const reason = failureOf(error);
      if (reason !== 'aborted') setFailure(reason);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="mt-4 flex flex-col gap-2">
      <Button type="button" variant="secondary" size="lg" className="w-full" disabled={pending} onClick={start}>
        <KeyIcon />
        {pending ? t('signingIn') : t('signIn')}
      </Button>
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {t(`signInErrors.${failure}`)}
        </p>
      ) : null}
    </div>
  );
}

function KeyIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="8" cy="15" r="4" />
      <path d="M10.85 12.15 19 4M17 6l2 2M14 9l2 2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
