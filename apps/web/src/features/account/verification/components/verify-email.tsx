import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { meQueryOptions } from '@/lib/session';
import { useVerifyEmail } from '../api/verify-email';

/**
 * /auth/verify?token=: sends the mailed link's token once. A sign-up's link also signs in (issue 36, item 6): the new
 * member lands on onboarding (a member who did it already, on the dashboard), or on the code step with two-factor on.
 * Otherwise it says whether the e-mail is confirmed.
 */
export function VerifyEmail({ token }: { token: string }) {
  const { t } = useTranslation('data');
  const verify = useVerifyEmail();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutate } = verify;
  useEffect(() => {
    if (!token) return;
    mutate(token, {
      onSuccess: async (result) => {
        if (result.twoFactorRedirect) return navigate('/auth?step=two-factor', { replace: true });
        if (!result.signedIn) return;
        const me = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
        navigate(me?.profile.onboardingDone ? '/dashboard' : '/onboarding?redirect=%2Fdashboard', { replace: true });
      },
    });
  }, [token, mutate, navigate, queryClient]);
  if (token && (verify.isIdle || verify.isPending || verify.data?.signedIn || verify.data?.twoFactorRedirect)) {
    return <Spinner label={t('verify.checking')} />;
  }
  return (
    <div className="flex flex-col gap-4">
      <p role={verify.isSuccess ? 'status' : 'alert'}>{verify.isSuccess ? t('verify.done') : t('verify.failed')}</p>
      <Link className="text-accent underline-offset-4 hover:underline" to="/dashboard">
        {t('verify.continue')}
      </Link>
    </div>
  );
}
