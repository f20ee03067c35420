import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { meQueryKey } from '@/lib/query-keys';
import { safeRedirect } from '@/lib/safe-redirect';
import { useMe } from '@/lib/session';
import { useSignIn } from '../api/sign-in';
import { useSignUp } from '../api/sign-up';
import type { AuthMode } from '../components/auth-form';

/**
 * What the sign-in page shows: the session being checked, a member already signed in (sent on), the second step, the
 * "check your e-mail" of a sign-up, or the form.
 */
export type SignInStep = 'checking' | 'signed-in' | 'second-step' | 'check-email' | 'form';

/**
 * The sign-in page's flow (/auth): the mode (`?mode=signup`), where the member goes after (`?redirect=`), the e-mail
 * and password sign-in or sign-up, and the second step, which every way in (the password, a passkey, a provider)
 * may lead to.
 */
export function useSignInFlow() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const signIn = useSignIn();
  const signUp = useSignUp();
  // Two-factor on (issue 29): the password was right, and a code is asked before the session begins. Every other way
  // in (a provider, a passkey that did not verify the person) meets the same step: the API sends a provider's callback
  // here with `step=two-factor` (issue 36).
  const [secondStep, setSecondStep] = useState(() => params.get('step') === 'two-factor');
  const mode: AuthMode = params.get('mode') === 'signup' ? 'signup' : 'signin';
  const redirect = safeRedirect(params.get('redirect'));
  // A passkey sign-in (issue 29) lands where the other sign-ins land.
  const onPasskeySignIn = useCallback(
    (result: { twoFactorRedirect: boolean }) => {
      if (result.twoFactorRedirect) return setSecondStep(true);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      navigate(redirect, { replace: true });
    },
    [queryClient, navigate, redirect],
  );

  const step: SignInStep = me.isPending
    ? 'checking'
    : // Already signed in and not in the middle of submitting: go where the member was heading.
      me.data && !signIn.isPending && !signUp.isPending && !signUp.isSuccess
      ? 'signed-in'
      : secondStep
        ? 'second-step'
        : // The same answer whether or not the e-mail has an account: the mail says which (issue 36, item 6).
          mode === 'signup' && signUp.isSuccess
          ? 'check-email'
          : 'form';

  const switchMode = () => {
    const next = new URLSearchParams(params);
    if (mode === 'signup') next.delete('mode');
    else next.set('mode', 'signup');
    signIn.reset();
    signUp.reset();
    setParams(next, { replace: true });
  };

  const startOver = () => {
    signIn.reset();
    setSecondStep(false);
    if (params.has('step')) {
      const next = new URLSearchParams(params);
      next.delete('step');
      setParams(next, { replace: true });
    }
  };

  const submit = (values: { email: string; password: string }) => {
    if (mode === 'signup') {
      // No session yet (issue 36, item 6): the mailed link signs in; the page says to check the e-mail.
      signUp.mutate(values);
    } else {
      signIn.mutate(values, {
        onSuccess: (result) => (result.twoFactorRedirect ? setSecondStep(true) : navigate(redirect, { replace: true })),
      });
    }
  };

  const active = mode === 'signup' ? signUp : signIn;
  return {
    step,
    mode,
    redirect,
    /** better-auth's `error` parameter, when a provider sent the member back with one. */
    providerError: params.get('error'),
    isPending: active.isPending,
    submitError: active.error,
    submit,
    switchMode,
    onPasskeySignIn,
    onSecondStepDone: () => navigate(redirect, { replace: true }),
    startOver,
  };
}
