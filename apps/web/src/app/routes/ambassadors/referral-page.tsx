import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { rememberReferral } from '@/features/ambassadors/lib/referral';

/** /r/:code: keeps an ambassador's referral code on this device and opens sign-up (ADR 031). */
export function ReferralPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation('ambassadors');
  const valid = /^[A-Za-z0-9]{4,20}$/.test(code);
  useEffect(() => {
    if (valid) rememberReferral(code);
  }, [code, valid]);
  if (!valid) return <Navigate to="/auth?mode=signup" replace />;
  return (
    <>
      <FullPageSpinner label={t('referral.opening')} />
      <Navigate to="/auth?mode=signup" replace />
    </>
  );
}
