import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '@/lib/safe-redirect';
import { useMe } from '@/lib/session';
import { toast } from '@/lib/toast';

/**
 * Where a social provider sends the member back (/auth/callback). better-auth has already set the session cookie by
 * the time the browser lands here; with a session we continue, without one (no provider configured, or it failed)
 * back to /auth.
 */
export function useProviderReturn() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const me = useMe();

  useEffect(() => {
    if (me.isPending) return;
    if (me.data) {
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } else {
      toast.error(t('callback.failed'));
      navigate('/auth', { replace: true });
    }
  }, [me.isPending, me.data, navigate, params, t]);
}
