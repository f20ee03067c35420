import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { CenteredLayout } from '@/components/centered-layout';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthForm } from '@/features/account/sign-in/components/auth-form';
import { CheckEmailNotice } from '@/features/account/sign-in/components/check-email-notice';
import { ModeSwitch } from '@/features/account/sign-in/components/mode-switch';
import { useSignInFlow } from '@/features/account/sign-in/hooks/use-sign-in-flow';
import { ForgotPasswordLink } from '@/features/account/verification/components/forgot-password-link';
import { ProviderButtons, ProviderError } from '@/features/account/providers/components/provider-buttons';
import { PasskeySignIn } from '@/features/account/passkeys/components/passkey-sign-in';

// The second step is drawn only for members with two-factor on: no one else loads it.
const SecondStepForm = lazy(() =>
  import('@/features/account/two-factor/components/second-step-form').then((module) => ({
    default: module.SecondStepForm,
  })),
);

/** /auth: sign in (the password, a passkey, a provider, then the second step if asked) or sign up. */
export function AuthPage() {
  const { t } = useTranslation('auth');
  const flow = useSignInFlow();
  useDocumentTitle(flow.mode === 'signup' ? t('signUpTitle') : t('signInTitle'));

  if (flow.step === 'checking') return <FullPageSpinner label={t('checkingSession')} />;
  if (flow.step === 'signed-in') return <Navigate to={flow.redirect} replace />;

  if (flow.step === 'second-step') {
    return (
      <CenteredLayout title={t('signInTitle')} subtitle={t('tagline')}>
        <Suspense fallback={<Spinner label={t('checkingSession')} />}>
          <SecondStepForm onSignedIn={flow.onSecondStepDone} onStartOver={flow.startOver} />
        </Suspense>
      </CenteredLayout>
    );
  }

  if (flow.step === 'check-email') {
    return (
      <CenteredLayout title={t('checkEmail.title')} subtitle={t('tagline')}>
        <CheckEmailNotice onSwitchMode={flow.switchMode} />
      </CenteredLayout>
    );
  }

  return (
    <CenteredLayout title={flow.mode === 'signup' ? t('signUpTitle') : t('signInTitle')} subtitle={t('tagline')}>
      <ProviderError error={flow.providerError} />
      <AuthForm
        key={flow.mode}
        mode={flow.mode}
        isPending={flow.isPending}
        submitError={flow.submitError}
        onSubmit={flow.submit}
      />
      {flow.mode === 'signin' ? <ForgotPasswordLink /> : null}
      {flow.mode === 'signin' ? <PasskeySignIn onSignedIn={flow.onPasskeySignIn} /> : null}
      <ProviderButtons redirect={flow.redirect} />
      <ModeSwitch mode={flow.mode} onSwitch={flow.switchMode} />
    </CenteredLayout>
  );
}
