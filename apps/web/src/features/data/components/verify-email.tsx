import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useVerifyEmail } from '../api/password-reset';

/** /auth/verify?token=: sends the mailed link's token once and says whether the e-mail is confirmed (issue 24). */
export function VerifyEmail({ token }: { token: string }) {
  const { t } = useTranslation('data');
  const verify = useVerifyEmail();
  const { mutate } = verify;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);
  if (token && (verify.isIdle || verify.isPending)) return <Spinner label={t('verify.checking')} />;
  return (
    <div className="flex flex-col gap-4">
      <p role={verify.isSuccess ? 'status' : 'alert'}>{verify.isSuccess ? t('verify.done') : t('verify.failed')}</p>
      <Link className="text-accent underline-offset-4 hover:underline" to="/dashboard">
        {t('verify.continue')}
      </Link>
    </div>
  );
}
