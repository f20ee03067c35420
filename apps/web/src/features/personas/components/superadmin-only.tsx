import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { useMe } from '@/lib/session';

/** The persona pages are for superadmins (the API refuses anyone else): others are told so, not shown errors. */
export function SuperadminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('demo');
  const me = useMe();
  if (me.isPending) return <p className="text-muted">{t('loading')}</p>;
  if (!me.data?.roles.includes('superadmin')) {
    return (
      <EmptyState icon={ShieldAlert} title={t('superadminOnly.title')} description={t('superadminOnly.description')} />
    );
  }
  return <>{children}</>;
}
