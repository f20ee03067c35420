import { lazy, Suspense, useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMe } from '@/lib/session';
import { meQueryKey } from '@/lib/query-keys';
import { useSignIn } from '@/features/auth/api/sign-in';
import { useSignUp } from '@/features/auth/api/sign-up';
import { AuthForm, type AuthMode } from '@/features/auth/components/auth-form';
import { CenteredLayout } from '@/components/centered-layout';
import { safeRedirect } from '@/lib/safe-redirect';
import { ForgotPasswordLink } from '@/features/data/components/forgot-password-link';
import { ProviderButtons, ProviderError } from '@/features/sign-in/components/provider-buttons';
import { PasskeySignIn } from '@/features/sign-in/components/passkey-sign-in';

// The second step is drawn only for members with two-factor on: no one else loads it.
const SecondStepForm = lazy(() =>
  import('@/features/two-factor/components/second-step-form').then((module) => ({ default: module.SecondStepForm })),
);

export function AuthPage() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const me = useMe();
  const signIn = useSignIn();
  const signUp = useSignUp();
  // Two-factor on (issue 29): the password was right, and a code is asked before the session begins. Every other way
  // in (a provider, a passkey that did not verify the person) meets the same step: the API sends a provider's callback
  // here with `step=two-factor` (issue 36).
  const [secondStep, setSecondStep] = useState(() => params.get('step') === 'two-factor');
  const mode: AuthMode = params.get('mode') === 'signup' ? 'signup' : 'signin';
  const redirect = safeRedirect(params.get('redirect'));
  const queryClient = useQueryClient();
  // A passkey sign-in (issue 29) lands where the other sign-ins land.
  const onPasskeySignIn = useCallback(
    (result: { twoFactorRedirect: boolean }) => {
      if (result.twoFactorRedirect) return setSecondStep(true);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      navigate(redirect, { replace: true });
    },
    [queryClient, navigate, redirect],
  );
  useDocumentTitle(mode === 'signup' ? t('signUpTitle') : t('signInTitle'));

  if (me.isPending) return <FullPageSpinner label={t('checkingSession')} />;
  // Already signed in and not in the middle of submitting: go where the member was heading.
  if (me.data && !signIn.isPending && !signUp.isPending && !signUp.isSuccess) return <Navigate to={redirect} replace />;

  const switchMode = () => {
    const next = new URLSearchParams(params);
    if (mode === 'signup') next.delete('mode');
    else next.set('mode', 'signup');
    signIn.reset();
    signUp.reset();
    setParams(next, { replace: true });
  };

  if (secondStep) {
    return (
      <CenteredLayout title={t('signInTitle')} subtitle={t('tagline')}>
        <Suspense fallback={<Spinner label={t('checkingSession')} />}>
          <SecondStepForm
            onSignedIn={() => navigate(redirect, { replace: true })}
            onStartOver={() => {
              signIn.reset();
              setSecondStep(false);
              if (params.has('step')) {
                const next = new URLSearchParams(params);
                next.delete('step');
                setParams(next, { replace: true });
              }
            }}
          />
        </Suspense>
      </CenteredLayout>
    );
  }

  // The same answer whether or not the e-mail has an account: the mail says which (issue 36, item 6).
  if (mode === 'signup' && signUp.isSuccess) {
    return (
      <CenteredLayout title={t('checkEmail.title')} subtitle={t('tagline')}>
        <p role="status">{t('checkEmail.description')}</p>
        <Button variant="link" className="mt-6 self-center" onClick={switchMode}>
          {t('switchToSignIn')}
        </Button>
      </CenteredLayout>
    );
  }

  const active = mode === 'signup' ? signUp : signIn;
  return (
    <CenteredLayout title={mode === 'signup' ? t('signUpTitle') : t('signInTitle')} subtitle={t('tagline')}>
      <ProviderError error={params.get('error')} />
      <AuthForm
        key={mode}
        mode={mode}
        isPending={active.isPending}
        submitError={active.error}
        onSubmit={(values) => {
          if (mode === 'signup') {
            // No session yet (issue 36, item 6): the mailed link signs in; the page says to check the e-mail.
            signUp.mutate(values);
          } else {
            signIn.mutate(values, {
              onSuccess: (result) =>
                result.twoFactorRedirect ? setSecondStep(true) : navigate(redirect, { replace: true }),
            });
          }
        }}
      />
      {mode === 'signin' ? <ForgotPasswordLink /> : null}
      {mode === 'signin' ? <PasskeySignIn onSignedIn={onPasskeySignIn} /> : null}
      <ProviderButtons redirect={redirect} />
      <Button variant="link" className="mt-6 self-center" onClick={switchMode}>
        {mode === 'signup' ? t('switchToSignIn') : t('switchToSignUp')}
      </Button>
    </CenteredLayout>
  );
}
