import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { visitReferral } from '@/features/ambassadors/api/visit-referral';
import { rememberReferral } from '@/features/ambassadors/lib/referral';

/**
 * /r/:code: has the API keep an ambassador's referral code for the account made next in this browser (issue 37), keeps
 * it on this device too for the claim of older clients (ADR 031), and opens sign-up.
 */
export function ReferralPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation('ambassadors');
  const valid = /^[A-Za-z0-9]{4,20}$/.test(code);
  const [isKept, setIsKept] = useState(false);
  useEffect(() => {
    if (!valid) return;
    rememberReferral(code);
    let isCurrent = true;
    // Sign-up opens once the cookie is set, so the account carries the code; a failed call still opens it.
    void visitReferral(code)
      .catch(() => undefined)
      .finally(() => {
        if (isCurrent) setIsKept(true);
      });
    return () => {
      isCurrent = false;
    };
  }, [code, valid]);
  if (!valid || isKept) return <Navigate to="/auth?mode=signup" replace />;
  return <FullPageSpinner label={t('referral.opening')} />;
}
