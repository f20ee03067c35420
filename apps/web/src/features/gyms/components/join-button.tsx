import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useJoinGym } from '../api/join-gym';

/** Joins a gym (the first gym a member joins becomes their home). */
export function JoinButton({ gymId, name, size = 'sm' }: { gymId: string; name: string; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('gyms');
  const join = useJoinGym();
  return (
    <Button
      size={size}
      disabled={join.isPending}
      aria-label={t('join.label', { name })}
      // mutateAsync, not mutate's callbacks: the list that holds this button may re-render it away (a search
      // settling, the refreshed "My gyms") before the answer comes, and TanStack Query drops a gone mutate's callbacks.
      onClick={() =>
        void join.mutateAsync({ gymId }).then(
          () => toast.success(t('join.done', { name })),
          () => toast.error(t('join.failed')),
        )
      }
    >
      {t('join.action')}
    </Button>
  );
}
